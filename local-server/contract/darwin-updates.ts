/**
 * Contact data updates (spec, "Contact data update"): the registrar's corrected data for the
 * contacts of a request with action todo. Checks (docs/darwin.md): 1 to 3 streets, country not
 * changeable, registrant nationality and entity type read-only, fiscal code or VAT number by
 * entity type, e-mail, phone numbers, postal code and province for Italian addresses.
 */
import { Type, type Static } from 'typebox'
import { DateTime, EmailAddress, Int64, PhoneNumber } from './common.js'
import { DARWIN_ACCESS } from './darwin-shared.js'
import { defineOperation } from './operation.js'

const text = (description: string, max = 255) => Type.String({ maxLength: max, description })
/** Text that must not be blank; refused as `invalid_value`, as the other contact data checks are. */
const filled = (description: string, max = 255) =>
  Type.String({ maxLength: max, pattern: '\\S', 'x-error-code': 'invalid_value', description: `${description}; not blank` })

export const ContactDataSchema = Type.Object(
  {
    name: filled('Person name (for entity type 1 also the org)'),
    org: text('Organization; for a natural person (entity type 1) equal to the name'),
    streets: Type.Array(filled('Street line'), { minItems: 1, maxItems: 3, description: '1 to 3 street lines' }),
    city: filled('City'),
    state: Type.Optional(text('Province code (two letters) for Italian addresses')),
    postalCode: text('Postal code; five digits (CAP) for Italian addresses', 16),
    country: text('Lowercase two-letter country code; cannot be changed', 2),
    voice: PhoneNumber('Phone', 'invalid_value', { maxLength: 32 }),
    fax: Type.Optional(PhoneNumber('Fax', 'invalid_value', { maxLength: 32, orEmpty: true })),
    email: EmailAddress('E-mail address', 'invalid_value'),
    consentForPublish: Type.Boolean({ description: 'Consent to publish the data; only a natural person may refuse' }),
    registrant: Type.Object(
      {
        regcode: text('Fiscal code or VAT number, by entity type', 32),
        nationality: Type.Optional(text('Read-only: if given, must equal the current value', 2)),
        entityType: Type.Optional(Type.Integer({ description: 'Read-only: if given, must equal the current value' })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, title: 'DarwinContactData' },
)
export type ContactData = Static<typeof ContactDataSchema>

const ContactUpdateSchema = Type.Object(
  {
    id: Type.Integer(),
    requestId: Type.Integer(),
    message: Type.String(),
    contactData: ContactDataSchema,
    created: DateTime(),
  },
  { title: 'DarwinContactUpdate' },
)
export type ContactUpdate = Static<typeof ContactUpdateSchema>

const requestIdQuery = Type.Object(
  { requestId: Type.Integer({ minimum: 1, description: 'Id of the darwin request' }) },
  { additionalProperties: false },
)
const base = { tag: 'darwin', errorKind: 'current', access: DARWIN_ACCESS } as const

export const darwinUpdatesList = defineOperation({
  ...base,
  id: 'darwin.contactUpdates.list',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/contactUpdates',
  summary: "A request's contact data updates",
  description: 'Newest first.',
  query: requestIdQuery,
  successStatus: 200,
  response: Type.Array(ContactUpdateSchema),
  errors: [400, 401, 403, 404],
})

export const darwinUpdatesCurrent = defineOperation({
  ...base,
  id: 'darwin.contactUpdates.current',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/contactUpdates/current',
  summary: "A request's latest contact data update",
  description: '404 when the request has none.',
  query: requestIdQuery,
  successStatus: 200,
  response: ContactUpdateSchema,
  errors: [400, 401, 403, 404],
})

export const darwinUpdatesGet = defineOperation({
  ...base,
  id: 'darwin.contactUpdates.get',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/contactUpdates/:contactUpdateId',
  summary: 'Read a contact data update',
  params: Type.Object({ contactUpdateId: Int64('Id of the contact data update') }),
  successStatus: 200,
  response: ContactUpdateSchema,
  errors: [400, 401, 403, 404],
})

export const darwinUpdatesCreate = defineOperation({
  ...base,
  id: 'darwin.contactUpdates.create',
  errorCodes: ['country_not_changeable', 'read_only_field', 'invalid_value', 'request_status_incompatible'],
  method: 'POST',
  url: '/v1/darwin/contactUpdates',
  summary: 'Create a contact data update',
  description:
    'Checks the data as validate does, stores it and moves the request to registrarUpdated (event registrarUpdated). 409 when the request no longer accepts changes from the registrar.',
  body: Type.Object(
    { requestId: Type.Integer({ minimum: 1 }), message: Type.String({ maxLength: 2000 }), contactData: ContactDataSchema },
    { additionalProperties: false },
  ),
  successStatus: 201,
  response: ContactUpdateSchema,
  errors: [400, 401, 403, 404, 409],
})

export const darwinUpdatesValidate = defineOperation({
  ...base,
  id: 'darwin.contactUpdates.validate',
  errorCodes: ['country_not_changeable', 'read_only_field', 'invalid_value'],
  method: 'POST',
  url: '/v1/darwin/contactUpdates/validate',
  summary: 'Check a contact data update without creating it',
  description: '204 when create would accept the data; 400 naming the first field at fault otherwise.',
  body: Type.Object({ requestId: Type.Integer({ minimum: 1 }), contactData: ContactDataSchema }, { additionalProperties: false }),
  successStatus: 204,
  errors: [400, 401, 403, 404],
})
