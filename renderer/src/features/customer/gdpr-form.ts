import type { Gdpr, GdprLanguage, GdprRequest } from '@contract/customer'

/** The GDPR form as typed, one flat field per input, named by the API's field path. */
export interface GdprForm {
  'legalRepresentative.firstName': string
  'legalRepresentative.lastName': string
  'legalRepresentative.fiscalCode': string
  'legalRepresentative.role': string
  /** Whether the registrar has designated a data protection officer. */
  hasDpo: boolean
  'dataProtectionOfficer.name': string
  'dataProtectionOfficer.email': string
  'dataProtectionOfficer.phone': string
  privacyEmail: string
  privacyPolicyUrl: string
  language: GdprLanguage
  accepted: boolean
}

export type GdprField = keyof GdprForm

/** An empty form for the first time, in the app's language; else the data as stored. */
export function gdprFormOf(gdpr: Gdpr | null, language: GdprLanguage): GdprForm {
  const rep = gdpr?.legalRepresentative
  const dpo = gdpr?.dataProtectionOfficer
  return {
    'legalRepresentative.firstName': rep?.firstName ?? '',
    'legalRepresentative.lastName': rep?.lastName ?? '',
    'legalRepresentative.fiscalCode': rep?.fiscalCode ?? '',
    'legalRepresentative.role': rep?.role ?? '',
    hasDpo: !!dpo,
    'dataProtectionOfficer.name': dpo?.name ?? '',
    'dataProtectionOfficer.email': dpo?.email ?? '',
    'dataProtectionOfficer.phone': dpo?.phone ?? '',
    privacyEmail: gdpr?.privacyEmail ?? '',
    privacyPolicyUrl: gdpr?.privacyPolicyUrl ?? '',
    language: gdpr?.language ?? language,
    // Accepting is asked again at every save: the template may have changed since.
    accepted: false,
  }
}

/** The request; the officer's fields count only when the registrar has one. */
export function gdprRequest(form: GdprForm): GdprRequest {
  const v = (f: GdprField) => String(form[f]).trim()
  return {
    legalRepresentative: {
      firstName: v('legalRepresentative.firstName'),
      lastName: v('legalRepresentative.lastName'),
      fiscalCode: v('legalRepresentative.fiscalCode').toUpperCase(),
      role: v('legalRepresentative.role'),
    },
    dataProtectionOfficer: form.hasDpo
      ? { name: v('dataProtectionOfficer.name'), email: v('dataProtectionOfficer.email'), phone: v('dataProtectionOfficer.phone') }
      : null,
    privacyEmail: v('privacyEmail'),
    privacyPolicyUrl: v('privacyPolicyUrl'),
    language: form.language,
    accepted: form.accepted,
  }
}

/**
 * The API's field (`legalRepresentative.fiscalCode`, `dataProtectionOfficer`) → the form's; a
 * refusal of a whole object goes on its first field.
 */
export function gdprFieldOf(apiField: string): GdprField | undefined {
  const fields = Object.keys(gdprFormOf(null, 'it')) as GdprField[]
  if ((fields as string[]).includes(apiField)) return apiField as GdprField
  return fields.find((f) => f.startsWith(`${apiField}.`))
}

/** One block of the template as a document shows it: a numbered clause's heading, then its lines. */
export interface TemplateBlock {
  heading: string | null
  lines: string[]
}

/**
 * The template's plain text as a document: paragraphs are separated by blank lines, a paragraph
 * opening with `1. Oggetto` is a clause whose first line is its heading, and every line stays a line
 * (the lists `a) … b) …` and the signature block keep their layout). A first line that repeats the
 * title (`ACCORDO SUL TRATTAMENTO…`) is left out: the document shows the title as its heading.
 */
export function templateBlocks(text: string, title = ''): TemplateBlock[] {
  const blocks = text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== ''))
    .filter((lines) => lines.length > 0)
    .map((lines) => (/^\d+\.\s/.test(lines[0]!) && lines[0]!.length <= 80 ? { heading: lines[0]!, lines: lines.slice(1) } : { heading: null, lines }))
  const first = blocks[0]
  if (first && title && first.lines[0]?.toLocaleLowerCase() === title.trim().toLocaleLowerCase()) first.lines.shift()
  return blocks.filter((b) => b.heading !== null || b.lines.length > 0)
}
