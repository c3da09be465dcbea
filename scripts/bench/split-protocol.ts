/**
 * What the benchmark and its desktop-like parent (desktop-parent.ts) say to each other: the
 * benchmark asks it to measure during a load and to report; the parent says where the worker
 * listens, and its event-loop delay.
 */

/** Event-loop delay in milliseconds, from `monitorEventLoopDelay`. */
export interface LoopDelay {
  readonly p50: number
  readonly p99: number
  readonly max: number
  readonly samples: number
}

/**
 * Over every load: the median of the loads' p50, the worst of their p99 and of their max
 * (histograms of separate loads cannot be merged; the worst load is what a user would feel).
 */
export function worstOfLoads(loads: readonly LoopDelay[]): LoopDelay | undefined {
  if (loads.length === 0) return undefined
  const p50s = loads.map((l) => l.p50).sort((a, b) => a - b)
  return {
    p50: p50s[Math.floor((p50s.length - 1) / 2)]!,
    p99: Math.max(...loads.map((l) => l.p99)),
    max: Math.max(...loads.map((l) => l.max)),
    samples: loads.reduce((n, l) => n + l.samples, 0),
  }
}

export type BenchParentMessage =
  | { readonly type: 'ready'; readonly url: string; readonly workerPid: number }
  | { readonly type: 'failed'; readonly message: string }
  /** During the last load. */
  | { readonly type: 'delay'; readonly delay: LoopDelay }

const COMMANDS = ['measure', 'report', 'stop'] as const
export type BenchCommand = (typeof COMMANDS)[number]

export function parseBenchCommand(raw: unknown): BenchCommand | undefined {
  return COMMANDS.find((c) => c === raw)
}
