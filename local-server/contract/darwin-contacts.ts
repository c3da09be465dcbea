/**
 * Darwin contacts (spec, "Darwin"): the registrar's contacts a request concerns, the action the
 * registrar chooses for each, their anomalies and their data as stored in the registry (DBNA).
 */
import { Type, type Static } from 'typebox'
import { CountSchema, Int64, PagedOf } from './common.js'
import { AnomalySchema } from './darwin-requests.js'
import { ActionSchema, ContactStatusSchema, DARWIN_ACCESS, DARWIN_ACTIONS } from './darwin-shared.js'
import { defineOperation } from './operation.js'
import { countQuerySchema, defineSearch, pagingProperties } from './query.js'

const DarwinContactSchema = Type.Object(
  {
    id: Type.Integer(),
    dbnaId: Type.Integer({ description: 'Id of the contact in the registry database' }),
    requestId: Type.Integer(),
    registrarContactId: Type.String({ description: "The contact's handle at the registrar" }),
    action: ActionSchema,
    status: ContactStatusSchema,
    reference: Type.Boolean({ description: 'True for the reference contact of the request' }),
  },
  { title: 'DarwinContact' },
)
export type DarwinContact = Static<typeof DarwinContactSchema>

const RegistrantSchema = Type.Object({
  regcode: Type.String({ description: 'Fiscal code or VAT number' }),
  nationality: Type.String({ description: 'Lowercase two-letter country code' }),
  entityType: Type.Integer({ minimum: 1, maximum: 7, description: 'Entity type 1-7 of the .it registry (docs/darwin.md)' }),
})

const DbnaContactSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    org: Type.String(),
    contactId: Type.String({ description: "The contact's handle at the registrar" }),
    consentForPublish: Type.Boolean(),
    email: Type.String(),
    voice: Type.String(),
    streets: Type.Array(Type.String()),
    city: Type.String(),
    postalCode: Type.String(),
    state: Type.String(),
    country: Type.String({ description: 'Lowercase two-letter country code' }),
    registrant: RegistrantSchema,
    status: Type.String({ description: 'Composite status text of the registry database' }),
    linked: Type.Boolean(),
  },
  { title: 'DarwinDbnaContact' },
)
export type DbnaContact = Static<typeof DbnaContactSchema>

export const darwinContactSearch = defineSearch({
  filters: {
    action: { kind: 'string', operators: ['eq', 'in'], values: DARWIN_ACTIONS, description: 'Action chosen for the contact' },
    dbnaId: { kind: 'integer', operators: ['eq'], description: 'Id in the registry database' },
    registrarContactId: { kind: 'string', operators: ['eq'], description: "Handle at the registrar" },
    requestId: { kind: 'integer', operators: ['eq'], description: 'Request id' },
  },
  sort: [],
})

const ContactIdParams = Type.Object({ contactId: Int64('Id of the darwin contact') })
const ActionBody = Type.Object({ action: ActionSchema }, { additionalProperties: false })
const base = { tag: 'darwin', errorKind: 'current', access: DARWIN_ACCESS } as const

export const darwinContactsList = defineOperation({
  ...base,
  id: 'darwin.contacts.list',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/contacts',
  summary: 'Search darwin contacts',
  description: 'In id order.',
  query: countQuerySchema(darwinContactSearch, { page: Type.Optional(pagingProperties.page), size: Type.Optional(pagingProperties.size) }),
  successStatus: 200,
  response: PagedOf(DarwinContactSchema, 'DarwinContactPage'),
  errors: [400, 401, 403],
})

export const darwinContactsCount = defineOperation({
  ...base,
  id: 'darwin.contacts.count',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/contacts/count',
  summary: 'Count darwin contacts',
  query: countQuerySchema(darwinContactSearch),
  successStatus: 200,
  response: CountSchema,
  errors: [400, 401, 403],
})

export const darwinContactsGet = defineOperation({
  ...base,
  id: 'darwin.contacts.get',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/contacts/:contactId',
  summary: 'Read a darwin contact',
  params: ContactIdParams,
  successStatus: 200,
  response: DarwinContactSchema,
  errors: [400, 401, 403, 404],
})

export const darwinContactsChangeAction = defineOperation({
  ...base,
  id: 'darwin.contacts.changeAction',
  errorCodes: ['request_status_incompatible'],
  method: 'PATCH',
  url: '/v1/darwin/contacts/:contactId',
  summary: "Change a contact's action",
  description: '409 when the request no longer accepts changes from the registrar.',
  params: ContactIdParams,
  body: ActionBody,
  successStatus: 200,
  response: DarwinContactSchema,
  errors: [400, 401, 403, 404, 409],
})

export const darwinContactsChangeActionForRequest = defineOperation({
  ...base,
  id: 'darwin.contacts.changeActionForRequest',
  errorCodes: ['request_status_incompatible'],
  method: 'PUT',
  url: '/v1/darwin/contacts/changeAction/request/:requestId',
  summary: 'Change the action of every contact of a request',
  description: '409 when the request no longer accepts changes from the registrar.',
  params: Type.Object({ requestId: Int64('Id of the darwin request') }),
  body: ActionBody,
  successStatus: 200,
  errors: [400, 401, 403, 404, 409],
})

export const darwinContactsAnomalies = defineOperation({
  ...base,
  id: 'darwin.contacts.anomalies',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/contacts/:contactId/anomalies',
  summary: "A contact's anomalies",
  params: ContactIdParams,
  query: Type.Object(
    { all: Type.Optional(Type.Boolean({ default: false, description: "true adds the request's general anomalies" })) },
    { additionalProperties: false },
  ),
  successStatus: 200,
  response: Type.Array(AnomalySchema),
  errors: [400, 401, 403, 404],
})

export const darwinContactsDbna = defineOperation({
  ...base,
  id: 'darwin.contacts.dbna',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/contacts/:contactId/dbna',
  summary: 'A contact as stored in the registry database',
  params: ContactIdParams,
  successStatus: 200,
  response: DbnaContactSchema,
  errors: [400, 401, 403, 404],
})
