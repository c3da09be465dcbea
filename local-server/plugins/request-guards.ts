/**
 * Checks on the request itself, before any operation reads it:
 * - one `Host` header only, and at most one `Authorization`: two would let a proxy and this
 *   server disagree on which site is asked or who asks (Node keeps the first and drops the rest
 *   silently);
 * - a body only of a media type the operation declares: JSON operations take `application/json`,
 *   others list theirs in `consumes`. Fastify would otherwise parse form and text bodies for any
 *   route, and a JSON operation could be fed a form a browser may send cross-site without asking.
 * Both throw ApiError, so the errors plugin answers in the operation's own body kind.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from '../api-error.js'
import type { OperationDef } from '../contract/operation.js'

/** The header that comes twice of those that must come once, or undefined. */
function repeatedHeader(request: FastifyRequest): 'Host' | 'Authorization' | undefined {
  const raw = request.raw.rawHeaders
  let hosts = 0
  let authorizations = 0
  // Lower-casing only names of the right lengths: it makes a new string for every header otherwise.
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!
    if (name.length === 4 && name.toLowerCase() === 'host') hosts += 1
    else if (name.length === 13 && name.toLowerCase() === 'authorization') authorizations += 1
  }
  return hosts > 1 ? 'Host' : authorizations > 1 ? 'Authorization' : undefined
}

export function installRepeatedHeaderGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, and a promise costs more than the check.
  app.addHook('onRequest', (request, _reply, done) => {
    const repeated = repeatedHeader(request)
    if (repeated === undefined) return done()
    const code = repeated === 'Host' ? 'duplicate_host' : 'duplicate_authorization'
    done(new ApiError(400, code, `The request has more than one ${repeated} header`, repeated))
  })
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
