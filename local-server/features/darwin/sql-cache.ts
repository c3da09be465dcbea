import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/open.js'

/**
 * Searches build their SQL from the filters given, so there are a few shapes per operation: each
 * shape is prepared once per app and reused (bounded, in case a client varies it endlessly).
 */
export function createStatementCache(db: Db, max = 500): (sql: string) => Statement<unknown[], unknown> {
  const cache = new Map<string, Statement<unknown[], unknown>>()
  return (sql) => {
    let st = cache.get(sql)
    if (!st) {
      if (cache.size >= max) cache.clear()
      st = db.prepare(sql)
      cache.set(sql, st)
    }
    return st
  }
}
