/**
 * Serialized answers of a search, kept per registrar and normalised query (PERFORMANCE.md: about
 * 34k req/s with it, against under 6k serializing every time). Entries belong to one version of
 * the data, read by the caller from a counter its writes bump (payments: billing_versions;
 * invoices and darwin requests: search_versions; bumped by triggers, so every writer counts); a
 * new version drops them all. Bounded in bytes, least recently used first out.
 *
 * A page is kept from its second request on (docs/performance.md, "Memory"). A client trying a
 * new filter every request would otherwise push a page nobody asks again through the cache each
 * time: each one a Buffer outside V8's heap, which lives on after its eviction until a full
 * garbage collection, and V8 starts one for external memory only past tens of MB. A page asked
 * once is answered as the string it was made, which the young generation reclaims at once.
 */
import { DEFAULT_PAGE_SIZE } from '../contract/query.js'
import type { Db } from '../db/open.js'

export interface PageCache {
  /**
   * The body for `key` in data `version`, made by `make` when missing. A kept page is UTF-8 bytes:
   * a string would be encoded again, and measured for Content-Length, at every answer.
   */
  get(version: number, key: string, make: () => string): string | Buffer
  clear(): void
}

export interface PageCacheLimits {
  /** Bytes of kept pages, keys counted as UTF-16. */
  readonly maxBytes?: number
  /** Keys of pages asked once that are remembered, so that a second request keeps its page. */
  readonly maxSeen?: number
}

/** Remembers up to `max` keys, the oldest forgotten first; `take` forgets the key it finds. */
function createSeenKeys(max: number) {
  const keys = new Set<string>()
  return {
    take(key: string): boolean {
      if (keys.delete(key)) return true
      if (keys.size >= max) keys.delete(keys.values().next().value!)
      keys.add(key)
      return false
    },
    clear: () => keys.clear(),
  }
}

export function createPageCache({ maxBytes = 8 * 1024 * 1024, maxSeen = 1000 }: PageCacheLimits = {}): PageCache {
  const entries = new Map<string, Buffer>()
  const seen = createSeenKeys(maxSeen)
  let bytes = 0
  let current: number | undefined
  const clear = () => {
    entries.clear()
    seen.clear()
    bytes = 0
  }
  return {
    clear() {
      clear()
      current = undefined
    },
    get(version, key, make) {
      if (version !== current) {
        clear()
        current = version
      }
      const hit = entries.get(key)
      if (hit !== undefined) {
        entries.delete(key)
        entries.set(key, hit)
        return hit
      }
      const page = make()
      if (!seen.take(key)) return page
      const size = key.length * 2 + Buffer.byteLength(page)
      if (size > maxBytes) return page
      const body = Buffer.from(page)
      while (bytes + size > maxBytes) {
        const [oldKey, oldBody] = entries.entries().next().value!
        entries.delete(oldKey)
        bytes -= oldKey.length * 2 + oldBody.length
      }
      entries.set(key, body)
      bytes += size
      return body
    },
  }
}

/**
 * The cache key of a search: its registrar and query with the keys in one order and paging
 * defaults filled in, so `?status=approved&page=0` and `?page=0&status=approved&size=20` share
 * an entry. Repeated values (`sort`, `created`) keep their order, which has a meaning.
 */
export function pageKey(registrarId: number, query: Readonly<Record<string, unknown>>): string {
  const full: Record<string, unknown> = { page: 0, size: DEFAULT_PAGE_SIZE, ...query }
  return `${registrarId} ${JSON.stringify(Object.keys(full).sort().map((k) => [k, full[k]]))}`
}

/**
 * `pageKey` remembered per raw request (registrar and URL as sent), bounded: a client repeating a
 * search sends the same URL, whose key then costs a lookup rather than sorting and serializing its
 * query again. The same URL always validates to the same query, hence the same key.
 */
export function createPageKeys(max = 1000): (registrarId: number, url: string, query: Readonly<Record<string, unknown>>) => string {
  const known = new Map<string, string>()
  return (registrarId, url, query) => {
    const raw = `${registrarId} ${url}`
    let key = known.get(raw)
    if (key === undefined) {
      key = pageKey(registrarId, query)
      if (known.size >= max) known.delete(known.keys().next().value!)
      known.set(raw, key)
    }
    return key
  }
}

/**
 * A search's data version: its counter in search_versions (migration 0008), which triggers bump
 * on every write its pages show. A full reset empties the table (the counter restarts): the
 * caller clears its cache through ctx.onReset.
 */
export function searchVersion(db: Db, name: 'invoices' | 'darwin'): () => number {
  const row = db.prepare<[string], { v: number }>('SELECT v FROM search_versions WHERE name = ?')
  return () => row.get(name)?.v ?? 0
}
