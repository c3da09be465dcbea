/**
 * `serve`'s start-up, spawn to the first 200 of `/health`: on a new empty folder and on the data
 * folder, alternated, several times each (one start moved by ±15 % between runs on this VM), the
 * median reported and every start kept.
 *
 * Node's own boot depends on one variable of the environment the benchmark runs in:
 * `NODE_EXTRA_CA_CERTS`. With it, Node 20 reads and parses that file's certificates, and its own
 * root store, before any script runs. On the machine the figures in docs/performance.md come from
 * it names the whole system bundle (/etc/ssl/certs/ca-certificates.crt), which cost every Node
 * process about 38 ms pinned to one core (`node -e 0`: 97–101 against 59–62 ms). A registrar's
 * machine does not set it unless a proxy of its own needs it, so the starts are timed without it,
 * and, when the benchmark's environment has it, timed again with it, alternated, and reported
 * beside.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startSandbox } from './servers.js'
import { median } from './summary.js'

export interface StartupTimes {
  /** Medians, in ms, without NODE_EXTRA_CA_CERTS. */
  readonly emptyFolderMs: number
  readonly dataFolderMs: number
  readonly emptyFolderSamplesMs: readonly number[]
  readonly dataFolderSamplesMs: readonly number[]
  /** The same starts with the benchmark's own NODE_EXTRA_CA_CERTS, when it has one. */
  readonly withExtraCaCerts?: {
    readonly file: string
    readonly emptyFolderMs: number
    readonly dataFolderMs: number
    readonly emptyFolderSamplesMs: readonly number[]
    readonly dataFolderSamplesMs: readonly number[]
  }
}

/**
 * The benchmark's first `fetch` loads and compiles Node's HTTP client (undici), tens of ms that
 * were counted in the first start-up measured (the empty folder's: 604 against 479 ms measured
 * apart). A few requests to a server of our own first, so that each start is timed alike.
 */
async function warmProbe(): Promise<void> {
  const server = http.createServer((_req, res) => res.end('ok'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  try {
    for (let i = 0; i < 3; i++) await (await fetch(`http://127.0.0.1:${port}/`)).arrayBuffer()
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}

interface Series {
  readonly empty: number[]
  readonly data: number[]
}

/** One start on a new empty folder, then one on the data folder, in `env`. */
async function startBoth(root: string, dataDir: string, core: string | undefined, env: NodeJS.ProcessEnv, into: Series): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-empty-'))
  try {
    const onEmpty = await startSandbox(root, path.join(folder, 'data'), core, ['--empty'], env)
    await onEmpty.stop()
    into.empty.push(onEmpty.startupMs)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
  const onData = await startSandbox(root, dataDir, core, [], env)
  await onData.stop()
  into.data.push(onData.startupMs)
}

const medians = (series: Series) => ({
  emptyFolderMs: Math.round(median(series.empty)),
  dataFolderMs: Math.round(median(series.data)),
  emptyFolderSamplesMs: series.empty,
  dataFolderSamplesMs: series.data,
})

export async function measureStartups(root: string, dataDir: string, core: string | undefined, times: number): Promise<StartupTimes> {
  await warmProbe()
  const extraCaCerts = process.env.NODE_EXTRA_CA_CERTS || undefined
  const without: Series = { empty: [], data: [] }
  const withCerts: Series = { empty: [], data: [] }
  for (let i = 0; i < times; i++) {
    await startBoth(root, dataDir, core, { NODE_EXTRA_CA_CERTS: undefined }, without)
    if (extraCaCerts) await startBoth(root, dataDir, core, {}, withCerts)
  }
  return { ...medians(without), ...(extraCaCerts ? { withExtraCaCerts: { file: extraCaCerts, ...medians(withCerts) } } : {}) }
}
