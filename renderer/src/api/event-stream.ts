/**
 * Follows a Server-Sent Events operation of the local server (the request log's stream) with the
 * session's credentials. The browser's EventSource cannot send the `Authorization` header the
 * sandbox's token needs, nor live mode's `X-Gateway-Session` (gateway-session.ts), so this reads
 * the stream with fetch and parses it with `eventsource-parser`. Like EventSource, it reconnects
 * after the server's `retry` with `Last-Event-ID`, so that the server sends what was missed;
 * unlike it, it stops for good on an answer that is not a stream (a refused or ended session,
 * the log turned off), which it reports.
 */
import { createParser } from 'eventsource-parser'
import { GATEWAY_SESSION_HEADER } from '@contract/gateway'
import { gatewaySession } from './gateway-session'
import { queryString } from './http'

export interface EventStreamOptions {
  /** A path on the page's origin. */
  readonly url: string
  readonly query?: Record<string, unknown>
  /** The bearer token, if the session has one (sandbox); read again at each connection. */
  token(): string | undefined
  /** The id of the last event already shown: the server first sends what came after it. */
  readonly lastEventId?: string | undefined
  onEvent(event: { readonly type: string | undefined; readonly id: string | undefined; readonly data: string }): void
  /** The stream is open (again): `true`; it dropped and will be tried again: `false`. */
  onConnected?(connected: boolean): void
  /** The server refused the stream with this status: no more tries. */
  onRefused?(status: number): void
  /** How long to wait before trying again when the server did not say (`retry:`). */
  readonly retryMs?: number
}

export interface EventStream {
  close(): void
}

const DEFAULT_RETRY_MS = 2000

export function openEventStream(options: EventStreamOptions): EventStream {
  const controller = new AbortController()
  let lastEventId = options.lastEventId
  let retryMs = options.retryMs ?? DEFAULT_RETRY_MS
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  const parser = createParser({
    onEvent(event) {
      if (event.id !== undefined) lastEventId = event.id
      options.onEvent({ type: event.event, id: event.id, data: event.data })
    },
    onRetry(ms) {
      retryMs = ms
    },
  })
  const query = queryString(options.query)
  const url = query ? `${options.url}?${query}` : options.url

  async function connect(): Promise<void> {
    parser.reset()
    const headers: Record<string, string> = { Accept: 'text/event-stream' }
    const token = options.token()
    if (token) headers.Authorization = `Bearer ${token}`
    const session = gatewaySession()
    if (session) headers[GATEWAY_SESSION_HEADER] = session
    if (lastEventId) headers['Last-Event-ID'] = lastEventId
    try {
      const res = await fetch(url, { headers, signal: controller.signal, cache: 'no-store' })
      if (!res.ok || !res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) {
        options.onRefused?.(res.status)
        return
      }
      options.onConnected?.(true)
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        parser.feed(value)
      }
    } catch {
      if (controller.signal.aborted) return
    }
    if (controller.signal.aborted) return
    options.onConnected?.(false)
    retryTimer = setTimeout(() => void connect(), retryMs)
  }

  void connect()
  return {
    close() {
      clearTimeout(retryTimer)
      controller.abort()
    },
  }
}
