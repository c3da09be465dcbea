/**
 * Patterns that let the document say what a search parameter with a closed list of values takes
 * (`status=in:approved,pending`): exactly the listed values under exactly the operators the
 * parameter lists, in the grammar of query.ts and db/search.ts. A plain enum cannot say it, as the
 * value carries its operator. Open values (numbers, dates, text) keep their rule in the
 * description and the search grammar's check (db/search.ts), which also answers the precise code.
 */
import type { FilterDef, Operator } from './query.js'

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** One alternative of the pattern per operator; `value` is the group of allowed values. */
function operatorBranch(op: Operator, value: string): string {
  switch (op) {
    // A plain value means eq.
    case 'eq':
      return `(?:eq:)?${value}`
    // Empty items of a list are skipped by the grammar (`in:a,,b`), so commas may repeat.
    case 'in':
    case 'notIn':
      return `${op}:,*${value}(?:,+${value})*,*`
    case 'between':
      return `between:,*${value},+${value},*`
    case 'isNotNull':
      return 'isNotNull:(?:true)?'
    default:
      return `${op}:${value}`
  }
}

/** The values a filter takes from a closed set: its list, or true/false for a boolean. */
function closedValues(f: FilterDef): readonly string[] | undefined {
  return f.values ?? (f.kind === 'boolean' ? ['true', 'false'] : undefined)
}

/** `^(?:…)$` admitting the filter's closed values under its operators; undefined for open values. */
export function filterPattern(f: FilterDef): string | undefined {
  const values = closedValues(f)
  if (!values) return undefined
  const value = `(?:${values.map(escape).join('|')})`
  return `^(?:${f.operators.map((op) => operatorBranch(op, value)).join('|')})$`
}

/**
 * `sort` values: a listed field, then optionally `,asc` or `,desc`. A search with no sortable
 * field gets no pattern: any `sort` answers `unknown_sort_field`, which the description says.
 */
export function sortPattern(fields: readonly string[]): string | undefined {
  if (fields.length === 0) return undefined
  return `^(?:${fields.map(escape).join('|')})(?:,(?:asc|desc))?$`
}
