/**
 * Turns a search's query (the grammar of contract/query.ts) into SQL. Every value is bound as a
 * parameter; column names come only from the area's own mapping, never from the request.
 */
import { badRequest } from '../api-error.js'
import { allowedSorts, DEFAULT_PAGE_SIZE, type FilterDef, type Operator, OPERATORS, type SearchDef } from '../contract/query.js'
import { dateTimeSpan, endOfDate, formatDate, isValidDate, parseDateTime, startOfDate } from '../time.js'
import { readCents, readDecimal, readInteger, wireNumberProblem } from '../validation/wire-number.js'

/** How a filter's column stores its values. */
type Storage =
  | 'text'
  | 'integer'
  | 'real'
  /** An amount kept in integer cents, given in euro. */
  | 'cents'
  /** An instant kept as epoch milliseconds. */
  | 'epochMs'
  /** A `YYYY-MM-DD` text date. */
  | 'dateText'
  /** 0 or 1. */
  | 'bool'

interface Column {
  readonly sql: string
  readonly storage: Storage
}

export interface SearchMapping<S extends SearchDef> {
  readonly filters: { readonly [K in keyof S['filters']]: Column }
  readonly sort: { readonly [field: string]: string }
  /** ORDER BY when no sort is given; must end on a unique key so pages never overlap. */
  readonly defaultOrder: string
  /**
   * A unique column appended to every explicit sort so that paging is stable. It runs in the
   * direction of the last sort field, so the index (…, field, id) serves the whole ORDER BY.
   */
  readonly tieBreaker: string
}

export interface CompiledSearch {
  readonly where: string[]
  readonly args: unknown[]
  readonly orderBy: string
  /** Which allowed sort this is (`''` the default, `type+-amount`…): the search's index follows it. */
  readonly sortKey: string
  readonly page: number
  readonly size: number
  readonly limit: number
  readonly offset: number
}

const isOperator = (s: string): s is Operator => (OPERATORS as readonly string[]).includes(s)

/** Splits `op:value`; a prefix that is not an operator name is part of a plain `eq` value. */
export function splitOperator(raw: string): { op: Operator; value: string } {
  const colon = raw.indexOf(':')
  if (colon > 0) {
    const prefix = raw.slice(0, colon)
    if (isOperator(prefix)) return { op: prefix, value: raw.slice(colon + 1) }
  }
  return { op: 'eq', value: raw }
}

/** A bound: the `[low, high]` instants a date or a date-time names, or one exact value. */
type Bound = { exact: unknown } | { from: unknown; to: unknown }

function convert(name: string, f: FilterDef, col: Column, raw: string): Bound {
  const invalid = (why: string) => badRequest('invalid_value', `${name}: ${why}`, name)
  if (f.values && !f.values.includes(raw)) throw invalid(`'${raw}' is not one of ${f.values.join(', ')}`)
  switch (f.kind) {
    case 'number':
    case 'integer': {
      // One reading for every search (validation/wire-number.ts): exactly as written, within int64;
      // amounts are whole cents, so 0.001 is no amount, not 0.00 (nor 0.01).
      const kind = f.kind === 'integer' ? 'integer' : col.storage === 'cents' ? 'amount' : 'number'
      const n = kind === 'integer' ? readInteger(raw) : kind === 'amount' ? readCents(raw) : readDecimal(raw)
      if (!n.ok) throw invalid(`'${raw}' ${wireNumberProblem(n.problem, kind)}`)
      return { exact: n.value }
    }
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') throw invalid(`'${raw}' is not true or false`)
      return { exact: raw === 'true' ? 1 : 0 }
    case 'string':
      return { exact: raw }
    case 'date':
      if (!isValidDate(raw)) throw invalid(`'${raw}' is not a date YYYY-MM-DD`)
      return { exact: raw }
    case 'dateTime': {
      if (isValidDate(raw)) {
        return col.storage === 'dateText' ? { exact: raw } : { from: startOfDate(raw), to: endOfDate(raw) }
      }
      const ms = parseDateTime(raw)
      if (ms === undefined) throw invalid(`'${raw}' is not a date-time with offset nor a date`)
      // A date column compares by the date-time's calendar date in the registry zone, not UTC.
      if (col.storage === 'dateText') return { exact: formatDate(ms) }
      // Like a date its day, a date-time means the span it is written to: answers write instants
      // to the second, so `eq:` on a written value finds its row and `gt:` goes past it.
      return dateTimeSpan(raw)!
    }
  }
}

const low = (b: Bound) => ('exact' in b ? b.exact : b.from)
const high = (b: Bound) => ('exact' in b ? b.exact : b.to)

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`)
}

function condition(name: string, f: FilterDef, col: Column, raw: string, args: unknown[]): string {
  const { op, value } = splitOperator(raw)
  if (!f.operators.includes(op)) {
    throw badRequest('operator_not_allowed', `${name}: operator '${op}' is not allowed; use ${f.operators.join(', ')}`, name)
  }
  const c = col.sql
  const one = () => convert(name, f, col, value)
  const list = () => {
    const items = value.split(',').filter((v) => v !== '')
    if (items.length === 0) throw badRequest('invalid_value', `${name}: '${op}' needs a comma-separated list`, name)
    return items.map((v) => convert(name, f, col, v))
  }
  switch (op) {
    case 'eq':
    case 'ne': {
      const b = one()
      if ('exact' in b) {
        args.push(b.exact)
        return op === 'eq' ? `${c} = ?` : `${c} <> ?`
      }
      args.push(b.from, b.to)
      return op === 'eq' ? `${c} BETWEEN ? AND ?` : `${c} NOT BETWEEN ? AND ?`
    }
    case 'gt':
      args.push(high(one()))
      return `${c} > ?`
    case 'ge':
      args.push(low(one()))
      return `${c} >= ?`
    case 'lt':
      args.push(low(one()))
      return `${c} < ?`
    case 'le':
      args.push(high(one()))
      return `${c} <= ?`
    case 'in':
    case 'notIn': {
      const bounds = list()
      if (bounds.every((b) => 'exact' in b)) {
        args.push(...bounds.map(low))
        return `${c} ${op === 'in' ? 'IN' : 'NOT IN'} (${bounds.map(() => '?').join(', ')})`
      }
      const parts = bounds.map((b) => {
        args.push(low(b), high(b))
        return `${c} BETWEEN ? AND ?`
      })
      return op === 'in' ? `(${parts.join(' OR ')})` : `NOT (${parts.join(' OR ')})`
    }
    case 'between': {
      const bounds = list()
      if (bounds.length !== 2) throw badRequest('invalid_value', `${name}: between takes two values, 'between:low,high'`, name)
      args.push(low(bounds[0]!), high(bounds[1]!))
      return `${c} BETWEEN ? AND ?`
    }
    case 'contains':
    case 'startsWith':
    case 'endsWith': {
      const v = escapeLike(value)
      args.push(op === 'contains' ? `%${v}%` : op === 'startsWith' ? `${v}%` : `%${v}`)
      return `${c} LIKE ? ESCAPE '\\'`
    }
    case 'isNotNull':
      if (value !== '' && value !== 'true') throw badRequest('invalid_value', `${name}: isNotNull takes no value`, name)
      return `${c} IS NOT NULL`
  }
}

/**
 * The values a filter admits as one closed interval of stored values (cents, epoch ms…), the
 * intersection of all its conditions: for totals read from buckets. Undefined when a condition is
 * not an interval (`ne`, `in`, `notIn`…); integers only, so `gt: x` is `>= x + 1`; a text date
 * (`dateText`) is the integer YYYYMMDD. Values are checked as the search checks them, so call it
 * after compiling the search.
 */
export function filterRange<S extends SearchDef>(
  def: S,
  mapping: Pick<SearchMapping<S>, 'filters'>,
  name: keyof S['filters'] & string,
  raw: unknown,
): { lo: number; hi: number } | undefined {
  const f = def.filters[name]!
  const col = (mapping.filters as Record<string, Column>)[name]!
  let lo = Number.MIN_SAFE_INTEGER
  let hi = Number.MAX_SAFE_INTEGER
  for (const v of Array.isArray(raw) ? raw.map(String) : raw === undefined ? [] : [String(raw)]) {
    const { op, value } = splitOperator(v)
    const one = () => convert(name, f, col, value)
    // A text date as the integer YYYYMMDD, in the same order (db/bucket-totals.ts).
    const n = (x: unknown) => (col.storage === 'dateText' ? Number(String(x).replaceAll('-', '')) : Number(x))
    if (op === 'eq') {
      const b = one()
      ;[lo, hi] = [Math.max(lo, n(low(b))), Math.min(hi, n(high(b)))]
    } else if (op === 'ge') lo = Math.max(lo, n(low(one())))
    else if (op === 'gt') lo = Math.max(lo, n(high(one())) + 1)
    else if (op === 'le') hi = Math.min(hi, n(high(one())))
    else if (op === 'lt') hi = Math.min(hi, n(low(one())) - 1)
    else if (op === 'between') {
      const [a, b] = value.split(',').map((x) => convert(name, f, col, x))
      ;[lo, hi] = [Math.max(lo, n(low(a!))), Math.min(hi, n(high(b!)))]
    } else return undefined
  }
  return { lo, hi }
}

/** Filters only (for counts and for searches). */
export function compileFilters<S extends SearchDef>(
  def: S,
  mapping: Pick<SearchMapping<S>, 'filters'>,
  query: Record<string, unknown>,
): { where: string[]; args: unknown[] } {
  const where: string[] = []
  const args: unknown[] = []
  for (const [name, f] of Object.entries(def.filters)) {
    const raw = query[name]
    if (raw === undefined) continue
    const values = Array.isArray(raw) ? raw.map(String) : [String(raw)]
    const col = (mapping.filters as Record<string, Column>)[name]!
    for (const v of values) where.push(condition(name, f, col, v, args))
  }
  return { where, args }
}

interface SortItem {
  readonly field: string
  readonly dir: 'ASC' | 'DESC'
}

function parseSort(def: SearchDef, sort: unknown): SortItem[] {
  const raw = sort === undefined ? [] : Array.isArray(sort) ? sort.map(String) : [String(sort)]
  const items: SortItem[] = []
  for (const item of raw) {
    const [field = '', dir = 'asc', ...rest] = item.split(',')
    if (!def.sort.includes(field)) throw badRequest('unknown_sort_field', `sort: '${field}' is not sortable; ${allowedSorts(def)}`, 'sort')
    if (rest.length > 0 || (dir !== 'asc' && dir !== 'desc')) {
      throw badRequest('invalid_value', `sort: direction '${dir}' must be asc or desc`, 'sort')
    }
    // A field named again orders nothing more (its ties are already broken): the first one counts.
    if (!items.some((i) => i.field === field)) items.push({ field, dir: dir === 'asc' ? 'ASC' : 'DESC' })
  }
  return items
}

/** `type+-amount`: the fields, each later one marked `-` when it runs against the first. */
const keyOf = (items: readonly SortItem[]) =>
  items.map((i, n) => (n > 0 && i.dir !== items[0]!.dir ? `-${i.field}` : i.field)).join('+')

/** The ORDER BY of a sort, and its key; refuses a combination the search does not list. */
const isPlainEq = (raw: unknown) => typeof raw === 'string' && splitOperator(raw).op === 'eq'

/**
 * The filters of a page that walks an index in its sort order. Only the index's leading columns
 * may narrow the walk (`seek`: filter names in index order; the next one counts only after a
 * plain `eq` on the one before); the other filters are written `+column`, which is no index term,
 * so they are checked inside the index. Otherwise, with statistics, SQLite may skip-scan a
 * leading column to reach a later filter and then sort the matches in a temporary B-tree.
 */
export function compilePageFilters<S extends SearchDef>(
  def: S,
  mapping: Pick<SearchMapping<S>, 'filters'>,
  query: Record<string, unknown>,
  seek: readonly string[],
): string[] {
  const seekable = new Set<string>()
  for (const name of seek) {
    seekable.add(name)
    if (!isPlainEq(query[name])) break
  }
  const filters = Object.fromEntries(
    Object.entries(mapping.filters as Record<string, Column>).map(([name, c]) => [name, seekable.has(name) ? c : { ...c, sql: `+${c.sql}` }]),
  )
  return compileFilters(def, { filters } as Pick<SearchMapping<S>, 'filters'>, query).where
}

export function compileSort<S extends SearchDef>(
  def: S,
  mapping: Pick<SearchMapping<S>, 'sort' | 'defaultOrder' | 'tieBreaker'>,
  sort: unknown,
): { orderBy: string; sortKey: string } {
  const items = parseSort(def, sort)
  if (items.length === 0) return { orderBy: mapping.defaultOrder, sortKey: '' }
  const sortKey = keyOf(items)
  // Each allowed sort has an index that gives its order; any other would sort in memory.
  if (items.length > 1 && !def.combinations?.includes(sortKey)) {
    const asked = items.map((i) => `${i.field},${i.dir.toLowerCase()}`).join(' then ')
    throw badRequest('unknown_sort_field', `sort: ${asked} is not an allowed sort; ${allowedSorts(def)}`, 'sort')
  }
  const parts = items.map((i) => `${mapping.sort[i.field]!} ${i.dir}`)
  return { orderBy: [...parts, `${mapping.tieBreaker} ${items.at(-1)!.dir}`].join(', '), sortKey }
}

export function compileSearch<S extends SearchDef>(
  def: S,
  mapping: SearchMapping<S>,
  query: Record<string, unknown>,
): CompiledSearch {
  const { where, args } = compileFilters(def, mapping, query)
  const page = typeof query.page === 'number' ? query.page : 0
  const size = typeof query.size === 'number' ? query.size : DEFAULT_PAGE_SIZE
  return { where, args, ...compileSort(def, mapping, query.sort), page, size, limit: size, offset: page * size }
}
