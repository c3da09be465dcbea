import type { SearchDef } from '../../local-server/contract/query.js'
import type { Db } from '../../local-server/db/open.js'
import { type SearchPlan, type SearchRunner, searchSql } from '../../local-server/db/search-runner.js'

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

/** Problems in the plans of a search's page and of its total, each prefixed with which. */
export function searchPlanProblems(db: Db, plan: SearchPlan): string[] {
  const sql = searchSql(plan)
  return [
    ...planProblems(queryPlan(db, sql.page, [...plan.args, 20, 0])).map((p) => `page: ${p}`),
    ...planProblems(queryPlan(db, sql.count, [...plan.args])).map((p) => `count: ${p}`),
  ]
}

/**
 * A search runner that records every statement its `get` runs (SQL and arguments), so that a test
 * can check the plan of each query a totals module made (`problems`).
 */
export function recordingRunner(runner: SearchRunner): {
  runner: SearchRunner
  readonly seen: ReadonlyArray<{ sql: string; args: unknown[] }>
  problems(db: Db): string[]
} {
  const seen: Array<{ sql: string; args: unknown[] }> = []
  return {
    runner: {
      ...runner,
      statement(sql) {
        const st = runner.statement(sql)
        return { get: (...args: unknown[]) => (seen.push({ sql, args }), st.get(...args)) } as unknown as ReturnType<SearchRunner['statement']>
      },
    },
    seen,
    problems: (db) => seen.flatMap(({ sql, args }) => planProblems(queryPlan(db, sql, args)).map((p) => `${sql}: ${p}`)),
  }
}

/** Every sort a search accepts: each field both ways, each combination in its directions and their reverse. */
export function allowedSorts(def: SearchDef): Array<string[] | undefined> {
  const sorts: Array<string[] | undefined> = [undefined, ...def.sort.flatMap((f) => [[f], [`${f},desc`]])]
  for (const combination of def.combinations ?? []) {
    const fields = combination.split('+')
    for (const first of ['asc', 'desc']) {
      const other = first === 'asc' ? 'desc' : 'asc'
      sorts.push(fields.map((f) => (f.startsWith('-') ? `${f.slice(1)},${other}` : `${f},${first}`)))
    }
  }
  return sorts
}

/** A search's query as its URL sends it: a list (`created`, `sort`) as the same name repeated. */
export function searchQueryString(query: Readonly<Record<string, unknown>>): string {
  const qs = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) for (const item of Array.isArray(v) ? v : [v]) qs.append(k, String(item))
  return qs.toString()
}
