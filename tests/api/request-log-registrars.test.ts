/**
 * The request log keeps each registrar's requests to that registrar's admins (docs/request-log.md,
 * CONTRACT.md: a registrar never sees another's data): searched, read by number or exported as
 * HAR. A request of no registrar is every admin's only when it is about no registrar's data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RequestSummary } from '../../local-server/contract/request-log.js'
import { createTestApp, type TestApp } from '../helpers/app.js'

type Page = { elements: RequestSummary[] }

/** The request ids `as` finds in the log (newest first), of the requests this test named with `prefix`. */
async function idsSeenBy(t: TestApp, as: string, prefix: string, query = '?size=100'): Promise<string[]> {
  const res = await t.call({ method: 'GET', url: `/gateway/requests${query}`, as })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as Page).elements.map((e) => e.requestId).filter((id) => id.startsWith(prefix))
}

describe("one registrar's requests", () => {
  let t: TestApp
  let now = Date.now()
  beforeAll(async () => {
    t = await createTestApp({ requestLog: true }, { realNow: () => now })
  })
  afterAll(() => t.close())

  const idsFor = (as: string, query?: string) => idsSeenBy(t, as, 'r-', query)

  it("are never shown to another registrar's admin: searched, read or exported", async () => {
    // A token that has expired since: its refused request is still DEMO-REG's (the other tokens are asked for after).
    const soon = await t.token('domain')
    now += 2 * 24 * 3_600_000
    const billing = await t.token('billing')
    const customer = await t.call({ method: 'GET', url: '/v1/customer', as: 'admin', headers: { 'x-request-id': 'r-demo' } })
    // What only DEMO-REG may read: its customer's fiscal code, kept in the record's answer.
    const secret = (customer.json() as { fiscalCode: string }).fiscalCode
    expect(secret).toMatch(/\w{8,}/)
    // Refused for its group: no principal, but a DEMO-REG token.
    const refused = await t.call({ method: 'PUT', url: '/v1/registrar/publicInfo', token: billing, headers: { 'x-request-id': 'r-demo-refused' }, payload: {} })
    expect(refused.statusCode).toBe(403)
    const expired = await t.call({ method: 'GET', url: '/v1/darwin/requests', token: soon, headers: { 'x-request-id': 'r-demo-expired' } })
    expect(expired.statusCode).toBe(401)
    // A DEMO-REG user's sign-in, failed: that registrar's too.
    const signIn = await t.call({
      method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': 'r-demo-sign-in' },
      payload: 'grant_type=password&username=billing&password=wrong',
    })
    expect(signIn.statusCode).toBe(400)
    await t.call({ method: 'GET', url: '/v1/customer', as: 'other-admin', headers: { 'x-request-id': 'r-other' } })
    await t.call({ method: 'GET', url: '/v1/province', headers: { 'x-request-id': 'r-public' } })
    // Without a token, to a registrar's operation: it may be any registrar's, so no admin's.
    await t.call({ method: 'GET', url: '/v1/payments?description=Rossi', headers: { 'x-request-id': 'r-anonymous' } })
    // A sign-in of no user: what it sends may be anyone's.
    await t.call({ method: 'POST', url: '/oauth/token', headers: { 'x-request-id': 'r-nobody-sign-in' }, payload: { grant_type: 'password', username: 'bilingg', password: 'x' } })

    expect(await idsFor('admin')).toEqual(['r-public', 'r-demo-sign-in', 'r-demo-expired', 'r-demo-refused', 'r-demo'])
    expect(await idsFor('other-admin')).toEqual(['r-public', 'r-other'])
    // Not by asking for its caller, nor by its number, nor in a HAR file.
    expect(await idsFor('other-admin', '?caller=admin')).toEqual([])
    expect(await idsFor('other-admin', '?requestId=r-demo')).toEqual([])
    const demoPage = await t.call({ method: 'GET', url: '/gateway/requests?requestId=r-demo', as: 'admin' })
    const recordId = (demoPage.json() as Page).elements[0]!.id
    expect((await t.call({ method: 'GET', url: `/gateway/requests/${recordId}`, as: 'admin' })).body).toContain(secret)
    const read = await t.call({ method: 'GET', url: `/gateway/requests/${recordId}`, as: 'other-admin' })
    expect(read.statusCode).toBe(404)
    expect(read.body).not.toContain(secret)
    const har = await t.call({ method: 'GET', url: '/gateway/requests/har', as: 'other-admin' })
    expect(har.statusCode).toBe(200)
    const entries = (har.json() as { log: { entries: { _requestId: string }[] } }).log.entries
    expect(entries.map((e) => e._requestId).filter((id) => id.startsWith('r-'))).toEqual(['r-other', 'r-public'])
    expect(har.body).not.toContain(secret)
  })
})

describe("the bank's card page", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ requestLog: true })
  })
  afterAll(() => t.close())

  const idsFor = (as: string) => idsSeenBy(t, as, 'bank-')

  it("is its transaction's registrar's: another registrar's admin never sees the page, the card holder or the answer", async () => {
    const started = await t.call({
      method: 'POST',
      url: '/v1/payments/creditCard/transactions',
      as: 'billing',
      payload: { language: 'en', amount: 150, redirectSuccessUrl: 'https://www.demo-registrar.it/ok', redirectFailureUrl: 'https://www.demo-registrar.it/ko' },
    })
    expect(started.statusCode, started.body).toBe(201)
    const tx = started.json() as { id: string }
    // The bank's page, opened and submitted by the card holder's browser: no token.
    expect((await t.call({ method: 'GET', url: `/sandbox/bank/pay/${tx.id}`, headers: { 'x-request-id': 'bank-page' } })).statusCode).toBe(200)
    const submitted = await t.call({
      method: 'POST',
      url: `/sandbox/bank/pay/${tx.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': 'bank-submit' },
      payload: new URLSearchParams({ action: 'approve', name: 'Giulia Ferrari', number: '4111 1111 1111 1111', expire: '08/39', cvv: '123' }).toString(),
    })
    expect(submitted.statusCode).toBe(303)
    // A form sent to the page of no transaction: it may be anyone's card holder.
    await t.call({
      method: 'POST',
      url: '/sandbox/bank/pay/no-such-transaction',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': 'bank-unknown' },
      payload: 'action=approve&name=Mario+Bianchi&number=&expire=01%2F30',
    })

    expect(await idsFor('admin')).toEqual(['bank-submit', 'bank-page'])
    expect(await idsFor('other-admin')).toEqual([])
    const page = (await t.call({ method: 'GET', url: '/gateway/requests?requestId=bank-submit', as: 'admin' })).json() as Page
    const recordId = page.elements[0]!.id
    const own = await t.call({ method: 'GET', url: `/gateway/requests/${recordId}`, as: 'admin' })
    expect(own.body).toContain('Giulia')
    const foreign = await t.call({ method: 'GET', url: `/gateway/requests/${recordId}`, as: 'other-admin' })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.body).not.toContain('Giulia')
    const har = await t.call({ method: 'GET', url: '/gateway/requests/har', as: 'other-admin' })
    expect(har.body).not.toContain('Giulia')
    expect(har.body).not.toContain(tx.id)
    expect(har.body).not.toContain('Mario')
  })
})
