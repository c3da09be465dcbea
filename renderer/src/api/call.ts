import type { Http } from './http'
import type { BodyOf, OperationDef, ParamsOf, QueryOf, ResultOf } from '@contract/operation'
import { toApiFailure } from './errors'

/** What a screen passes to call an operation; each part is typed from the operation's schemas. */
export interface CallInput<O extends OperationDef> {
  params?: ParamsOf<O>
  query?: Partial<QueryOf<O>>
  body?: BodyOf<O>
  /** Upload progress, 0..1 (multipart uploads). */
  onUploadProgress?: (fraction: number) => void
  signal?: AbortSignal
}

export type Call = <O extends OperationDef>(op: O, input?: CallInput<O>) => Promise<ResultOf<O>>

/** `/v1/payments/:paymentId` (or `{paymentId}`) with its parameters filled in and encoded. */
export function expandUrl(url: string, params: Record<string, unknown> = {}): string {
  return url.replace(/:(\w+)|\{(\w+)\}/g, (_m, a: string | undefined, b: string | undefined) => {
    const name = (a ?? b)!
    const value = params[name]
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}

/** Drops empty filters, so the URL carries only what the user chose. */
export function cleanQuery(query: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!query) return undefined
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue
    if (Array.isArray(v) && v.length === 0) continue
    out[k] = v
  }
  return out
}

/**
 * The one way screens talk to the API: `call(payments.list, { query })` infers params, query,
 * body and result from the operation declared in the contract.
 */
export function createCall(http: Http): Call {
  return async (op, input = {}) => {
    try {
      const res = await http.request({
        method: op.method,
        url: expandUrl(op.url, input.params as Record<string, unknown> | undefined),
        params: cleanQuery(input.query as Record<string, unknown> | undefined),
        data: input.body,
        responseType: op.produces ? 'arraybuffer' : 'json',
        signal: input.signal,
        onUploadProgress: input.onUploadProgress,
      })
      if (op.produces) return new Uint8Array(res.data as ArrayBuffer) as ResultOf<typeof op>
      return res.data as ResultOf<typeof op>
    } catch (err) {
      throw await toApiFailure(err)
    }
  }
}
