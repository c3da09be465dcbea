/**
 * A stand-in for XMLHttpRequest in component tests: each request is recorded and answered by the
 * test's `answer` function (status, JSON body or bytes, headers), or fails as a network error.
 */
import { vi } from 'vitest'

export interface FakeRequest {
  readonly method: string
  readonly url: string
  readonly headers: Record<string, string>
  readonly body: unknown
}

export interface FakeAnswer {
  readonly status: number
  readonly body?: unknown
  readonly headers?: Record<string, string>
}

export function installFakeXhr(answer: (request: FakeRequest) => FakeAnswer | 'network-error'): FakeRequest[] {
  const requests: FakeRequest[] = []
  class FakeXhr {
    status = 0
    responseType: XMLHttpRequestResponseType = ''
    response: unknown = null
    responseText = ''
    timeout = 0
    upload = { onprogress: null as ((e: ProgressEvent) => void) | null }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    ontimeout: (() => void) | null = null
    onabort: (() => void) | null = null
    private method = ''
    private url = ''
    private headers: Record<string, string> = {}
    private answerHeaders: Record<string, string> = {}
    open(method: string, url: string) {
      this.method = method
      this.url = url
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value
    }
    getResponseHeader(name: string): string | null {
      return this.answerHeaders[name.toLowerCase()] ?? null
    }
    abort() {
      queueMicrotask(() => this.onabort?.())
    }
    send(body: unknown) {
      const request = { method: this.method, url: this.url, headers: this.headers, body }
      requests.push(request)
      queueMicrotask(() => {
        const a = answer(request)
        if (a === 'network-error') return this.onerror?.()
        this.status = a.status
        this.answerHeaders = Object.fromEntries(Object.entries(a.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]))
        if (this.responseType === 'arraybuffer') this.response = a.body instanceof ArrayBuffer ? a.body : new TextEncoder().encode(JSON.stringify(a.body ?? '')).buffer
        else this.responseText = a.body === undefined ? '' : typeof a.body === 'string' ? a.body : JSON.stringify(a.body)
        this.onload?.()
      })
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  return requests
}
