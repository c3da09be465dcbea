/**
 * What the API would refuse about a request's fields, found before sending it, the way the darwin
 * contact form and the bank transfer form do: the request is checked against the contract's own
 * schema (one source of truth), and each refused field gets the code the API would answer for it.
 *
 * Needed because the API judges in two stages: its schema first, then the service's checks on what
 * the schema let through. A form that sent only once its own checks passed, and left formats to the
 * API, showed its own problems first and the API's on the next submit: two rounds for one form.
 */
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { isValidEmail } from '@validation/italian'

/** The code the API answers for a value its schema refuses without naming one (a length, a type). */
export const SCHEMA_CODE = 'invalid_body'

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
 * Each field of `request` the schema refuses, with the API's code for it: the `x-error-code` the
 * schema gives the rule (`invalid_email`, `invalid_phone`, `invalid_url`), else `invalid_body`.
 * `fieldOf` maps the API's field (`languages.2`) to the form's; a field is named once.
 */
export function schemaRefusals<K extends string>(schema: TSchema, request: unknown, fieldOf: (apiField: string) => K | undefined): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {}
  for (const error of Value.Errors(schema, request)) {
    const field = fieldOf(error.instancePath.replace(/^\//, '').replace(/\//g, '.'))
    if (!field) continue
    const code = schemaAt(schema, error.schemaPath)?.['x-error-code']
    // A nullable field fails both of its branches: the one that names a code says what is wrong.
    if (typeof code === 'string' && out[field] === SCHEMA_CODE) out[field] = code
    else out[field] ??= typeof code === 'string' ? code : SCHEMA_CODE
  }
  return out
}

/** The service's own e-mail rule beyond the schema's format (RFC 5321 lengths), as the API answers it. */
export const emailRefusal = (email: string): 'invalid_email' | undefined => (isValidEmail(email) ? undefined : 'invalid_email')

/**
 * Adds to `problems`, on each of `fields` it does not name yet, what the API would refuse about
 * `request`: its schema (`schemaRefusals`), and the e-mail rule on the form's e-mail field. Each as
 * `{ code }`, said as the API's refusal is (`errors.<code>`).
 */
export function addApiRefusals<K extends string, P>(
  problems: Partial<Record<K, P | { code: string }>>,
  fields: readonly K[],
  schema: TSchema,
  request: { readonly email: string },
  fieldOf: (apiField: string) => K | undefined,
): void {
  const refused = schemaRefusals(schema, request, fieldOf)
  const emailField = fieldOf('email')
  if (emailField) refused[emailField] ??= emailRefusal(request.email)
  for (const f of fields) {
    const code = refused[f]
    if (code && !problems[f]) problems[f] = { code }
  }
}
