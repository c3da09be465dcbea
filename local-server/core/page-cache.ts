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
import { versionAfterWrites } from '../db/versions.js'

export interface PageCache {
  /**
   * The body for `key` in data `version`, made by `make` when missing. A kept page is UTF-8 bytes:
   * a string would be encoded again, and measured for Content-Length, at every answer.
   */
  get(version: number, key: string, make: () => string): string | Buffer
  /** The page kept for `key` in data `version`, if any; nothing is made. */
  peek(version: number, key: string): Buffer | undefined
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
  // The key at the end of `entries`: a client repeating one search hits it again and again, and
  // moving the last entry to the end changes nothing.
  let newest: string | undefined
  const clear = () => {
    entries.clear()
    seen.clear()
    bytes = 0
    newest = undefined
  }
  const peek = (version: number, key: string) => {
    if (version !== current) return undefined
    const hit = entries.get(key)
    if (hit !== undefined && key !== newest) {
      // Least recently used first out: a hit moves to the end.
      entries.delete(key)
      entries.set(key, hit)
      newest = key
    }
    return hit
  }
  return {
    clear() {
      clear()
      current = undefined
    },
    peek,
    get(version, key, make) {
      if (version !== current) {
        clear()
        current = version
      }
      const hit = peek(version, key)
      if (hit !== undefined) return hit
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
      newest = key
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
 * The kept pages of one search: the cache, the keys remembered per raw request and the data
 * version together. A client repeating a search sends the same URL, whose key then costs a lookup
 * rather than sorting and serializing its query again; and since the same registrar and raw URL
 * always validate to the same query, `kept` can answer a request seen before without its query,
 * before validation runs (mount's `kept`), which is most of what a repeated search costs.
 * `extra` adds what the page depends on beyond registrar and query (darwin: the date and user).
 */
export interface SearchPages {
  /** The page kept for this registrar, raw URL and extra in the current data version, if any. */
  kept(registrarId: number, url: string, extra?: string): Buffer | undefined
  /** The page of a validated query, made by `make` (and kept from its second request) when missing. */
  get(registrarId: number, url: string, query: Readonly<Record<string, unknown>>, make: () => string, extra?: string): string | Buffer
  clear(): void
}

/** A raw request's page key, and its key with the last `extra` it was asked with. */
interface RememberedKey {
  readonly key: string
  extra: string
  full: string
}

export function createSearchPages(version: () => number, options: { maxBytes?: number; maxUrls?: number } = {}): SearchPages {
  const pages = createPageCache({ maxBytes: options.maxBytes })
  const maxUrls = options.maxUrls ?? 1000
  const keys = new Map<string, RememberedKey>()
  // The full key is kept, not made again for each request: the same string object then finds its
  // page without hashing its text again (payments' extra is always empty, darwin's changes daily).
  const fullKey = (r: RememberedKey, extra: string) => {
    if (r.extra !== extra) {
      r.extra = extra
      r.full = `${extra} ${r.key}`
    }
    return r.full
  }
  const keyOf = (registrarId: number, url: string, query: Readonly<Record<string, unknown>>) => {
    const raw = `${registrarId} ${url}`
    let remembered = keys.get(raw)
    if (remembered === undefined) {
      const key = pageKey(registrarId, query)
      remembered = { key, extra: '', full: ` ${key}` }
      if (keys.size >= maxUrls) keys.delete(keys.keys().next().value!)
      keys.set(raw, remembered)
    }
    return remembered
  }
  return {
    kept(registrarId, url, extra = '') {
      const remembered = keys.get(`${registrarId} ${url}`)
      return remembered === undefined ? undefined : pages.peek(version(), fullKey(remembered, extra))
    },
    get: (registrarId, url, query, make, extra = '') => pages.get(version(), fullKey(keyOf(registrarId, url, query), extra), make),
    clear: () => pages.clear(),
  }
}

/**
 * A search's data version: its counter in search_versions (migration 0008), which triggers bump
 * on every write its pages show. A full reset empties the table (the counter restarts): the
 * caller clears its cache through ctx.onReset.
 */
export function searchVersion(db: Db, name: 'invoices' | 'darwin'): () => number {
  const row = db.prepare<[string], { v: number }>('SELECT v FROM search_versions WHERE name = ?')
  return versionAfterWrites(db, () => row.get(name)?.v ?? 0)
}
