/**
 * What the API's own schema refuses about a request, field by field, found before it is sent: the
 * forms check a request against the contract's schema (one source of truth) so that a user hears
 * every problem at once, rather than one round from the form and the next from the API. Each form
 * says a refusal in its own words (the registrar forms as the API's codes, the darwin and bank
 * forms by the rule refused).
 */
import type { TSchema } from 'typebox'
import { Settings } from 'typebox/system'
import { Value } from 'typebox/value'

/** Why the schema refused a field: the first rule it broke, and the API's code for it if a rule names one. */
export interface SchemaRefusal {
  /** The JSON Schema keyword of the first rule broken (`maxLength`, `format`, `pattern`…). */
  readonly keyword: string
  /** The `x-error-code` of a rule broken (`invalid_email`, `invalid_phone`…), if one names it. */
  readonly code?: string
}

/** The part of `schema` a TypeBox error's `schemaPath` points at (`#/properties/website/anyOf/0`). */
function schemaAt(schema: TSchema, path: string): Record<string, unknown> | undefined {
  let node: unknown = schema
  for (const step of path.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[step.replace(/~1/g, '/').replace(/~0/g, '~')]
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : undefined
}

/**
 * Every error of `value`: TypeBox stops at 8 by default (`maxErrors`), fewer than a form's fields
 * break when each breaks two rules (a blank required name: its length and its pattern), and the
 * fields past the eighth went unsaid. Raised for this call only, and put back before anything else
 * runs.
 */
function allErrors(schema: TSchema, value: unknown) {
  const { maxErrors } = Settings.Get()
  Settings.Set({ maxErrors: Number.POSITIVE_INFINITY })
  try {
    return Value.Errors(schema, value)
  } finally {
    Settings.Set({ maxErrors })
  }
}

/**
 * Each field of `request` that `schema` refuses, once. `fieldOf` maps the API's field
 * (`languages.2`, `bankPayment.valueDate`) to the form's, or to nothing for a field the form does
 * not show. A field that breaks several rules keeps the first; its code is the first one any of
 * them names (a nullable field fails both of its branches: the one that names a code says what is
 * wrong).
 */
export function schemaRefusals<K extends string>(schema: TSchema, request: unknown, fieldOf: (apiField: string) => K | undefined): Partial<Record<K, SchemaRefusal>> {
  const out: Partial<Record<K, SchemaRefusal>> = {}
  for (const error of allErrors(schema, request)) {
    const field = fieldOf(error.instancePath.replace(/^\//, '').replace(/\//g, '.'))
    if (!field) continue
    const named = schemaAt(schema, error.schemaPath)?.['x-error-code']
    const code = typeof named === 'string' ? named : undefined
    const first = out[field]
    if (!first) out[field] = code === undefined ? { keyword: error.keyword } : { keyword: error.keyword, code }
    else if (first.code === undefined && code !== undefined) out[field] = { ...first, code }
  }
  return out
}
