/**
 * `serve`'s start-up, spawn to the first 200 of `/health`: on a new empty folder and on the data
 * folder, alternated, several times each (one start moved by ±15 % between runs on this VM), the
 * median reported and every start kept.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startSandbox } from './servers.js'
import { median } from './summary.js'

export interface StartupTimes {
  /** Medians, in ms. */
  readonly emptyFolderMs: number
  readonly dataFolderMs: number
  readonly emptyFolderSamplesMs: readonly number[]
  readonly dataFolderSamplesMs: readonly number[]
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

export async function measureStartups(root: string, dataDir: string, core: string | undefined, times: number): Promise<StartupTimes> {
  await warmProbe()
  const empty: number[] = []
  const data: number[] = []
  for (let i = 0; i < times; i++) {
    const folder = mkdtempSync(path.join(tmpdir(), 'bench-empty-'))
    try {
      const onEmpty = await startSandbox(root, path.join(folder, 'data'), core, ['--empty'])
      await onEmpty.stop()
      empty.push(onEmpty.startupMs)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
    const onData = await startSandbox(root, dataDir, core)
    await onData.stop()
    data.push(onData.startupMs)
  }
  return { emptyFolderMs: Math.round(median(empty)), dataFolderMs: Math.round(median(data)), emptyFolderSamplesMs: empty, dataFolderSamplesMs: data }
}
