/**
 * The one HTTP client of the renderer. It talks to the gateway on the page's own origin (the
 * desktop app and `serve` both put the API and the UI on one origin), adds the token (sandbox) or
 * the gateway's session (live mode: gateway-session.ts), reports an ended session once however
 * many requests fail with it, and tells listeners of every answer (the gateway's offline banner
 * reads their headers).
 *
 * It is XMLHttpRequest under a few lines rather than axios: the sign-in screen loads it before it
 * can show (axios was 22 KiB of gzip JavaScript, a fifth of that screen's weight: docs/architecture.md,
 * "The web build as `serve` sends it"), and XMLHttpRequest is what gives upload progress.
 */
import { GATEWAY_SESSION_HEADER } from '@contract/gateway'
import { gatewaySession, keepGatewaySession } from './gateway-session'

interface HttpRequest {
  readonly method: string
  /** A path on the page's origin (`/v1/…`). */
  readonly url: string
  /** The query: arrays as repeated parameters (`sort=a&sort=b`, as the API expects); empty values left out. */
  readonly params?: Record<string, unknown> | undefined
  /** JSON for plain values; FormData, Blob and bytes as they are. */
  readonly data?: unknown
  readonly responseType: 'json' | 'arraybuffer'
  readonly signal?: AbortSignal | undefined
  /** Upload progress, 0..1. */
  readonly onUploadProgress?: ((fraction: number) => void) | undefined
}

/** An answer of the server, whatever its status. */
export interface HttpAnswer {
  readonly status: number
  /** The parsed JSON (or its text when it is not JSON), or the bytes of a binary request. */
  readonly data: unknown
  header(name: string): string | undefined
}

/** A request that failed: an answer outside 2xx, or none at all (network down, aborted, timed out). */
export class HttpError extends Error {
  constructor(
    message: string,
    /** Absent when the server did not answer. */
    readonly answer?: HttpAnswer,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export interface Http {
  /** Resolves with a 2xx answer; rejects with an HttpError otherwise. */
  request(request: HttpRequest): Promise<HttpAnswer>
  /** Calls `listener` with every answer the server gives, 2xx or not. */
  onAnswer(listener: (answer: HttpAnswer) => void): void
}

export interface HttpDeps {
  /** The current bearer token, if signed in. */
  token(): string | undefined
  /** Called when an API request answers 401: the session (token or gateway session) has ended. */
  onUnauthorized(): void
}

const TIMEOUT_MS = 60_000

/** `a=1&sort=x&sort=y`: arrays as repeated parameters, undefined and null left out. */
export function queryString(params: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === undefined || v === null) continue
      search.append(key, v instanceof Date ? v.toISOString() : String(v))
    }
  }
  return search.toString()
}

function parseJson(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function isPlainData(data: unknown): boolean {
  return !(data instanceof FormData || data instanceof Blob || data instanceof ArrayBuffer || ArrayBuffer.isView(data) || data instanceof URLSearchParams)
}

function send(request: HttpRequest, token: string | undefined): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const query = queryString(request.params)
    xhr.open(request.method, query ? `${request.url}?${query}` : request.url)
    xhr.responseType = request.responseType === 'arraybuffer' ? 'arraybuffer' : 'text'
    xhr.timeout = TIMEOUT_MS
    xhr.setRequestHeader('Accept', 'application/json, */*')
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    const session = gatewaySession()
    if (session) xhr.setRequestHeader(GATEWAY_SESSION_HEADER, session)
    let body: XMLHttpRequestBodyInit | null = null
    if (request.data !== undefined) {
      if (isPlainData(request.data)) {
        xhr.setRequestHeader('Content-Type', 'application/json')
        body = JSON.stringify(request.data)
      } else {
        body = request.data as XMLHttpRequestBodyInit
      }
    }
    const progress = request.onUploadProgress
    if (progress) xhr.upload.onprogress = (e) => progress(e.lengthComputable && e.total > 0 ? e.loaded / e.total : 0)
    const abort = () => xhr.abort()
    request.signal?.addEventListener('abort', abort, { once: true })
    const settle = () => request.signal?.removeEventListener('abort', abort)
    xhr.onload = () => {
      settle()
      const data = xhr.responseType === 'arraybuffer' ? (xhr.response as ArrayBuffer) : parseJson(xhr.responseText)
      resolve({ status: xhr.status, data, header: (name) => xhr.getResponseHeader(name) ?? undefined })
    }
    const failed = (why: string) => () => {
      settle()
      reject(new HttpError(why))
    }
    xhr.onerror = failed('Network Error')
    xhr.ontimeout = failed(`timeout of ${TIMEOUT_MS} ms exceeded`)
    xhr.onabort = failed('canceled')
    if (request.signal?.aborted) return failed('canceled')()
    xhr.send(body)
  })
}

export function createHttp(deps: HttpDeps): Http {
  const listeners: ((answer: HttpAnswer) => void)[] = []
  return {
    async request(request) {
      const answer = await send(request, deps.token())
      for (const listener of listeners) listener(answer)
      if (answer.status >= 200 && answer.status < 300) {
        // Regenerating the API key ends every session but the caller's, whose new one comes here.
        const renewed = answer.header(GATEWAY_SESSION_HEADER)
        if (renewed) keepGatewaySession(renewed)
        return answer
      }
      // The token endpoint answers 400 to wrong credentials, never 401: any 401 is an ended session.
      if (answer.status === 401) deps.onUnauthorized()
      throw new HttpError(`Request failed with status code ${answer.status}`, answer)
    },
    onAnswer(listener) {
      listeners.push(listener)
    },
  }
}
