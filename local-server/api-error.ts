import { ERROR_CODES, type ErrorCode, type ErrorCodeWithStatus, type FieldError } from './contract/errors.js'

/**
 * The one error type services throw. It carries a machine-readable `code` from the one list
 * (contract/errors.ts; another code does not compile) and, where one input is to blame, the
 * `field` that caused it; `errors` lists every failing input when there are several. The errors
 * plugin turns it into the legacy or current body kind of the operation that failed.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
    readonly errors?: readonly FieldError[],
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const badRequest = (code: ErrorCodeWithStatus<400>, message: string, field?: string): ApiError =>
  new ApiError(400, code, message, field)

export const notFound = (what: string): ApiError => new ApiError(404, 'not_found', `${what} not found`)

export const conflict = (code: ErrorCodeWithStatus<409>, message: string): ApiError => new ApiError(409, code, message)

/**
 * Several failing inputs at once (a form with five wrong values): the first names `code` and
 * `field`, as a client reading one error expects; `errors` lists them all.
 */
export function invalidFields(problems: readonly (FieldError & { readonly message: string })[]): ApiError | undefined {
  const first = problems[0]
  if (!first) return undefined
  const errors = problems.map(({ field, code }) => ({ field, code }))
  return new ApiError(ERROR_CODES[first.code].status, first.code, problems.map((p) => p.message).filter(Boolean).join('; '), first.field, undefined, errors)
}
