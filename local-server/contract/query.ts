/**
 * The search grammar shared by every paged search (spec, "Common conventions"):
 *   param=value              the `eq` operator
 *   param=<operator>:<value> any operator the parameter lists
 *   in / notIn               comma-separated values: `type=in:bank,creditCard`
 *   between                  two comma-separated bounds, both included: `amount=between:100,200`
 *   isNotNull                no value: `invoiceNumber=isNotNull:`
 * Date-time parameters take a full date-time with offset, or a date meaning that whole day in
 * the registry's zone (`created=eq:2026-03-01` is the day; `lt:2026-03-01` is before it); a
 * date-time without a fraction of a second likewise means that whole second (time.ts `dateTimeSpan`).
 * `sort` is repeatable, `field` or `field,desc` (or `field,asc`).
 */
import { Type, type TArray, type TOptional, type TSchema, type TString } from 'typebox'
import { filterPattern, sortPattern } from './search-patterns.js'

export const OPERATORS = [
  'eq', 'ne', 'gt', 'lt', 'ge', 'le', 'in', 'notIn', 'between', 'contains', 'startsWith', 'endsWith', 'isNotNull',
] as const
export type Operator = (typeof OPERATORS)[number]

type ValueKind = 'number' | 'integer' | 'string' | 'dateTime' | 'date' | 'boolean'

export interface FilterDef {
  readonly kind: ValueKind
  readonly operators: readonly Operator[]
  /** Repeatable parameter (`created=ge:…&created=lt:…`): every value must hold. */
  readonly multiple?: boolean
  /** Closed list of values (for `status`, `type`…). */
  readonly values?: readonly string[]
  readonly description: string
}

export interface SearchDef {
  readonly filters: Readonly<Record<string, FilterDef>>
  /** Field names `sort` accepts alone, in either direction. */
  readonly sort: readonly string[]
  /**
   * Several fields accepted together, each served by its own index: `type+amount` is `type` then
   * `amount` in the same direction, `type+-amount` in opposite directions (either way round). Any
   * other combination answers 400 `unknown_sort_field` naming these.
   */
  readonly combinations?: readonly string[]
}

const MAX_PAGE_SIZE = 100
export const DEFAULT_PAGE_SIZE = 20

export const COMPARISON: readonly Operator[] = ['eq', 'ne', 'gt', 'lt', 'ge', 'le']
export const EQUALITY: readonly Operator[] = ['eq', 'ne', 'in', 'notIn']

export function defineSearch<const S extends SearchDef>(def: S): S {
  return def
}

/** What a value of each kind is, as written (docs/api-conventions.md, "Values"; db/search.ts reads them). */
const KIND_TEXT: Record<ValueKind, string> = {
  number: 'number in decimal digits, an amount with at most two decimals, no spaces; its cents within int64',
  integer: 'integer in decimal digits, no spaces nor decimal point, within int64',
  string: 'text',
  dateTime: 'date-time with offset (without a fraction of a second, that whole second), or a date meaning that whole day',
  date: 'date YYYY-MM-DD',
  boolean: 'true or false',
}

function filterDescription(f: FilterDef): string {
  const values = f.values ? ` Values: ${f.values.join(', ')}.` : ''
  const repeat = f.multiple ? ' Repeatable: every value must hold.' : ''
  return `${f.description} (${KIND_TEXT[f.kind]}). Operators: ${f.operators.join(', ')}; plain value means eq.${values}${repeat}`
}

/** Largest page index: page × size stays an exact integer (below 2^53). */
const MAX_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / MAX_PAGE_SIZE)

/** Paging parameters: `page` from 0, `size` 1 to 100. */
export const pagingProperties = {
  page: Type.Integer({ minimum: 0, maximum: MAX_PAGE, default: 0, description: `Index of the page, from 0 to ${MAX_PAGE}` }),
  size: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, description: 'Page size, 1 to 100' }),
}

/** A filter's query value: one string, or one per repetition (so services get typed queries). */
type FilterSchema<F extends FilterDef> = F['multiple'] extends true ? TOptional<TArray<TString>> : TOptional<TString>
type FilterProps<S extends SearchDef> = { -readonly [K in keyof S['filters']]: FilterSchema<S['filters'][K]> }

/**
 * One filter's query schema: a grammar string; with a closed value set, a pattern admitting
 * exactly its values under its operators (search-patterns.ts). `x-operators` lets the errors
 * plugin tell `operator_not_allowed` from `invalid_value` when the pattern refuses a value.
 */
function filterSchema(f: FilterDef): TSchema {
  const pattern = filterPattern(f)
  const one = Type.String({ description: filterDescription(f), 'x-operators': f.operators, ...(pattern ? { pattern } : {}) })
  return f.multiple ? Type.Optional(Type.Array(one)) : Type.Optional(one)
}

function filterProperties<S extends SearchDef>(def: S): FilterProps<S> {
  const filters = {} as FilterProps<S>
  for (const [name, f] of Object.entries(def.filters)) (filters as Record<string, TSchema>)[name] = filterSchema(f)
  return filters
}

/**
 * `sort`: each value a listed field with an optional direction. `x-sort-fields` lets the errors
 * plugin answer `unknown_sort_field` for another field and `invalid_value` for another direction.
 */
function sortSchema(def: SearchDef): TOptional<TArray<TString>> {
  const fields = def.sort
  const pattern = sortPattern(fields)
  const item = Type.String({ 'x-sort-fields': fields, ...(pattern ? { pattern } : {}) })
  const listed = fields.length > 0 ? `${allowedSorts(def)}.` : 'This search has no sortable field: any value answers 400 unknown_sort_field.'
  return Type.Optional(
    Type.Array(item, {
      description: `Repeatable; \`field\`, \`field,asc\` or \`field,desc\`. ${listed} Other combinations answer 400 unknown_sort_field.`,
      ...(def.combinations ? { 'x-sort-combinations': def.combinations } : {}),
    }),
  )
}

/** The sorts a search accepts, in words: for the OpenAPI document and the 400 that refuses another. */
export function allowedSorts(def: SearchDef): string {
  const one = `one of ${def.sort.join(', ')}`
  const many = (def.combinations ?? []).map((c) =>
    c.includes('-') ? `${c.replace(/[+-]+/g, ' then ')} in opposite directions` : `${c.replace(/\+/g, ' then ')} in one direction`,
  )
  return many.length > 0 ? `Fields: ${one}; or together: ${many.join('; ')}` : `Fields: ${one}`
}

/** The querystring schema of a search: its filters (as grammar strings), paging and sort. */
export function searchQuerySchema<S extends SearchDef, E extends Record<string, TSchema> = Record<never, TSchema>>(def: S, extra: E = {} as E) {
  return Type.Object(
    {
      ...filterProperties(def),
      ...extra,
      page: Type.Optional(pagingProperties.page),
      size: Type.Optional(pagingProperties.size),
      sort: sortSchema(def),
    },
    { additionalProperties: false },
  )
}

/** The same filters without paging, for the `/count` operations. */
export function countQuerySchema<S extends SearchDef, E extends Record<string, TSchema> = Record<never, TSchema>>(def: S, extra: E = {} as E) {
  return Type.Object({ ...filterProperties(def), ...extra }, { additionalProperties: false })
}
