/**
 * Every /v1 area passes through the live gateway with the same answers as direct: JSON, CSV,
 * PDF bytes, XML and multipart bodies, errors of both kinds, writes; the registrar's token is
 * added by the gateway and the caller's own credentials never reach the registry.
 */
import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { multipartBody, pdfBytes } from '../helpers/multipart-form.js'
import { liveForSuite, snapshot } from './live-setup.js'

const live = liveForSuite()

async function same(path: string, init: RequestInit = {}) {
  const direct = await snapshot(await live.registry.direct(path, init))
  const via = await live.gateway.call(path, init)
  expect(via.headers.get('x-gateway-cache')).toBe('live')
  const proxied = await snapshot(via)
  expect(proxied.status, `${path}: ${proxied.body.toString()}`).toBe(direct.status)
  expect(proxied.type).toBe(direct.type)
  expect(proxied.disposition).toBe(direct.disposition)
  return { direct, proxied }
}

/** A request exactly as written (fetch would normalise the path and refuse some headers). */
function raw(method: string, path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${live.gateway.url}${path}`, { method, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

const json = (b: Buffer) => JSON.parse(b.toString('utf8'))

describe('live mode: every area through the gateway', () => {
  it.each([
    '/v1/credit',
    '/v1/credit/warnThreshold',
    '/v1/payments?size=5&sort=amount',
    '/v1/invoices?size=3',
    '/v1/registrar',
    '/v1/registrar/contacts',
    '/v1/customer',
    '/v1/user',
    '/v1/ipAddresses?service=epp-server',
    '/v1/darwin/requests?size=5',
    '/v1/user/groups',
    '/v1/dns-check/config',
    '/v1/province',
    '/v1/countries?enabledOnly=true',
  ])('GET %s answers as the registry does', async (path) => {
    const { direct, proxied } = await same(path)
    expect(proxied.status).toBe(200)
    expect(json(proxied.body)).toEqual(json(direct.body))
  })

  it('streams an invoice PDF and a payment report CSV back byte for byte, with their headers', async () => {
    const invoices = json((await snapshot(await live.gateway.call('/v1/invoices?size=1'))).body)
    const pdf = await same(`/v1/invoices/${invoices.elements[0].id}/pdf`)
    expect(pdf.proxied.status).toBe(200)
    expect(pdf.proxied.body.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.proxied.body.equals(pdf.direct.body)).toBe(true)

    const payments = json((await snapshot(await live.gateway.call('/v1/payments?status=approved&size=20'))).body)
    let csvSeen = false
    for (const p of payments.elements) {
      const res = await live.gateway.call(`/v1/payments/${p.id}/report/domains`)
      if (res.status !== 200) continue
      const csv = await same(`/v1/payments/${p.id}/report/domains`)
      expect(csv.proxied.type).toMatch(/^text\/csv/)
      expect(csv.proxied.body.equals(csv.direct.body)).toBe(true)
      csvSeen = true
      break
    }
    expect(csvSeen).toBe(true)
  })

  it('passes errors of both kinds through unchanged', async () => {
    const legacy = await same('/v1/registrar/contacts/999999')
    expect(legacy.proxied.status).toBe(404)
    expect(json(legacy.proxied.body).code).toBe(json(legacy.direct.body).code)
    const current = await same('/v1/payments?size=1000')
    expect(current.proxied.status).toBe(400)
    expect(current.proxied.type).toMatch(/problem\+json/)
  })

  it('sends a JSON write, and an XML body, and answers as the registry', async () => {
    const me = await (await live.gateway.call('/v1/user')).json()
    const created = await live.gateway.call('/v1/ipAddresses', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ service: 'das', userId: me.id, ipAddresses: ['192.0.2.77'] }),
    })
    const body = await created.json()
    expect(created.status, JSON.stringify(body)).toBe(201)
    const direct = await (await live.registry.direct('/v1/ipAddresses?service=das')).json()
    expect(JSON.stringify(direct)).toContain('192.0.2.77')

    const xml = '<request><domain>not a domain!</domain></request>'
    const init = { method: 'POST', headers: { 'content-type': 'application/xml', accept: 'application/json' }, body: xml }
    const answer = await same('/v1/dns-check/validate', init)
    expect(answer.proxied.status).toBe(400)
    expect(json(answer.proxied.body).code).toBe(json(answer.direct.body).code)
  })

  it('streams a darwin document upload (multipart) and its download', async () => {
    const requests = await (await live.gateway.call('/v1/darwin/requests?status=submitted&size=20')).json()
    const requestId = requests.elements[0].id
    const file = pdfBytes(300_000)
    const { payload, headers } = multipartBody([
      { name: 'document', data: JSON.stringify({ requestId, documentType: 'IC' }), contentType: 'application/json' },
      { name: 'file', data: file, filename: 'carta.pdf', contentType: 'application/pdf' },
    ])
    const up = await live.gateway.call('/v1/darwin/documents', { method: 'PUT', headers, body: new Uint8Array(payload) })
    const doc = await up.json()
    expect(up.status, JSON.stringify(doc)).toBe(201)
    const down = await same(`/v1/darwin/documents/${doc.id}/download`)
    expect(down.proxied.status).toBe(200)
    expect(down.proxied.body.equals(file)).toBe(true)
  })

  it("adds the registrar's token and never forwards the caller's credentials or hop-by-hop headers", async () => {
    live.registry.seen.length = 0
    const res = await raw('GET', '/v1/credit', {
      'x-api-key': live.gateway.apiKey,
      authorization: 'Bearer not-for-the-registry',
      cookie: 'a=b',
      'x-gateway-session': 'the-ui-session-stays-here',
      'x-custom': 'kept',
      connection: 'keep-alive, x-custom-hop',
      'x-custom-hop': '1',
      'proxy-authorization': 'Basic eA==',
      // Read by some servers as another path or method.
      'x-original-url': '/oauth/token',
      'x-http-method-override': 'DELETE',
    })
    expect(res.status).toBe(200)
    const seen = live.registry.seen.find((s) => s.line === 'GET /v1/credit')
    expect(seen?.authorization).toMatch(/^Bearer ey/)
    expect(seen?.authorization).not.toContain('not-for-the-registry')
    expect(seen?.headers['x-custom']).toBe('kept')
    for (const h of ['x-api-key', 'cookie', 'x-gateway-session', 'x-custom-hop', 'proxy-authorization', 'x-original-url', 'x-http-method-override']) expect(seen?.headers[h], h).toBeUndefined()
    expect(res.headers['x-gateway-cache']).toBe('live')
  })

  it('keeps requests inside /v1 of the registry', async () => {
    live.registry.seen.length = 0
    for (const path of ['/v1/../../oauth/token', '/v1/..;/oauth/token', '/v1/credit/..;/..;/oauth/token', '/v1/..%5C..%5Coauth/token', '/v1/..%2foauth/token', '/v1/credit%2F..%2F..%2Foauth/token']) {
      const res = await raw('GET', path, { 'x-api-key': live.gateway.apiKey })
      expect(res.status, path).toBe(404)
    }
    expect(live.registry.seen.filter((s) => s.line.includes('oauth'))).toEqual([])
  })
})
