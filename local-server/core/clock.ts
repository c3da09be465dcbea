import type { Settings } from './settings.js'

/**
 * Business time of the registry. Services read time only from here, never from Date.now(), so
 * the sandbox can move it (to expire darwin requests, cross a date…). The setting is kept in the
 * database, so a moved clock stays moved across restarts.
 */
export interface Clock {
  now(): number
}

export interface SandboxClock extends Clock {
  /** Moves the clock to `at`; time flows on from there unless `frozen`. */
  set(at: number, frozen: boolean): void
  /** Back to the real time. */
  reset(): void
  state(): { now: number; moved: boolean; frozen: boolean }
}

const KEY = 'clock'

/**
 * The instants the sandbox clock may show: the years 2000 to 2199 in the registry's zone. Outside
 * them dates stop being four-digit years the API can write, and no business rule needs them.
 * The PUT /sandbox/clock schema refuses such years first; this is the second line of defence.
 */
export const CLOCK_MIN = Date.parse('2000-01-01T00:00:00+01:00')
export const CLOCK_MAX = Date.parse('2199-12-31T23:59:59.999+01:00')

export const isClockInstant = (at: number): boolean => Number.isFinite(at) && at >= CLOCK_MIN && at <= CLOCK_MAX

interface Stored {
  offset?: number
  frozenAt?: number
}

export function createSandboxClock(settings: Settings, realNow: () => number = Date.now): SandboxClock {
  const now = () => stored.frozenAt ?? realNow() + (stored.offset ?? 0)
  let stored: Stored = JSON.parse(settings.get(KEY) ?? '{}') as Stored
  // A setting written before the range was enforced would break every dated write: run on real time.
  if (!isClockInstant(now())) stored = {}
  return {
    now,
    set(at, frozen) {
      if (!isClockInstant(at)) throw new RangeError(`The sandbox clock runs from 2000 to 2199, not at ${at}`)
      stored = frozen ? { frozenAt: at } : { offset: at - realNow() }
      settings.set(KEY, JSON.stringify(stored))
    },
    reset() {
      stored = {}
      settings.remove(KEY)
    },
    state: () => ({ now: now(), moved: stored.frozenAt !== undefined || !!stored.offset, frozen: stored.frozenAt !== undefined }),
  }
}
