/** Replaying a logged request: what can be sent again, and when to say another user sent it. */
import { mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import type { RequestRecordView } from '@contract/request-log'
import { ApiFailure } from '@/api/errors'
import { CallKey, HttpKey } from '@/api/inject'
import { useReplay } from '@/features/requests/composables/use-replay'
import { canReplay, isSafeMethod, isSameCaller, ReplayElsewhereError, replayBody, replayTarget } from '@/features/requests/replay'

const withBody = (requestBody: RequestRecordView['requestBody']) => ({ requestBody }) as RequestRecordView

describe('replay', () => {
  it('sends again a body kept whole, or none; not a body cut or not kept', () => {
    expect(canReplay(withBody({ size: 0, truncated: false }))).toBe(true)
    expect(canReplay(withBody({ size: 2, text: '{}', truncated: false }))).toBe(true)
    expect(canReplay(withBody({ size: 9, base64: 'JVBERg==', truncated: false }))).toBe(true)
    expect(canReplay(withBody({ size: 900, text: '{"a":', truncated: true }))).toBe(false)
    expect(canReplay(withBody({ size: 139, truncated: false, note: 'not kept: multipart/form-data, 139 bytes' }))).toBe(false)
  })

  it('sends the body with its media type', async () => {
    const blob = replayBody(withBody({ type: 'application/json', size: 7, text: '{"a":1}', truncated: false }))!
    expect([blob.type, await blob.text()]).toEqual(['application/json', '{"a":1}'])
    const pdf = replayBody(withBody({ type: 'application/pdf', size: 5, base64: 'JVBERi0=', truncated: false }))!
    expect([pdf.type, [...new Uint8Array(await pdf.arrayBuffer())]]).toEqual(['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]])
    expect(replayBody(withBody({ size: 0, truncated: false }))).toBeUndefined()
  })

  it('knows the signed-in user’s own requests: by user name, or the web UI’s session in live mode', () => {
    const me = { username: 'admin', live: false }
    expect(isSameCaller({ kind: 'user', user: 'admin' }, me)).toBe(true)
    expect(isSameCaller({ kind: 'user', user: 'billing' }, me)).toBe(false)
    expect(isSameCaller({ kind: 'anonymous' }, me)).toBe(false)
    expect(isSameCaller({ kind: 'apiKey' }, { username: 'admin', live: true })).toBe(false)
    expect(isSameCaller({ kind: 'session' }, { username: 'admin', live: true })).toBe(true)
  })

  it('sends only to the page’s own origin: a path the log recorded that leads elsewhere is refused', () => {
    const origin = 'http://127.0.0.1:8787'
    const at = (path: string, query = '') => replayTarget({ path, query }, origin)
    expect(at('/v1/payments', 'size=2')).toEqual({ url: 'http://127.0.0.1:8787/v1/payments?size=2' })
    expect(at('/v1/a//b')).toEqual({ url: 'http://127.0.0.1:8787/v1/a//b' })
    for (const [path, elsewhere] of [
      ['//evil.example/x', 'http://evil.example'],
      ['/\\evil.example/y', 'http://evil.example'],
      ['\\\\evil.example/z', 'http://evil.example'],
      ['https://evil.example/w', 'https://evil.example'],
      ['http://127.0.0.1:8788/v1/payments', 'http://127.0.0.1:8788'],
      ['//127.0.0.1:8787@evil.example/v', 'http://evil.example'],
    ] as const) {
      expect(at(path), path).toEqual({ elsewhere })
    }
    // Not an address at all: refused too, naming nothing.
    expect(at('//[')).toEqual({ elsewhere: '' })
  })

  it('tells reads from changes', () => {
    expect(['GET', 'head', 'OPTIONS', 'POST', 'DELETE'].map(isSafeMethod)).toEqual([true, true, true, false, false])
  })
})

/** The composable's `replay`, with this HTTP client and call. */
function replayWith(http: unknown, call: unknown): ReturnType<typeof useReplay>['replay'] {
  let replay!: ReturnType<typeof useReplay>['replay']
  mount(
    defineComponent({
      setup() {
        replay = useReplay().replay
        return () => h('p')
      },
    }),
    { global: { provide: { [HttpKey as symbol]: http, [CallKey as symbol]: call } } },
  )
  return replay
}

describe('sending a request again', () => {
  it('reports it sent even when its new record cannot be looked up, so that it is not sent twice', async () => {
    const http = { request: vi.fn(async () => ({ status: 201, data: {}, header: (n: string) => (n === 'x-request-id' ? 'r-2' : undefined) })), onAnswer: vi.fn() }
    const call = vi.fn(async () => {
      throw new ApiFailure(503, 'registry_offline', 'offline')
    })
    const replay = replayWith(http, call)
    const record = { method: 'POST', path: '/v1/payments/bank', query: '', requestBody: { size: 0, truncated: false } } as unknown as RequestRecordView
    await expect(replay(record)).resolves.toEqual({ status: 201, record: undefined })
    expect(http.request).toHaveBeenCalledTimes(1)
  })
})

describe('replaying a request the log recorded with a path that leads elsewhere', () => {
  it('sends nothing: no request, with the session’s token, leaves for another origin', async () => {
    const http = { request: vi.fn(async () => ({ status: 200, data: {}, header: () => undefined })), onAnswer: vi.fn() }
    const call = vi.fn()
    const replay = replayWith(http, call)
    for (const path of ['//evil.example/x', '/\\evil.example/y']) {
      const record = { method: 'GET', path, query: '', requestBody: { size: 0, truncated: false } } as unknown as RequestRecordView
      await expect(replay(record)).rejects.toBeInstanceOf(ReplayElsewhereError)
    }
    expect(http.request).not.toHaveBeenCalled()
    expect(call).not.toHaveBeenCalled()
  })
})
