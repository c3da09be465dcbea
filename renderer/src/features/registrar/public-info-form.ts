/**
 * The public information form as typed, the request it sends, and what the public preview shows.
 * Languages are typed as ISO 639-1 codes separated by commas or spaces (`it, en`).
 */
import { ISO_639_1_CODES, type PublicInfo, type PublicInfoRequest, publicInfoPut } from '@contract/registrar'
import { addApiRefusals } from './schema-refusals'

export interface PublicInfoForm {
  displayName: string
  website: string
  email: string
  phone: string
  description: string
  languages: string
}

export type PublicInfoField = keyof PublicInfoForm

export const PUBLIC_INFO_FIELDS: readonly PublicInfoField[] = ['displayName', 'website', 'email', 'phone', 'description', 'languages']

/** The contract's bounds (contract/registrar.ts). */
export const MAX_LANGUAGES = 10
export const MAX_DESCRIPTION = 500
const MAX_DISPLAY_NAME = 100

export const publicInfoFormOf = (p: PublicInfo): PublicInfoForm => ({
  displayName: p.displayName,
  website: p.website ?? '',
  email: p.email,
  phone: p.phone,
  description: p.description ?? '',
  languages: p.languages.join(', '),
})

/** The codes typed, in order, as typed (lower case is the user's to give). */
export const languageCodes = (typed: string): string[] => typed.split(/[\s,;]+/).filter(Boolean)

export function publicInfoRequest(form: PublicInfoForm): PublicInfoRequest {
  const website = form.website.trim()
  const description = form.description.trim()
  return {
    displayName: form.displayName.trim(),
    website: website === '' ? null : website,
    email: form.email.trim(),
    phone: form.phone.trim(),
    description: description === '' ? null : description,
    languages: languageCodes(form.languages),
  }
}

/**
 * A problem of the form found before sending: the form's own words (an i18n key under
 * `registrar.publicInfo.errors` and its values), or the code the API would refuse the value with,
 * said as the API's refusal is (`errors.<code>`).
 */
export type FormProblem =
  | { key: 'required' | 'languageCode' | 'languageRepeated' | 'tooManyLanguages' | 'tooLong'; values?: Record<string, string | number> }
  | { code: string }

const LANGUAGE_CODES: ReadonlySet<string> = new Set(ISO_639_1_CODES)

/**
 * Everything the app can tell without the API, every field at once: required fields, the length
 * limits, the language codes (those in force, none twice), and the formats of the contract's schema
 * and the service's e-mail rule (web address, e-mail, phone). What is left is the API's alone.
 */
export function checkPublicInfoForm(form: PublicInfoForm): Partial<Record<PublicInfoField, FormProblem>> {
  const problems: Partial<Record<PublicInfoField, FormProblem>> = {}
  for (const f of ['displayName', 'email', 'phone', 'languages'] as const) {
    if (form[f].trim() === '') problems[f] = { key: 'required' }
  }
  if (form.displayName.trim().length > MAX_DISPLAY_NAME) problems.displayName = { key: 'tooLong', values: { max: MAX_DISPLAY_NAME } }
  if (form.description.trim().length > MAX_DESCRIPTION) problems.description = { key: 'tooLong', values: { max: MAX_DESCRIPTION } }
  const codes = languageCodes(form.languages)
  const wrong = codes.filter((c) => !LANGUAGE_CODES.has(c))
  const repeated = codes.filter((c, i) => codes.indexOf(c) !== i)
  if (wrong.length > 0) problems.languages = { key: 'languageCode', values: { codes: wrong.join(', ') } }
  else if (repeated.length > 0) problems.languages = { key: 'languageRepeated', values: { codes: [...new Set(repeated)].join(', ') } }
  else if (codes.length > MAX_LANGUAGES) problems.languages = { key: 'tooManyLanguages', values: { max: MAX_LANGUAGES } }
  // The formats, on the fields the form's own words have not named already.
  addApiRefusals(problems, PUBLIC_INFO_FIELDS, publicInfoPut.body, publicInfoRequest(form), publicInfoFieldOf)
  return problems
}

/** The API's field (`languages`, `languages.2`) → the form's. */
export function publicInfoFieldOf(apiField: string): PublicInfoField | undefined {
  const head = apiField.split('.')[0] ?? ''
  return (PUBLIC_INFO_FIELDS as readonly string[]).includes(head) ? (head as PublicInfoField) : undefined
}

/** A language's name in the app's language (`en` → `inglese`), or the code when it has none. */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(code) ?? code
  } catch {
    return code
  }
}
