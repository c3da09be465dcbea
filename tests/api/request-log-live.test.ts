/**
 * The request log in live mode: requests through the proxy are recorded with the caller let in by
 * the API key, the registry's share of the time, answers from the offline cache, and bodies
 * redacted before storage; the log is read with the API key, not a registry token.
 */
import { describe, expect, it } from 'vitest'
import type { RequestRecordView, RequestSummary } from '../../local-server/contract/request-log.js'
import { liveForSuite } from './live-setup.js'

const live = liveForSuite({ requestLog: true })

async function recordOf(requestId: string): Promise<RequestRecordView> {
  const page = (await (await live.gateway.call(`/gateway/requests?requestId=${requestId}`)).json()) as { elements: RequestSummary[] }
  expect(page.elements).toHaveLength(1)
  return (await (await live.gateway.call(`/gateway/requests/${page.elements[0]!.id}`)).json()) as RequestRecordView
}

describe('the request log in live mode', () => {
  it('records a proxied request: the API key as the caller, the registry’s share of the time, the answer', async () => {
    const res = await live.gateway.call('/v1/payments?size=1', { headers: { 'x-request-id': 'live-1' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-request-id')).toBe('live-1')
    const body = await res.text()
    const r = await recordOf('live-1')
    expect(r).toMatchObject({ method: 'GET', path: '/v1/payments', status: 200, caller: { kind: 'apiKey' }, fromCache: false })
    expect(r.upstreamMs).toBeGreaterThan(0)
    expect(r.upstreamMs!).toBeLessThanOrEqual(r.durationMs)
    expect(JSON.parse(r.responseBody.text!)).toEqual(JSON.parse(body))
    expect(r.requestHeaders['x-api-key']).toBe('[redacted]')
  })

  it('keeps a forwarded body redacted', async () => {
    await live.gateway.call('/v1/payments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'live-post' },
      body: JSON.stringify({ amount: '10.00', password: 'LivePassword1', note: '4111111111111111' }),
    })
    const r = await recordOf('live-post')
    expect(JSON.parse(r.requestBody.text!)).toEqual({ amount: '10.00', password: '[redacted]', note: '[redacted card number]' })
  })

  it('marks an answer from the offline cache', async () => {
    expect((await live.gateway.call('/v1/province', { headers: { 'x-request-id': 'live-fresh' } })).status).toBe(200)
    await live.registry.stop()
    try {
      const stale = await live.gateway.call('/v1/province', { headers: { 'x-request-id': 'live-stale' } })
      expect(stale.headers.get('x-gateway-cache')).toBe('stale')
      expect((await recordOf('live-stale')).fromCache).toBe(true)
      expect((await recordOf('live-fresh')).fromCache).toBe(false)
    } finally {
      await live.registry.start()
    }
  })

  it("keeps the web UI's session out of the log: the sign-in link's redirect, the header, the renewed one", async () => {
    const open = await fetch(`${live.gateway.url}/gateway/session?key=${encodeURIComponent(live.gateway.apiKey)}`, {
      redirect: 'manual',
      headers: { 'x-request-id': 'live-sign-in' },
    })
    const secret = /#gateway-session=([\w-]+)$/.exec(open.headers.get('location') ?? '')![1]!
    const signIn = await recordOf('live-sign-in')
    expect(JSON.stringify(signIn)).not.toContain(secret)
    expect(JSON.stringify(signIn)).not.toContain(live.gateway.apiKey)
    expect(signIn.responseHeaders.location).toBe('/#gateway-session=[redacted]')

    const ui = await live.gateway.call('/v1/credit', { key: null, headers: { 'x-gateway-session': secret, 'x-request-id': 'live-ui' } })
    expect(ui.status).toBe(200)
    const record = await recordOf('live-ui')
    expect(record.caller).toMatchObject({ kind: 'session' })
    expect(record.requestHeaders['x-gateway-session']).toBe('[redacted]')
    expect(JSON.stringify(record)).not.toContain(secret)

    const regen = await live.gateway.call('/gateway/api-key', { method: 'POST', key: null, headers: { 'x-gateway-session': secret, 'x-request-id': 'live-regen' } })
    const renewed = regen.headers.get('x-gateway-session')!
    expect(renewed).toMatch(/^[\w-]{43}$/)
    const regenRecord = await recordOf('live-regen')
    expect(regenRecord.responseHeaders['x-gateway-session']).toBe('[redacted]')
    expect(JSON.stringify(regenRecord)).not.toContain(renewed)
  })

  it('is read with the API key: without it, 401', async () => {
    expect((await live.gateway.call('/gateway/requests', { key: null })).status).toBe(401)
    expect((await live.gateway.call('/gateway/requests')).status).toBe(200)
  })
})
