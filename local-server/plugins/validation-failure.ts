/**
 * A request that fails its schema, as one failure: Ajv reports every failing input (`allErrors`),
 * the first names the body's `code` and `field` (what clients reading one error rely on), and
 * `errors` lists each failing input once, in Ajv's order.
 */
import type { FieldError } from '../contract/errors.js'
import type { Failure } from './error-body.js'

export interface AjvError {
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
  const code = inBody ? 'invalid_body' : 'invalid_parameter'
  const seen = new Map<string, string>()
  for (const e of validation) {
    const field = fieldOf(e)
    // A field that fails several keywords (or every branch of an anyOf) is listed once, by its first.
    if (!seen.has(field)) seen.set(field, describeValidation(e, field, inBody))
  }
  const [firstField, firstMessage] = [...seen][0]!
  const errors: FieldError[] = [...seen.keys()].filter(Boolean).map((field) => ({ field, code }))
  return {
    status: 400,
    code,
    // The detail stays the first input's sentence, as before `errors` listed them all.
    message: firstMessage,
    ...(firstField ? { field: firstField } : {}),
    ...(errors.length > 0 ? { errors } : {}),
  }
}
