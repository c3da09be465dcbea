/**
 * The request log in sandbox mode (docs/request-log.md): every request recorded with its
 * X-Request-Id, secrets never stored (asserted on the file's bytes), the limits, the search and
 * its access. Which registrar sees which records: request-log-registrars.test.ts.
 */
import { readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RequestRecordView, RequestSummary } from '../../local-server/contract/request-log.js'
import { REQUEST_LOG_FILE } from '../../local-server/request-log/store.js'
import { createTestApp, type TestApp } from '../helpers/app.js'

/** A UUID of version 7: time-ordered. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

type Page = { elements: RequestSummary[]; page: { totalElements: number; totalPages: number; page: number; size: number } }

async function search(t: TestApp, query: string): Promise<Page> {
  const res = await t.call({ method: 'GET', url: `/gateway/requests${query}`, as: 'admin' })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as Page
}

async function recordOf(t: TestApp, requestId: string): Promise<RequestRecordView> {
  const page = await search(t, `?requestId=${encodeURIComponent(requestId)}`)
  expect(page.elements).toHaveLength(1)
  const res = await t.call({ method: 'GET', url: `/gateway/requests/${page.elements[0]!.id}`, as: 'admin' })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as RequestRecordView
}

/** Everything the log has written to disk: the database file and its write-ahead log. */
function storedBytes(dataDir: string): string {
  const file = path.join(dataDir, REQUEST_LOG_FILE)
  return [file, `${file}-wal`]
    .filter((f) => existsSync(f))
    .map((f) => readFileSync(f).toString('latin1'))
    .join('')
}

describe('X-Request-Id', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ requestLog: true })
  })
  afterAll(() => t.close())

  it('is on every answer: a new UUID, or the caller’s own when it sent a usable one', async () => {
    const fresh = await t.call({ method: 'GET', url: '/v1/province' })
    expect(fresh.headers['x-request-id']).toMatch(UUID)
    const own = await t.call({ method: 'GET', url: '/v1/province', headers: { 'x-request-id': 'my-tool-42' } })
    expect(own.headers['x-request-id']).toBe('my-tool-42')
    for (const unusable of ['with space', 'x'.repeat(129), '']) {
      const res = await t.call({ method: 'GET', url: '/v1/province', headers: { 'x-request-id': unusable } })
      expect(res.headers['x-request-id']).toMatch(UUID)
    }
  })

  it('is on refusals and on unknown addresses too, and finds their record', async () => {
    const refused = await t.call({ method: 'GET', url: '/gateway/requests', as: 'billing', headers: { 'x-request-id': 'refused-1' } })
    expect(refused.statusCode).toBe(403)
    expect(refused.headers['x-request-id']).toBe('refused-1')
    const missing = await t.call({ method: 'GET', url: '/v1/nowhere', as: 'billing', headers: { 'x-request-id': 'missing-1' } })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['x-request-id']).toBe('missing-1')
    expect((await recordOf(t, 'refused-1')).status).toBe(403)
    expect((await recordOf(t, 'missing-1')).status).toBe(404)
    // Without a token: answered with its id, logged, but no registrar's admin reads it (it may be any registrar's).
    const unauthenticated = await t.call({ method: 'GET', url: '/v1/payments', headers: { 'x-request-id': 'refused-2' } })
    expect(unauthenticated.statusCode).toBe(401)
    expect(unauthenticated.headers['x-request-id']).toBe('refused-2')
    expect((await search(t, '?requestId=refused-2')).elements).toEqual([])
  })
})

describe('a record', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ requestLog: true })
  })
  afterAll(() => t.close())

  it('says who asked what, what was answered, how long it took, and keeps the answer', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/payments?size=2&status=approved', as: 'billing', headers: { 'x-request-id': 'list-1' } })
    expect(res.statusCode).toBe(200)
    const r = await recordOf(t, 'list-1')
    expect(r).toMatchObject({
      requestId: 'list-1',
      method: 'GET',
      path: '/v1/payments',
      query: 'size=2&status=approved',
      status: 200,
      caller: { kind: 'user', user: 'billing' },
      fromCache: false,
      response: { size: Buffer.byteLength(res.body) },
    })
    expect(r.durationMs).toBeGreaterThan(0)
    expect(JSON.parse(r.responseBody.text!)).toEqual(res.json())
    expect(r.responseBody.truncated).toBe(false)
    // The id and the date are the record's own fields, not repeated among the headers.
    expect(r.requestHeaders['x-request-id']).toBeUndefined()
    expect(r.responseHeaders.date).toBeUndefined()
    expect(r.requestHeaders['user-agent']).toBeDefined()
    expect(r.responseHeaders['content-type']).toMatch(/application\/json/)
  })

  it('keeps a PDF answer as bytes, and describes a multipart upload without keeping it', async () => {
    const invoices = (await t.call({ method: 'GET', url: '/v1/invoices?size=1', as: 'billing' })).json() as { elements: { id: number }[] }
    const pdf = await t.call({ method: 'GET', url: `/v1/invoices/${invoices.elements[0]!.id}/pdf`, as: 'billing', headers: { 'x-request-id': 'pdf-1' } })
    expect(pdf.statusCode).toBe(200)
    const r = await recordOf(t, 'pdf-1')
    expect(r.responseBody.type).toBe('application/pdf')
    expect(Buffer.from(r.responseBody.base64!, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-')

    const boundary = 'log-test-boundary'
    const upload = await t.call({
      method: 'POST',
      url: '/v1/darwin/requests/1/documents',
      as: 'admin',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-request-id': 'upload-1' },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 x\r\n--${boundary}--\r\n`,
    })
    const u = await recordOf(t, 'upload-1')
    expect(u.status).toBe(upload.statusCode)
    expect(u.requestBody.text).toBeUndefined()
    expect(u.requestBody.base64).toBeUndefined()
    expect(u.requestBody.note).toMatch(/^not kept: multipart\/form-data, \d+ bytes$/)
  })
})

describe('secrets', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ requestLog: true })
  })
  afterAll(() => t.close())

  it('never reach the file: passwords, tokens, credential headers, keys in the query, card numbers', async () => {
    // The token request (a form) and its answer (the token).
    const form = await t.call({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': 'token-form' },
      payload: 'grant_type=password&username=admin&password=sandbox&client_secret=Sup3rS3cretClient',
    })
    const accessToken = (form.json() as { access_token: string }).access_token
    const refreshToken = (form.json() as { refresh_token?: string }).refresh_token
    // The same as JSON.
    await t.call({ method: 'POST', url: '/oauth/token', headers: { 'x-request-id': 'token-json' }, payload: { grant_type: 'password', username: 'admin', password: 'sandbox' } })
    // Credential headers, a key in the query, a card number in a body (refused, and logged all the same).
    const card = '4111 1111 1111 1111'
    await t.call({
      method: 'POST',
      url: '/v1/payments?key=QueryKey12345&token=QueryToken12345',
      token: accessToken,
      headers: { 'x-api-key': 'HeaderApiKey12345', cookie: 'gateway_session=CookieValue12345', 'x-request-id': 'secrets-1' },
      payload: { amount: '10.00', description: `card ${card} and 5555555555554444`, cardNumber: '4012888888881881', cvv: '123' },
    })
    t.app.requestLog!.flush()

    const bytes = storedBytes(t.dataDir)
    for (const secret of [
      'sandbox',
      'Sup3rS3cretClient',
      accessToken,
      ...(refreshToken ? [refreshToken] : []),
      'QueryKey12345',
      'QueryToken12345',
      'HeaderApiKey12345',
      'CookieValue12345',
      card,
      '4111111111111111',
      '5555555555554444',
      '4012888888881881',
      '"cvv":"123"',
    ]) {
      expect(bytes.includes(secret), `"${secret}" is in ${REQUEST_LOG_FILE}`).toBe(false)
    }

    // What was kept instead says where a secret was.
    const tokenForm = await recordOf(t, 'token-form')
    expect(tokenForm.requestBody.text).toBe('grant_type=password&username=admin&password=%5Bredacted%5D&client_secret=%5Bredacted%5D')
    expect(JSON.parse(tokenForm.responseBody.text!)).toMatchObject({ access_token: '[redacted]', token_type: expect.any(String) })
    const tokenJson = await recordOf(t, 'token-json')
    expect(JSON.parse(tokenJson.requestBody.text!)).toEqual({ grant_type: 'password', username: 'admin', password: '[redacted]' })
    const secrets = await recordOf(t, 'secrets-1')
    expect(secrets.query).toBe('key=[redacted]&token=[redacted]')
    expect(secrets.requestHeaders).toMatchObject({ authorization: '[redacted]', 'x-api-key': '[redacted]', cookie: '[redacted]' })
    expect(JSON.parse(secrets.requestBody.text!)).toEqual({
      amount: '10.00',
      description: 'card [redacted card number] and [redacted card number]',
      cardNumber: '[redacted]',
      cvv: '[redacted]',
    })
  })
})

describe('an answer repeating what was sent', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ requestLog: true })
  })
  afterAll(() => t.close())

  it('repeats 64 characters of a 60 KB element name, and is logged whole', async () => {
    const name = `x${'password'.repeat(7_500)}`
    const res = await t.call({
      method: 'POST',
      url: '/v1/dns-check/validate',
      as: 'admin',
      headers: { 'content-type': 'application/xml', 'x-request-id': 'long-name' },
      payload: `<request><domain>example.it</domain><nameservers><${name}/></nameservers></request>`,
    })
    expect(res.statusCode).toBe(400)
    expect(res.body.length).toBeLessThan(1_000)
    expect(res.body).toContain(`${name.slice(0, 64)}…`)
    const record = await recordOf(t, 'long-name')
    expect(record.status).toBe(400)
    expect(record.responseBody.text).toBe(res.body)
  })
})

describe('the search', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ requestLog: true })
    await t.call({ method: 'GET', url: '/v1/province', headers: { 'x-request-id': 's-public' } })
    await t.call({ method: 'GET', url: '/v1/payments?size=1', as: 'billing', headers: { 'x-request-id': 's-billing' } })
    await t.call({ method: 'GET', url: '/v1/payments/999999', as: 'billing', headers: { 'x-request-id': 's-missing' } })
    // An unknown address, with a token: its registrar's.
    await t.call({ method: 'DELETE', url: '/v1/nowhere', as: 'billing', headers: { 'x-request-id': 's-delete' } })
  })
  afterAll(() => t.close())

  const ids = (p: Page) => p.elements.map((e) => e.requestId).filter((id) => id.startsWith('s-'))

  it('lists the newest first and filters by method, status class, path, caller and request id', async () => {
    expect(ids(await search(t, '?size=100'))).toEqual(['s-delete', 's-missing', 's-billing', 's-public'])
    expect(ids(await search(t, '?method=delete'))).toEqual(['s-delete'])
    expect(ids(await search(t, '?status=4xx'))).toEqual(['s-delete', 's-missing'])
    expect(ids(await search(t, '?path=/v1/payments&size=100'))).toEqual(['s-missing', 's-billing'])
    expect(ids(await search(t, '?caller=billing'))).toEqual(['s-missing', 's-billing'])
    expect(ids(await search(t, '?caller=anonymous&path=/v1/'))).toEqual(['s-delete', 's-public'])
    expect(ids(await search(t, '?requestId=s-billing'))).toEqual(['s-billing'])
  })

  it('leaves out the web interface’s own files when asked, keeping every API request', async () => {
    // No /v1/ request here: the test below counts those.
    for (const [url, id] of [['/', 'f-page'], ['/assets/index-Bx1y2z3w.js', 'f-script'], ['/docs', 'f-reference'], ['/openapi.json', 'f-api'], ['/health', 'f-health'], ['/gateway/status', 'f-gateway']]) {
      await t.call({ method: 'GET', url: url!, headers: { 'x-request-id': id! } })
    }
    const fIds = (p: Page) => p.elements.map((e) => e.requestId).filter((id) => id.startsWith('f-'))
    expect(fIds(await search(t, '?size=100'))).toEqual(['f-gateway', 'f-health', 'f-api', 'f-reference', 'f-script', 'f-page'])
    expect(fIds(await search(t, '?size=100&appFiles=true'))).toEqual(['f-gateway', 'f-health', 'f-api', 'f-reference', 'f-script', 'f-page'])
    expect(fIds(await search(t, '?size=100&appFiles=false'))).toEqual(['f-gateway', 'f-health', 'f-api'])
    expect(fIds(await search(t, '?size=100&appFiles=false&path=openapi'))).toEqual(['f-api'])
  })

  it('filters by time and pages', async () => {
    // The searches are requests too: these look at the four above only.
    const all = await search(t, '?path=/v1/&size=100')
    const deleted = all.elements.find((e) => e.requestId === 's-delete')!
    expect(ids(await search(t, `?path=/v1/&from=${encodeURIComponent(deleted.at)}`))).toContain('s-delete')
    expect((await search(t, '?to=2000-01-01T00:00:00Z')).page.totalElements).toBe(0)
    const first = await search(t, '?path=/v1/&size=2&page=0')
    const second = await search(t, '?path=/v1/&size=2&page=1')
    expect(first.page).toEqual({ size: 2, page: 0, totalElements: 4, totalPages: 2 })
    expect([...ids(first), ...ids(second)]).toEqual(ids(all))
  })

  it('is for admins: 401 without a token, 403 for another group; bad filters and unknown records are refused', async () => {
    expect((await t.call({ method: 'GET', url: '/gateway/requests' })).statusCode).toBe(401)
    expect((await t.call({ method: 'GET', url: '/gateway/requests', as: 'billing' })).statusCode).toBe(403)
    expect((await t.call({ method: 'GET', url: '/gateway/requests/1', as: 'billing' })).statusCode).toBe(403)
    for (const bad of ['status=6xx', 'method=G%20T', 'from=yesterday', 'size=0', 'color=red', 'appFiles=maybe']) {
      const res = await t.call({ method: 'GET', url: `/gateway/requests?${bad}`, as: 'admin' })
      expect(res.statusCode, bad).toBe(400)
    }
    const missing = await t.call({ method: 'GET', url: '/gateway/requests/999999', as: 'admin' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'not_found' })
  })
})

describe('the limits', () => {
  it('keep the newest records within the count, oldest first out', async () => {
    const t = await createTestApp({ requestLog: true, requestLogMaxRecords: 5 })
    try {
      await t.token('admin') // the search's token, asked for before the requests counted here
      for (let i = 0; i < 8; i++) await t.call({ method: 'GET', url: '/v1/province', headers: { 'x-request-id': `n-${i}` } })
      const page = await search(t, '?size=100')
      // Past the limit the oldest go, toward a tenth under it (so that a full log deletes more than it writes for a while).
      const kept = page.elements.map((e) => e.requestId)
      expect(kept.length).toBeGreaterThanOrEqual(4)
      expect(kept.length).toBeLessThanOrEqual(5)
      expect(kept).toEqual(['n-7', 'n-6', 'n-5', 'n-4', 'n-3'].slice(0, kept.length))
    } finally {
      await t.close()
    }
  })

  it('keep the bytes within their limit, and drop records past their age', async () => {
    const clock = { now: Date.now() }
    const t = await createTestApp({ requestLog: true, requestLogMaxMb: 0.05, requestLogMaxDays: 1, empty: true }, { realNow: () => clock.now })
    try {
      await t.token('admin')
      // Two answers of countries, each stored once however often sent; the records' own bytes
      // (headers, addresses) fill the 50 KiB.
      for (let i = 0; i < 200; i++) await t.call({ method: 'GET', url: `/v1/countries?enabledOnly=${i % 2 === 0}`, headers: { 'x-request-id': `b-${i}` } })
      t.app.requestLog!.flush()
      const page = await search(t, '?path=/v1/countries&size=100')
      expect(page.page.totalElements).toBeLessThan(200)
      expect(page.elements[0]!.requestId).toBe('b-199')
      clock.now += 2 * 24 * 60 * 60 * 1000
      await t.call({ method: 'GET', url: '/v1/province', headers: { 'x-request-id': 'after-two-days' } })
      // The admin's token has expired meanwhile: a new one.
      const signIn = await t.call({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: 'admin', password: 'sandbox' } })
      const token = (signIn.json() as { access_token: string }).access_token
      const later = (await t.call({ method: 'GET', url: '/gateway/requests?path=/v1/&size=100', token })).json() as Page
      expect(later.elements.map((e) => e.requestId)).toEqual(['after-two-days'])
    } finally {
      await t.close()
    }
  })
})

describe('with the log off (`serve` without --request-log)', () => {
  it('still gives every answer its X-Request-Id, writes no log, and its operations say how to turn it on', async () => {
    const t = await createTestApp()
    try {
      const res = await t.call({ method: 'GET', url: '/v1/province', headers: { 'x-request-id': 'off-1' } })
      expect(res.headers['x-request-id']).toBe('off-1')
      const search = await t.call({ method: 'GET', url: '/gateway/requests', as: 'admin' })
      expect(search.statusCode).toBe(404)
      expect(search.json()).toMatchObject({ code: 'not_found', detail: expect.stringContaining('--request-log') })
      expect(existsSync(path.join(t.dataDir, REQUEST_LOG_FILE))).toBe(false)
    } finally {
      await t.close()
    }
  })
})
