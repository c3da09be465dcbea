/**
 * Exact totals of a search without COUNT(*) over its matches (docs/performance.md, "Totals per
 * bucket"). Triggers keep, in the transaction that writes a source row, the number of rows per
 * registrar, exact values (a status, a type…) and bucket of one range column: a payment's amount
 * by its two leading digits, an instant by its UTC day, a date by itself. A search's total sums
 * the buckets its range covers whole, with the exact filters applied to the bucket rows as they
 * are, and counts through the source's index only the rows of the (at most two) partial buckets
 * at the range's edges. A dimension without a range column keeps one row per exact values.
 *
 * One declaration per source (db/derived.ts: table, exact columns, dimensions, the index for the
 * edges) gives everything: the tables and triggers of the migrations, the rebuild after a bulk
 * load (`rebuildDerived`), and the count at run time (each search maps its filters onto it). The
 * bucket of a value is written once, here, in SQL and in JavaScript (tests check they agree).
 *
 * A bucket left empty is deleted, so the tables hold exactly what a rebuild gives.
 */
import type { FilterDef, SearchDef } from '../contract/query.js'
import { compileFilters, filterRange, type SearchMapping } from './search.js'
import type { SearchRunner } from './search-runner.js'

const DAY_MS = 86_400_000

/** How a range column's values fall into buckets. `value` is an integer in the column's order. */
interface BucketKind {
  /** The bucket of a stored value, in SQL (`value`: an SQL expression of the stored column). */
  sql(value: string): string
  /** The same in JavaScript, from a value in the integer order filterRange gives. */
  of(value: number): number
  /** The first value of a bucket. */
  start(bucket: number): number
  /** The bucket after this one. */
  next(bucket: number): number
  /** Where the open ends of a range stop: no stored value lies outside. */
  readonly floor: number
  readonly ceiling: number
  /** The stored value of an integer of the column's order (for the edges' BETWEEN). */
  stored(value: number): number | string
}

/** The lowest amount of a bucket: the amount with all but its two leading digits zeroed. */
export function amountBucket(cents: number): number {
  const digits = String(cents).length
  if (digits <= 2) return cents
  const unit = 10 ** (digits - 2)
  return Math.floor(cents / unit) * unit
}

const nextAmountBucket = (bucket: number) => bucket + (String(bucket).length <= 2 ? 1 : 10 ** (String(bucket).length - 2))

/** `YYYY-MM-DD` as the integer YYYYMMDD (same order), and back (YYYYMMDD need not be a real date). */
export const dateNumber = (date: string): number => Number(date.replaceAll('-', ''))
const dateText = (n: number): string => {
  const s = String(n).padStart(8, '0')
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6)}`
}

export const BUCKETS = {
  /** Non-negative integer amounts (cents): 1200–1299, 13000–13999… */
  amount: {
    sql: (v) => `CAST(substr(${v}, 1, 2) || substr('000000000000000000', 1, max(length(${v}) - 2, 0)) AS INTEGER)`,
    of: amountBucket,
    start: (b) => b,
    next: nextAmountBucket,
    floor: 0,
    ceiling: Number.MAX_SAFE_INTEGER,
    stored: (v) => v,
  },
  /** Instants after 1970 (epoch ms), by UTC day: days since 1970-01-01. */
  day: {
    sql: (v) => `${v} / 86400000`,
    of: (ms) => Math.floor(ms / DAY_MS),
    start: (b) => b * DAY_MS,
    next: (b) => b + 1,
    floor: 0,
    ceiling: Number.MAX_SAFE_INTEGER,
    stored: (v) => v,
  },
  /** `YYYY-MM-DD` text dates, one bucket a date (YYYYMMDD): a range never has partial buckets. */
  date: {
    sql: (v) => `CAST(replace(${v}, '-', '') AS INTEGER)`,
    of: (v) => v,
    start: (b) => b,
    next: (b) => b + 1,
    floor: 0,
    ceiling: 99_991_231,
    stored: dateText,
  },
} as const satisfies Record<string, BucketKind>

type BucketKindName = keyof typeof BUCKETS

/** A column of the totals taken from the source row as it is (or through `sql`, e.g. NULL → 0). */
interface ExactColumn {
  /** Its name in the totals tables. */
  readonly name: string
  readonly type: 'TEXT' | 'INTEGER'
  /** The source table's column. */
  readonly source: string
  /** The value kept, from the (qualified) source column; never NULL (it is in the primary key). */
  readonly sql?: (column: string) => string
}

interface TotalsDimension {
  readonly table: string
  /** How `column` is bucketed; absent: no bucket, one row per registrar and exact values. */
  readonly bucket?: BucketKindName
  /** The source column bucketed. */
  readonly column?: string
  /**
   * The source index (registrar_id, column, …) that counts the rows of an edge bucket; it should
   * carry the exact columns, so the count stays inside it.
   */
  readonly index?: string
}

export interface TotalsDef {
  /** The source table (with a `registrar_id` column). */
  readonly source: string
  /** Prefix of the triggers' names: `<prefix>_insert`, `_delete`, `_update`. */
  readonly triggers: string
  readonly exact: readonly ExactColumn[]
  readonly dimensions: readonly TotalsDimension[]
}

// ---------------------------------------------------------------------------------------------
// SQL: tables, triggers, backfill and rebuild.

const kindOf = (dim: TotalsDimension) => (dim.bucket ? BUCKETS[dim.bucket] : undefined)

const keyColumns = (def: TotalsDef, dim: TotalsDimension) => ['registrar_id', ...def.exact.map((c) => c.name), ...(dim.bucket ? ['bucket'] : [])]

/** A source row's key values; `row` is `NEW`, `OLD`, or '' for the unqualified columns of a SELECT. */
function keyValues(def: TotalsDef, dim: TotalsDimension, row: string): string[] {
  const col = (name: string) => (row ? `${row}.${name}` : name)
  const bucketRow = row || def.source
  return [
    col('registrar_id'),
    ...def.exact.map((c) => (c.sql ? c.sql(col(c.source)) : col(c.source))),
    ...(dim.bucket ? [kindOf(dim)!.sql(`${bucketRow}.${dim.column!}`)] : []),
  ]
}

/** The tables of a declaration (for a migration). */
export function totalsTablesSql(def: TotalsDef): string {
  return def.dimensions
    .map((dim) => {
      const columns = [
        'registrar_id INTEGER NOT NULL',
        ...def.exact.map((c) => `${c.name} ${c.type} NOT NULL`),
        ...(dim.bucket ? [`bucket INTEGER NOT NULL`] : []),
        'n INTEGER NOT NULL',
        `PRIMARY KEY (${keyColumns(def, dim).join(', ')})`,
      ]
      const table = `CREATE TABLE ${dim.table} (\n  ${columns.join(',\n  ')}\n) WITHOUT ROWID;\n`
      // A range of buckets is read in bucket order, whatever the exact values (without any, the key does).
      const byBucket = dim.bucket && def.exact.length > 0
        ? `CREATE INDEX ${dim.table}_bucket ON ${dim.table} (registrar_id, bucket, ${[...def.exact.map((c) => c.name), 'n'].join(', ')});\n`
        : ''
      return table + byBucket
    })
    .join('')
}

/** Counts every source row into the (empty) tables: a migration's backfill, a rebuild. */
export function totalsBackfillSql(def: TotalsDef): string {
  return def.dimensions
    .map((dim) => {
      const keys = keyColumns(def, dim)
      const groups = keys.map((_, i) => i + 1).join(', ')
      return `INSERT INTO ${dim.table} (${keys.join(', ')}, n)
  SELECT ${keyValues(def, dim, '').join(', ')}, count(*) FROM ${def.source} GROUP BY ${groups};\n`
    })
    .join('')
}

function add(def: TotalsDef, dim: TotalsDimension): string {
  const keys = keyColumns(def, dim).join(', ')
  return `  INSERT INTO ${dim.table} (${keys}, n) VALUES (${keyValues(def, dim, 'NEW').join(', ')}, 1)
    ON CONFLICT (${keys}) DO UPDATE SET n = n + 1;\n`
}

function remove(def: TotalsDef, dim: TotalsDimension): string {
  const keys = keyColumns(def, dim)
  const values = keyValues(def, dim, 'OLD')
  return `  INSERT INTO ${dim.table} (${keys.join(', ')}, n) VALUES (${values.join(', ')}, -1)
    ON CONFLICT (${keys.join(', ')}) DO UPDATE SET n = n - 1;
  DELETE FROM ${dim.table} WHERE ${keys.map((k, i) => `${k} = ${values[i]!}`).join(' AND ')} AND n = 0;\n`
}

/** The triggers that keep the tables in step with the source, row by row. */
export function totalsTriggersSql(def: TotalsDef): string {
  const watched = ['registrar_id', ...def.exact.map((c) => c.source), ...def.dimensions.flatMap((d) => (d.column ? [d.column] : []))]
  const s = def.source
  return `CREATE TRIGGER ${def.triggers}_insert AFTER INSERT ON ${s} BEGIN
${def.dimensions.map((d) => add(def, d)).join('')}END;
CREATE TRIGGER ${def.triggers}_delete AFTER DELETE ON ${s} BEGIN
${def.dimensions.map((d) => remove(def, d)).join('')}END;
CREATE TRIGGER ${def.triggers}_update AFTER UPDATE OF ${[...new Set(watched)].join(', ')} ON ${s} BEGIN
${def.dimensions.map((d) => remove(def, d)).join('')}${def.dimensions.map((d) => add(def, d)).join('')}END;
`
}

/** Empties the tables and counts the source again (db/derived.ts, after a bulk load). */
export function totalsRebuildSql(def: TotalsDef): string {
  return def.dimensions.map((d) => `DELETE FROM ${d.table};\n`).join('') + totalsBackfillSql(def)
}

// ---------------------------------------------------------------------------------------------
// Counting a search.

interface Column {
  readonly sql: string
  readonly storage: 'text' | 'integer' | 'cents' | 'epochMs' | 'dateText'
}

/** How a search's filters map onto a declaration. */
export interface TotalsQueryMapping<S extends SearchDef> {
  readonly search: S
  /** The source table's alias in the edge counts (`p`: `payments p`). */
  readonly alias: string
  /** Filters the bucket rows carry as they are: the column in the totals (`t.status`) and in the source (`p.status`). */
  readonly exact: { readonly [K in keyof S['filters']]?: { readonly totals: string; readonly rows: string; readonly storage: Column['storage'] } }
  /** Range filters, each on a dimension's column (several filters may name one: aliases). */
  readonly ranges: { readonly [K in keyof S['filters']]?: { readonly table: string; readonly storage: Column['storage'] } }
}

/** Conditions beyond the search's own filters (the darwin assignment), on the bucket rows `t`. */
interface ExtraConditions {
  readonly where: readonly string[]
  readonly args: readonly unknown[]
}

type Range = { lo: number; hi: number }

export interface BucketTotals {
  /**
   * The exact total of a search, or undefined when buckets cannot serve it (a filter neither
   * exact nor a range, a range that is not one interval: COUNT(*) then). `extra` applies to the
   * bucket rows only, so it is for searches whose every dimension has no range column.
   */
  count(registrarId: number, query: Readonly<Record<string, unknown>>, extra?: ExtraConditions): number | undefined
}

export function createBucketTotals<S extends SearchDef>(runner: SearchRunner, def: TotalsDef, mapping: TotalsQueryMapping<S>): BucketTotals {
  const number = (sql: string, args: readonly unknown[]) => (runner.statement(sql).get(...args) as { n: number | null }).n ?? 0
  const filtersOf = (names: string[]): Record<string, FilterDef> => Object.fromEntries(names.map((n) => [n, mapping.search.filters[n]!]))
  const exactNames = Object.keys(mapping.exact)
  const exactSearch = { filters: filtersOf(exactNames), sort: [] } satisfies SearchDef
  const exactEntries = Object.entries(mapping.exact) as Array<[string, { totals: string; rows: string; storage: Column['storage'] }]>
  const onBuckets = { filters: Object.fromEntries(exactEntries.map(([n, c]) => [n, { sql: c.totals, storage: c.storage }])) }
  const onRows = { filters: Object.fromEntries(exactEntries.map(([n, c]) => [n, { sql: c.rows, storage: c.storage }])) }
  const rangeEntries = Object.entries(mapping.ranges) as Array<[string, { table: string; storage: Column['storage'] }]>
  const dimOf = (table: string) => {
    const dim = def.dimensions.find((d) => d.table === table)
    if (!dim?.bucket || !dim.column || !dim.index) throw new Error(`${table} is no bucketed dimension of ${def.source}`)
    return dim
  }
  const ranged = new Map(rangeEntries.map(([name, r]) => [name, dimOf(r.table)]))
  const rangeMapping = {
    filters: Object.fromEntries(rangeEntries.map(([n, r]) => [n, { sql: `${mapping.alias}.${dimOf(r.table).column!}`, storage: r.storage }])),
  } as unknown as Pick<SearchMapping<S>, 'filters'>
  const whole = def.dimensions.find((d) => !d.bucket)
  const a = mapping.alias

  /** Rows of the source in [lo, hi] of `dim`, with the exact filters and `also`, through its index. */
  function rowsBetween(registrarId: number, query: Record<string, unknown>, dim: TotalsDimension, lo: number, hi: number, also: ExtraConditions = { where: [], args: [] }) {
    const kind = kindOf(dim)!
    const rows = compileFilters(exactSearch, onRows, query)
    return number(
      `SELECT count(*) AS n FROM ${def.source} ${a} INDEXED BY ${dim.index!}
        WHERE ${[`${a}.registrar_id = ?`, `${a}.${dim.column!} BETWEEN ? AND ?`, ...also.where, ...rows.where].join(' AND ')}`,
      [registrarId, kind.stored(lo), kind.stored(hi), ...also.args, ...rows.args],
    )
  }

  /** The sum of the buckets from `from` up to, not including, `to`. */
  function bucketSum(registrarId: number, query: Record<string, unknown>, dim: TotalsDimension, from: number, to: number, extra?: ExtraConditions) {
    const buckets = compileFilters(exactSearch, onBuckets, query)
    const where = ['t.registrar_id = ?', ...(dim.bucket ? ['t.bucket >= ?', 't.bucket < ?'] : []), ...buckets.where, ...(extra?.where ?? [])]
    return number(`SELECT sum(t.n) AS n FROM ${dim.table} t WHERE ${where.join(' AND ')}`, [
      registrarId, ...(dim.bucket ? [from, to] : []), ...buckets.args, ...(extra?.args ?? []),
    ])
  }

  function total(registrarId: number, query: Record<string, unknown>, dim: TotalsDimension, range: Range): number {
    const kind = kindOf(dim)!
    const lo = Math.max(range.lo, kind.floor)
    const hi = Math.min(range.hi, kind.ceiling)
    if (lo > hi) return 0
    const first = kind.of(lo)
    const last = kind.of(hi)
    const firstWhole = kind.start(first) === lo
    // A range open upwards takes the ceiling's bucket whole: nothing is stored above the ceiling.
    const lastWhole = hi === kind.ceiling || kind.start(kind.next(last)) - 1 === hi
    if (first === last && !(firstWhole && lastWhole)) return rowsBetween(registrarId, query, dim, lo, hi)
    // Whole buckets from `from` up to, not including, `to`; the edges are counted row by row.
    let n = 0
    if (!firstWhole) n += rowsBetween(registrarId, query, dim, lo, kind.start(kind.next(first)) - 1)
    if (!lastWhole) n += rowsBetween(registrarId, query, dim, kind.start(last), hi)
    const from = firstWhole ? first : kind.next(first)
    const to = lastWhole ? kind.next(last) : last
    if (from < to) n += bucketSum(registrarId, query, dim, from, to)
    return n
  }

  return {
    count(registrarId, query, extra) {
      const ranges = new Map<TotalsDimension, Range>()
      for (const [name, raw] of Object.entries(query)) {
        if (raw === undefined || name in mapping.exact || !(name in mapping.search.filters)) continue
        const dim = ranged.get(name)
        if (!dim) return undefined
        const r = filterRange(mapping.search, rangeMapping, name as keyof S['filters'] & string, raw)
        if (!r) return undefined
        const known = ranges.get(dim)
        ranges.set(dim, known ? { lo: Math.max(known.lo, r.lo), hi: Math.min(known.hi, r.hi) } : r)
      }
      if (extra && (ranges.size > 0 || !whole)) throw new Error('extra conditions apply to a dimension without buckets only')
      const q = query as Record<string, unknown>
      if (ranges.size === 0) {
        if (whole) return bucketSum(registrarId, q, whole, 0, 0, extra)
        const dim = def.dimensions[0]!
        return total(registrarId, q, dim, { lo: kindOf(dim)!.floor, hi: kindOf(dim)!.ceiling })
      }
      if (ranges.size === 1) {
        const [dim, range] = [...ranges][0]!
        return total(registrarId, q, dim, range)
      }
      // Ranges on several columns: count the rows of the range holding the fewest (its buckets
      // tell, at most one bucket too many at each end), checking the other ranges inside its index.
      const bounded = [...ranges].map(([dim, r]) => {
        const kind = kindOf(dim)!
        return { dim, lo: Math.max(r.lo, kind.floor), hi: Math.min(r.hi, kind.ceiling) }
      })
      if (bounded.some((b) => b.lo > b.hi)) return 0
      const sized = bounded.map((b) => {
        const kind = kindOf(b.dim)!
        return { ...b, rows: bucketSum(registrarId, q, b.dim, kind.of(b.lo), kind.next(kind.of(b.hi))) }
      })
      const narrowest = sized.reduce((m, b) => (b.rows < m.rows ? b : m))
      if (narrowest.rows === 0) return 0
      const others = sized.filter((b) => b !== narrowest)
      return rowsBetween(registrarId, q, narrowest.dim, narrowest.lo, narrowest.hi, {
        where: others.map((b) => `${a}.${b.dim.column!} BETWEEN ? AND ?`),
        args: others.flatMap((b) => [kindOf(b.dim)!.stored(b.lo), kindOf(b.dim)!.stored(b.hi)]),
      })
    },
  }
}
