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

interface Stored {
  offset?: number
  frozenAt?: number
}

export function createSandboxClock(settings: Settings, realNow: () => number = Date.now): SandboxClock {
  let stored: Stored = JSON.parse(settings.get(KEY) ?? '{}') as Stored
  const now = () => stored.frozenAt ?? realNow() + (stored.offset ?? 0)
  return {
    now,
    set(at, frozen) {
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
