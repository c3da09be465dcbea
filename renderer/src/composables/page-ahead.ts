/**
 * The page a list expects to be asked for next (the one after the page shown), fetched ahead
 * while the user reads the current one: "next page" then shows it without waiting for the
 * registry. Only one page is kept, it is used once, and not after `maxAgeMs`: a list never shows
 * rows older than that as if they had just been loaded.
 */
export interface PageAhead<T> {
  /** Starts fetching the answer for `key` (unless it is already fetched or on its way); the one kept before is dropped. */
  fetch(key: string, load: (signal: AbortSignal) => Promise<T>): void
  /** The answer fetched ahead for `key`, if there is a fresh one; it is handed over once. */
  take(key: string): Promise<T> | undefined
  /** Drops the page kept and stops its request, if it is still running. */
  drop(): void
}

interface Kept<T> {
  readonly key: string
  readonly answer: Promise<T>
  readonly startedAt: number
  readonly controller: AbortController
}

export interface PageAheadDeps {
  /** How long a page fetched ahead may be shown, counted from its request. */
  readonly maxAgeMs: number
  /** Milliseconds on a monotonic clock. */
  readonly now: () => number
}

export function createPageAhead<T>(deps: PageAheadDeps): PageAhead<T> {
  let kept: Kept<T> | undefined
  const fresh = (k: Kept<T>) => deps.now() - k.startedAt <= deps.maxAgeMs

  function drop(): void {
    kept?.controller.abort()
    kept = undefined
  }

  return {
    fetch(key, load) {
      if (kept?.key === key && fresh(kept)) return
      drop()
      const controller = new AbortController()
      const answer = load(controller.signal)
      // Failing ahead is no error of the screen: the page is asked for again when it is wanted.
      answer.catch(() => undefined)
      kept = { key, answer, startedAt: deps.now(), controller }
    },
    take(key) {
      if (!kept || kept.key !== key) return undefined
      const taken = kept
      kept = undefined
      if (fresh(taken)) return taken.answer
      taken.controller.abort()
      return undefined
    },
    drop,
  }
}
