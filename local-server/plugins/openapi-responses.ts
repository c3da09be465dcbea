/**
 * The `responses` of an operation's OpenAPI entry, derived from its declaration so that the
 * document says what the server does: every status it can answer (the declared errors and the
 * ones its inputs and access imply), each with the media type and schema it is really sent
 * with, and the headers clients rely on. Fastify's own response schema (serialization) stays
 * the JSON success body only: see `routeSchema` in mount.ts.
 */
import type { ErrorKind, OperationDef, OwnAnswer } from '../contract/operation.js'

interface HeaderDoc {
  readonly description: string
  readonly type: 'string' | 'integer'
  readonly format?: string
  readonly enum?: readonly string[]
}

/** Which error body each kind sends, under which media type (plugins/errors.ts writes them). */
export const ERROR_MEDIA: Readonly<Record<ErrorKind, { readonly mediaType: string; readonly ref: string }>> = {
  legacy: { mediaType: 'application/json', ref: 'ErrorLegacy#' },
  current: { mediaType: 'application/problem+json', ref: 'ErrorCurrent#' },
  oauth: { mediaType: 'application/json', ref: 'ErrorOAuth#' },
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is malformed or fails the schema: `code` and `field` say which part, `errors` lists every failing input',
  401: 'No token, or a token that is expired, altered or unknown',
  403: 'The token lacks the scope, or the user is in none of the groups',
  404: 'No such resource (or one of another registrar)',
  409: 'The resource is not in a state that allows this',
  413: 'The body is larger than the limit',
  414: 'A path parameter is longer than the server takes (100 characters)',
  415: 'The body is of a media type the operation does not take',
  429: 'Too many requests: wait as `Retry-After` says',
  502: 'A service the registry depends on could not be reached',
}

const WWW_AUTHENTICATE: HeaderDoc = { type: 'string', description: 'The bearer challenge: `Bearer realm="registrar"`, with `error="invalid_token"` for a bad token' }
const RETRY_AFTER: HeaderDoc = { type: 'integer', description: 'Seconds to wait before trying again' }

const ERROR_HEADERS: Readonly<Record<number, Record<string, HeaderDoc>>> = {
  401: { 'WWW-Authenticate': WWW_AUTHENTICATE },
  429: { 'Retry-After': RETRY_AFTER },
}

/** Headers of the gateway on the registry's answers (docs/live-mode.md); absent from the sandbox. */
const GATEWAY_HEADERS: Record<string, HeaderDoc> = {
  'X-Gateway-Cache': {
    type: 'string',
    enum: ['live', 'stale'],
    description: 'Live mode only: `live` for an answer of the registry, `stale` for a GET answered from the offline cache',
  },
}
const GATEWAY_READ_HEADERS: Record<string, HeaderDoc> = {
  ...GATEWAY_HEADERS,
  'X-Gateway-Fetched-At': { type: 'string', format: 'date-time', description: 'With `X-Gateway-Cache: stale`: when the registry gave the cached answer' },
}

/** The statuses an operation can answer besides success: declared, and implied by its inputs and access. */
export function errorStatuses(op: OperationDef): number[] {
  const statuses = new Set(op.errors)
  // Every parameter and body is validated, and an operation with a query refuses a parameter it
  // does not list; any request may have two Host headers (400); a path parameter longer than the
  // router takes (100 characters) is a 414.
  statuses.add(400)
  if (op.params) statuses.add(414)
  if (op.body) for (const s of [413, 415]) statuses.add(s)
  if (!op.access.public) statuses.add(401)
  if (!op.access.public && (op.access.scope !== undefined || !op.access.everyUser)) statuses.add(403)
  return [...statuses].sort((a, b) => a - b)
}

function headersSchema(headers: Record<string, HeaderDoc>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).map(([name, h]) => [name, { ...h }]))
}

function successHeaders(op: OperationDef): Record<string, HeaderDoc> {
  const headers: Record<string, HeaderDoc> = { ...(op.url.startsWith('/v1/') ? (op.method === 'GET' ? GATEWAY_READ_HEADERS : GATEWAY_HEADERS) : {}) }
  for (const [name, description] of Object.entries(op.successHeaders ?? {})) headers[name] = { type: name === 'Content-Length' ? 'integer' : 'string', description }
  return headers
}

function successContent(op: OperationDef): Record<string, unknown> | undefined {
  if (op.method === 'HEAD') return undefined
  if (op.produces) {
    const binary = { schema: { type: 'string', format: 'binary' } }
    return Object.fromEntries([op.produces, ...(op.alsoProduces ?? [])].map((type) => [type, binary]))
  }
  if (op.response) return { 'application/json': { schema: op.response } }
  return undefined
}

function successDescription(op: OperationDef, status: number): string {
  if (status === 204) return 'Done; no content'
  if (op.method === 'HEAD') return 'Available: the headers of the download, without a body'
  if (op.produces) return `The content: ${[op.produces, ...(op.alsoProduces ?? [])].join(' or ')}`
  if (!op.response) return 'Done; no body'
  return status === 201 ? 'Created' : 'OK'
}

interface DocResponse {
  description: string
  headers?: Record<string, unknown>
  content?: Record<string, unknown>
}

/** An answer the handler writes in its own media type, beside the error body of that status. */
function withOwnAnswer(error: DocResponse | undefined, own: OwnAnswer): DocResponse {
  const ownHeaders = Object.fromEntries(Object.entries(own.headers ?? {}).map(([name, description]) => [name, { type: 'string', description }]))
  return {
    description: error ? `${own.description}; or, for a request that fails its schema: ${error.description}` : own.description,
    ...(error?.headers || own.headers ? { headers: { ...error?.headers, ...ownHeaders } } : {}),
    content: { ...error?.content, [own.mediaType]: { schema: { type: 'string' } } },
  }
}

/** `responses` of the route schema as @fastify/swagger reads it (`content`, `headers`, `type: 'null'`). */
export function documentedResponses(op: OperationDef): Record<string, unknown> {
  const responses: Record<string, unknown> = {}
  const content = successContent(op)
  for (const status of [op.successStatus, ...(op.alsoSuccess ?? [])]) {
    const headers = successHeaders(op)
    responses[String(status)] = {
      description: successDescription(op, status),
      ...(Object.keys(headers).length > 0 ? { headers: headersSchema(headers) } : {}),
      ...(content && status !== 204 ? { content } : { type: 'null' }),
    }
  }
  const media = ERROR_MEDIA[op.errorKind]
  for (const status of errorStatuses(op)) {
    const headers = ERROR_HEADERS[status]
    responses[String(status)] = {
      description: ERROR_DESCRIPTIONS[status] ?? `Error ${status}`,
      ...(headers ? { headers: headersSchema(headers) } : {}),
      // A HEAD answer never has a body, an error's neither.
      ...(op.method === 'HEAD' ? { type: 'null' } : { content: { [media.mediaType]: { schema: { $ref: media.ref } } } }),
    }
  }
  for (const [status, own] of Object.entries(op.ownAnswers ?? {})) responses[status] = withOwnAnswer(responses[status] as DocResponse | undefined, own)
  return responses
}
