/**
 * What the benchmark reports: per scenario the median over the rounds of req/s, p50 and p99, its
 * ratio to bare node:http measured in the same rounds, and the server's memory. It measures and
 * never judges: no figure fails anything.
 */

/** One scenario's run in one round (autocannon's figures, and the server's memory after it). */
export interface Sample {
  readonly scenario: string
  readonly round: number
  readonly requestsPerSecond: number
  readonly p50: number
  readonly p99: number
  /** Answers that were not 2xx, and connection errors. */
  readonly errors: number
  readonly rssMb?: number | undefined
  /** The desktop split: the parent's event-loop delay (ms) during this load of its forked worker. */
  readonly parentLoop?: { readonly p50: number; readonly p99: number; readonly max: number; readonly samples: number } | undefined
}

export interface ScenarioSummary {
  readonly scenario: string
  readonly rounds: number
  readonly requestsPerSecond: number
  readonly p50: number
  readonly p99: number
  /** req/s over bare node:http's req/s of the same rounds (the machine's ceiling); undefined for the bare server itself. */
  readonly ratioToBare: number | undefined
  readonly errors: number
  readonly rssMb: number | undefined
}

export const BARE = 'bare node:http'

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Scenarios in their first appearance's order, each summed up over its rounds. */
export function summarize(samples: readonly Sample[]): ScenarioSummary[] {
  const names = [...new Set(samples.map((s) => s.scenario))]
  const bareByRound = new Map(samples.filter((s) => s.scenario === BARE).map((s) => [s.round, s.requestsPerSecond]))
  return names.map((scenario) => {
    const runs = samples.filter((s) => s.scenario === scenario)
    // Each round against the ceiling measured in that round: the machine's noise cancels out.
    const ratios = runs.flatMap((r) => {
      const bare = bareByRound.get(r.round)
      return bare ? [r.requestsPerSecond / bare] : []
    })
    const rss = runs.flatMap((r) => (r.rssMb === undefined ? [] : [r.rssMb]))
    return {
      scenario,
      rounds: runs.length,
      requestsPerSecond: Math.round(median(runs.map((r) => r.requestsPerSecond))),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      ratioToBare: scenario === BARE || ratios.length === 0 ? undefined : Math.round(median(ratios) * 10_000) / 10_000,
      errors: runs.reduce((s, r) => s + r.errors, 0),
      rssMb: rss.length ? Math.max(...rss) : undefined,
    }
  })
}

const cell = (v: number | undefined, digits = 0) => (v === undefined || Number.isNaN(v) ? '–' : v.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits }))

/** A Markdown table, as docs/performance.md shows it. */
export function formatTable(rows: readonly ScenarioSummary[]): string {
  const lines = ['| scenario | req/s | p50 ms | p99 ms | × bare | RSS MB | errors |', '|---|---|---|---|---|---|---|']
  for (const r of rows) {
    lines.push(`| ${r.scenario} | ${cell(r.requestsPerSecond)} | ${cell(r.p50)} | ${cell(r.p99)} | ${cell(r.ratioToBare, 3)} | ${cell(r.rssMb)} | ${r.errors} |`)
  }
  return lines.join('\n')
}
