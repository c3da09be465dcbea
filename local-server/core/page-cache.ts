/**
 * Serialized answers of a search, kept per registrar and normalised query (PERFORMANCE.md: about
 * 34k req/s with it, against under 6k serializing every time). Entries belong to one version of
 * the data, read by the caller from a counter its writes bump (payments: billing_versions;
 * invoices and darwin requests: search_versions; bumped by triggers, so every writer counts); a
 * new version drops them all. Bounded in bytes, least recently used first out.
 */
import { DEFAULT_PAGE_SIZE } from '../contract/query.js'
import type { Db } from '../db/open.js'
import { versionAfterWrites } from '../db/versions.js'

export interface PageCache {
  /**
   * The body for `key` in data `version`, made (and kept) by `make` when missing. Kept as UTF-8
   * bytes: a string would be encoded again, and measured for Content-Length, at every answer.
   */
  get(version: number, key: string, make: () => string): Buffer
  /** The body kept for `key` in data `version`, if any; nothing is made. */
  peek(version: number, key: string): Buffer | undefined
  clear(): void
}

export function createPageCache(maxBytes = 8 * 1024 * 1024): PageCache {
  const entries = new Map<string, Buffer>()
  let bytes = 0
  let current: number | undefined
  const clear = () => {
    entries.clear()
    bytes = 0
  }
  const peek = (version: number, key: string) => {
    if (version !== current) return undefined
    const hit = entries.get(key)
    if (hit !== undefined) {
      // Least recently used first out: a hit moves to the end.
      entries.delete(key)
      entries.set(key, hit)
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
      const body = Buffer.from(make())
      const size = key.length * 2 + body.length
      if (size > maxBytes) return body
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
  /** The page of a validated query, made by `make` (and kept) when missing. */
  get(registrarId: number, url: string, query: Readonly<Record<string, unknown>>, make: () => string, extra?: string): Buffer
  clear(): void
}

export function createSearchPages(version: () => number, options: { maxBytes?: number; maxUrls?: number } = {}): SearchPages {
  const pages = createPageCache(options.maxBytes)
  const maxUrls = options.maxUrls ?? 1000
  const keys = new Map<string, string>()
  const remembered = (registrarId: number, url: string) => keys.get(`${registrarId} ${url}`)
  const keyOf = (registrarId: number, url: string, query: Readonly<Record<string, unknown>>) => {
    const raw = `${registrarId} ${url}`
    let key = keys.get(raw)
    if (key === undefined) {
      key = pageKey(registrarId, query)
      if (keys.size >= maxUrls) keys.delete(keys.keys().next().value!)
      keys.set(raw, key)
    }
    return key
  }
  return {
    kept(registrarId, url, extra = '') {
      const key = remembered(registrarId, url)
      return key === undefined ? undefined : pages.peek(version(), `${extra} ${key}`)
    },
    get: (registrarId, url, query, make, extra = '') => pages.get(version(), `${extra} ${keyOf(registrarId, url, query)}`, make),
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
