/**
 * What the benchmark reports: per scenario the median over the rounds of req/s, p50 and p99, its
 * ratio to bare node:http measured around it in the same rounds, and the server's memory. It
 * measures and never judges: no figure fails anything.
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
  /**
   * When the load ran: the middle of it, in ms on the benchmark's own clock. A round measures bare
   * node:http at its start and at its end, and each scenario is compared with the ceiling at its
   * own time between the two (`ceilingAt`).
   */
  readonly at?: number | undefined
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

/**
 * Bare node:http's rate at a sample's time in its round: this VM's speed drifts by a third within
 * minutes, and a round of twenty scenarios lasts several, so the ceiling is measured at both ends
 * of the round and taken on the straight line between them at the sample's time. A round with one
 * measure of bare node:http (or samples without a time) compares with their mean, as before.
 */
function ceilingAt(bares: readonly Sample[], sample: Sample): number | undefined {
  if (bares.length === 0) return undefined
  const first = bares[0]!
  const last = bares[bares.length - 1]!
  if (bares.length === 1 || sample.at === undefined || first.at === undefined || last.at === undefined || last.at <= first.at) {
    return bares.reduce((s, b) => s + b.requestsPerSecond, 0) / bares.length
  }
  const t = Math.min(1, Math.max(0, (sample.at - first.at) / (last.at - first.at)))
  return first.requestsPerSecond + (last.requestsPerSecond - first.requestsPerSecond) * t
}

/** Scenarios in their first appearance's order, each summed up over its rounds. */
export function summarize(samples: readonly Sample[]): ScenarioSummary[] {
  const names = [...new Set(samples.map((s) => s.scenario))]
  // Each round's measures of bare node:http in their order of time, gathered once.
  const baresByRound = new Map<number, Sample[]>()
  for (const s of samples.filter((x) => x.scenario === BARE)) {
    const bares = baresByRound.get(s.round)
    if (bares) bares.push(s)
    else baresByRound.set(s.round, [s])
  }
  for (const bares of baresByRound.values()) bares.sort((a, b) => (a.at ?? 0) - (b.at ?? 0))
  return names.map((scenario) => {
    const runs = samples.filter((s) => s.scenario === scenario)
    // Each run against the ceiling measured around it in its round: the machine's drift cancels out.
    const ratios = runs.flatMap((r) => {
      const bare = ceilingAt(baresByRound.get(r.round) ?? [], r)
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
