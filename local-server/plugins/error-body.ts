/**
 * The one writer of error bodies: the spec's legacy and current kinds and the OAuth body of the
 * token endpoint. The sandbox's errors plugin and the live-mode gateway both answer through it,
 * so a client reads the same shape whichever answered.
 */
import type { ErrorCode, FieldError } from '../contract/errors.js'
import { OAUTH_ERROR_CODES } from '../contract/common.js'
import type { ErrorKind } from '../contract/operation.js'
import { formatDateTime } from '../time.js'

export interface Failure {
  readonly status: number
  readonly code: ErrorCode
  readonly message: string
  readonly field?: string
  /** Every failing input when there are several (validation); the first is `code` and `field`. */
  readonly errors?: readonly FieldError[]
  readonly headers?: Record<string, string>
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  421: 'Misdirected Request',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

// `slow_down` (RFC 8628 3.5) answers sign-ins throttled after repeated failures, with 429.
const OAUTH_CODES: ReadonlySet<string> = new Set(OAUTH_ERROR_CODES)

/** The body of a failure in an error kind; `path` is the request's path (the problem's `instance`). */
export function errorBody(kind: ErrorKind, f: Failure, path: string, now: number): { type: string; body: unknown } {
  if (kind === 'oauth') {
    const error = OAUTH_CODES.has(f.code) ? f.code : f.status < 500 ? 'invalid_request' : 'server_error'
    return { type: 'application/json', body: { error, error_description: f.message } }
  }
  const field = f.field ? { field: f.field } : {}
  const errors = f.errors && f.errors.length > 0 ? { errors: f.errors.map(({ field, code }) => ({ field, code })) } : {}
  if (kind === 'legacy') {
    return {
      type: 'application/json',
      body: { code: f.code, message: f.message, ...field, ...errors, timestamp: formatDateTime(now) },
    }
  }
  return {
    type: 'application/problem+json',
    body: {
      type: `urn:registrar-api:error:${f.code}`,
      title: TITLES[f.status] ?? 'Error',
      status: f.status,
      detail: f.message,
      instance: path,
      code: f.code,
      ...field,
      ...errors,
    },
  }
}
