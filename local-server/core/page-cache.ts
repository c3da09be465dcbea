/**
 * Serialized answers of a search, kept per registrar and normalised query (PERFORMANCE.md: about
 * 34k req/s with it, against under 6k serializing every time). Entries belong to one version of
 * the data, read by the caller from a counter its writes bump (payments: billing_versions;
 * invoices and darwin requests: search_versions; bumped by triggers, so every writer counts); a
 * new version drops them all. Bounded in bytes, least recently used first out.
 */
import { DEFAULT_PAGE_SIZE } from '../contract/query.js'
import type { Db } from '../db/open.js'

export interface PageCache {
  /** The body for `key` in data `version`, made (and kept) by `make` when missing. */
  get(version: number, key: string, make: () => string): string
  clear(): void
}

export function createPageCache(maxBytes = 8 * 1024 * 1024): PageCache {
  const entries = new Map<string, string>()
  let bytes = 0
  let current: number | undefined
  const clear = () => {
    entries.clear()
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
      const body = make()
      // Two bytes a UTF-16 code unit, an upper bound of what the string holds.
      const size = (key.length + body.length) * 2
      if (size > maxBytes) return body
      while (bytes + size > maxBytes) {
        const [oldKey, oldBody] = entries.entries().next().value!
        entries.delete(oldKey)
        bytes -= (oldKey.length + oldBody.length) * 2
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
 * A search's data version: its counter in search_versions (migration 0008), which triggers bump
 * on every write its pages show. A full reset empties the table (the counter restarts): the
 * caller clears its cache through ctx.onReset.
 */
export function searchVersion(db: Db, name: 'invoices' | 'darwin'): () => number {
  const row = db.prepare<[string], { v: number }>('SELECT v FROM search_versions WHERE name = ?')
  return () => row.get(name)?.v ?? 0
}
