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

export type BenchParentMessage =
  | { readonly type: 'ready'; readonly url: string; readonly workerPid: number }
  | { readonly type: 'failed'; readonly message: string }
  /** `window`: the last load; `all`: every load since the start. */
  | { readonly type: 'delay'; readonly window: LoopDelay; readonly all: LoopDelay }

const COMMANDS = ['measure', 'report', 'stop'] as const
export type BenchCommand = (typeof COMMANDS)[number]

export function parseBenchCommand(raw: unknown): BenchCommand | undefined {
  return COMMANDS.find((c) => c === raw)
}
