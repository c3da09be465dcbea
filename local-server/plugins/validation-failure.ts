/**
 * A request that fails its schema, as one failure: Ajv reports every failing input (`allErrors`),
 * the first names the body's `code` and `field` (what clients reading one error rely on), and
 * `errors` lists each failing input once, in Ajv's order.
 */
import type { ErrorCode, FieldError } from '../contract/errors.js'
import type { Failure } from './error-body.js'
import { grammarParameter, validationCode, type VerboseError } from './validation-codes.js'

export interface AjvError extends VerboseError {
  instancePath: string
  keyword: string
  message?: string
  params: Record<string, unknown>
}

/** `bankPayment.paymentDate` from Ajv's `/bankPayment/paymentDate` and its params. */
function fieldOf(e: AjvError): string {
  const base = e.instancePath.split('/').filter(Boolean).join('.')
  const extra = (e.params.missingProperty ?? e.params.additionalProperty) as string | undefined
  return [base, extra].filter(Boolean).join('.')
}

function describeValidation(e: AjvError, field: string, inBody: boolean): string {
  if (e.keyword === 'additionalProperties') return `${field}: unknown ${inBody ? 'field' : 'parameter'}`
  if (e.keyword === 'required') return `${field}: is required`
  return `${field || 'body'}: ${e.message ?? 'is invalid'}`
}

export function validationFailure(validation: readonly AjvError[], context: string | undefined): Failure {
  const inBody = context === 'body'
  // Each input is named as the grammar names it and answers the code its schema declares
  // (`x-error-code`, validation-codes.ts), or invalid_body / invalid_parameter.
  const seen = new Map<string, { message: string; code: ErrorCode }>()
  for (const e of validation) {
    const field = grammarParameter(e) ?? fieldOf(e)
    // A field that fails several keywords (or every branch of an anyOf) is listed once, by its first.
    if (!seen.has(field)) seen.set(field, { message: describeValidation(e, field, inBody), code: validationCode(e, inBody) as ErrorCode })
  }
  const [firstField, first] = [...seen][0]!
  const errors: FieldError[] = [...seen].filter(([field]) => field).map(([field, { code }]) => ({ field, code }))
  return {
    status: 400,
    code: first.code,
    // The detail stays the first input's sentence, as before `errors` listed them all.
    message: first.message,
    ...(firstField ? { field: firstField } : {}),
    ...(errors.length > 0 ? { errors } : {}),
  }
}
