/**
 * GDPR data of the registrar (tag `customer`): the data-processing agreement the registrar accepts,
 * who represents it and who data subjects write to. Absent (404) until the first PUT.
 */
import { Type, type Static } from 'typebox'
import { DateTime } from './common.js'
import { ADMIN_ACCESS, Email, Phone, READ_ACCESS, Text, WebUrl } from './customer-common.js'
import { defineOperation } from './operation.js'

const GDPR_LANGUAGES = ['it', 'en'] as const
export type GdprLanguage = (typeof GDPR_LANGUAGES)[number]

const Language = (options: Record<string, string> = {}) => Type.Enum([...GDPR_LANGUAGES], { description: 'Language of the template: `it` or `en`', ...options })

const GdprTemplateSchema = Type.Object(
  {
    language: Language(),
    version: Type.String({ description: 'Version of the template; GDPR data records the version accepted', examples: ['2026.1'] }),
    title: Type.String(),
    text: Type.String({ description: 'The full text, plain text with blank lines between paragraphs' }),
  },
  { $id: 'GdprTemplate', title: 'GDPR template', description: 'The data-processing agreement the registry asks each registrar to accept.' },
)
export type GdprTemplate = Static<typeof GdprTemplateSchema>

const LegalRepresentative = Type.Object(
  {
    firstName: Text(64, 'First name'),
    lastName: Text(64, 'Last name'),
    fiscalCode: Type.String({ description: 'Italian codice fiscale of the person (16 characters, check character verified)' }),
    role: Text(64, 'Role in the company, e.g. Amministratore delegato'),
  },
  { additionalProperties: false, description: 'The person who signs the agreement for the registrar' },
)

const DataProtectionOfficer = Type.Object(
  { name: Text(128, 'Name of the DPO (a person or a firm)'), email: Email('E-mail of the DPO'), phone: Phone('Phone of the DPO') },
  { additionalProperties: false, description: 'Data protection officer (GDPR art. 37); null when the registrar has none' },
)

const gdprFields = {
  legalRepresentative: LegalRepresentative,
  dataProtectionOfficer: Type.Union([DataProtectionOfficer, Type.Null()]),
  privacyEmail: Email('Where data subjects exercise their rights'),
  privacyPolicyUrl: WebUrl("The registrar's privacy notice", 'https'),
  language: Language(),
}

const GdprRequestSchema = Type.Object(
  {
    ...gdprFields,
    accepted: Type.Boolean({ description: 'Must be true: the registrar accepts the template in `language`' }),
  },
  { $id: 'GdprRequest', additionalProperties: false, title: 'GDPR request', description: 'Creates or replaces the GDPR data.' },
)
export type GdprRequest = Static<typeof GdprRequestSchema>

const GdprSchema = Type.Object(
  {
    ...gdprFields,
    templateVersion: Type.String({ description: 'Version of the template accepted' }),
    created: DateTime(),
    lastupdate: DateTime('Last change or confirmation'),
  },
  { $id: 'Gdpr', title: 'GDPR data' },
)
export type Gdpr = Static<typeof GdprSchema>

export const gdprTemplateGet = defineOperation({
  id: 'customer.gdpr.template.get',
  errorCodes: ['invalid_language'],
  method: 'GET',
  url: '/v1/gdpr/template/:language',
  tag: 'customer',
  summary: 'Read the GDPR template in a language',
  access: READ_ACCESS,
  errorKind: 'legacy',
  params: Type.Object({ language: Language({ 'x-error-code': 'invalid_language', description: 'Language of the template; any other answers 400 invalid_language' }) }),
  successStatus: 200,
  response: GdprTemplateSchema,
  errors: [400, 401, 403],
})

export const gdprGet = defineOperation({
  id: 'customer.gdpr.get',
  errorCodes: [],
  method: 'GET',
  url: '/v1/gdpr',
  tag: 'customer',
  summary: "Read the registrar's GDPR data",
  access: READ_ACCESS,
  errorKind: 'legacy',
  successStatus: 200,
  response: GdprSchema,
  errors: [401, 403, 404],
})

export const gdprPut = defineOperation({
  id: 'customer.gdpr.put',
  errorCodes: ['agreement_not_accepted', 'blank_value', 'invalid_fiscal_code', 'invalid_email', 'invalid_phone', 'invalid_url'],
  method: 'PUT',
  url: '/v1/gdpr',
  tag: 'customer',
  summary: "Create or replace the registrar's GDPR data",
  description: 'Answers 201 when the data is created, 200 when it is replaced.',
  access: ADMIN_ACCESS,
  errorKind: 'legacy',
  body: GdprRequestSchema,
  successStatus: 200,
  alsoSuccess: [201],
  response: GdprSchema,
  errors: [400, 401, 403],
})

export const gdprConfirm = defineOperation({
  id: 'customer.gdpr.confirm',
  errorCodes: [],
  method: 'PUT',
  url: '/v1/gdpr/confirm',
  tag: 'customer',
  summary: 'Confirm that the GDPR data is still valid',
  description: 'Changes only `lastupdate`. Without GDPR data it answers 404.',
  access: ADMIN_ACCESS,
  errorKind: 'legacy',
  successStatus: 200,
  response: GdprSchema,
  errors: [401, 403, 404],
})
