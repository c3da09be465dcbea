/**
 * `npm run bench` (docs/performance.md): bare node:http with a fixed body as large as the search
 * page, then the sandbox on a scale data folder, each pinned to one core, loaded by autocannon
 * from the other; rounds alternate the two, and every scenario of issue 13 is reported as req/s,
 * p50, p99, the ratio to bare node:http measured around it in the same round and the server's
 * memory, with the start-up times, printed and written as JSON. The loaded sandbox runs as in the
 * desktop app: the gateway's worker forked by a small parent (split.ts), whose event-loop delay
 * during the loads is reported too. It measures only: no figure fails it.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { generateScaleData } from '../../local-server/db/seed/scale/index.js'
import { DEFAULT_SORTER_THREADS, scaleDefaults } from '../../local-server/db/seed/scale/options.js'
import { ensureServerBuild } from '../server-build.mjs'
import { checkDataSize } from './data-size.js'
import { type BenchOptions, BenchOptionError, parseBenchArgs } from './options.js'
import { formatRequestLogCost, measureRequestLogCost, type RequestLogCost } from './request-log.js'
import { REFERENCE_PATH, type Scenario, scenariosFor } from './scenarios.js'
import { formatScreenTable, measureScreens, screenRepetitions } from './screens.js'
import { cores, memoryOf, pinSelf, type RunningServer, startBare } from './servers.js'
import { measureStartups } from './startup.js'
import { startSplitSandbox } from './split.js'
import { worstOfLoads } from './split-protocol.js'
import { BARE, formatTable, type Sample, summarize } from './summary.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The data folder: the one given, or one generated (kept under bench-results/ for the next run; a temporary one for --smoke). */
async function dataFolder(options: BenchOptions): Promise<{ dir: string; temporary: boolean }> {
  const given = options.dataDir
  const dir = given ?? (options.smoke ? path.join(mkdtempSync(path.join(tmpdir(), 'bench-smoke-')), 'data') : path.join(root, 'bench-results', `data-${options.payments}`))
  if (existsSync(path.join(dir, 'registry.sqlite'))) {
    checkDataSize(dir, options.payments)
    return { dir, temporary: false }
  }
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new BenchOptionError(`${dir} is neither empty nor a data folder`)
  console.log(`bench: generating ${options.payments.toLocaleString('en')} payments into ${dir}…`)
  const summary = await generateScaleData({
    dataDir: dir, payments: options.payments, ...scaleDefaults(options.payments), years: options.smoke ? 2 : 8, seed: 1, now: Date.now(), chunk: 50_000, threads: DEFAULT_SORTER_THREADS,
  })
  console.log(`bench: ${summary.rows.toLocaleString('en')} rows at ${summary.rowsPerSecond.toLocaleString('en')} rows/s`)
  return { dir, temporary: options.smoke && !given }
}

async function tokenOf(url: string): Promise<string> {
  const res = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'admin', password: 'sandbox' }),
  })
  if (res.status !== 200) throw new Error(`/oauth/token answered ${res.status}`)
  return ((await res.json()) as { access_token: string }).access_token
}

async function load(url: string, scenario: Scenario, token: string | undefined, options: BenchOptions): Promise<Omit<Sample, 'scenario' | 'round' | 'rssMb'>> {
  let n = 0
  const pathOf = scenario.path
  const started = performance.now()
  const result = await autocannon({
    url: `${url}${typeof pathOf === 'string' ? pathOf : pathOf(0)}`,
    connections: scenario.connections ?? options.connections,
    duration: options.duration,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(typeof pathOf === 'function' ? { requests: [{ setupRequest: (req: { path: string }) => ({ ...req, path: pathOf(++n) }) }] } : {}),
  })
  return {
    at: Math.round((started + performance.now()) / 2),
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  }
}

/**
 * Waits until the server answers `/health` promptly again. A client that gives up on a slow
 * request does not stop the server's work: what one scenario left queued must not be charged to
 * the next.
 */
async function settle(url: string, limitMs = 300_000): Promise<number> {
  const started = performance.now()
  for (let quick = 0; quick < 3 && performance.now() - started < limitMs; ) {
    const t = performance.now()
    await fetch(`${url}/health`).then((r) => r.arrayBuffer(), () => undefined)
    quick = performance.now() - t < 50 ? quick + 1 : 0
  }
  return Math.round(performance.now() - started)
}

async function main(argv: string[]): Promise<number> {
  let options: BenchOptions
  try {
    options = parseBenchArgs(argv)
  } catch (err) {
    console.error(`bench: ${(err as Error).message}`)
    return 2
  }
  // Counted before pinning: a process pinned to one core sees one.
  const nproc = availableParallelism()
  const pinning = cores()
  if (pinning) pinSelf(pinning.client)
  let data: { dir: string; temporary: boolean }
  try {
    data = await dataFolder(options)
  } catch (err) {
    if (!(err instanceof BenchOptionError)) throw err
    console.error(`bench: ${err.message}`)
    return 2
  }
  const servers: Pick<RunningServer, 'stop'>[] = []
  process.once('SIGINT', () => {
    for (const s of servers) void s.stop()
    process.exit(130)
  })
  try {
    // Start-up, spawn to the first 200: on an empty folder, then on the data folder (which is then
    // measured). The server is built first: a fresh clone's first `serve` compiles it (seconds),
    // which is a build, not a start-up.
    await ensureServerBuild(root)
    const startup = await measureStartups(root, data.dir, pinning?.server, options.startups)
    // Loaded as the desktop app runs it: the worker forked by a parent that measures its own event loop.
    const sandbox = await startSplitSandbox(root, data.dir, pinning?.server)
    servers.push(sandbox)
    const token = await tokenOf(sandbox.url)
    const reference = await fetch(`${sandbox.url}${REFERENCE_PATH}`, { headers: { authorization: `Bearer ${token}` } })
    const bodyBytes = (await reference.arrayBuffer()).byteLength
    const bare = await startBare(bodyBytes, pinning?.server)
    servers.push(bare)
    const wanted = (name: string) => options.only.length === 0 || options.only.some((o) => name.includes(o))
    const scenarios = scenariosFor(data.dir).filter((s) => wanted(s.name))
    // One request each first: what a first request does once (a lazy PDF, a cold page) is not the steady state.
    for (const s of scenarios) await (await fetch(`${sandbox.url}${typeof s.path === 'string' ? s.path : s.path(0)}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer()

    const samples: Sample[] = []
    const loadBare = async (round: number, when: string) => {
      const bareRun = await load(bare.url, { name: BARE, path: '/' }, undefined, options)
      samples.push({ scenario: BARE, round, ...bareRun, rssMb: memoryOf(bare.pid)?.rssMb })
      console.log(`bench: round ${round}: ${BARE} ${Math.round(bareRun.requestsPerSecond)} req/s (${when})`)
    }
    for (let round = 1; round <= options.rounds; round++) {
      // Bare node:http at both ends of the round and the scenarios between, in reverse order every
      // other round: each is compared with the ceiling at its own time (summary.ts, ceilingAt).
      await loadBare(round, 'the round’s start')
      for (const s of round % 2 === 1 ? scenarios : [...scenarios].reverse()) {
        sandbox.measure()
        const run = await load(sandbox.url, s, token, options)
        const parent = await sandbox.report()
        samples.push({ scenario: s.name, round, ...run, rssMb: memoryOf(sandbox.pid)?.rssMb, parentLoop: parent })
        const settled = await settle(sandbox.url)
        console.log(
          `bench: round ${round}: ${s.name} ${Math.round(run.requestsPerSecond)} req/s, p99 ${run.p99} ms, ${run.errors} errors` +
            `, parent's event loop p99 ${parent.p99} ms` +
            (settled > 1000 ? ` (the server worked ${(settled / 1000).toFixed(1)} s more on requests given up)` : ''),
        )
      }
      await loadBare(round, 'the round’s end')
    }
    const memory = memoryOf(sandbox.pid)
    const parentLoop = worstOfLoads(samples.flatMap((s) => (s.parentLoop ? [s.parentLoop] : [])))
    const summary = summarize(samples)
    // The request log's and the screens' sandboxes run on the same folder, which serves one server
    // at a time (local-server/db/folder-lock.ts).
    await sandbox.stop()
    servers.splice(servers.indexOf(sandbox), 1)
    // The request log's cost, on two sandboxes of its own (scripts/bench/request-log.ts).
    let requestLog: RequestLogCost | undefined
    if (wanted('request log')) {
      requestLog = await measureRequestLogCost({
        root,
        dataDir: data.dir,
        serverCore: pinning?.server,
        path: REFERENCE_PATH,
        rate: options.smoke ? 200 : 1000,
        seconds: options.duration,
        rounds: options.rounds,
        tokenOf,
        saturate: async (url, token) => (await load(url, { name: 'request log', path: REFERENCE_PATH }, token, options)).requestsPerSecond,
        log: console.log,
      })
    }
    // The screens in Chromium, on their own sandbox on the same folder (scripts/bench/screens.ts).
    const screens = wanted('screen')
      ? await measureScreens({ root, dataDir: data.dir, cores: pinning, repetitions: screenRepetitions(options.smoke), log: console.log })
      : []
    const report = {
      date: new Date().toISOString(),
      mode: options.smoke ? 'smoke' : 'full',
      machine: {
        nproc,
        cpu: /^model name\s*:\s*(.*)$/m.exec(existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '')?.[1] ?? 'unknown',
        node: process.version,
        pinned: pinning
          ? `server on core ${pinning.server}, load generator on core ${pinning.client}, the screens' browser on cores ${pinning.every} (and on core ${pinning.client} for one comparison)`
          : 'not pinned (no taskset or one core)',
      },
      options: { ...options, dataDir: data.dir },
      bodyBytes,
      startup,
      // The desktop split: the parent's event-loop delay over the loads of the sandbox (worstOfLoads).
      parentEventLoopMs: parentLoop,
      memory: { rssAfterMb: memory?.rssMb, peakRssMb: memory?.peakMb },
      summary,
      requestLog,
      screens,
      samples,
    }
    console.log(`\n${formatTable(summary)}\n`)
    if (screens.length > 0) console.log(`${formatScreenTable(screens)}\n`)
    if (requestLog) console.log(`${formatRequestLogCost(requestLog)}\n`)
    console.log(
      `start-up, spawn to first 200, median of ${options.startups}: ${startup.emptyFolderMs} ms on an empty folder (${startup.emptyFolderSamplesMs.join(', ')}), ${startup.dataFolderMs} ms on the data folder (${startup.dataFolderSamplesMs.join(', ')})`,
    )
    if (startup.withExtraCaCerts) {
      const w = startup.withExtraCaCerts
      console.log(
        `  the same with this environment's NODE_EXTRA_CA_CERTS (${w.file}, read by Node at boot): ${w.emptyFolderMs} ms (${w.emptyFolderSamplesMs.join(', ')}), ${w.dataFolderMs} ms (${w.dataFolderSamplesMs.join(', ')})`,
      )
    }
    if (parentLoop) {
      console.log(`the parent's event loop while its forked sandbox was loaded: p50 ${parentLoop.p50} ms, worst p99 of a load ${parentLoop.p99} ms, max ${parentLoop.max} ms`)
    }
    console.log(`sandbox memory after the runs: RSS ${memory?.rssMb ?? '?'} MB, peak ${memory?.peakMb ?? '?'} MB`)
    // A full run is kept by its date; the smoke run (every `npm test`) overwrites its one file.
    const out = options.out ?? path.join(root, 'bench-results', options.smoke ? 'bench-smoke.json' : `bench-full-${report.date.replace(/[:.]/g, '-')}.json`)
    mkdirSync(path.dirname(out), { recursive: true })
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`)
    console.log(`bench: results in ${path.relative(process.cwd(), out)}`)
    return 0
  } finally {
    for (const s of servers) await s.stop()
    if (data.temporary) rmSync(path.dirname(data.dir), { recursive: true, force: true })
  }
}

process.exitCode = await main(process.argv.slice(2))
