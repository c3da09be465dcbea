/**
 * Darwin requests (spec, "Darwin"): the registry's reports on a registrant, their search, their
 * assignment to a registrar user and their processing. States and events: docs/darwin.md.
 */
import { Type, type Static } from 'typebox'
import { CountSchema, DateTime, Int64, PagedOf } from './common.js'
import {
  DARWIN_ACCESS,
  DARWIN_ADMIN_ACCESS,
  DARWIN_ASSIGN_ACCESS,
  DARWIN_ASSIGNATIONS,
  DARWIN_REQUEST_STATUSES,
  DocumentTypeSchema,
  RequestStatusSchema,
} from './darwin-shared.js'
import { defineOperation } from './operation.js'
import { countQuerySchema, defineSearch, pagingProperties } from './query.js'

const ReferenceContactSchema = Type.Object(
  {
    contactId: Type.Integer({ description: 'Id of the darwin contact that is the reference of the request' }),
    requestId: Type.Integer(),
    registrarContactId: Type.String({ description: "The contact's handle at the registrar" }),
    dbnaId: Type.Integer({ description: 'Id of the contact in the registry database' }),
    org: Type.String(),
    regcode: Type.String({ description: 'Fiscal code or VAT number' }),
  },
  { title: 'DarwinReferenceContact' },
)
export type DarwinReferenceContact = Static<typeof ReferenceContactSchema>

const RegistrarUserSchema = Type.Object(
  { id: Type.Integer(), username: Type.String(), name: Type.String({ description: 'First and last name' }) },
  { title: 'DarwinRegistrarUser', description: 'The registrar user the request is assigned to' },
)

export const DarwinRequestSchema = Type.Object(
  {
    id: Type.Integer(),
    registrarId: Type.Integer(),
    status: RequestStatusSchema,
    statusDate: DateTime('When the request entered its status'),
    created: DateTime(),
    note: Type.Optional(Type.String({ description: "The registry's note; in the single-request view" })),
    expirationDays: Type.Optional(
      Type.Integer({ description: 'Calendar days (Europe/Rome) from today to the deadline date while the request waits for the registrar: 0 on its last day, once past, or when it no longer expires; with view=expirationDays' }),
    ),
    referenceContact: Type.Optional(ReferenceContactSchema),
    requiredDocuments: Type.Optional(
      Type.Object({ documents: Type.Array(DocumentTypeSchema) }, { description: 'Document types the registry asks for; in the single-request view' }),
    ),
    registrarUser: Type.Optional(RegistrarUserSchema),
  },
  { title: 'DarwinRequest' },
)
export type DarwinRequest = Static<typeof DarwinRequestSchema>

const DarwinProcessResultSchema = Type.Object(
  { id: Type.Integer(), registrarId: Type.Integer(), status: RequestStatusSchema, statusDate: DateTime(), created: DateTime() },
  { title: 'DarwinProcessResult' },
)

const DarwinRequestPageSchema = PagedOf(DarwinRequestSchema, 'DarwinRequestPage')

export const AnomalySchema = Type.Object(
  {
    field: Type.String({ description: 'The contact data field concerned' }),
    codes: Type.Array(Type.Integer(), { description: 'Anomaly codes (contract/darwin-anomalies.ts gives their meaning)' }),
    contacts: Type.Optional(Type.Array(Type.String(), { description: 'Registrar contact ids concerned' })),
  },
  { title: 'DarwinAnomaly' },
)
export type DarwinAnomaly = Static<typeof AnomalySchema>

const referenceFilters = {
  referenceContactOrg: {
    kind: 'string',
    operators: ['startsWith', 'eq'],
    description: "Organization of the reference contact, case-insensitive; a plain value matches the start of it",
  },
  referenceContactRegcode: { kind: 'string', operators: ['eq'], description: 'Fiscal code or VAT number of the reference contact' },
} as const

export const darwinRequestSearch = defineSearch({
  filters: {
    ...referenceFilters,
    status: { kind: 'string', operators: ['eq', 'in', 'notIn'], values: DARWIN_REQUEST_STATUSES, description: 'Request status' },
  },
  sort: [],
})

export const darwinExpiringSearch = defineSearch({ filters: referenceFilters, sort: [] })

const assignation = Type.String({
  enum: [...DARWIN_ASSIGNATIONS],
  description: 'all (default), assigned (to any user), unassigned, assignedToMe',
})
/** Comma-separated items, each trimmed, empty ones skipped (requests-service.ts parseView). */
const VIEW_ITEM = '\\s*(?:referenceContact|expirationDays)?\\s*'
const view = Type.String({
  pattern: `^${VIEW_ITEM}(?:,${VIEW_ITEM})*$`,
  'x-error-code': 'invalid_value',
  description: 'Comma-separated extras: referenceContact, expirationDays; any other item answers 400 invalid_value',
  examples: ['referenceContact,expirationDays'],
})
const days = Type.Integer({ minimum: 0, maximum: 3650, description: 'Requests whose deadline date is at most this many calendar days from today (Europe/Rome)' })

const requestCountQuery = countQuerySchema(darwinRequestSearch, { registrarAssignation: Type.Optional(assignation) })
const requestListQuery = countQuerySchema(darwinRequestSearch, {
  registrarAssignation: Type.Optional(assignation),
  view: Type.Optional(view),
  page: Type.Optional(pagingProperties.page),
  size: Type.Optional(pagingProperties.size),
})
const expiringCountQuery = countQuerySchema(darwinExpiringSearch, { days, registrarAssignation: Type.Optional(assignation) })
const expiringListQuery = countQuerySchema(darwinExpiringSearch, {
  days,
  registrarAssignation: Type.Optional(assignation),
  view: Type.Optional(view),
  page: Type.Optional(pagingProperties.page),
  size: Type.Optional(pagingProperties.size),
})

const RequestIdParams = Type.Object({ requestId: Int64('Id of the darwin request') })

const base = { tag: 'darwin', errorKind: 'current' } as const

export const darwinRequestsList = defineOperation({
  ...base,
  id: 'darwin.requests.list',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/requests',
  summary: 'Search darwin requests',
  description: 'Newest first. A darwin-group user sees only the requests assigned to them.',
  access: DARWIN_ACCESS,
  query: requestListQuery,
  successStatus: 200,
  response: DarwinRequestPageSchema,
  errors: [400, 401, 403],
})

export const darwinRequestsCount = defineOperation({
  ...base,
  id: 'darwin.requests.count',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/requests/count',
  summary: 'Count darwin requests',
  access: DARWIN_ACCESS,
  query: requestCountQuery,
  successStatus: 200,
  response: CountSchema,
  errors: [400, 401, 403],
})

export const darwinRequestsExpiring = defineOperation({
  ...base,
  id: 'darwin.requests.expiring',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/requests/expiring',
  summary: 'Search the requests expiring within some days',
  description: 'Requests still waiting for the registrar whose deadline falls within `days` days; soonest first.',
  access: DARWIN_ACCESS,
  query: expiringListQuery,
  successStatus: 200,
  response: DarwinRequestPageSchema,
  errors: [400, 401, 403],
})

export const darwinRequestsExpiringCount = defineOperation({
  ...base,
  id: 'darwin.requests.expiringCount',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/requests/expiring/count',
  summary: 'Count the requests expiring within some days',
  access: DARWIN_ACCESS,
  query: expiringCountQuery,
  successStatus: 200,
  response: CountSchema,
  errors: [400, 401, 403],
})

export const darwinRequestsGet = defineOperation({
  ...base,
  id: 'darwin.requests.get',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/requests/:requestId',
  summary: 'Read a darwin request',
  access: DARWIN_ACCESS,
  params: RequestIdParams,
  query: Type.Object({ view: Type.Optional(view) }, { additionalProperties: false }),
  successStatus: 200,
  response: DarwinRequestSchema,
  errors: [400, 401, 403, 404],
})

export const darwinRequestsAnomalies = defineOperation({
  ...base,
  id: 'darwin.requests.anomalies',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/requests/:requestId/anomalies',
  summary: "A request's anomalies",
  description: 'The general anomalies of the request and those of each of its contacts.',
  access: DARWIN_ACCESS,
  params: RequestIdParams,
  successStatus: 200,
  response: Type.Array(AnomalySchema),
  errors: [400, 401, 403, 404],
})

export const darwinRequestsReferenceContact = defineOperation({
  ...base,
  id: 'darwin.requests.referenceContact',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/requests/:requestId/referenceContact',
  summary: "A request's reference contact",
  access: DARWIN_ACCESS,
  params: RequestIdParams,
  successStatus: 200,
  response: ReferenceContactSchema,
  errors: [400, 401, 403, 404],
})

export const darwinRequestsExpirationDays = defineOperation({
  ...base,
  id: 'darwin.requests.expirationDays',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/requests/:requestId/expirationDays',
  summary: 'Days left before a request expires',
  access: DARWIN_ACCESS,
  params: RequestIdParams,
  successStatus: 200,
  response: CountSchema,
  errors: [400, 401, 403, 404],
})

export const darwinRequestsAssignToMe = defineOperation({
  ...base,
  id: 'darwin.requests.assignToMe',
  errorCodes: ['request_status_incompatible', 'already_assigned'],
  method: 'POST',
  url: '/v1/darwin/requests/:requestId/assignToMe',
  summary: 'Take a request',
  description: 'Records a registrarUserAssignation event. 409 when the request is already assigned or no longer open.',
  access: DARWIN_ASSIGN_ACCESS,
  params: RequestIdParams,
  successStatus: 204,
  errors: [400, 401, 403, 404, 409],
})

export const darwinRequestsAssignToUser = defineOperation({
  ...base,
  id: 'darwin.requests.assignToUser',
  errorCodes: ['request_status_incompatible', 'user_not_assignable', 'user_not_found'],
  method: 'POST',
  url: '/v1/darwin/requests/:requestId/assignToUser',
  summary: 'Assign a request to a user of the registrar',
  description:
    'The user must belong to the registrar (404 `user_not_found` otherwise: another registrar\'s user is no user here) and to group admin, domain or darwin (400 `user_not_assignable` otherwise). Reassigning replaces the previous user. Records a registrarUserAssignation event. 409 when the request is no longer open.',
  access: DARWIN_ADMIN_ACCESS,
  params: RequestIdParams,
  body: Type.Object({ userId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  successStatus: 204,
  errors: [400, 401, 403, 404, 409],
})

export const darwinRequestsAssignationRelease = defineOperation({
  ...base,
  id: 'darwin.requests.assignationRelease',
  errorCodes: ['request_status_incompatible', 'not_assigned'],
  method: 'POST',
  url: '/v1/darwin/requests/:requestId/assignationRelease',
  summary: 'Release the assignment of a request',
  description: 'Records a registrarUserRelease event. 409 when the request is not assigned or no longer open.',
  access: DARWIN_ASSIGN_ACCESS,
  params: RequestIdParams,
  successStatus: 204,
  errors: [400, 401, 403, 404, 409],
})

export const darwinRequestsProcess = defineOperation({
  ...base,
  id: 'darwin.requests.process',
  errorCodes: ['request_status_incompatible', 'required_documents_missing', 'contact_update_missing'],
  method: 'POST',
  url: '/v1/darwin/requests/:requestId/process',
  summary: 'Hand a request over to the registry',
  description:
    'Moves a request whose data is complete and consistent to processing (event toProcessing). 400 `required_documents_missing` when a required document type is not uploaded (field `requiredDocuments`), 400 `contact_update_missing` when a contact with action todo has anomalies and no contact data update is pending or approved (field `contactUpdates`); 409 when the status does not allow it.',
  access: DARWIN_ACCESS,
  params: RequestIdParams,
  successStatus: 200,
  response: DarwinProcessResultSchema,
  errors: [400, 401, 403, 404, 409],
})
