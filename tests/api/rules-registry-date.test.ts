/**
 * "Today" is the registry's: with the sandbox clock moved far from the computer's, the bank
 * payment form (given the business time `/gateway/status` reports, as the screens are) and the
 * API accept and refuse the same payment dates. At 23:30 in Rome it is already the next day
 * further east, and the computer's own date is years away: only the registry's date may decide.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GatewayStatus } from '@contract/gateway'
import { registryNowFrom } from '@/features/gateway/registry-clock'
import { emptyBankForm, validateBankForm } from '@/features/payments/bank-form'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { validBank } from './billing-helpers.js'

let t: TestApp
let registryNow: number
beforeAll(async () => {
  t = await createTestApp()
  const moved = await t.call({ method: 'PUT', url: '/sandbox/clock', as: 'admin', payload: { now: '2031-03-10T23:30:00+01:00', frozen: true } })
  expect(moved.statusCode, moved.body).toBeLessThan(300)
  const status = (await t.call({ method: 'GET', url: '/gateway/status' })).json() as GatewayStatus
  expect(status.registryTime).toBe('2031-03-10T23:30:00+01:00')
  registryNow = registryNowFrom({ registryTime: status.registryTime, receivedAt: Date.now() }, Date.now())
})
afterAll(() => t.close())

describe('payment dates: the form and the API agree on "today"', () => {
  it.each([
    ['2031-03-09', true],
    ['2031-03-10', true],
    ['2031-03-11', false],
    ['2030-12-31', true],
  ] as const)('payment date %s', async (paymentDate, accepted) => {
    const { bankPayment } = validBank()
    const form = { ...emptyBankForm(), ...bankPayment, amount: '100', paymentDate, valueDate: '2031-03-12' }
    const formError = validateBankForm(form, registryNow).paymentDate
    const payload = { ...validBank(), bankPayment: { ...bankPayment, paymentDate, valueDate: '2031-03-12' } }
    const res = await t.call({ method: 'POST', url: '/v1/payments/bank', as: 'billing', payload })
    expect(formError === undefined, `form: ${formError ?? 'ok'}`).toBe(accepted)
    expect(res.statusCode === 201, `API: ${res.statusCode} ${res.body}`).toBe(accepted)
  })
})
