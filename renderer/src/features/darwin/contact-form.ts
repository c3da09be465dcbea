/**
 * The contact data update form: prefilled from the reference contact as the registry stores it
 * (DBNA), turned into the API's `contactData`, checked first with the contract's schema (lengths,
 * 1 to 3 street lines) and then by the validate operation, whose field names
 * (`contactData.streets.1`, `contactData.registrant.regcode`) are mapped back onto the form.
 */
import type { DbnaContact } from '@contract/darwin-contacts'
import { type ContactData, ContactDataSchema } from '@contract/darwin-updates'
import type { ApiFailure } from '@/api/errors'
import { type SchemaRefusal, schemaRefusals } from '@/api/schema-refusals'

export interface ContactForm {
  name: string
  org: string
  streets: string[]
  city: string
  postalCode: string
  state: string
  country: string
  voice: string
  fax: string
  email: string
  consentForPublish: boolean
  regcode: string
  /** Read-only, shown for context. */
  nationality: string
  entityType: number
}

/** The fields the user fills in one input each (the street lines are a list of them). */
type TypedField = Exclude<keyof ContactForm, 'streets' | 'nationality' | 'entityType'>

/** Form keys that can carry an error: the fields, and each street line as `streets.N`. */
export type FormKey = TypedField | `streets.${number}` | 'streets' | 'nationality' | 'entityType'

// A record, so that a field added to the form fails to compile here until it is listed.
const TYPED_FIELDS: Readonly<Record<TypedField, true>> = {
  name: true,
  org: true,
  regcode: true,
  email: true,
  city: true,
  postalCode: true,
  state: true,
  country: true,
  voice: true,
  fax: true,
  consentForPublish: true,
}
const isTypedField = (key: string): key is TypedField => Object.hasOwn(TYPED_FIELDS, key)

/** Every key the form can mark in red: each typed field, each street line, and the lines as a whole. */
export function markableKeys(f: ContactForm): FormKey[] {
  return [...(Object.keys(TYPED_FIELDS) as TypedField[]), ...f.streets.map((_, i): FormKey => `streets.${i}`), 'streets']
}

export function formFromDbna(c: DbnaContact): ContactForm {
  return {
    name: c.name,
    org: c.org,
    streets: c.streets.length > 0 ? [...c.streets] : [''],
    city: c.city,
    postalCode: c.postalCode,
    state: c.state,
    country: c.country,
    voice: c.voice,
    fax: '',
    email: c.email,
    consentForPublish: c.consentForPublish,
    regcode: c.registrant.regcode,
    nationality: c.registrant.nationality,
    entityType: c.registrant.entityType,
  }
}

/** The API's contactData; read-only values are left out (the registry fills them in). */
export function toContactData(f: ContactForm): ContactData {
  const data: ContactData = {
    name: f.name.trim(),
    org: f.org.trim(),
    streets: f.streets.map((s) => s.trim()),
    city: f.city.trim(),
    postalCode: f.postalCode.trim(),
    country: f.country,
    voice: f.voice.trim(),
    email: f.email.trim(),
    consentForPublish: f.consentForPublish,
    registrant: { regcode: f.regcode.trim().toUpperCase() },
  }
  if (f.state.trim() !== '') data.state = f.state.trim().toUpperCase()
  if (f.fax.trim() !== '') data.fax = f.fax.trim()
  return data
}

/** `contactData.registrant.regcode` → `regcode`; `contactData.streets.1` → `streets.1`. */
export function formKeyOf(apiField: string | undefined): FormKey | undefined {
  if (!apiField) return undefined
  const path = apiField.replace(/^contactData\./, '').replace(/^\//, '').replace(/\//g, '.')
  if (path === 'registrant.regcode') return 'regcode'
  if (path === 'registrant.nationality') return 'nationality'
  if (path === 'registrant.entityType') return 'entityType'
  if (/^streets\.\d+$/.test(path) || path === 'streets') return path as FormKey
  return path !== 'regcode' && isTypedField(path) ? path : undefined
}

/** A field's value as text, to tell whether the user changed it since the registry judged it. */
export function formValueOf(f: ContactForm, key: FormKey): string {
  if (key.startsWith('streets.')) return f.streets[Number(key.slice('streets.'.length))] ?? ''
  return JSON.stringify(f[key as keyof ContactForm])
}

/** Every failing input of an API answer that the form can place on one of its fields, each once. */
export function fieldProblems(err: ApiFailure): { key: FormKey; code: string; detail: string }[] {
  const out = new Map<FormKey, { key: FormKey; code: string; detail: string }>()
  for (const e of err.errors) {
    const key = formKeyOf(e.field)
    if (key && !out.has(key)) out.set(key, { key, code: e.code, detail: err.detail })
  }
  return [...out.values()]
}

/** The i18n key (under `darwin.update.problems`) of a field's problem that the API reported. */
export function problemKeyOf(key: FormKey, code: string, entityType: number, nationality: string): string {
  if (code === 'country_not_changeable') return 'country'
  if (code === 'read_only_field') return 'readOnly'
  if (key.startsWith('streets')) return 'street'
  if (key === 'regcode') {
    if (entityType === 1) return nationality === 'it' ? 'regcodePerson' : 'required'
    if (entityType === 2 || entityType === 3) return 'regcodeVat'
    if (entityType === 7) return 'required'
    return 'regcodeFiscal'
  }
  if (key === 'org') return entityType === 1 ? 'orgEqualsName' : 'required'
  if (key === 'postalCode') return 'postalCode'
  if (key === 'state') return 'province'
  if (key === 'voice' || key === 'fax') return 'phone'
  if (key === 'email') return 'email'
  if (key === 'consentForPublish') return 'consent'
  return 'required'
}

const RULE_KEYWORDS = new Set(['pattern', 'format'])

function ruleKeyOf(keyword: string, key: FormKey, f: ContactForm): string {
  return RULE_KEYWORDS.has(keyword) ? problemKeyOf(key, 'invalid_value', f.entityType, f.nationality) : 'invalid'
}

/**
 * Checks the contract's schema can make before asking the registry: lengths, street lines, and the
 * rules it carries (phone pattern, e-mail format, non-blank text), shown with the same message as
 * the registry's `invalid_value` for that field.
 */
export function schemaProblems(f: ContactForm): Partial<Record<FormKey, string>> {
  const out: Partial<Record<FormKey, string>> = {}
  if (f.streets.length < 1 || f.streets.length > 3) out.streets = 'streetCount'
  const refused = schemaRefusals(ContactDataSchema, toContactData(f), formKeyOf)
  for (const [key, { keyword }] of Object.entries(refused) as [FormKey, SchemaRefusal][]) {
    out[key] ??= keyword === 'maxLength' ? 'tooLong' : ruleKeyOf(keyword, key, f)
  }
  return out
}

/**
 * The form to ask the registry about while some fields break the contract's schema. The registry
 * checks in two stages (the schema's, then its business checks on data the schema accepts), so a
 * form with one malformed e-mail would hear nothing about a wrong tax code typed beside it. The
 * fields the schema refuses (already shown with the schema's own message) are sent with the
 * registry's stored value instead, so that every other field is judged in the same answer.
 */
export function probeForm(f: ContactForm, stored: ContactForm, local: Partial<Record<FormKey, string>>): ContactForm {
  const probe: ContactForm = { ...f, streets: [...f.streets] }
  for (const key of Object.keys(local) as FormKey[]) {
    if (key === 'streets') probe.streets = [...stored.streets]
    else if (key.startsWith('streets.')) {
      const i = Number(key.slice('streets.'.length))
      probe.streets[i] = stored.streets[i] ?? stored.streets[0] ?? ''
    } else Object.assign(probe, { [key]: stored[key as keyof ContactForm] })
  }
  return probe
}
