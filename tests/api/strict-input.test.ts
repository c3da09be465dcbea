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

  it('in the legacy areas too: /v1/registrar/events?size=0x10', async () => {
    const res = await get('/v1/registrar/events?size=0x10', 'admin')
    expect(res.statusCode, res.body).toBe(400)
    expect(expectErrorKind(res, 'legacy', 400)).toMatchObject({ code: 'invalid_parameter', field: 'size' })
  })
})

// Path ids typed integer are int64 (spec, Common conventions 1). The sandbox's rows stop at 2^53 − 1,
// so a larger id names nothing: 404 like any missing id, judged on its digits, never on a rounded double.
describe('int64 ids in the path', () => {
  it.each([
    ['GET', '/v1/payments/9007199254740992', 'billing'],
    ['GET', '/v1/payments/9007199254740993', 'billing'],
    ['GET', '/v1/payments/9223372036854775807', 'billing'],
    ['GET', '/v1/payments/0009223372036854775807', 'billing'],
    ['GET', '/v1/payments/9223372036854775807/report', 'billing'],
    ['GET', '/v1/invoices/9223372036854775807', 'billing'],
    ['GET', '/v1/invoices/9223372036854775807/payment', 'billing'],
    ['DELETE', '/v1/ipAddresses/9223372036854775807', 'admin'],
    ['GET', '/v1/darwin/requests/9223372036854775807', 'admin'],
    ['GET', '/v1/darwin/contacts/9007199254740993', 'admin'],
    ['GET', '/v1/darwin/domains/9223372036854775807', 'admin'],
  ] as const)('%s %s answers 404 not_found', async (method, url, as) => {
    const res = await t.call({ method, url, as })
    expect(res.statusCode, res.body).toBe(404)
    expect(expectErrorKind(res, 'current', 404)).toMatchObject({ code: 'not_found' })
  })

  it.each(['9223372036854775808', '18446744073709551616', '-9223372036854775809', '0', '-1'])('/v1/payments/%s (beyond int64, or not positive) answers 400 naming paymentId', async (id) => {
    const res = await get(`/v1/payments/${id}`)
    expect(res.statusCode, res.body).toBe(400)
    expect(expectErrorKind(res, 'current', 400)).toMatchObject({ code: 'invalid_parameter', field: 'paymentId' })
  })

  it('the document declares them int64 with no bound a double would round (no maximum of 2^53 − 1)', async () => {
    const doc = (await get('/openapi.json')).json()
    const schema = doc.paths['/v1/payments/{paymentId}'].get.parameters.find((p: { name: string }) => p.name === 'paymentId').schema
    expect(schema).toMatchObject({ type: 'integer', format: 'int64', minimum: 1 })
    expect(schema.maximum).toBeUndefined()
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

  it('an integer beyond int64 is refused by its digits; within int64 it is kept to the digit', async () => {
    for (const query of ['page=9223372036854775808', 'size=18446744073709551617']) {
      const res = await get(`/v1/payments?${query}`)
      expect(res.statusCode, res.body).toBe(400)
      expect(expectErrorKind(res, 'current', 400)).toMatchObject({ code: 'invalid_parameter' })
    }
    // A darwin request id of the query: beyond 2^53 − 1 it names no request, like a missing one.
    const missing = await get('/v1/darwin/events?requestId=999999', 'admin')
    for (const id of ['9007199254740993', '9223372036854775807']) {
      const res = await get(`/v1/darwin/events?requestId=${id}`, 'admin')
      expect(res.statusCode, res.body).toBe(missing.statusCode)
      expect(res.json().code).toBe(missing.json().code)
    }
    const beyond = await get('/v1/darwin/events?requestId=9223372036854775808', 'admin')
    expect(beyond.statusCode, beyond.body).toBe(400)
    expect(expectErrorKind(beyond, 'current', 400)).toMatchObject({ code: 'invalid_parameter', field: 'requestId' })
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
