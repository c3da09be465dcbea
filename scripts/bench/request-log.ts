/**
 * What the request log costs a request (issue 15: "never slows a request by more than a fraction
 * of a millisecond at the 99th percentile"): two sandboxes on the same data folder, as `serve`
 * starts them, one without the log and one with `--request-log`, both on the server's core.
 * Each gets the repeated payments search at a fixed rate below its limit, timed to the
 * microsecond (fixed-rate.ts), in alternating rounds; then each is loaded to its limit by the
 * benchmark's own load, for the throughput the log costs.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { type FixedRateResult, fixedRateLoad } from './fixed-rate.js'
import { memoryOf, type RunningServer, startSandbox } from './servers.js'
import { median } from './summary.js'

export interface RequestLogCost {
  /** Requests a second of the fixed-rate rounds, and seconds each. */
  readonly rate: number
  readonly seconds: number
  readonly rounds: readonly { readonly off: FixedRateResult; readonly on: FixedRateResult }[]
  /** The median over the rounds of the p99 with the log less the p99 without, in milliseconds. */
  readonly addedP99Ms: number
  /** Requests a second at the limit, without and with the log. */
  readonly saturated: { readonly offRps: number; readonly onRps: number }
  readonly rssWithLogMb: number | undefined
}

export interface RequestLogCostDeps {
  readonly root: string
  readonly dataDir: string
  readonly serverCore: string | undefined
  /** The page asked, as in the scenario 'payments search, repeated'. */
  readonly path: string
  readonly rate: number
  readonly seconds: number
  readonly rounds: number
  readonly tokenOf: (url: string) => Promise<string>
  /** The benchmark's load to the limit (autocannon), in requests a second. */
  readonly saturate: (url: string, token: string) => Promise<number>
  readonly log: (line: string) => void
}

export async function measureRequestLogCost(deps: RequestLogCostDeps): Promise<RequestLogCost> {
  // The log starts empty, and fills to its limit (and is trimmed) over the rounds of a full run.
  for (const suffix of ['', '-wal', '-shm']) rmSync(path.join(deps.dataDir, `requests.sqlite${suffix}`), { force: true })
  // The sandboxes with and without the log take turns on the folder, one running at a time: a data
  // folder serves one server (local-server/db/folder-lock.ts). Each is started for its turn and
  // given a first request, since what runs once (the page's statement, the log's file) is not the
  // steady state.
  const withSandbox = async <T>(log: boolean, use: (server: RunningServer, token: string) => Promise<T>): Promise<T> => {
    const server = await startSandbox(deps.root, deps.dataDir, deps.serverCore, log ? ['--request-log'] : [])
    try {
      const token = await deps.tokenOf(server.url)
      await (await fetch(`${server.url}${deps.path}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer()
      return await use(server, token)
    } finally {
      await server.stop()
    }
  }
  const probe = (server: RunningServer, token: string) =>
    fixedRateLoad({ url: `${server.url}${deps.path}`, rate: deps.rate, seconds: deps.seconds, headers: { authorization: `Bearer ${token}` } })
  const rounds: { off: FixedRateResult; on: FixedRateResult }[] = []
  for (let round = 1; round <= deps.rounds; round++) {
    // Which goes first alternates, so that drift evens out.
    const first = round % 2 === 1 ? 'off' : 'on'
    const results: Partial<Record<'off' | 'on', FixedRateResult>> = {}
    for (const which of first === 'off' ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
      results[which] = await withSandbox(which === 'on', probe)
    }
    rounds.push({ off: results.off!, on: results.on! })
    deps.log(`bench: request log, round ${round}: at ${deps.rate} req/s p99 ${results.off!.p99} ms without, ${results.on!.p99} ms with the log`)
  }
  const offRps = await withSandbox(false, (server, token) => deps.saturate(server.url, token))
  const on = await withSandbox(true, async (server, token) => ({ rps: await deps.saturate(server.url, token), rssMb: memoryOf(server.pid)?.rssMb }))
  deps.log(`bench: request log, at the limit: ${Math.round(offRps)} req/s without, ${Math.round(on.rps)} req/s with the log`)
  return {
    rate: deps.rate,
    seconds: deps.seconds,
    rounds,
    addedP99Ms: Math.round(median(rounds.map((r) => r.on.p99 - r.off.p99)) * 1000) / 1000,
    saturated: { offRps: Math.round(offRps), onRps: Math.round(on.rps) },
    rssWithLogMb: on.rssMb,
  }
}

export function formatRequestLogCost(cost: RequestLogCost): string {
  const last = cost.rounds[cost.rounds.length - 1]
  return [
    `request log, at ${cost.rate} req/s (fixed rate, ${cost.seconds} s a round): p99 added ${cost.addedP99Ms} ms (median of ${cost.rounds.length} rounds)` +
      (last ? `; last round p50/p99/p99.9 ${last.off.p50}/${last.off.p99}/${last.off.p999} ms without, ${last.on.p50}/${last.on.p99}/${last.on.p999} ms with` : ''),
    `request log, at the limit: ${cost.saturated.offRps} req/s without, ${cost.saturated.onRps} req/s with (RSS with the log ${cost.rssWithLogMb ?? '?'} MB)`,
  ].join('\n')
}
