/**
 * The one way a paged search runs. An area declares what its search reads (table, columns, the
 * index that serves its filters and order, its WHERE and ORDER BY, compiled by search.ts from the
 * contract's grammar); the runner writes the SQL, keeps the prepared statements (one bounded
 * cache per app), counts the total, reads the page and builds the page envelope.
 */
import type { Statement } from 'better-sqlite3'
import { DEFAULT_PAGE_SIZE } from '../contract/query.js'
import type { Db } from './open.js'

/** A search ready to run: values bound as arguments, every name from the area's own declaration. */
export interface SearchPlan {
  /** Table and alias: `payments p`. */
  readonly from: string
  /** Select list of a page. */
  readonly columns: string
  /** Joins a page needs for its columns; the count leaves them out. */
  readonly joins?: string
  /**
   * The index that serves the filters and the order. Named (INDEXED BY) because, left alone, the
   * planner often takes a filter's index and sorts the matches in a temporary B-tree
   * (PERFORMANCE.md).
   */
  readonly index?: string
  /** Whether the count reads the same index; otherwise the planner picks (usually a covering one). */
  readonly countOnIndex?: boolean
  readonly where: readonly string[]
  /** The page's own WHERE (same arguments), when only some filters may narrow its index walk. */
  readonly pageWhere?: readonly string[]
  readonly args: readonly unknown[]
  /** Must end on a unique key, so that pages never overlap. */
  readonly orderBy: string
  /**
   * A key of the rows (`p.id`) when `index` serves the filters but not the order: the page's keys
   * are then read through it and sorted, and its rows read by key. Only for a plan that reads few
   * rows (a rare range through its own index, db/rare-range.ts): the sort holds all of them.
   */
  readonly keyedBy?: string
}

interface Paging {
  readonly page?: number | undefined
  readonly size?: number | undefined
}

/** The SQL of a plan's page (LIMIT ? OFFSET ? after its arguments) and of its total. */
export function searchSql(plan: SearchPlan): { page: string; count: string } {
  const hint = plan.index ? ` INDEXED BY ${plan.index}` : ''
  const clause = (terms: readonly string[]) => (terms.length > 0 ? ` WHERE ${terms.join(' AND ')}` : '')
  const where = clause(plan.where)
  const joins = plan.joins ? ` ${plan.joins}` : ''
  const pageWhere = clause(plan.pageWhere ?? plan.where)
  return {
    page: plan.keyedBy
      ? `SELECT ${plan.columns} FROM ${plan.from}${joins} WHERE ${plan.keyedBy} IN (SELECT ${plan.keyedBy} FROM ${plan.from}${hint}${pageWhere} ORDER BY ${plan.orderBy} LIMIT ? OFFSET ?) ORDER BY ${plan.orderBy}`
      : `SELECT ${plan.columns} FROM ${plan.from}${hint}${joins}${pageWhere} ORDER BY ${plan.orderBy} LIMIT ? OFFSET ?`,
    count: `SELECT count(*) AS n FROM ${plan.from}${plan.countOnIndex ? hint : ''}${where}`,
  }
}

export interface PageResult<Row> {
  readonly rows: Row[]
  readonly total: number
  readonly page: number
  readonly size: number
}

export interface SearchRunner {
  count(plan: SearchPlan): number
  /** One page and its total; `total` when the caller already knows it (a cached or derived count). */
  run<Row>(plan: SearchPlan, paging: Paging, total?: number): PageResult<Row>
  /** A statement from the shared cache, for searches whose total comes from elsewhere. */
  statement(sql: string): Statement<unknown[], unknown>
}

/**
 * Statements are kept per SQL text; a search has a handful of shapes (which filters, operators
 * and sort), but a client could vary them endlessly, so the cache is bounded and drops the
 * least recently used.
 */
export function createSearchRunner(db: Db, max = 500): SearchRunner {
  const cache = new Map<string, Statement<unknown[], unknown>>()
  const statement = (sql: string) => {
    let st = cache.get(sql)
    if (st) {
      cache.delete(sql)
    } else {
      st = db.prepare<unknown[], unknown>(sql)
      if (cache.size >= max) cache.delete(cache.keys().next().value!)
    }
    cache.set(sql, st)
    return st
  }
  const count = (plan: SearchPlan) => (statement(searchSql(plan).count).get(...plan.args) as { n: number }).n
  const columnNames = new WeakMap<Statement<unknown[], unknown>, readonly string[]>()
  /**
   * A page's rows, read as arrays (`raw`) and made objects here: better-sqlite3 gives each row's
   * columns to V8 one property at a time, about 4 µs a row of the payments' 21 columns, a third of
   * a new page's time (docs/performance.md); the same objects built in JavaScript cost a fraction
   * of a microsecond. A name given twice keeps its last value, as better-sqlite3's rows do.
   */
  const pageRows = <Row>(sql: string, args: readonly unknown[]): Row[] => {
    const st = statement(sql)
    let names = columnNames.get(st)
    if (!names) {
      names = st.columns().map((c) => c.name)
      columnNames.set(st, names)
    }
    const rows = st.raw(true).all(...args) as unknown[][]
    return rows.map((values) => {
      const row: Record<string, unknown> = {}
      for (let i = 0; i < names.length; i++) row[names[i]!] = values[i]
      return row as Row
    })
  }
  return {
    count,
    // A page's statement is cached in raw mode (pageRows): one handed out for its own use reads objects again.
    statement: (sql) => statement(sql).raw(false),
    run<Row>(plan: SearchPlan, paging: Paging, known?: number): PageResult<Row> {
      const page = paging.page ?? 0
      const size = paging.size ?? DEFAULT_PAGE_SIZE
      const total = known ?? count(plan)
      // Beyond the last page there is nothing to read.
      const rows = page * size >= total ? [] : pageRows<Row>(searchSql(plan).page, [...plan.args, size, page * size])
      return { rows, total, page, size }
    },
  }
}

const numbers = (r: PageResult<unknown>) => ({ size: r.size, totalElements: r.total, totalPages: Math.ceil(r.total / r.size) })

/** The envelope of the payment and invoice lists (spec): the page index is `page.number`. */
export function numberedPage<Row, T>(r: PageResult<Row>, map: (row: Row) => T) {
  return { elements: r.rows.map(map), page: { ...numbers(r), number: r.page } }
}

/** The envelope of the other lists (spec): the page index is `page.page`. */
export function pagedPage<Row, T>(r: PageResult<Row>, map: (row: Row) => T) {
  return { elements: r.rows.map(map), page: { ...numbers(r), page: r.page } }
}
