/**
 * What the API would refuse about a registrar form's request, found before sending it: its schema
 * (`@/api/schema-refusals`), each refused field with the code the API would answer for it, and the
 * service's e-mail rule on top of the schema's format.
 */
import type { TSchema } from 'typebox'
import { type SchemaRefusal, schemaRefusals } from '@/api/schema-refusals'
import { isValidEmail } from '@validation/italian'

/** The code the API answers for a value its schema refuses without naming one (a length, a type). */
export const SCHEMA_CODE = 'invalid_body'

/**
 * Each field of `request` the schema refuses, with the API's code for it: the `x-error-code` the
 * schema gives the rule (`invalid_email`, `invalid_phone`, `invalid_url`), else `invalid_body`.
 */
export function schemaCodes<K extends string>(schema: TSchema, request: unknown, fieldOf: (apiField: string) => K | undefined): Partial<Record<K, string>> {
  const codes: Partial<Record<K, string>> = {}
  for (const [field, refusal] of Object.entries(schemaRefusals(schema, request, fieldOf)) as [K, SchemaRefusal][]) codes[field] = refusal.code ?? SCHEMA_CODE
  return codes
}

/** The service's own e-mail rule beyond the schema's format (RFC 5321 lengths), as the API answers it. */
export const emailRefusal = (email: string): 'invalid_email' | undefined => (isValidEmail(email) ? undefined : 'invalid_email')

/**
 * Adds to `problems`, on each of `fields` it does not name yet, what the API would refuse about
 * `request`: its schema (`schemaCodes`), and the e-mail rule on the form's e-mail field. Each as
 * `{ code }`, said as the API's refusal is (`errors.<code>`).
 */
export function addApiRefusals<K extends string, P>(
  problems: Partial<Record<K, P | { code: string }>>,
  fields: readonly K[],
  schema: TSchema,
  request: { readonly email: string },
  fieldOf: (apiField: string) => K | undefined,
): void {
  const refused = schemaCodes(schema, request, fieldOf)
  const emailField = fieldOf('email')
  if (emailField) refused[emailField] ??= emailRefusal(request.email)
  for (const f of fields) {
    const code = refused[f]
    if (code && !problems[f]) problems[f] = { code }
  }
}
