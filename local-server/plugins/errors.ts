import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from '../api-error.js'
import { OAUTH_ERROR_CODES } from '../contract/common.js'
import type { ErrorKind } from '../contract/operation.js'
import { formatDateTime } from '../time.js'

interface Failure {
  status: number
  code: string
  message: string
  field?: string
  headers?: Record<string, string>
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

// `slow_down` (RFC 8628 3.5) answers sign-ins throttled after repeated failures, with 429.
const OAUTH_CODES: ReadonlySet<string> = new Set(OAUTH_ERROR_CODES)

interface AjvError {
  instancePath: string
  keyword: string
  message?: string
  params: Record<string, unknown>
}

/** `bankPayment.paymentDate` from Ajv's `/bankPayment/paymentDate` and its params. */
function fieldOf(e: AjvError): string {
  const base = e.instancePath.split('/').filter(Boolean).join('.')
  const extra = (e.params.missingProperty ?? e.params.additionalProperty) as string | undefined
  return [base, extra].filter(Boolean).join('.')
}

function describeValidation(e: AjvError, field: string, inBody: boolean): string {
  if (e.keyword === 'additionalProperties') return `${field}: unknown ${inBody ? 'field' : 'parameter'}`
  if (e.keyword === 'required') return `${field}: is required`
  return `${field || 'body'}: ${e.message ?? 'is invalid'}`
}

function toFailure(err: FastifyError | ApiError | Error): Failure {
  if (err instanceof ApiError) {
    return { status: err.status, code: err.code, message: err.message, field: err.field, headers: err.headers }
  }
  const fe = err as FastifyError & { validation?: AjvError[]; validationContext?: string }
  if (fe.validation && fe.validation.length > 0) {
    const first = fe.validation[0]!
    const field = fieldOf(first)
    const inBody = fe.validationContext === 'body'
    return { status: 400, code: inBody ? 'invalid_body' : 'invalid_parameter', message: describeValidation(first, field, inBody), ...(field ? { field } : {}) }
  }
  const status = fe.statusCode ?? 500
  if (status >= 500) return { status: 500, code: 'internal_error', message: 'The server could not complete the request' }
  const codes: Record<string, string> = {
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
    FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_body',
    FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_body',
  }
  return { status, code: codes[fe.code] ?? (status === 400 ? 'invalid_body' : 'bad_request'), message: fe.message }
}

export function errorBody(kind: ErrorKind, f: Failure, request: FastifyRequest, now: number): { type: string; body: unknown } {
  if (kind === 'oauth') {
    const error = OAUTH_CODES.has(f.code) ? f.code : f.status < 500 ? 'invalid_request' : 'server_error'
    return { type: 'application/json', body: { error, error_description: f.message } }
  }
  if (kind === 'legacy') {
    return {
      type: 'application/json',
      body: { code: f.code, message: f.message, ...(f.field ? { field: f.field } : {}), timestamp: formatDateTime(now) },
    }
  }
  return {
    type: 'application/problem+json',
    body: {
      type: `urn:registrar-api:error:${f.code}`,
      title: TITLES[f.status] ?? 'Error',
      status: f.status,
      detail: f.message,
      instance: request.url.split('?')[0] ?? request.url,
      code: f.code,
      ...(f.field ? { field: f.field } : {}),
    },
  }
}

const kindOf = (request: FastifyRequest): ErrorKind =>
  (request.routeOptions.config as { errorKind?: ErrorKind } | undefined)?.errorKind ?? 'current'

export function sendFailure(request: FastifyRequest, reply: FastifyReply, f: Failure, now: number): FastifyReply {
  const { type, body } = errorBody(kindOf(request), f, request, now)
  if (f.headers) reply.headers(f.headers)
  // Binary routes (PDF, CSV) carry a non-JSON content type; an error is always JSON.
  return reply.code(f.status).type(type).serializer(JSON.stringify).send(body)
}

/** One place writes every error: the operation's body kind, 5xx detail hidden but logged. */
export function installErrorHandling(app: FastifyInstance, now: () => number): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const failure = toFailure(err)
    if (failure.status >= 500) request.log.error({ err }, 'request failed')
    else request.log.info({ code: failure.code, field: failure.field }, failure.message)
    return sendFailure(request, reply, failure, now())
  })
  app.setNotFoundHandler((request, reply) =>
    sendFailure(request, reply, { status: 404, code: 'not_found', message: `No operation at ${request.method} ${request.url.split('?')[0]}` }, now()),
  )
}
