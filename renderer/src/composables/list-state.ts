/**
 * A list screen's state — filters, page, size, sort — as it lives in the URL (so back, forward and
 * reload keep it), and its translation into the API's search grammar (docs/api-conventions.md).
 * Pure functions: the composables and the tests use the same code.
 */
import type { LocationQuery, LocationQueryRaw } from 'vue-router'

/**
 * How a clerk gives a filter, and how it becomes API operators:
 * - `text`:  a value → `op:value` (`eq` unless `op` says e.g. `startsWith`); with `ops`, the clerk
 *   chooses the operator, kept beside the value as `<name>.op` (absent: the first of `ops`)
 * - `multi`: several values → one value `eq`, several `in:a,b`
 * - `range`: min and/or max → `between:min,max`, `ge:min` or `le:max`
 * - `dateRange`: from and/or to (dates, both included) → as range; on a repeatable parameter two
 *   values `ge:from` and `le:to`
 */
export type FilterKind = 'text' | 'multi' | 'range' | 'dateRange'

type TextOperator = 'eq' | 'contains' | 'startsWith' | 'endsWith'

interface FilterSpec {
  readonly kind: FilterKind
  /** The API operator for `text` filters (default `eq`). */
  readonly op?: TextOperator
  /** For `text` filters: the operators the clerk chooses from; the first is the default. */
  readonly ops?: readonly TextOperator[]
  /** The API parameter is repeatable (date-times like `created`). */
  readonly repeatable?: boolean
}

export type ListSpec = Readonly<Record<string, FilterSpec>>

export interface ListDefaults {
  readonly size: number
  readonly sort: readonly string[]
}

/** UI values by URL key: `status` → `approved,rejected`; `amount.min` → `100`. */
export type FilterValues = Record<string, string>

export interface ListState {
  readonly filters: FilterValues
  readonly page: number
  readonly size: number
  readonly sort: readonly string[]
}

/** The URL keys a filter uses. */
function filterKeys(name: string, spec: FilterSpec): string[] {
  switch (spec.kind) {
    case 'range':
      return [`${name}.min`, `${name}.max`]
    case 'dateRange':
      return [`${name}.from`, `${name}.to`]
    case 'text':
      return spec.ops ? [name, `${name}.op`] : [name]
    default:
      return [name]
  }
}

const first = (v: LocationQuery[string] | undefined): string | undefined => {
  const one = Array.isArray(v) ? v[0] : v
  return one === null || one === undefined || one === '' ? undefined : one
}

const wholeNumber = (v: string | undefined, fallback: number, min: number, max: number): number => {
  if (v === undefined || !/^\d+$/.test(v)) return fallback
  return Math.min(max, Math.max(min, Number(v)))
}

export function readListState(query: LocationQuery, spec: ListSpec, defaults: ListDefaults): ListState {
  const filters: FilterValues = {}
  for (const [name, s] of Object.entries(spec)) {
    for (const key of filterKeys(name, s)) {
      const v = first(query[key])
      if (v !== undefined) filters[key] = v
    }
  }
  const sortRaw = query.sort
  const sort = (Array.isArray(sortRaw) ? sortRaw : sortRaw ? [sortRaw] : []).filter((s): s is string => !!s)
  return {
    filters,
    page: wholeNumber(first(query.page), 0, 0, Number.MAX_SAFE_INTEGER),
    size: wholeNumber(first(query.size), defaults.size, 1, 100),
    sort: sort.length > 0 ? sort : [...defaults.sort],
  }
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i])
const sameFilters = (a: FilterValues, b: FilterValues) => sameList(Object.keys(a), Object.keys(b)) && Object.keys(a).every((k) => a[k] === b[k])

/**
 * `next`, keeping `previous`'s parts (filters, sort, or the whole state) where they are equal: a
 * screen then redraws only what a URL change changed. "Next page" leaves the filter bar and the
 * table's headings as they are, instead of every part of the screen that reads the state.
 */
export function keepUnchanged(previous: ListState | undefined, next: ListState): ListState {
  if (!previous) return next
  const filters = sameFilters(previous.filters, next.filters) ? previous.filters : next.filters
  const sort = sameList(previous.sort, next.sort) ? previous.sort : next.sort
  if (filters === previous.filters && sort === previous.sort && next.page === previous.page && next.size === previous.size) return previous
  return { ...next, filters, sort }
}

/** The URL query of a state; defaults are left out so that URLs stay short. */
export function writeListState(state: ListState, defaults: ListDefaults): LocationQueryRaw {
  const q: LocationQueryRaw = { ...state.filters }
  if (state.page > 0) q.page = String(state.page)
  if (state.size !== defaults.size) q.size = String(state.size)
  if (state.sort.join('|') !== defaults.sort.join('|')) q.sort = [...state.sort]
  return q
}

function rangeToOps(min: string | undefined, max: string | undefined, repeatable: boolean): string | string[] | undefined {
  if (min !== undefined && max !== undefined) return repeatable ? [`ge:${min}`, `le:${max}`] : `between:${min},${max}`
  if (min !== undefined) return repeatable ? [`ge:${min}`] : `ge:${min}`
  if (max !== undefined) return repeatable ? [`le:${max}`] : `le:${max}`
  return undefined
}

/** The operator of a `text` filter: the clerk's choice when `ops` offers it, else the spec's. */
function textOperator(spec: FilterSpec, chosen: string | undefined): TextOperator {
  if (spec.ops) return spec.ops.find((o) => o === chosen) ?? spec.ops[0] ?? 'eq'
  return spec.op ?? 'eq'
}

/** The API query (search grammar) of a list state. */
export function toApiQuery(spec: ListSpec, state: ListState): Record<string, string | string[] | number> {
  const q: Record<string, string | string[] | number> = { page: state.page, size: state.size }
  if (state.sort.length > 0) q.sort = [...state.sort]
  for (const [name, s] of Object.entries(spec)) {
    const f = state.filters
    let value: string | string[] | undefined
    switch (s.kind) {
      case 'text': {
        const v = f[name]?.trim()
        const op = textOperator(s, f[`${name}.op`])
        value = v ? (op !== 'eq' ? `${op}:${v}` : v) : undefined
        break
      }
      case 'multi': {
        const values = (f[name] ?? '').split(',').filter(Boolean)
        value = values.length === 0 ? undefined : values.length === 1 ? values[0] : `in:${values.join(',')}`
        break
      }
      case 'range':
        value = rangeToOps(f[`${name}.min`], f[`${name}.max`], s.repeatable ?? false)
        break
      case 'dateRange':
        value = rangeToOps(f[`${name}.from`], f[`${name}.to`], s.repeatable ?? false)
        break
    }
    if (value !== undefined) q[name] = s.repeatable && !Array.isArray(value) ? [value] : value
  }
  return q
}

/** Sort on a column: first click ascending, then descending; the column becomes the only sort. */
export function toggleSort(current: readonly string[], field: string): string[] {
  const [head] = current
  if (head === field || head === `${field},asc`) return [`${field},desc`]
  return [field]
}

export function sortDirection(current: readonly string[], field: string): 'ascending' | 'descending' | 'none' {
  const [head = ''] = current
  const [f, dir = 'asc'] = head.split(',')
  if (f !== field) return 'none'
  return dir === 'desc' ? 'descending' : 'ascending'
}
