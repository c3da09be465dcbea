/**
 * The registry goes away and comes back: cached reads keep working, marked stale with their
 * time; never-read addresses answer 504; writes answer 503 and nothing is queued; fresh answers
 * return with the registry. The cache keeps to its size limit and can be cleared.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { Value } from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { ErrorCurrentSchema } from '../../local-server/contract/common.js'
import { liveForSuite, startGateway } from './live-setup.js'

const live = liveForSuite()

describe('live mode: offline', () => {
  let invoiceId: number
  let pdf: Buffer
  let credit: unknown

  it('keeps successful reads in gateway-cache.sqlite as they pass', async () => {
    const res = await live.gateway.call('/v1/credit')
    expect(res.headers.get('x-gateway-cache')).toBe('live')
    expect(res.headers.get('x-gateway-fetched-at')).toBeNull()
    credit = await res.json()
    const list = await (await live.gateway.call('/v1/invoices?size=2&sort=id')).json()
    invoiceId = list.elements[0].id
    pdf = Buffer.from(await (await live.gateway.call(`/v1/invoices/${invoiceId}/pdf`)).arrayBuffer())
    expect(existsSync(path.join(live.gateway.dataDir, 'gateway-cache.sqlite'))).toBe(true)
    const status = await (await live.gateway.call('/gateway/status')).json()
    expect(status).toMatchObject({ mode: 'live', platform: 'production', online: true, upstream: live.registry.url })
    expect(status.lastContact).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('answers cached reads when the registry is down, marked stale with the time they were fetched', async () => {
    await live.registry.stop()
    const res = await live.gateway.call('/v1/credit')
    expect(res.status).toBe(200)
    expect(res.headers.get('x-gateway-cache')).toBe('stale')
    const fetchedAt = res.headers.get('x-gateway-fetched-at')
    expect(fetchedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/)
    expect(Math.abs(Date.parse(fetchedAt!) - live.gateway.now)).toBeLessThan(2000)
    expect(await res.json()).toEqual(credit)

    // Same address with the query in another order: the same cached answer.
    const list = await live.gateway.call('/v1/invoices?sort=id&size=2')
    expect(list.headers.get('x-gateway-cache')).toBe('stale')

    const doc = await live.gateway.call(`/v1/invoices/${invoiceId}/pdf`)
    expect(doc.status).toBe(200)
    expect(doc.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await doc.arrayBuffer()).equals(pdf)).toBe(true)
  })

  it('answers 504 for a read never made before, and 503 for any write, in the current error kind', async () => {
    const never = await live.gateway.call('/v1/payments?size=7')
    expect(never.status).toBe(504)
    expect(never.headers.get('content-type')).toMatch(/application\/problem\+json/)
    const body = await never.json()
    expect(body).toMatchObject({ status: 504, code: 'upstream_unreachable', type: 'urn:registrar-api:error:upstream_unreachable' })
    // The sandbox's error writer wrote it: the documented current kind.
    expect(Value.Check(ErrorCurrentSchema, body)).toBe(true)

    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await live.gateway.call('/v1/credit/warnThreshold', {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 100 }),
      })
      expect(res.status, method).toBe(503)
      const offline = await res.json()
      expect(offline).toMatchObject({ status: 503, code: 'registry_offline' })
      expect(Value.Check(ErrorCurrentSchema, offline)).toBe(true)
    }
  })

  it('says so in /gateway/status', async () => {
    live.gateway.now += 10_000 // older news than the status keeps: it probes
    const status = await (await live.gateway.call('/gateway/status')).json()
    expect(status.online).toBe(false)
    expect(status.lastContact).toBeDefined()
  })

  it('answers live again when the registry is back, and nothing was queued meanwhile', async () => {
    await live.registry.start()
    live.registry.seen.length = 0
    const res = await live.gateway.call('/v1/credit')
    expect(res.status).toBe(200)
    expect(res.headers.get('x-gateway-cache')).toBe('live')
    expect(live.registry.seen.map((s) => s.line)).toEqual(['GET /v1/credit'])
    live.gateway.now += 10_000
    expect((await (await live.gateway.call('/gateway/status')).json()).online).toBe(true)
  })

  it('is emptied by DELETE /gateway/cache (settings, sign-out): then offline reads answer 504', async () => {
    const clear = await live.gateway.call('/gateway/cache', { method: 'DELETE' })
    expect(clear.status).toBe(204)
    await live.registry.stop()
    expect((await live.gateway.call('/v1/credit')).status).toBe(504)
    await live.registry.start()
  })
})

describe('live mode: cache size limit', () => {
  it('drops the oldest answers first to stay under the limit', async () => {
    const countries = (await (await live.registry.direct('/v1/countries')).arrayBuffer()).byteLength
    const provinces = (await (await live.registry.direct('/v1/province')).arrayBuffer()).byteLength
    expect(provinces).toBeGreaterThan(1024)
    // Room for the countries and a little more, not for the provinces too.
    const small = await startGateway(live.registry, { cacheMaxMb: (countries + 1024) / (1024 * 1024) })
    try {
      await small.call('/v1/credit')
      small.now += 1000
      await small.call('/v1/province')
      small.now += 1000
      await small.call('/v1/countries')
      await live.registry.stop()
      expect((await small.call('/v1/countries')).headers.get('x-gateway-cache')).toBe('stale')
      expect((await small.call('/v1/credit')).status).toBe(504)
      expect((await small.call('/v1/province')).status).toBe(504)
    } finally {
      await live.registry.start()
      await small.close()
    }
  })
})
