/**
 * The request log's live stream as the screen reads it: events parsed across chunk boundaries,
 * the token in the header, a dropped stream reconnected with `Last-Event-ID`, a refusal final.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openEventStream } from '@/api/event-stream'
import { keepGatewaySession } from '@/api/gateway-session'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  sessionStorage.clear()
})

/** An answer whose body is these chunks, then its end. */
function streamAnswer(chunks: string[], status = 200, type = 'text/event-stream; charset=utf-8'): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c))
      controller.close()
    },
  })
  return new Response(body, { status, headers: { 'content-type': type } })
}

/** fetch answering each call with the next answer, recording what was asked; later calls wait forever. */
function fakeFetch(answers: Response[]) {
  const calls: { url: string; headers: Record<string, string> }[] = []
  const fetch = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string> })
    const next = answers.shift()
    return next ? Promise.resolve(next) : new Promise<Response>(() => undefined)
  })
  vi.stubGlobal('fetch', fetch)
  return calls
}

describe('openEventStream', () => {
  it('parses events split across chunks, with the token and the filters, and reconnects after what it got', async () => {
    const calls = fakeFetch([streamAnswer(['retry: 5\n\nid: 7\nevent: req', 'uest\ndata: {"id":7}\n\n: still here\n\n', 'id: 8\nevent: request\ndata: {"id":8}\n\n'])])
    const events: unknown[] = []
    const connected: boolean[] = []
    const stream = openEventStream({
      url: '/gateway/requests/stream',
      query: { method: 'GET', path: undefined },
      token: () => 'tok',
      lastEventId: '6',
      onEvent: (e) => events.push(e),
      onConnected: (c) => connected.push(c),
    })
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    stream.close()
    expect(events).toEqual([
      { type: 'request', id: '7', data: '{"id":7}' },
      { type: 'request', id: '8', data: '{"id":8}' },
    ])
    expect(calls[0]).toEqual({ url: '/gateway/requests/stream?method=GET', headers: { Accept: 'text/event-stream', Authorization: 'Bearer tok', 'Last-Event-ID': '6' } })
    // After the drop (and the server's 5 ms), from the last event it saw.
    expect(calls[1]!.headers['Last-Event-ID']).toBe('8')
    expect(connected).toEqual([true, false])
  })

  it('stops for good on an answer that is not a stream, saying its status', async () => {
    const calls = fakeFetch([streamAnswer(['{"code":404}'], 404, 'application/json')])
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const refused = await new Promise<number>((resolve) => {
      openEventStream({ url: '/gateway/requests/stream', token: () => undefined, onEvent: () => undefined, onRefused: resolve, retryMs: 1 })
    })
    expect(refused).toBe(404)
    // No try is planned: no timer waits to connect again.
    expect(vi.getTimerCount()).toBe(0)
    expect(calls).toHaveLength(1)
    // No token, no gateway session: no credential at all.
    expect(calls[0]!.headers).toEqual({ Accept: 'text/event-stream' })
  })

  it("sends live mode's gateway session as X-Gateway-Session", async () => {
    keepGatewaySession('S1')
    const calls = fakeFetch([])
    const stream = openEventStream({ url: '/gateway/requests/stream', token: () => undefined, onEvent: () => undefined })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    stream.close()
    expect(calls[0]!.headers).toEqual({ Accept: 'text/event-stream', 'X-Gateway-Session': 'S1' })
  })
})
