/**
 * One table of amounts as a person types them, run through the bank payment form's check
 * (renderer/src/features/payments/bank-form.ts) and through the API: what the form sends is
 * accepted, and whatever it refuses the API refuses too when sent as the number it looks like.
 * The threshold form (0 allowed) is compared with PUT /v1/credit/warnThreshold the same way. An
 * amount grouped in thousands, as each language groups them, reaches the API as the amount meant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEuroInput } from '@validation/euro'
import { emptyBankForm, toRequest, validateBankForm } from '@/features/payments/bank-form'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { validBank } from './billing-helpers.js'

const TYPED = ['1250,50', '1250.5', ' 0,07 ', '1,15', '10000000', '0,01', '0', '0,00', '1,234', '0,001', '10000000,01', '-5', '12,']

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** What the typed text would be as a JSON number, if it looks like one at all. */
const asNumber = (typed: string) => Number(typed.trim().replace(',', '.'))

describe('euro amounts: the forms and the API agree', () => {
  it.each(TYPED)('bank payment amount %s', async (typed) => {
    const { bankPayment } = validBank()
    const form = { ...emptyBankForm(), ...bankPayment, amount: typed }
    const formError = validateBankForm(form, t.app.ctx.clock.now()).amount
    const amount = formError ? asNumber(typed) : toRequest(form).amount
    const res = await t.call({ method: 'POST', url: '/v1/payments/bank', as: 'billing', payload: { ...validBank(), amount } })
    expect(res.statusCode === 201, `form: ${formError ?? 'ok'}, API: ${res.statusCode}`).toBe(formError === undefined)
    if (!formError) expect(res.json()).toMatchObject({ amount: asNumber(typed) })
  })

  // Thousands grouped as the form's language groups them: what the form sends is the amount meant.
  it.each([
    [',', '1.000,50', 1000.5],
    [',', '1.000,00', 1000],
    ['.', '1,000.50', 1000.5],
    ['.', '1,000.00', 1000],
  ])('bank payment amount typed with the decimal mark %s: %s', async (mark, typed, euro) => {
    const { bankPayment } = validBank()
    const form = { ...emptyBankForm(), ...bankPayment, amount: typed }
    expect(validateBankForm(form, t.app.ctx.clock.now(), mark).amount).toBeUndefined()
    const res = await t.call({ method: 'POST', url: '/v1/payments/bank', as: 'billing', payload: { ...validBank(), amount: toRequest(form, mark).amount } })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ amount: euro })
  })

  it.each(TYPED)('warning threshold %s', async (typed) => {
    const parsed = parseEuroInput(typed, { zero: true })
    const threshold = parsed.ok ? parsed.euro : asNumber(typed)
    const res = await t.call({ method: 'PUT', url: '/v1/credit/warnThreshold', as: 'billing', payload: { threshold } })
    expect(res.statusCode < 300, `form: ${parsed.ok ? 'ok' : parsed.problem}, API: ${res.statusCode}`).toBe(parsed.ok)
  })
})
