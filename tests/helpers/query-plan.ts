import type { Db } from '../../local-server/db/open.js'

/**
 * The plan SQLite picks for a query. Searches must read through an index: no full scan of a
 * table and no temporary B-tree to sort (PERFORMANCE.md). Tests assert on this, not on timings.
 */
export function queryPlan(db: Db, sql: string, args: unknown[] = []): string[] {
  return db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...args)
    .map((row) => (row as { detail: string }).detail)
}

/** Problems in a plan: full scans without an index, and sorts outside an index. */
export function planProblems(plan: string[]): string[] {
  return plan.filter(
    (d) => (/^SCAN /.test(d) && !/USING (COVERING )?INDEX/.test(d)) || /USE TEMP B-TREE/.test(d),
  )
}
