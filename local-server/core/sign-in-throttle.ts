/**
 * Slows down password guessing at `/oauth/token`: failed sign-ins are counted per key (a username,
 * or a client: the caller's address and client_id). After `freeFailures` failures a key is locked
 * for a delay that doubles with each further failure, up to `maxDelayMs`; a key forgets its
 * failures `forgetAfterMs` after the last one. Successful sign-ins never count, so a program that
 * asks for many tokens with the right password is never slowed down.
 *
 * Memory is bounded: at most `maxEntries` keys are remembered; when full, forgotten keys go first,
 * then the least recently failed one. Time comes from the injected real-time clock (not the
 * sandbox's business clock, which an admin may move or freeze).
 */
export interface ThrottlePolicy {
  readonly freeFailures: number
  readonly baseDelayMs: number
  readonly maxDelayMs: number
  readonly forgetAfterMs: number
  readonly maxEntries: number
}

export interface SignInThrottle {
  /** Milliseconds until `key` may try again; 0 when it may try now. */
  waitMs(key: string): number
  failed(key: string): void
  /** Forgets the key's failures (a correct password for that username). */
  clear(key: string): void
  /** How many keys are remembered (for tests of the bound). */
  size(): number
}

interface Entry {
  failures: number
  lastFailure: number
  lockedUntil: number
}

export function createSignInThrottle(policy: ThrottlePolicy, now: () => number): SignInThrottle {
  const entries = new Map<string, Entry>()
  const forgotten = (e: Entry, at: number) => at - e.lastFailure >= policy.forgetAfterMs && at >= e.lockedUntil
  const live = (key: string, at: number): Entry | undefined => {
    const e = entries.get(key)
    if (e && forgotten(e, at)) {
      entries.delete(key)
      return undefined
    }
    return e
  }
  const makeRoom = (at: number) => {
    if (entries.size < policy.maxEntries) return
    for (const [key, e] of entries) if (forgotten(e, at)) entries.delete(key)
    // Map keeps insertion order and a failure re-inserts its key: the first is the least recent.
    while (entries.size >= policy.maxEntries) entries.delete(entries.keys().next().value as string)
  }
  return {
    waitMs(key) {
      const at = now()
      const e = live(key, at)
      return e ? Math.max(0, e.lockedUntil - at) : 0
    },
    failed(key) {
      const at = now()
      const e = live(key, at) ?? { failures: 0, lastFailure: at, lockedUntil: 0 }
      entries.delete(key)
      makeRoom(at)
      e.failures += 1
      e.lastFailure = at
      const over = e.failures - policy.freeFailures
      if (over > 0) e.lockedUntil = at + Math.min(policy.baseDelayMs * 2 ** (over - 1), policy.maxDelayMs)
      entries.set(key, e)
    },
    clear: (key) => void entries.delete(key),
    size: () => entries.size,
  }
}

const MINUTE = 60_000

/** Per username: a few typing mistakes are free, then 1 s, 2 s, 4 s… up to 5 minutes. */
export const USERNAME_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 5 * MINUTE,
  forgetAfterMs: 15 * MINUTE,
  maxEntries: 10_000,
}

/** Per client: more room (several people may share an address), the same growth after it. */
export const CLIENT_POLICY: ThrottlePolicy = {
  freeFailures: 20,
  baseDelayMs: 1000,
  maxDelayMs: 5 * MINUTE,
  forgetAfterMs: 15 * MINUTE,
  maxEntries: 10_000,
}
