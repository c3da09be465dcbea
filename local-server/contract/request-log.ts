/**
 * The gateway's request log (docs/request-log.md): every request that reached the gateway, in
 * both modes, with secrets redacted before anything is stored. Local operations, outside `/v1`.
 */
import { Type, type Static } from 'typebox'
import { DateTime, PagedOf } from './common.js'
import { ContractFindingsPerOperationSchema, recordContractProperties, summaryContractProperties } from './contract-findings.js'
import { DEVELOPER_TOOL_ACCESS } from './gateway.js'
import { defineOperation } from './operation.js'
import { pagingProperties } from './query.js'


const CallerSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('user'), Type.Literal('apiKey'), Type.Literal('session'), Type.Literal('anonymous')], {
      description: "`user`: a sandbox user's token; `apiKey`: a local tool with the API key (live mode); `session`: the gateway's web UI (live mode); `anonymous`: no credentials (public operations, sign-in, refusals)",
    }),
    user: Type.Optional(Type.String({ description: 'The user name, for `user`' })),
    registrarId: Type.Optional(Type.Integer({ description: "The user's registrar, for `user`" })),
  },
  { title: 'Request caller' },
)

const BodySummarySchema = Type.Object(
  {
    type: Type.Optional(Type.String({ description: 'Media type, as sent' })),
    size: Type.Integer({ minimum: 0, description: 'Bytes sent' }),
  },
  { title: 'Body size' },
)

const summaryProperties = {
  id: Type.Integer({ description: "The record's number in the log; newer records have larger numbers" }),
  requestId: Type.String({ description: 'The `X-Request-Id` of the answer: the caller\'s own if it sent a usable one' }),
  at: DateTime('When the request arrived (the computer\'s clock)'),
  method: Type.String({ examples: ['GET'] }),
  path: Type.String({ examples: ['/v1/payments'] }),
  query: Type.String({ description: 'The query string without `?`, secrets replaced by `[redacted]`; empty when none' }),
  status: Type.Integer({ description: 'The status answered; 0 when none was (a fault rule dropped the connection or held it until the client gave up)' }),
  durationMs: Type.Number({ description: 'From the request to the end of its answer, in milliseconds' }),
  upstreamMs: Type.Optional(Type.Number({ description: "Live mode: the part of `durationMs` spent waiting for the registry's answer" })),
  caller: CallerSchema,
  fromCache: Type.Boolean({ description: 'Live mode: answered from the offline cache because the registry could not be reached' }),
  fault: Type.Optional(Type.String({ description: 'The fault rule that changed the answer' })),
  request: BodySummarySchema,
  response: BodySummarySchema,
  ...summaryContractProperties,
}

const RequestSummarySchema = Type.Object(summaryProperties, { title: 'Logged request' })
export type RequestSummary = Static<typeof RequestSummarySchema>

const StoredBodySchema = Type.Object(
  {
    type: Type.Optional(Type.String({ description: 'Media type, as sent' })),
    size: Type.Integer({ minimum: 0, description: 'Bytes sent' }),
    text: Type.Optional(Type.String({ description: 'The body kept, for JSON, form and text bodies (redacted)' })),
    base64: Type.Optional(Type.String({ description: 'The body kept, base64-encoded, for documents and pictures (PDF, images)' })),
    truncated: Type.Boolean({ description: 'Longer than the log keeps (`serve --request-log-body-kb`): the text or bytes are its beginning' }),
    note: Type.Optional(Type.String({ description: 'Why nothing is kept of a body that was not empty (a multipart upload, a media type the log cannot redact)' })),
  },
  { title: 'Logged body' },
)
export type LoggedBody = Static<typeof StoredBodySchema>

const RequestRecordSchema = Type.Object(
  {
    ...summaryProperties,
    requestHeaders: Type.Record(Type.String(), Type.String(), { description: 'Names in lower case; credentials (`authorization`, `x-api-key`, `x-gateway-session`, `cookie`) read `[redacted]`' }),
    responseHeaders: Type.Record(Type.String(), Type.String(), { description: 'Names in lower case; `set-cookie` and `x-gateway-session` read `[redacted]`, and so does the session in a `location`' }),
    requestBody: StoredBodySchema,
    responseBody: StoredBodySchema,
    ...recordContractProperties,
  },
  { title: 'Logged request with its headers and bodies' },
)
export type RequestRecordView = Static<typeof RequestRecordSchema>

export /** Why the log's operations may answer 404: `serve` keeps no log unless asked (docs/request-log.md). */
const OFF_NOTE = 'A server started without the request log (`serve` without `--request-log`) answers 404 saying how to turn it on.'

export const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const

/** The filters of the log, shared by its search, its export and its live stream. */
const filterProperties = {
  method: Type.Optional(Type.String({ pattern: '^[A-Za-z]{1,16}$', description: 'An HTTP method, any case' })),
  // An enum (as the other areas' lists): a union mapped from the list is typed `never`.
  status: Type.Optional(Type.Enum([...STATUS_CLASSES], { description: 'A class of statuses' })),
  path: Type.Optional(Type.String({ minLength: 1, maxLength: 512, description: 'Part of the path, e.g. `/v1/payments` or `invoices`' })),
  caller: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'A user name, or `apiKey`, `session`, `anonymous`' })),
  requestId: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'An `X-Request-Id`' })),
  from: Type.Optional(DateTime('Arrived at or after')),
  to: Type.Optional(DateTime('Arrived before')),
  hasFindings: Type.Optional(Type.Boolean({ description: "`true`: only answers of the registry where the live contract monitor found differences from the spec; `false`: only those without" })),
  appFiles: Type.Optional(
    Type.Boolean({ description: "`false`: without the web interface's own files (its page, scripts, styles, icons, the API reference's page), only the API's requests; `true` or absent: every request" }),
  ),
}
export type RequestLogFilters = Static<Type.TObject<typeof filterProperties>>

export const MAX_HAR_ENTRIES = 5000

export const requestLogSearch = defineOperation({
  id: 'requestLog.search',
  method: 'GET',
  url: '/gateway/requests',
  tag: 'requests',
  summary: 'Search the request log',
  description: `Newest first. Filters combine with AND. Bodies and headers are in each record's own answer. ${OFF_NOTE} ${DEVELOPER_TOOL_ACCESS}`,
  access: { groups: ['admin'] },
  errorKind: 'current',
  query: Type.Object({ ...filterProperties, ...pagingProperties }, { additionalProperties: false }),
  successStatus: 200,
  response: PagedOf(RequestSummarySchema, 'Page of logged requests'),
  errors: [400, 401, 403, 404],
})

export const requestLogGet = defineOperation({
  id: 'requestLog.get',
  method: 'GET',
  url: '/gateway/requests/:recordId',
  tag: 'requests',
  summary: 'Read one logged request, with its headers and bodies',
  description: `Bodies are kept up to \`serve --request-log-body-kb\` each, with secrets and card numbers redacted; a body the log cannot redact (a multipart upload) is described, not kept. ${OFF_NOTE} ${DEVELOPER_TOOL_ACCESS}`,
  access: { groups: ['admin'] },
  errorKind: 'current',
  params: Type.Object({ recordId: Type.Integer({ minimum: 1, description: "The record's number (`id`)" }) }),
  successStatus: 200,
  response: RequestRecordSchema,
  errors: [400, 401, 403, 404],
})

export const requestLogHar = defineOperation({
  id: 'requestLog.har',
  method: 'GET',
  url: '/gateway/requests/har',
  tag: 'requests',
  summary: 'Export logged requests as HAR 1.2',
  description: `The records the filters select, oldest first, at most \`limit\` of the newest, as an HTTP Archive (HAR 1.2) that browsers' developer tools and HTTP clients open. Bodies are as the log keeps them: redacted, and cut at the log's cap (said in the body's \`comment\`). Each entry also has \`_requestId\`, \`_recordId\`, \`_caller\`, \`_fromCache\` and, when a rule changed it, \`_fault\`. ${OFF_NOTE} ${DEVELOPER_TOOL_ACCESS}`,
  access: { groups: ['admin'] },
  errorKind: 'current',
  query: Type.Object(
    {
      ...filterProperties,
      limit: Type.Integer({ minimum: 1, maximum: MAX_HAR_ENTRIES, default: 1000, description: `How many of the newest selected records, 1 to ${MAX_HAR_ENTRIES}` }),
    },
    { additionalProperties: false },
  ),
  successStatus: 200,
  produces: 'application/json',
  successHeaders: { 'Content-Disposition': 'attachment; filename="requests-<date>.har"' },
  errors: [400, 401, 403, 404],
})

export const requestLogStream = defineOperation({
  id: 'requestLog.stream',
  method: 'GET',
  url: '/gateway/requests/stream',
  tag: 'requests',
  summary: 'Follow the request log as it is written (Server-Sent Events)',
  description: `A \`text/event-stream\` that sends each new record the filters select, as an event \`request\` whose \`id\` is the record's number and whose data is the record's summary (as in the search). A client that reconnects with \`Last-Event-ID\` first gets the records it missed (up to 500). A comment line every 15 seconds keeps idle connections open. ${OFF_NOTE} ${DEVELOPER_TOOL_ACCESS}`,
  access: { groups: ['admin'] },
  errorKind: 'current',
  query: Type.Object(filterProperties, { additionalProperties: false }),
  successStatus: 200,
  produces: 'text/event-stream',
  errors: [400, 401, 403, 404],
})

export const requestLogContractFindings = defineOperation({
  id: 'requestLog.contractFindings',
  method: 'GET',
  url: '/gateway/requests/contract-findings',
  tag: 'requests',
  summary: "Where the registry's answers differ from the spec, per operation (live mode)",
  description: `The live contract monitor's findings among the records the log holds, by operation (those with findings only), the most recently seen first: counts per kind, the distinct fields, first and last seen. In sandbox mode the list is empty: the sandbox is built from the spec. ${OFF_NOTE} ${DEVELOPER_TOOL_ACCESS}`,
  access: { groups: ['admin'] },
  errorKind: 'current',
  successStatus: 200,
  response: ContractFindingsPerOperationSchema,
  errors: [401, 403, 404],
})
