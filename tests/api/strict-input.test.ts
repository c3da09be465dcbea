/**
 * Numbers mean what they say, and text is text: integers in paths and queries are whole numbers
 * written in decimal digits (no `0x10`, ` 1`, `1e2`, `10.0`), and no text field (query, path or
 * JSON body) carries a NUL character or a lone UTF-16 surrogate. Each answers 400 naming the
 * input, in the area's error kind, and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { expectErrorKind, validBank } from './billing-helpers.js'

let t: TestApp
let paymentId: number
beforeAll(async () => {
  t = await createTestApp()
  paymentId = (await t.call({ method: 'GET', url: '/v1/payments?size=1', as: 'billing' })).json().elements[0].id
})
afterAll(() => t.close())

const get = (url: string, as = 'billing') => t.call({ method: 'GET', url, as })
const paymentRows = () => (t.app.ctx.db.prepare('SELECT count(*) AS n FROM payments').get() as { n: number }).n

describe('integers in the path', () => {
  it('a decimal id still answers the payment', async () => {
    expect((await get(`/v1/payments/${paymentId}`)).statusCode).toBe(200)
  })

  it.each(['0x10', '%201', '1%20', '1e1', '%2B1', '10.0', '0b1', '1_0', 'Infinity', '99999999999999999999'])(
    '/v1/payments/%s answers 400 naming paymentId',
    async (id) => {
      const res = await get(`/v1/payments/${id}`)
      expect(res.statusCode, res.body).toBe(400)
      expect(expectErrorKind(res, 'current', 400)).toMatchObject({ code: 'invalid_parameter', field: 'paymentId' })
    },
  )

  it('in the legacy areas too: /v1/registrar/contacts/0x1', async () => {
    const res = await get('/v1/registrar/contacts/0x1', 'admin')
    expect(res.statusCode, res.body).toBe(400)
    expect(expectErrorKind(res, 'legacy', 400)).toMatchObject({ code: 'invalid_parameter', field: 'registrarContactId' })
  })
})

describe('integers in the query', () => {
  it.each([
    ['size=1e2', 'size'],
    ['size=0x10', 'size'],
    ['size=%2010', 'size'],
    ['size=10.0', 'size'],
    ['page=1e308', 'page'],
    ['page=0x1', 'page'],
    ['page=99999999999999999999', 'page'],
    ['page=1&page=2', 'page'],
  ])('/v1/payments?%s answers 400 naming %s', async (query, field) => {
    const res = await get(`/v1/payments?${query}`)
    expect(res.statusCode, res.body).toBe(400)
    expect(expectErrorKind(res, 'current', 400)).toMatchObject({ code: 'invalid_parameter', field })
  })

  it('plain decimal page and size still work, the page past the last one empty', async () => {
    const res = await get('/v1/payments?page=9999999&size=100')
    expect(res.statusCode).toBe(200)
    expect(res.json().elements).toEqual([])
    expect((await get('/v1/payments?page=0&size=007')).json().page.size).toBe(7)
  })
})

describe('amounts in a search', () => {
  it.each(['0.001', 'ge:1.234', 'between:1,2.005', '9'.repeat(40)])('/v1/payments?amount=%s answers 400 invalid_value naming amount', async (value) => {
    const res = await get(`/v1/payments?amount=${value}`)
    expect(res.statusCode, res.body).toBe(400)
    expect(expectErrorKind(res, 'current', 400)).toMatchObject({ code: 'invalid_value', field: 'amount' })
  })
})

describe('text without NUL characters or lone surrogates', () => {
  it.each(['%00', 'a%00b'])('in the query: /v1/payments?sort=%s answers 400 naming sort', async (value) => {
    const res = await get(`/v1/payments?sort=${value}`)
    expect(res.statusCode, res.body).toBe(400)
    expect(expectErrorKind(res, 'current', 400)).toMatchObject({ code: 'invalid_parameter', field: 'sort' })
  })

  it('in the path: a card transaction id with a NUL', async () => {
    const res = await get('/v1/payments/creditCard/transactions/abc%00def')
    expect(res.statusCode, res.body).toBe(400)
    expect(expectErrorKind(res, 'current', 400)).toMatchObject({ code: 'invalid_parameter', field: 'transactionId' })
  })

  it.each([
    ['a NUL', 'Demo\u0000Registrar'],
    ['a lone high surrogate', 'Demo \ud800 Registrar'],
    ['a lone low surrogate', '\udc00'],
  ])('in a JSON body (%s): 400 naming the field, nothing stored', async (_what, applicant) => {
    const before = paymentRows()
    const body = validBank()
    body.bankPayment.applicant = applicant
    const res = await t.call({ method: 'POST', url: '/v1/payments/bank', as: 'billing', payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
    expect(res.statusCode, res.body).toBe(400)
    expect(expectErrorKind(res, 'current', 400)).toMatchObject({ code: 'invalid_body', field: 'bankPayment.applicant' })
    expect(paymentRows()).toBe(before)
  })

  it('a well-formed pair of surrogates (an emoji) is text like any other', async () => {
    const body = validBank()
    body.bankPayment.applicant = 'Demo Registrar 🇮🇹'
    const res = await t.call({ method: 'POST', url: '/v1/payments/bank', as: 'billing', payload: body })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().bankPayment.applicant).toBe('Demo Registrar 🇮🇹')
  })

  it('in a legacy body: 400 in the legacy kind naming the field', async () => {
    const res = await t.call({ method: 'PUT', url: '/v1/credit/warnThreshold', as: 'billing', payload: '{"threshold": 1, "x\\u0000": 1}', headers: { 'content-type': 'application/json' } })
    expect(res.statusCode, res.body).toBe(400)
    expectErrorKind(res, 'legacy', 400)
  })
})
