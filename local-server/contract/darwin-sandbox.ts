/**
 * The registry's side of the darwin procedure in the sandbox (tag Sandbox, group admin, the
 * caller's registrar only): open a request, and act on it as the registry would, each action
 * recording its event. The transitions are the tables of docs/darwin.md.
 */
import { Type, type Static } from 'typebox'
import { Int64 } from './common.js'
import { DARWIN_ANOMALY_CODE_VALUES } from './darwin-anomalies.js'
import { DarwinRequestSchema } from './darwin-requests.js'
import { ActionSchema, DocumentTypeSchema } from './darwin-shared.js'
import { defineOperation } from './operation.js'
import { SANDBOX_ACCESS } from './sandbox.js'

const AnomalyInput = Type.Object(
  {
    field: Type.String({ minLength: 1, maxLength: 64 }),
    codes: Type.Array(
      Type.Integer({ enum: [...DARWIN_ANOMALY_CODE_VALUES], 'x-error-code': 'unknown_anomaly_code', description: 'An anomaly code the registry reports (1xxx organization or name, 2xxx nationality, 3xxx address, 4xxx fiscal code or VAT number)' }),
      { minItems: 1, maxItems: 10 },
    ),
    contacts: Type.Optional(Type.Array(Type.String(), { maxItems: 20 })),
  },
  { additionalProperties: false },
)

const DomainInput = Type.Object(
  {
    domain: Type.String({ minLength: 4, maxLength: 253, pattern: '^[a-z0-9.-]+\\.[a-z]{2,}$' }),
    signed: Type.Optional(Type.Boolean({ default: false })),
    registered: Type.Optional(Type.Boolean({ default: true, description: 'false: the domain is incompatible with the procedure' })),
  },
  { additionalProperties: false },
)

const ContactInput = Type.Object(
  {
    registrarContactId: Type.String({ minLength: 1, maxLength: 64 }),
    reference: Type.Optional(Type.Boolean({ description: 'The reference contact; by default the first one' })),
    action: Type.Optional(ActionSchema),
    name: Type.String({ minLength: 1, maxLength: 255 }),
    org: Type.String({ maxLength: 255 }),
    email: Type.String({ maxLength: 254 }),
    voice: Type.String({ maxLength: 32 }),
    fax: Type.Optional(Type.String({ maxLength: 32 })),
    streets: Type.Array(Type.String({ maxLength: 255 }), { minItems: 1, maxItems: 3 }),
    city: Type.String({ maxLength: 255 }),
    postalCode: Type.String({ maxLength: 16 }),
    state: Type.String({ maxLength: 255 }),
    country: Type.String({ minLength: 2, maxLength: 2 }),
    consentForPublish: Type.Optional(Type.Boolean({ default: true })),
    regcode: Type.String({ maxLength: 32 }),
    nationality: Type.String({ minLength: 2, maxLength: 2 }),
    entityType: Type.Integer({ minimum: 1, maximum: 7 }),
    anomalies: Type.Optional(Type.Array(AnomalyInput, { maxItems: 20 })),
    domains: Type.Optional(Type.Array(DomainInput, { maxItems: 50 })),
  },
  { additionalProperties: false },
)

export const SandboxDarwinRequestInput = Type.Object(
  {
    note: Type.Optional(Type.String({ maxLength: 2000 })),
    expirationDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, default: 30, description: 'Days until the deadline' })),
    requiredDocuments: Type.Optional(
      Type.Array(DocumentTypeSchema, { maxItems: 7, description: "Default: by the reference contact's entity type" }),
    ),
    contacts: Type.Array(ContactInput, { minItems: 1, maxItems: 20 }),
    anomalies: Type.Optional(Type.Array(AnomalyInput, { maxItems: 20, description: 'General anomalies of the request' })),
  },
  { additionalProperties: false },
)
export type SandboxDarwinRequestInput = Static<typeof SandboxDarwinRequestInput>

const REGISTRY_ACTIONS = [
  'approveUpdate', 'rejectUpdate', 'toPending', 'complete', 'reject', 'cancel', 'expire', 'update', 'assignOperator', 'releaseOperator',
] as const

export const RegistryActionInput = Type.Object(
  {
    action: Type.String({ enum: [...REGISTRY_ACTIONS], description: 'What the registry does (docs/darwin.md)' }),
    message: Type.Optional(Type.String({ maxLength: 2000, description: "The event's message" })),
    operator: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Registry operator (assignOperator; default `registry`)' })),
    note: Type.Optional(Type.String({ maxLength: 2000, description: 'update: the new note' })),
    requiredDocuments: Type.Optional(Type.Array(DocumentTypeSchema, { maxItems: 7, description: 'update: the new required documents' })),
  },
  { additionalProperties: false },
)
export type RegistryActionInput = Static<typeof RegistryActionInput>

export const sandboxDarwinCreate = defineOperation({
  id: 'sandbox.darwin.create',
  errorCodes: ['invalid_value', 'unknown_anomaly_code'],
  method: 'POST',
  url: '/sandbox/darwin/requests',
  tag: 'Sandbox',
  summary: 'Open a darwin request as the registry',
  description: "Creates a submitted request of the caller's registrar with its contacts, domains and anomalies (event submitted).",
  access: SANDBOX_ACCESS,
  errorKind: 'current',
  body: SandboxDarwinRequestInput,
  successStatus: 201,
  response: DarwinRequestSchema,
  errors: [400, 401, 403],
})

export const sandboxDarwinAct = defineOperation({
  id: 'sandbox.darwin.act',
  errorCodes: ['request_status_incompatible', 'already_assigned', 'not_assigned', 'no_update_to_review', 'unknown_anomaly_code', 'invalid_value'],
  method: 'POST',
  url: '/sandbox/darwin/requests/:requestId/registry',
  tag: 'Sandbox',
  summary: 'Act on a darwin request as the registry',
  description:
    'approveUpdate, rejectUpdate, toPending, complete, reject, cancel, expire, update (note, required documents), assignOperator, releaseOperator. 409 when the status does not allow the action.',
  access: SANDBOX_ACCESS,
  errorKind: 'current',
  params: Type.Object({ requestId: Int64('Id of the darwin request') }),
  body: RegistryActionInput,
  successStatus: 200,
  response: DarwinRequestSchema,
  errors: [400, 401, 403, 404, 409],
})
