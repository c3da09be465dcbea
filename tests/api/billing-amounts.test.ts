/**
 * Every euro amount a client sends (bank payment, card top-up, sandbox charge, warning threshold)
 * follows one rule: at least 0.01 (0 for the threshold), whole cents, at most 10,000,000. Values
 * that binary floating point writes inexactly (0.07, 1.15…) are whole cents all the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { expectErrorKind, validBank } from './billing-helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // Enough credit for the charges below.
  const big = await t.call({ method: 'POST', url: '/v1/payments/bank', as: 'billing', payload: { ...validBank(), amount: 9_000_000 } })
  await t.call({ method: 'PUT', url: `/sandbox/payments/${big.json().id}/status`, as: 'admin', payload: { status: 'approved' } })
})
afterAll(() => t.close())

const TOO_SMALL = [0, 0.001, 0.004, 0.009, 1e-7, -0.01]
const TOO_PRECISE = [1.234, 1.005, 0.015, 1.0000001, 7165378.771, 10.999]
const WHOLE_CENTS = [0.01, 0.07, 1.15, 0.29, 4.35, 8.2, 1234.56, 7165378.77]

const count = (sql: string) => (t.app.ctx.db.prepare(sql).get() as { n: number }).n
const stored = () => ({
  payments: count('SELECT count(*) AS n FROM payments'),
  cards: count('SELECT count(*) AS n FROM card_transactions'),
  movements: count('SELECT count(*) AS n FROM credit_movements'),
})

const bank = (amount: number) => t.call({ method: 'POST', url: '/v1/payments/bank', as: 'billing', payload: { ...validBank(), amount } })
const card = (amount: number) =>
  t.call({
    method: 'POST',
    url: '/v1/payments/creditCard/transactions',
    as: 'billing',
    payload: { language: 'it', amount, redirectSuccessUrl: 'https://example.it/ok', redirectFailureUrl: 'https://example.it/ko' },
  })
const charge = (cost: number) =>
  t.call({ method: 'POST', url: '/sandbox/credit/charges', as: 'admin', payload: { operation: 'penalty', cost } })
const threshold = (value: number) => t.call({ method: 'PUT', url: '/v1/credit/warnThreshold', as: 'billing', payload: { threshold: value } })

describe.each([
  ['POST /v1/payments/bank', bank, 'amount'],
  ['POST /v1/payments/creditCard/transactions', card, 'amount'],
  ['POST /sandbox/credit/charges', charge, 'cost'],
] as const)('%s', (_name, send, field) => {
  it.each([...TOO_SMALL, ...TOO_PRECISE])(`400 invalid_body naming the amount for %s, and nothing stored`, async (amount) => {
    const before = stored()
    const res = await send(amount)
    expect(res.statusCode, res.body).toBe(400)
    expect(expectErrorKind(res, 'current', 400)).toMatchObject({ code: 'invalid_body', field })
    expect(stored()).toEqual(before)
  })

  it.each(WHOLE_CENTS)('accepts %s and keeps exactly that many cents', async (amount) => {
    const res = await send(amount)
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json()
    if (field === 'cost') expect(body.amount).toBe(-amount)
    else if (typeof body.amount === 'string') expect(body.amount).toBe(amount.toFixed(2))
    else expect(body.amount).toBe(amount)
  })
})

describe('PUT /v1/credit/warnThreshold', () => {
  it.each([-0.01, 0.001, ...TOO_PRECISE])('400 invalid_body (legacy) naming threshold for %s, threshold unchanged', async (value) => {
    const before = (await t.call({ method: 'GET', url: '/v1/credit/warnThreshold', as: 'billing' })).json()
    const res = await threshold(value)
    expect(res.statusCode, res.body).toBe(400)
    expect(expectErrorKind(res, 'legacy', 400)).toMatchObject({ code: 'invalid_body', field: 'threshold' })
    expect((await t.call({ method: 'GET', url: '/v1/credit/warnThreshold', as: 'billing' })).json()).toEqual(before)
  })

  it.each([0, ...WHOLE_CENTS])('accepts %s', async (value) => {
    expect((await threshold(value)).statusCode).toBe(204)
    expect((await t.call({ method: 'GET', url: '/v1/credit/warnThreshold', as: 'billing' })).json()).toEqual({ threshold: value })
  })
})

describe('the OpenAPI document states the amount rule', () => {
  it('minimum, maximum and multipleOf on every amount input', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json()
    const body = (path: string, method: string) => {
      const schema = doc.paths[path][method].requestBody.content['application/json'].schema
      return schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema
    }
    const rule = { maximum: 10_000_000, multipleOf: 0.01 }
    expect(body('/v1/payments/bank', 'post').properties.amount).toMatchObject({ ...rule, minimum: 0.01 })
    expect(body('/v1/payments/creditCard/transactions', 'post').properties.amount).toMatchObject({ ...rule, minimum: 0.01 })
    expect(body('/sandbox/credit/charges', 'post').properties.cost).toMatchObject({ ...rule, minimum: 0.01 })
    expect(body('/v1/credit/warnThreshold', 'put').properties.threshold).toMatchObject({ ...rule, minimum: 0 })
  })
})
