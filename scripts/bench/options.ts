/**
 * The options of `npm run bench` (docs/performance.md). `--smoke` is the seconds-long mode
 * `npm test` runs so that the benchmark keeps working: a tiny data set, one short round.
 */
import { parseArgs } from 'node:util'

export interface BenchOptions {
  readonly smoke: boolean
  /** A data folder made by `npm run seed:scale`; made here when missing. */
  readonly dataDir: string | undefined
  /** Payments of the data set made when `dataDir` is missing. */
  readonly payments: number
  /** Seconds each scenario is loaded, per round. */
  readonly duration: number
  readonly rounds: number
  readonly connections: number
  /** Where the JSON results go. */
  readonly out: string | undefined
  /** Only the scenarios whose name contains one of these. */
  readonly only: readonly string[]
  /** Starts timed on each folder (empty, data), alternated; the median is reported. */
  readonly startups: number
}

export class BenchOptionError extends Error {}

export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      smoke: { type: 'boolean' },
      data: { type: 'string' },
      payments: { type: 'string' },
      duration: { type: 'string' },
      rounds: { type: 'string' },
      connections: { type: 'string' },
      out: { type: 'string' },
      only: { type: 'string', multiple: true },
      startups: { type: 'string' },
    },
    strict: true,
  })
  const smoke = values.smoke ?? false
  const num = (flag: string, v: string | undefined, fallback: number, min: number) => {
    if (v === undefined) return fallback
    const n = Number(v.replace(/_/g, ''))
    if (v.trim() === '' || !Number.isFinite(n) || n < min) throw new BenchOptionError(`--${flag} must be a number ≥ ${min}, not '${v}'`)
    return n
  }
  return {
    smoke,
    dataDir: values.data,
    payments: Math.round(num('payments', values.payments, smoke ? 2_000 : 1_000_000, 2)),
    duration: num('duration', values.duration, smoke ? 1 : 10, 0.2),
    rounds: Math.round(num('rounds', values.rounds, smoke ? 1 : 3, 1)),
    connections: Math.round(num('connections', values.connections, smoke ? 10 : 50, 1)),
    out: values.out,
    only: values.only ?? [],
    startups: Math.round(num('startups', values.startups, smoke ? 1 : 5, 1)),
  }
}
