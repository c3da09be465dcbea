import { HttpError } from './http'

/** One failing input, as the API lists them in `errors` (docs/api-conventions.md). */
export interface FieldFailure {
  readonly field: string
  readonly code: string
}

/**
 * An API failure as the screens need it: the HTTP status, the machine-readable `code` (shown as
 * `t('errors.' + code)`), the `field` at fault, every failing input (`errors`: a form shows each
 * on its field), and the server's English detail as a fallback. Reads all three body kinds:
 * current (RFC 9457), legacy, and OAuth.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly field?: string,
    /** Every failing input; at least the one `field` names, when there is one. */
    readonly errors: readonly FieldFailure[] = field ? [{ field, code }] : [],
  ) {
    super(detail)
    this.name = 'ApiFailure'
  }

  /** No answer at all: the gateway or the network is down. */
  get unreachable(): boolean {
    return this.status === 0
  }
}

interface AnyErrorBody {
  code?: unknown
  detail?: unknown
  message?: unknown
  field?: unknown
  errors?: unknown
  error?: unknown
  error_description?: unknown
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)

/** The body's `errors` list, keeping only well-formed entries; undefined when there is none. */
function fieldFailures(v: unknown): FieldFailure[] | undefined {
  if (!Array.isArray(v)) return undefined
  const list = v.flatMap((e: { field?: unknown; code?: unknown } | null) => {
    const field = str(e?.field)
    const code = str(e?.code)
    return field && code ? [{ field, code }] : []
  })
  return list.length > 0 ? list : undefined
}

async function readBody(data: unknown): Promise<AnyErrorBody | undefined> {
  // Binary requests (PDF, CSV) get their error bodies as bytes or blobs.
  let value = data
  if (typeof Blob !== 'undefined' && value instanceof Blob) value = await value.text()
  if (value instanceof ArrayBuffer) value = new TextDecoder().decode(value)
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return undefined
    }
  }
  return value && typeof value === 'object' ? (value as AnyErrorBody) : undefined
}

export async function toApiFailure(err: unknown): Promise<ApiFailure> {
  if (err instanceof ApiFailure) return err
  if (err instanceof HttpError) {
    if (!err.answer) return new ApiFailure(0, 'unreachable', err.message)
    const status = err.answer.status
    const body = await readBody(err.answer.data)
    const code = str(body?.code) ?? str(body?.error) ?? `http_${status}`
    const detail = str(body?.detail) ?? str(body?.message) ?? str(body?.error_description) ?? err.message
    const field = str(body?.field)
    return new ApiFailure(status, code, detail, field, fieldFailures(body?.errors) ?? (field ? [{ field, code }] : []))
  }
  return new ApiFailure(-1, 'unexpected', err instanceof Error ? err.message : String(err))
}
