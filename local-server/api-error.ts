/**
 * The one error type services throw. It carries a machine-readable `code` (stable, documented in
 * docs/api-conventions.md) and, where one input is to blame, the `field` that caused it. The
 * errors plugin turns it into the legacy or current body kind of the operation that failed.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const badRequest = (code: string, message: string, field?: string): ApiError =>
  new ApiError(400, code, message, field)

export const notFound = (what: string): ApiError => new ApiError(404, 'not_found', `${what} not found`)

export const conflict = (code: string, message: string): ApiError => new ApiError(409, code, message)
