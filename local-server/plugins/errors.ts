import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { errorCodes, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { ApiError } from '../api-error.js'
import type { ErrorCode } from '../contract/errors.js'
import type { ErrorKind } from '../contract/operation.js'
import { errorBody, type Failure } from './error-body.js'
import { collectRoutes, type RouteTable } from './route-table.js'
import { type AjvError, validationFailure } from './validation-failure.js'

function toFailure(err: FastifyError | ApiError | Error): Failure {
  if (err instanceof ApiError) {
    return { status: err.status, code: err.code, message: err.message, field: err.field, headers: err.headers, errors: err.errors }
  }
  const fe = err as FastifyError & { validation?: AjvError[]; validationContext?: string }
  if (fe.validation && fe.validation.length > 0) return validationFailure(fe.validation, fe.validationContext)
  const status = fe.statusCode ?? 500
  if (status >= 500) return { status: 500, code: 'internal_error', message: 'The server could not complete the request' }
  const codes: Record<string, ErrorCode> = {
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
    FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_body',
    FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_body',
    FST_ERR_MAX_PARAM_LENGTH: 'uri_too_long',
  }
  return { status, code: codes[fe.code] ?? (status === 400 ? 'invalid_body' : 'bad_request'), message: fe.message }
}

const pathOf = (url: string): string => url.split('?')[0] ?? url

const routeKindOf = (request: FastifyRequest): ErrorKind | undefined =>
  (request.routeOptions.config as { errorKind?: ErrorKind } | undefined)?.errorKind

const kindOf = (request: FastifyRequest): ErrorKind => routeKindOf(request) ?? 'current'

function sendFailure(request: FastifyRequest, reply: FastifyReply, f: Failure, now: number, kind: ErrorKind = kindOf(request)): FastifyReply {
  const { type, body } = errorBody(kind, f, pathOf(request.url), now)
  if (f.headers) reply.headers(f.headers)
  // Binary routes (PDF, CSV) carry a non-JSON content type; an error is always JSON.
  return reply.code(f.status).type(type).serializer(JSON.stringify).send(body)
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused before it became a request (a
 * request line or headers over the size limit, a malformed request) answers in the current
 * error kind rather than the framework's own body, with an `X-Request-Id` like every answer (a new
 * one: the caller's own is among the headers that could not be read).
 */
export function answerClientError(now: () => number, newRequestId: () => string) {
  return (err: Error & { code?: string }, socket: Socket): void => {
    if (!socket.writable) return void socket.destroy()
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
    const code: ErrorCode = status === 431 ? 'request_too_large' : status === 408 ? 'request_timeout' : 'bad_request'
    const message = status === 431 ? 'The request line or its headers are larger than the server takes (16 KiB)' : 'The request could not be read'
    const { type, body } = errorBody('current', { status, code, message }, '/', now())
    const text = JSON.stringify(body)
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nX-Request-Id: ${newRequestId()}\r\nConnection: close\r\n\r\n${text}`,
    )
  }
}

/**
 * One place writes every error: the operation's body kind, 5xx detail hidden but logged.
 * `frameworkErrors` goes into Fastify's options (the router's own refusals, such as a path
 * parameter over its length); `install` sets the handlers once the instance exists.
 */
export function createErrorHandling(now: () => number): {
  frameworkErrors: (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => FastifyReply
  install(app: FastifyInstance): void
} {
  let routes: RouteTable | undefined
  const handle = (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const failure = toFailure(err)
    // Only an error nobody threw on purpose is a failure of the server, logged with its stack. A
    // documented answer, 5xx included (a fault rule's, the sandbox's card gateway turned off), is
    // what the API says in that case: noted.
    if (failure.status >= 500 && !(err instanceof ApiError)) request.log.error({ err }, 'request failed')
    else request.log.info({ code: failure.code, field: failure.field }, failure.message)
    // A request the router refused has no route: the area of its path decides the kind.
    return sendFailure(request, reply, failure, now(), routeKindOf(request) ?? routes?.at(pathOf(request.url))?.errorKind)
  }
  return {
    frameworkErrors: handle,
    install(app) {
      const table = collectRoutes(app)
      routes = table
      const maxParamLength = app.initialConfig.maxParamLength ?? 100
      app.setErrorHandler(handle)
      app.setNotFoundHandler((request, reply) => {
        const path = pathOf(request.url)
        const known = table.at(path)
        // A known path with another method: 405 with the methods it has, in the kind of its area.
        if (known && !known.methods.includes(request.method)) {
          const failure: Failure = { status: 405, code: 'method_not_allowed', message: `${request.method} is not an operation of ${path}`, headers: { Allow: known.methods.join(', ') } }
          return sendFailure(request, reply, failure, now(), known.errorKind)
        }
        // An operation's path the router passed over for a parameter over its length: the router
        // answers that itself (414, through frameworkErrors), unless a wildcard route (the web
        // build's) took the path first and handed it here.
        if (known && path.split('/').some((segment) => segment.length > maxParamLength)) {
          return handle(new errorCodes.FST_ERR_MAX_PARAM_LENGTH(path), request, reply)
        }
        return sendFailure(request, reply, { status: 404, code: 'not_found', message: `No operation at ${request.method} ${path}` }, now(), known?.errorKind ?? table.areaKindOf(path))
      })
    },
  }
}
