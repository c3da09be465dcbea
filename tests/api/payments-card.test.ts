import { Value } from 'typebox/value'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CardTransaction, CardTransactionSchema } from '../../local-server/contract/payments.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { expectBillingAccess, expectErrorKind } from './billing-helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const OK = 'https://www.demo-registrar.it/billing/card/ok'
const KO = 'https://www.demo-registrar.it/billing/card/ko?reason=a,b'
const start = (payload: object = {}, as = 'billing') =>
  t.call({
    method: 'POST',
    url: '/v1/payments/creditCard/transactions',
    as,
    payload: { language: 'it', amount: 150, redirectSuccessUrl: OK, redirectFailureUrl: KO, ...payload },
  })
const get = (url: string, as = 'billing') => t.call({ method: 'GET', url, as })
const started = async (payload: object = {}, as = 'billing') => {
  const res = await start(payload, as)
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as CardTransaction
}
const submitPage = (id: string, form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/bank/pay/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  })
const CARD = { name: 'Giulia Ferrari', number: '4111 1111 1111 1111', expire: '08/39', cvv: '123' }
const credit = async () => (await get('/v1/credit')).json().credit as number
const setGateway = (reachable: boolean, as = 'admin') =>
  t.call({ method: 'PUT', url: '/sandbox/payments/creditCard/gateway', as, payload: { reachable } })
const decide = (id: string, payload: object, as = 'admin') =>
  t.call({ method: 'POST', url: `/sandbox/payments/creditCard/transactions/${id}/decision`, as, payload })

describe('POST /v1/payments/creditCard/transactions', () => {
  it('201 with a pending transaction, the amount as text with two decimals and the bank page address', async () => {
    const tx = await started()
    expect(Value.Check(CardTransactionSchema, tx)).toBe(true)
    expect(tx).toMatchObject({ amount: '150.00', language: 'it', status: 'pending' })
    expect(tx.gatewayId).toMatch(/^XP[0-9A-F]{18}$/)
    expect(tx.paymentId).toBeUndefined()
    expect(tx.response).toBeUndefined()
    expect(tx.paymentUrl).toMatch(new RegExp(`^https?://[^/]+/sandbox/bank/pay/${tx.id}$`))
    expect((await started({ amount: 99.9, language: 'en' })).amount).toBe('99.90')
  })

  it('401, 403 by scope and by group', async () => {
    await expectBillingAccess(t, {
      method: 'POST',
      url: '/v1/payments/creditCard/transactions',
      payload: { language: 'it', amount: 150, redirectSuccessUrl: OK, redirectFailureUrl: KO },
    })
  })

  it.each([
    [{ language: 'fr' }, 'language'],
    [{ amount: 0 }, 'amount'],
    [{ amount: 10.555 }, 'amount'],
    [{ amount: '150' }, 'amount'],
    [{ redirectSuccessUrl: 'ftp://example.it/ok' }, 'redirectSuccessUrl'],
    [{ redirectSuccessUrl: '/relative/ok' }, 'redirectSuccessUrl'],
    [{ redirectFailureUrl: 'not a url' }, 'redirectFailureUrl'],
    [{ redirectFailureUrl: undefined }, 'redirectFailureUrl'],
    [{ card: '4111' }, 'card'],
  ])('400 for %j', async (patch, field) => {
    const res = await start(patch)
    expect(res.statusCode).toBe(400)
    expect(expectErrorKind(res, 'current', 400).field).toBe(field)
  })

  it("502 while the registrar's simulated gateway is unreachable; other registrars unaffected", async () => {
    expect((await get('/sandbox/payments/creditCard/gateway', 'admin')).json()).toEqual({ reachable: true })
    expect((await setGateway(false)).json()).toEqual({ reachable: false })
    const res = await start()
    expect(res.statusCode).toBe(502)
    expect(expectErrorKind(res, 'current', 502).code).toBe('gateway_unreachable')
    expect((await start({}, 'other-admin')).statusCode).toBe(201)
    expect((await setGateway(true)).json()).toEqual({ reachable: true })
    expect((await start()).statusCode).toBe(201)
  })

  it('gateway controls are for group admin only', async () => {
    expect((await setGateway(false, 'billing')).statusCode).toBe(403)
    expect((await get('/sandbox/payments/creditCard/gateway', 'billing')).statusCode).toBe(403)
    expect((await t.call({ method: 'PUT', url: '/sandbox/payments/creditCard/gateway', payload: { reachable: false } })).statusCode).toBe(401)
    expect((await setGateway('no' as unknown as boolean)).statusCode).toBe(400)
  })
})

describe('GET /v1/payments/creditCard/transactions/{transactionId}', () => {
  it('answers the transaction; 404 unknown or foreign; 400 malformed id', async () => {
    const tx = await started()
    expect((await get(`/v1/payments/creditCard/transactions/${tx.id}`)).json()).toEqual(tx)
    expect(expectErrorKind(await get('/v1/payments/creditCard/transactions/unknown123'), 'current', 404).code).toBe('not_found')
    expect((await get(`/v1/payments/creditCard/transactions/${tx.id}`, 'other-admin')).statusCode).toBe(404)
    expect((await get('/v1/payments/creditCard/transactions/bad.id')).statusCode).toBe(400)
  })

  it('401, 403 by scope and by group', async () => {
    const tx = await started()
    await expectBillingAccess(t, { method: 'GET', url: `/v1/payments/creditCard/transactions/${tx.id}` })
  })

  it('the demo data has approved transactions behind its card payments', async () => {
    const payments = (await get('/v1/payments?type=creditCard&status=approved')).json().elements
    const tx = (await get(`/v1/payments/creditCard/transactions/${payments[0].creditCardTransaction.transactionId}`)).json()
    expect(tx).toMatchObject({ status: 'approved', paymentId: payments[0].id, response: { creditCard: { number: expect.stringMatching(/^\*+\d{4}$/) } } })
  })
})

describe("the bank's page", () => {
  it('is public HTML in the language of the transaction, with amount, merchant and the two buttons', async () => {
    const it_ = await started({ amount: 1234.5 })
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/bank/pay/${it_.id}` })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('<html lang="it">')
    expect(page.body).toContain('€ 1234,50')
    expect(page.body).toContain('Registro .it (sandbox)')
    expect(page.body).toMatch(/name="action" value="approve"/)
    expect(page.body).toMatch(/name="action" value="decline"/)
    const en = await started({ language: 'en', amount: 20 })
    const enPage = await t.app.inject({ method: 'GET', url: `/sandbox/bank/pay/${en.id}` })
    expect(enPage.body).toContain('<html lang="en">')
    expect(enPage.body).toContain('€20.00')
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/bank/pay/nothing-here' })).statusCode).toBe(404)
  })

  it('approve: 303 to the success address; approved transaction, its card payment, credit and invoice', async () => {
    const tx = await started()
    const before = await credit()
    const res = await submitPage(tx.id, { action: 'approve', ...CARD })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(OK)
    const done = (await get(`/v1/payments/creditCard/transactions/${tx.id}`)).json() as CardTransaction
    expect(done).toMatchObject({
      status: 'approved',
      response: { description: 'Pagamento autorizzato', creditCard: { brand: 'VISA', number: '************1111', expire: '08/39', name: 'GIULIA FERRARI' } },
    })
    const payment = (await get(`/v1/payments/${done.paymentId}`)).json()
    expect(payment).toMatchObject({
      type: 'creditCard', status: 'approved', amount: 150, previousResidual: before, finalResidual: before + 150,
      creditCardTransaction: { transactionId: tx.id, service: 'XPay' },
    })
    expect(await credit()).toBeCloseTo(before + 150, 2)
    expect((await get(`/v1/payments/${done.paymentId}/invoice`)).json()).toMatchObject({ paymentId: done.paymentId, totalAmount: 150 })
    // Decided: the page shows the outcome and refuses a second submission.
    expect((await submitPage(tx.id, { action: 'decline' })).statusCode).toBe(409)
    expect((await t.app.inject({ method: 'GET', url: `/sandbox/bank/pay/${tx.id}` })).body).toContain('già stata autorizzata')
  })

  it('decline: 303 to the failure address; declined, no response section, no payment, no credit', async () => {
    const tx = await started()
    const before = await credit()
    const count = (await get('/v1/payments?size=1')).json().page.totalElements
    const res = await submitPage(tx.id, { action: 'decline' })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(KO)
    const done = (await get(`/v1/payments/creditCard/transactions/${tx.id}`)).json()
    expect(done.status).toBe('declined')
    expect(done.response).toBeUndefined()
    expect(done.paymentId).toBeUndefined()
    expect(await credit()).toBe(before)
    expect((await get('/v1/payments?size=1')).json().page.totalElements).toBe(count)
  })

  it.each([
    [{ ...CARD, number: '4111 1111 1111 1112' }, 'Numero di carta non valido'],
    [{ ...CARD, expire: '13/30' }, 'Scadenza non valida'],
    [{ ...CARD, expire: '01/20' }, 'Scadenza non valida'],
    [{ ...CARD, name: ' ' }, 'titolare'],
  ])('invalid card data %j: the page again with 400, still pending', async (card, message) => {
    const tx = await started()
    const res = await submitPage(tx.id, { action: 'approve', ...card })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain(message)
    expect((await get(`/v1/payments/creditCard/transactions/${tx.id}`)).json().status).toBe('pending')
  })

  it('400 for an unknown action, 404 for an unknown transaction', async () => {
    const tx = await started()
    expect((await submitPage(tx.id, { action: 'maybe' })).statusCode).toBe(400)
    expect((await submitPage('nothing-here', { action: 'decline' })).statusCode).toBe(404)
  })
})

describe('sandbox decision', () => {
  it('approves with the demo card, declines, and answers 409 once decided', async () => {
    const a = await started()
    const approved = await decide(a.id, { outcome: 'approve' })
    expect(approved.statusCode).toBe(200)
    expect(approved.json()).toMatchObject({ status: 'approved', paymentId: expect.any(Number), response: { creditCard: { brand: 'VISA' } } })
    expect(expectErrorKind(await decide(a.id, { outcome: 'decline' }), 'current', 409).code).toBe('transaction_not_pending')
    const d = await started()
    expect((await decide(d.id, { outcome: 'decline' })).json()).toMatchObject({ status: 'declined' })
    const m = await started()
    const master = await decide(m.id, { outcome: 'approve', card: { name: 'Marco Bianchi', number: '5555555555554444', expire: '12/35' } })
    expect(master.json().response.creditCard).toEqual({ brand: 'MASTERCARD', number: '************4444', expire: '12/35', name: 'MARCO BIANCHI' })
  })

  it('lists the registrar’s own transactions newest first, the pending ones for the registry-side screen to decide', async () => {
    const older = await started()
    // Transactions of the same millisecond have no order of their own (their ids are random).
    await new Promise((resolve) => setTimeout(resolve, 5))
    const newer = await started()
    await decide(older.id, { outcome: 'decline' })
    const list = async (query: string, as = 'admin') => {
      const res = await t.call({ method: 'GET', url: `/sandbox/payments/creditCard/transactions${query}`, as })
      expect(res.statusCode, res.body).toBe(200)
      return res.json() as CardTransaction[]
    }
    const pending = await list('?status=pending')
    expect(pending.every((tx) => tx.status === 'pending' && Value.Check(CardTransactionSchema, tx))).toBe(true)
    expect(pending.map((tx) => tx.id)).toContain(newer.id)
    expect(pending.map((tx) => tx.id)).not.toContain(older.id)
    const all = await list('?limit=200')
    expect(all.findIndex((tx) => tx.id === newer.id)).toBeLessThan(all.findIndex((tx) => tx.id === older.id))
    expect((await list('?limit=1')).length).toBe(1)
    expect((await list('', 'other-admin')).map((tx) => tx.id)).not.toContain(newer.id)
    expect((await t.call({ method: 'GET', url: '/sandbox/payments/creditCard/transactions', as: 'billing' })).statusCode).toBe(403)
  })

  it('group admin of the same registrar only; 400 for an unknown outcome', async () => {
    const tx = await started()
    expect((await decide(tx.id, { outcome: 'approve' }, 'billing')).statusCode).toBe(403)
    expect((await decide(tx.id, { outcome: 'approve' }, 'other-admin')).statusCode).toBe(404)
    expect((await decide(tx.id, { outcome: 'perhaps' })).statusCode).toBe(400)
    expect((await decide(tx.id, { outcome: 'approve', card: { name: 'X', number: '1234', expire: '01/30' } })).statusCode).toBe(400)
    expect((await get(`/v1/payments/creditCard/transactions/${tx.id}`)).json().status).toBe('pending')
  })
})
