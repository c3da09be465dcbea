import { afterEach, describe, expect, it, vi } from 'vitest'
import { gatewaySession, keepGatewaySession } from '@/api/gateway-session'
import { createHttp, HttpError, queryString } from '@/api/http'
import { installFakeXhr } from './fake-xhr'

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('the HTTP client', () => {
  it('sends repeated parameters as the API expects, and leaves empty ones out', () => {
    expect(queryString({ sort: ['status', 'created,desc'], page: 0, size: 20, amount: 'ge:200', none: undefined, nil: null })).toBe(
      'sort=status&sort=created%2Cdesc&page=0&size=20&amount=ge%3A200',
    )
  })

  it('adds the token, sends JSON and reads JSON answers', async () => {
    const requests = installFakeXhr(() => ({ status: 200, body: { balance: 12 } }))
    const http = createHttp({ token: () => 'T', onUnauthorized: vi.fn() })
    const answer = await http.request({ method: 'POST', url: '/v1/x', params: { a: 1 }, data: { b: 2 }, responseType: 'json' })
    expect(answer.data).toEqual({ balance: 12 })
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/v1/x?a=1', body: '{"b":2}' })
    expect(requests[0]!.headers).toMatchObject({ authorization: 'Bearer T', 'content-type': 'application/json' })
  })

  it("sends live mode's gateway session as X-Gateway-Session, only when this tab has one", async () => {
    const requests = installFakeXhr(() => ({ status: 200, body: {} }))
    const http = createHttp({ token: () => undefined, onUnauthorized: vi.fn() })
    await http.request({ method: 'GET', url: '/v1/credit', responseType: 'json' })
    keepGatewaySession('S1')
    await http.request({ method: 'GET', url: '/v1/credit', responseType: 'arraybuffer' })
    expect(requests[0]!.headers).not.toHaveProperty('x-gateway-session')
    expect(requests[1]!.headers).toMatchObject({ 'x-gateway-session': 'S1' })
    expect(requests[1]!.headers).not.toHaveProperty('authorization')
  })

  it('keeps the new session a successful answer brings (the key regenerated), never one of a refusal', async () => {
    keepGatewaySession('old')
    installFakeXhr((r) =>
      r.method === 'POST' ? { status: 200, body: { apiKey: 'K2' }, headers: { 'X-Gateway-Session': 'renewed' } } : { status: 401, body: {}, headers: { 'X-Gateway-Session': 'nope' } },
    )
    const http = createHttp({ token: () => undefined, onUnauthorized: vi.fn() })
    await http.request({ method: 'GET', url: '/gateway/api-key', responseType: 'json' }).catch(() => undefined)
    expect(gatewaySession()).toBe('old')
    await http.request({ method: 'POST', url: '/gateway/api-key', responseType: 'json' })
    expect(gatewaySession()).toBe('renewed')
  })

  it('reports an ended session once per 401, and rejects every answer outside 2xx with it', async () => {
    installFakeXhr((r) => (r.url.startsWith('/v1/gone') ? { status: 401, body: { code: 'invalid_token' } } : { status: 404, body: { code: 'not_found' } }))
    const onUnauthorized = vi.fn()
    const http = createHttp({ token: () => undefined, onUnauthorized })
    const gone = await http.request({ method: 'GET', url: '/v1/gone', responseType: 'json' }).catch((e: unknown) => e)
    expect(gone).toBeInstanceOf(HttpError)
    expect((gone as HttpError).answer).toMatchObject({ status: 401, data: { code: 'invalid_token' } })
    await expect(http.request({ method: 'GET', url: '/v1/missing', responseType: 'json' })).rejects.toMatchObject({ answer: { status: 404 } })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('tells listeners of every answer, and fails without an answer when the network does', async () => {
    installFakeXhr((r) => (r.url === '/down' ? 'network-error' : { status: 200, body: {}, headers: { 'X-Gateway-Cache': 'stale' } }))
    const http = createHttp({ token: () => undefined, onUnauthorized: vi.fn() })
    const seen: (string | undefined)[] = []
    http.onAnswer((a) => seen.push(a.header('x-gateway-cache')))
    await http.request({ method: 'GET', url: '/v1/credit', responseType: 'json' })
    const down = await http.request({ method: 'GET', url: '/down', responseType: 'json' }).catch((e: unknown) => e)
    expect(seen).toEqual(['stale'])
    expect((down as HttpError).answer).toBeUndefined()
  })

  it('stops a request its signal aborts', async () => {
    installFakeXhr(() => ({ status: 200, body: {} }))
    const http = createHttp({ token: () => undefined, onUnauthorized: vi.fn() })
    const controller = new AbortController()
    controller.abort()
    await expect(http.request({ method: 'GET', url: '/v1/x', responseType: 'json', signal: controller.signal })).rejects.toBeInstanceOf(HttpError)
  })
})
