/**
 * Checks on the request itself, before any operation reads it:
 * - one `Host` header, and at most one `Authorization`: two would let a proxy and this server
 *   disagree on which site is asked or who asks (Node keeps the first and drops the rest silently);
 * - a body only of a media type the operation declares: JSON operations take `application/json`,
 *   others list theirs in `consumes`. Fastify would otherwise parse form and text bodies for any
 *   route, and a JSON operation could be fed a form a browser may send cross-site without asking.
 * Both throw ApiError, so the errors plugin answers in the operation's own body kind.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from '../api-error.js'
import type { OperationDef } from '../contract/operation.js'

/**
 * What is wrong with the request's `Host` and `Authorization` headers, if anything: two of either,
 * or no `Host` in HTTP/1.1 (RFC 9112 3.2). Node would answer that last one itself, with no body
 * and no `X-Request-Id` (the server is made with `requireHostHeader: false` for that reason).
 */
function headerProblem(request: FastifyRequest): ApiError | undefined {
  const raw = request.raw.rawHeaders
  let hosts = 0
  let authorizations = 0
  // Lower-casing only names of the right lengths: it makes a new string for every header otherwise.
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!
    if (name.length === 4 && name.toLowerCase() === 'host') hosts += 1
    else if (name.length === 13 && name.toLowerCase() === 'authorization') authorizations += 1
  }
  if (hosts > 1) return new ApiError(400, 'duplicate_host', 'The request has more than one Host header', 'Host')
  if (hosts === 0 && request.raw.httpVersion !== '1.0') return new ApiError(400, 'bad_request', 'An HTTP/1.1 request must have a Host header', 'Host')
  if (authorizations > 1) return new ApiError(400, 'duplicate_authorization', 'The request has more than one Authorization header', 'Authorization')
  return undefined
}

export function installHeaderGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, and a promise costs more than the check.
  app.addHook('onRequest', (request, _reply, done) => done(headerProblem(request)))
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0

/** The body's media type without parameters, lower case (`application/json; charset=utf-8` → `application/json`). */
const mediaTypeOf = (contentType: string | undefined): string => (contentType ?? '').split(';')[0]!.trim().toLowerCase()

/**
 * An operation that takes no body, sent none but a `Content-Type` (client libraries that set
 * `application/json` on every request): the header goes, so that Fastify does not run its JSON
 * parser on nothing, which refuses an empty body (400) before the operation is reached.
 */
export function dropEmptyBodyType(op: OperationDef, request: FastifyRequest): void {
  if (op.body || op.consumes || hasBody(request) || request.headers['content-type'] === undefined) return
  delete request.headers['content-type']
}

/** Throws 415 when `op` takes a body and the request's is of another media type. */
export function checkBodyMediaType(op: OperationDef, request: FastifyRequest): void {
  if (!op.body && !op.consumes) return
  if (!hasBody(request)) return
  const accepted = op.consumes ?? ['application/json']
  const given = mediaTypeOf(request.headers['content-type'])
  if (!accepted.includes(given)) {
    throw new ApiError(415, 'unsupported_media_type', `This operation takes ${accepted.join(' or ')}, not ${given || 'a body without Content-Type'}`)
  }
}
