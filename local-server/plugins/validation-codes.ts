/**
 * Which error code a failed schema check answers with. By default a query or path parameter
 * answers `invalid_parameter` and a body `invalid_body`; a schema that now carries a rule a
 * service used to check by hand names the code clients already rely on with `x-error-code`
 * (an e-mail `invalid_email`, the GDPR language `invalid_language`), so moving the rule into the
 * document does not change the answer (a value of the wrong JSON type still answers
 * `invalid_body`). A search filter's pattern (contract/query.ts) tells an operator the parameter
 * does not list (`operator_not_allowed`) from a value outside its list (`invalid_value`), and
 * `sort`'s an unknown field (`unknown_sort_field`) from a wrong direction (`invalid_value`), as
 * the search grammar (db/search.ts) does.
 */
import { splitOperator } from '../db/search.js'
import type { Operator } from '../contract/query.js'

/** Ajv's error with `verbose: true`: the failing schema and the value it judged. */
export interface VerboseError {
  readonly keyword: string
  readonly instancePath: string
  readonly parentSchema?: Record<string, unknown>
  readonly data?: unknown
}

/** As compileSort: a field it cannot sort on first, then a direction other than asc or desc. */
function sortCode(fields: readonly string[], data: unknown): string {
  const field = typeof data === 'string' ? data.split(',')[0] : undefined
  return field !== undefined && fields.includes(field) ? 'invalid_value' : 'unknown_sort_field'
}

/** As the grammar's condition(): an operator the parameter does not list first, then the value. */
function searchCode(operators: readonly Operator[], data: unknown): string {
  if (typeof data !== 'string') return 'invalid_value'
  return operators.includes(splitOperator(data).op) ? 'invalid_value' : 'operator_not_allowed'
}

/** A search parameter's pattern (contract/query.ts) refused the value. */
const isGrammarFailure = (e: VerboseError) =>
  e.keyword === 'pattern' && (Array.isArray(e.parentSchema?.['x-operators']) || Array.isArray(e.parentSchema?.['x-sort-fields']))

/**
 * A search parameter is named as the grammar names it, `sort` rather than `sort.0`: the index of
 * a repeated value is not a field the client wrote.
 */
export function grammarParameter(e: VerboseError): string | undefined {
  return isGrammarFailure(e) ? e.instancePath.split('/').filter(Boolean)[0] : undefined
}

export function validationCode(e: VerboseError, inBody: boolean): string {
  const schema = e.parentSchema ?? {}
  if (isGrammarFailure(e)) {
    const operators = schema['x-operators']
    return Array.isArray(operators) ? searchCode(operators as Operator[], e.data) : sortCode(schema['x-sort-fields'] as string[], e.data)
  }
  // A value of the wrong type is a fault of the request's shape, not of the rule the code names.
  if (typeof schema['x-error-code'] === 'string' && e.keyword !== 'type') return schema['x-error-code']
  return inBody ? 'invalid_body' : 'invalid_parameter'
}
