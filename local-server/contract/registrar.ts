/**
 * Customer and Registrar, second half (tag `registrar`): registrar data, public information,
 * registrar events and registrar contacts. Shapes are the project's design (the spec names the
 * resources only); see docs/registrar.md. Every operation answers the legacy error kind.
 */
import { Type, type Static } from 'typebox'
import { DateOnly, DateTime, PagedOf } from './common.js'
import { EVERY_USER_ACCESS } from './access.js'
import { ADMIN_ACCESS, Email, Nullable, Phone, READ_ACCESS, Text, WebUrl } from './customer-common.js'
import { defineOperation } from './operation.js'
import { COMPARISON, defineSearch, EQUALITY, searchQuerySchema } from './query.js'

// ---- Registrar data --------------------------------------------------------------------------

const RegistrarSchema = Type.Object(
  {
    id: Type.Integer({ format: 'int64' }),
    code: Type.String({ description: 'Registrar code used in the registry', examples: ['DEMO-REG'] }),
    name: Type.String({ description: 'Company name' }),
    status: Type.Enum(['active', 'suspended', 'terminated']),
    accreditationDate: DateOnly('Day the registry accredited the registrar'),
    eppUsername: Type.String({ description: 'Login of the EPP account the registrar operates with' }),
    created: DateTime(),
  },
  { $id: 'Registrar', title: 'Registrar data' },
)
export type Registrar = Static<typeof RegistrarSchema>

export const registrarGet = defineOperation({
  id: 'registrar.get',
  errorCodes: [],
  method: 'GET',
  url: '/v1/registrar',
  tag: 'registrar',
  summary: "Read the caller's registrar data",
  access: EVERY_USER_ACCESS,
  errorKind: 'legacy',
  successStatus: 200,
  response: RegistrarSchema,
  errors: [401],
})

// ---- Public information -----------------------------------------------------------------------

/**
 * The ISO 639-1 language codes in force (183): the two-letter codes ICU names
 * (`Intl.DisplayNames`, type language), without the withdrawn `in`, `iw`, `ji`, `jw`, `mo`, `sh`
 * and `bh` (tests/unit/local-server/contract/languages.test.ts checks both).
 */
export const ISO_639_1_CODES = [
  'aa', 'ab', 'ae', 'af', 'ak', 'am', 'an', 'ar', 'as', 'av', 'ay', 'az', 'ba', 'be', 'bg', 'bi',
  'bm', 'bn', 'bo', 'br', 'bs', 'ca', 'ce', 'ch', 'co', 'cr', 'cs', 'cu', 'cv', 'cy', 'da', 'de',
  'dv', 'dz', 'ee', 'el', 'en', 'eo', 'es', 'et', 'eu', 'fa', 'ff', 'fi', 'fj', 'fo', 'fr', 'fy',
  'ga', 'gd', 'gl', 'gn', 'gu', 'gv', 'ha', 'he', 'hi', 'ho', 'hr', 'ht', 'hu', 'hy', 'hz', 'ia',
  'id', 'ie', 'ig', 'ii', 'ik', 'io', 'is', 'it', 'iu', 'ja', 'jv', 'ka', 'kg', 'ki', 'kj', 'kk',
  'kl', 'km', 'kn', 'ko', 'kr', 'ks', 'ku', 'kv', 'kw', 'ky', 'la', 'lb', 'lg', 'li', 'ln', 'lo',
  'lt', 'lu', 'lv', 'mg', 'mh', 'mi', 'mk', 'ml', 'mn', 'mr', 'ms', 'mt', 'my', 'na', 'nb', 'nd',
  'ne', 'ng', 'nl', 'nn', 'no', 'nr', 'nv', 'ny', 'oc', 'oj', 'om', 'or', 'os', 'pa', 'pi', 'pl',
  'ps', 'pt', 'qu', 'rm', 'rn', 'ro', 'ru', 'rw', 'sa', 'sc', 'sd', 'se', 'sg', 'si', 'sk', 'sl',
  'sm', 'sn', 'so', 'sq', 'sr', 'ss', 'st', 'su', 'sv', 'sw', 'ta', 'te', 'tg', 'th', 'ti', 'tk',
  'tl', 'tn', 'to', 'tr', 'ts', 'tt', 'tw', 'ty', 'ug', 'uk', 'ur', 'uz', 've', 'vi', 'vo', 'wa',
  'wo', 'xh', 'yi', 'yo', 'za', 'zh', 'zu',
] as const

const publicInfoFields = {
  displayName: Text(100, 'Name shown on the registry\'s public list of registrars'),
  website: Nullable(WebUrl("The registrar's site", 'http or https')),
  email: Email('Public contact e-mail'),
  phone: Phone('Public phone'),
  // The empty string is refused by the schema (invalid_body) and text of spaces only by the
  // service (blank_value), as every required text of the registrar data; no description is null.
  description: Nullable(Type.String({ minLength: 1, maxLength: 500, description: 'Short presentation, at most 500 characters; not blank (spaces only answer blank_value); null for none' })),
  // A list a schema can say is in the schema: a code outside it answers invalid_body naming `languages.<i>`.
  languages: Type.Array(Type.String({ enum: [...ISO_639_1_CODES], description: 'ISO 639-1 code, lowercase (a code in force)' }), {
    minItems: 1,
    maxItems: 10,
    uniqueItems: true,
    description: 'Languages the registrar serves its customers in',
  }),
}

const PublicInfoRequestSchema = Type.Object(publicInfoFields, {
  $id: 'PublicInfoRequest',
  additionalProperties: false,
  title: 'Public information request',
})
export type PublicInfoRequest = Static<typeof PublicInfoRequestSchema>

const PublicInfoSchema = Type.Object(
  { ...publicInfoFields, lastupdate: DateTime() },
  { $id: 'PublicInfo', title: 'Public information', description: "What the registry publishes about the registrar." },
)
export type PublicInfo = Static<typeof PublicInfoSchema>

export const publicInfoGet = defineOperation({
  id: 'registrar.publicInfo.get',
  errorCodes: [],
  method: 'GET',
  url: '/v1/registrar/publicInfo',
  tag: 'registrar',
  summary: "Read the registrar's public information",
  access: EVERY_USER_ACCESS,
  errorKind: 'legacy',
  successStatus: 200,
  response: PublicInfoSchema,
  errors: [401],
})

export const publicInfoPut = defineOperation({
  id: 'registrar.publicInfo.put',
  errorCodes: ['blank_value', 'invalid_url', 'invalid_email', 'invalid_phone'],
  method: 'PUT',
  url: '/v1/registrar/publicInfo',
  tag: 'registrar',
  summary: "Replace the registrar's public information",
  access: ADMIN_ACCESS,
  errorKind: 'legacy',
  body: PublicInfoRequestSchema,
  successStatus: 200,
  response: PublicInfoSchema,
  errors: [400, 401, 403],
})

// ---- Events -----------------------------------------------------------------------------------

/** What happened to the registrar's data; registry-side types are recorded by the registry. */
export const REGISTRAR_EVENT_TYPES = [
  'contactCreated',
  'contactUpdated',
  'contactDeleted',
  'emailsUpdated',
  'headquarterUpdated',
  'publicInfoUpdated',
  'eInvoicingUpdated',
  'gdprCreated',
  'gdprUpdated',
  'gdprConfirmed',
  'contractRenewed',
  'creditWarning',
] as const
export type RegistrarEventType = (typeof REGISTRAR_EVENT_TYPES)[number]

const RegistrarEventSchema = Type.Object(
  {
    id: Type.Integer({ format: 'int64' }),
    type: Type.Enum([...REGISTRAR_EVENT_TYPES]),
    created: DateTime(),
    user: Type.String({ description: 'Username who made the change, or `registry` for registry-side events' }),
    message: Type.String({ description: 'What happened, in English' }),
    contactId: Type.Optional(Type.Integer({ format: 'int64', description: 'The registrar contact, for contact events' })),
  },
  { $id: 'RegistrarEvent', title: 'Registrar event' },
)
export type RegistrarEvent = Static<typeof RegistrarEventSchema>

export const registrarEventSearch = defineSearch({
  filters: {
    type: { kind: 'string', operators: EQUALITY, values: REGISTRAR_EVENT_TYPES, description: 'Event type' },
    created: {
      kind: 'dateTime',
      operators: [...COMPARISON, 'between'],
      multiple: true,
      description: 'When the event happened',
    },
  },
  // Only `created`: an event log is read in time order, and each order has its own index.
  sort: ['created'],
})

export const registrarEventsList = defineOperation({
  id: 'registrar.events.list',
  errorCodes: [],
  method: 'GET',
  url: '/v1/registrar/events',
  tag: 'registrar',
  summary: "Search the registrar's events",
  description: 'Newest first unless `sort` says otherwise.',
  access: ADMIN_ACCESS,
  errorKind: 'legacy',
  query: searchQuerySchema(registrarEventSearch),
  successStatus: 200,
  response: PagedOf(RegistrarEventSchema, 'Paged registrar events'),
  errors: [400, 401, 403],
})

// ---- Contacts ---------------------------------------------------------------------------------

export const CONTACT_ROLES = ['administrative', 'technical', 'billing', 'abuse', 'legal'] as const

const contactFields = {
  role: Type.Enum([...CONTACT_ROLES], { description: 'What the registry contacts this person about' }),
  firstName: Text(64, 'First name'),
  lastName: Text(64, 'Last name'),
  email: Email('E-mail'),
  phone: Phone('Phone'),
  mobile: Type.Optional(Nullable(Phone('Mobile'))),
  language: Type.Enum(['it', 'en'], { description: 'Language the registry writes to the contact in' }),
}

const RegistrarContactRequestSchema = Type.Object(contactFields, {
  $id: 'RegistrarContactRequest',
  additionalProperties: false,
  title: 'Registrar contact request',
})
export type RegistrarContactRequest = Static<typeof RegistrarContactRequestSchema>

const RegistrarContactSchema = Type.Object(
  {
    id: Type.Integer({ format: 'int64' }),
    ...contactFields,
    mobile: Type.Union([Type.String(), Type.Null()]),
    created: DateTime(),
    lastupdate: DateTime(),
  },
  { $id: 'RegistrarContact', title: 'Registrar contact', description: 'A person at the registrar the registry may contact.' },
)
export type RegistrarContact = Static<typeof RegistrarContactSchema>

/**
 * The spec types the id as a string and lists no 400 for GET and DELETE: any text is taken, and
 * one that names none of the caller's contacts (not its `id` in decimal digits) answers 404.
 */
const ContactParams = Type.Object({
  registrarContactId: Type.String({
    description: 'Id of the registrar contact (its `id`, in decimal digits); any other value names no contact and answers 404',
    examples: ['1'],
  }),
})

export const contactsList = defineOperation({
  id: 'registrar.contacts.list',
  errorCodes: [],
  method: 'GET',
  url: '/v1/registrar/contacts',
  tag: 'registrar',
  summary: "List the registrar's contacts",
  access: READ_ACCESS,
  errorKind: 'legacy',
  successStatus: 200,
  response: Type.Array(RegistrarContactSchema),
  errors: [401, 403],
})

export const contactsCreate = defineOperation({
  id: 'registrar.contacts.create',
  errorCodes: ['blank_value', 'invalid_email', 'invalid_phone'],
  method: 'POST',
  url: '/v1/registrar/contacts',
  tag: 'registrar',
  summary: 'Add a registrar contact',
  access: ADMIN_ACCESS,
  errorKind: 'legacy',
  body: RegistrarContactRequestSchema,
  successStatus: 201,
  response: RegistrarContactSchema,
  errors: [400, 401, 403],
})

export const contactsGet = defineOperation({
  id: 'registrar.contacts.get',
  errorCodes: [],
  method: 'GET',
  url: '/v1/registrar/contacts/:registrarContactId',
  tag: 'registrar',
  summary: 'Read a registrar contact',
  access: READ_ACCESS,
  errorKind: 'legacy',
  params: ContactParams,
  successStatus: 200,
  response: RegistrarContactSchema,
  errors: [401, 403, 404],
})

export const contactsUpdate = defineOperation({
  id: 'registrar.contacts.update',
  errorCodes: ['blank_value', 'invalid_email', 'invalid_phone'],
  method: 'PUT',
  url: '/v1/registrar/contacts/:registrarContactId',
  tag: 'registrar',
  summary: 'Replace a registrar contact',
  description: 'Answers 201 with the contact, as the reference does.',
  access: ADMIN_ACCESS,
  errorKind: 'legacy',
  params: ContactParams,
  body: RegistrarContactRequestSchema,
  successStatus: 201,
  response: RegistrarContactSchema,
  errors: [400, 401, 403, 404],
})

export const contactsDelete = defineOperation({
  id: 'registrar.contacts.delete',
  errorCodes: [],
  method: 'DELETE',
  url: '/v1/registrar/contacts/:registrarContactId',
  tag: 'registrar',
  summary: 'Remove a registrar contact',
  access: ADMIN_ACCESS,
  errorKind: 'legacy',
  params: ContactParams,
  successStatus: 204,
  errors: [401, 403, 404],
})
