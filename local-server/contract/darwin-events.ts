/** The history of a darwin request (spec, "Events"); which change records which type: docs/darwin.md. */
import { Type, type Static } from 'typebox'
import { CountSchema, DateTime, PagedOf } from './common.js'
import { DARWIN_ACCESS, DARWIN_EVENT_TYPES, EventTypeSchema } from './darwin-shared.js'
import { defineOperation } from './operation.js'
import { countQuerySchema, defineSearch, pagingProperties } from './query.js'

const DarwinEventSchema = Type.Object(
  {
    requestId: Type.Integer(),
    type: EventTypeSchema,
    user: Type.String({ description: 'Registrar username, or the registry operator (`registry` for automatic changes)' }),
    message: Type.String(),
    created: DateTime(),
  },
  { title: 'DarwinEvent' },
)
export type DarwinEvent = Static<typeof DarwinEventSchema>

export const darwinEventSearch = defineSearch({
  filters: { type: { kind: 'string', operators: ['eq', 'in'], values: DARWIN_EVENT_TYPES, description: 'Event type' } },
  sort: [],
})

const requestId = Type.Integer({ minimum: 1, description: 'The request whose history to read (required)' })
const base = { tag: 'darwin', errorKind: 'current', access: DARWIN_ACCESS } as const

export const darwinEventsList = defineOperation({
  ...base,
  id: 'darwin.events.list',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/events',
  summary: "Search a request's events",
  description: 'Newest first. 404 when the request does not exist or is not visible to the caller.',
  query: countQuerySchema(darwinEventSearch, {
    requestId,
    page: Type.Optional(pagingProperties.page),
    size: Type.Optional(pagingProperties.size),
  }),
  successStatus: 200,
  response: PagedOf(DarwinEventSchema, 'DarwinEventPage'),
  errors: [400, 401, 403, 404],
})

export const darwinEventsCount = defineOperation({
  ...base,
  id: 'darwin.events.count',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/events/count',
  summary: "Count a request's events",
  query: countQuerySchema(darwinEventSearch, { requestId }),
  successStatus: 200,
  response: CountSchema,
  errors: [400, 401, 403, 404],
})
