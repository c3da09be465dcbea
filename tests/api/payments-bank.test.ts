import { Value } from 'typebox/value'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InvoiceSchema } from '../../local-server/contract/invoices.js'
import { type Payment, PaymentSchema } from '../../local-server/contract/payments.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { expectBillingAccess, expectErrorKind, validBank } from './billing-helpers.js'

let t: TestApp
let demo: Payment[]
let other: Payment[]
beforeAll(async () => {
  t = await createTestApp()
  demo = (await t.call({ method: 'GET', url: '/v1/payments?size=100', as: 'billing' })).json().elements
  other = (await t.call({ method: 'GET', url: '/v1/payments?size=100', as: 'other-admin' })).json().elements
})
afterAll(() => t.close())

const get = (url: string, as = 'billing') => t.call({ method: 'GET', url, as })
const post = (payload: unknown, as = 'billing') => t.call({ method: 'POST', url: '/v1/payments/bank', as, payload: payload as object })
const move = (id: number, status: string, as = 'admin') =>
  t.call({ method: 'PUT', url: `/sandbox/payments/${id}/status`, as, payload: { status } })
const credit = async () => (await get('/v1/credit')).json().credit as number
const approvedWithCharges = () => demo.find((p) => p.status === 'approved' && p.debitedAmount > 0)!

describe('GET /v1/payments/{paymentId}', () => {
  it('answers the payment, matching its schema', async () => {
    for (const p of [demo[0]!, demo.find((x) => x.type === 'bank')!, demo.find((x) => x.type === 'creditCard')!]) {
      const res = await get(`/v1/payments/${p.id}`)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual(p)
      expect(Value.Check(PaymentSchema, res.json())).toBe(true)
    }
  })

  it('401, 403 by scope and by group', async () => {
    await expectBillingAccess(t, { method: 'GET', url: `/v1/payments/${demo[0]!.id}` })
  })

  it.each(['abc', '1.5', '0', '-3'])('400 for the id %s', async (id) => {
    const res = await get(`/v1/payments/${id}`)
    expect(res.statusCode).toBe(400)
    expect(expectErrorKind(res, 'current', 400).field).toBe('paymentId')
  })

  it("404 for a missing id and for another registrar's payment, both ways", async () => {
    expect(expectErrorKind(await get('/v1/payments/987654'), 'current', 404).code).toBe('not_found')
    expect((await get(`/v1/payments/${demo[0]!.id}`, 'other-admin')).statusCode).toBe(404)
    expect((await get(`/v1/payments/${other[0]!.id}`, 'admin')).statusCode).toBe(404)
  })
})

describe('POST /v1/payments/bank', () => {
  it('201 with a submitted payment carrying the bank data, trimmed, and the credit as previous residual', async () => {
    const before = await credit()
    const body = validBank()
    body.bankPayment.applicant = '  Demo Registrar S.r.l. '
    const res = await post(body)
    expect(res.statusCode).toBe(201)
    const p = res.json() as Payment
    expect(p).toMatchObject({
      amount: 1250.5, debitedAmount: 0, previousResidual: before, type: 'bank', status: 'submitted',
      bankPayment: { ...validBank().bankPayment },
    })
    expect(p.finalResidual).toBeUndefined()
    expect(p.statusDate).toBe(p.created)
    expect((await get(`/v1/payments/${p.id}`)).json()).toEqual(p)
    expect((await get(`/v1/payments/${p.id}`, 'other-admin')).statusCode).toBe(404)
    const listed = (await get('/v1/payments?status=submitted&type=bank&size=100')).json()
    expect(listed.elements.some((x: Payment) => x.id === p.id)).toBe(true)
    expect(await credit()).toBe(before)
  })

  it('401, 403 by scope and by group', async () => {
    await expectBillingAccess(t, { method: 'POST', url: '/v1/payments/bank', payload: validBank() })
  })

  const bad = (patch: (b: Record<string, any>) => void) => {
    const b = validBank() as Record<string, any>
    patch(b)
    return b
  }
  it.each([
    ['amount 0', bad((b) => (b.amount = 0)), 'amount'],
    ['amount negative', bad((b) => (b.amount = -5)), 'amount'],
    ['amount with three decimals', bad((b) => (b.amount = 10.005)), 'amount'],
    ['amount as text', bad((b) => (b.amount = '100')), 'amount'],
    ['amount missing', bad((b) => delete b.amount), 'amount'],
    ['bankPayment missing', bad((b) => delete b.bankPayment), 'bankPayment'],
    ['european as text', bad((b) => (b.bankPayment.european = 'true')), 'bankPayment.european'],
    ['applicant empty', bad((b) => (b.bankPayment.applicant = '')), 'bankPayment.applicant'],
    ['applicant blank', bad((b) => (b.bankPayment.applicant = '   ')), 'bankPayment.applicant'],
    ['applicant too long', bad((b) => (b.bankPayment.applicant = 'x'.repeat(121))), 'bankPayment.applicant'],
    ['applicantRole unknown', bad((b) => (b.bankPayment.applicantRole = 'boss')), 'bankPayment.applicantRole'],
    ['bankName a number', bad((b) => (b.bankPayment.bankName = 42)), 'bankPayment.bankName'],
    ['branchName missing', bad((b) => delete b.bankPayment.branchName), 'bankPayment.branchName'],
    ['paymentDate 30 February', bad((b) => (b.bankPayment.paymentDate = '2026-02-30')), 'bankPayment.paymentDate'],
    ['paymentDate not ISO', bad((b) => (b.bankPayment.paymentDate = '10/01/2026')), 'bankPayment.paymentDate'],
    ['paymentDate in the future', bad((b) => (b.bankPayment.paymentDate = b.bankPayment.valueDate = '2099-01-01')), 'bankPayment.paymentDate'],
    ['valueDate before paymentDate', bad((b) => (b.bankPayment.valueDate = '2026-01-09')), 'bankPayment.valueDate'],
    ['transactionId too long', bad((b) => (b.bankPayment.transactionId = '1'.repeat(36))), 'bankPayment.transactionId'],
    ['unknown top-level field', bad((b) => (b.currency = 'EUR')), 'currency'],
    ['unknown bank field', bad((b) => (b.bankPayment.iban = 'IT60X0542811101000000123456')), 'bankPayment.iban'],
  ])('400 for %s, naming the field', async (_name, body, field) => {
    const before = demo.length
    const res = await post(body)
    expect(res.statusCode).toBe(400)
    expect(expectErrorKind(res, 'current', 400).field).toBe(field)
    expect(before).toBe(demo.length)
  })

  it('400 for a body that is not JSON', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/payments/bank', as: 'billing', headers: { 'content-type': 'application/json' }, payload: '{' })
    expect(res.statusCode).toBe(400)
    expectErrorKind(res, 'current', 400)
  })
})

describe('sandbox status moves', () => {
  it('approving a submitted payment adds its credit, fixes its residuals and issues its invoice', async () => {
    const created = (await post(validBank())).json() as Payment
    expect((await get(`/v1/payments/${created.id}/report`)).statusCode).toBe(404)
    expect((await get(`/v1/payments/${created.id}/invoice`)).statusCode).toBe(404)
    const before = await credit()
    const res = await move(created.id, 'approved')
    expect(res.statusCode).toBe(200)
    const approved = res.json() as Payment
    expect(approved).toMatchObject({ status: 'approved', previousResidual: before, debitedAmount: 0 })
    expect(approved.finalResidual).toBeCloseTo(before + 1250.5, 2)
    expect(await credit()).toBeCloseTo(before + 1250.5, 2)
    const invoice = await get(`/v1/payments/${created.id}/invoice`)
    expect(invoice.statusCode).toBe(200)
    expect(Value.Check(InvoiceSchema, invoice.json())).toBe(true)
    expect(invoice.json()).toMatchObject({ paymentId: created.id, totalAmount: 1250.5 })
    const report = (await get(`/v1/payments/${created.id}/report`)).json()
    expect(report).toMatchObject({ amount: 1250.5, previousResidual: before, domainsOperations: [] })
    // New charges go on the newest approved payment.
    const charged = await t.call({ method: 'POST', url: '/sandbox/credit/charges', as: 'admin', payload: { operation: 'domain-create', domain: 'nuovo.it' } })
    expect(charged.json().paymentId).toBe(created.id)
    expect((await get(`/v1/payments/${created.id}/report`)).json().domainsOperations).toEqual([
      { operation: 'domain-create', quantity: 1, operationCost: -4, amount: -4 },
    ])
  })

  it('submitted → suspended → rejected; final statuses and backward moves answer 409', async () => {
    const p = (await post(validBank())).json() as Payment
    expect((await move(p.id, 'submitted')).statusCode).toBe(409)
    const suspended = await move(p.id, 'suspended')
    expect(suspended.json()).toMatchObject({ status: 'suspended' })
    expect(expectErrorKind(await move(p.id, 'submitted'), 'current', 409).code).toBe('invalid_transition')
    expect((await move(p.id, 'rejected')).json()).toMatchObject({ status: 'rejected' })
    expect((await move(p.id, 'approved')).statusCode).toBe(409)
    const approved = demo.find((x) => x.status === 'approved')!
    expect((await move(approved.id, 'rejected')).statusCode).toBe(409)
  })

  it('suspended → approved', async () => {
    const p = (await post(validBank())).json() as Payment
    await move(p.id, 'suspended')
    expect((await move(p.id, 'approved')).json()).toMatchObject({ status: 'approved' })
  })

  it('is the registry side: group admin, own registrar only, valid status', async () => {
    const p = demo.find((x) => x.status === 'submitted')!
    expect((await move(p.id, 'approved', 'billing')).statusCode).toBe(403)
    expect((await t.call({ method: 'PUT', url: `/sandbox/payments/${p.id}/status`, payload: { status: 'approved' } })).statusCode).toBe(401)
    expect((await move(p.id, 'approved', 'other-admin')).statusCode).toBe(404)
    expect((await move(p.id, 'paid')).statusCode).toBe(400)
    expect((await move(987654, 'approved')).statusCode).toBe(404)
    expect((await get(`/v1/payments/${p.id}`)).json().status).toBe('submitted')
  })
})

describe('reports', () => {
  it('aggregates the operations charged on an approved payment', async () => {
    const p = approvedWithCharges()
    const res = await get(`/v1/payments/${p.id}/report`)
    expect(res.statusCode).toBe(200)
    const r = res.json()
    expect(r).toMatchObject({ amount: p.amount, previousResidual: p.previousResidual, finalResidual: p.finalResidual })
    let sum = 0
    for (const op of r.domainsOperations) {
      expect(op.operationCost).toBeLessThan(0)
      expect(op.amount).toBeCloseTo(op.quantity * op.operationCost, 2)
      expect(['domain-create', 'domain-renew', 'bulk-transfer', 'penalty']).toContain(op.operation)
      sum += op.amount
    }
    expect(sum).toBeCloseTo(-p.debitedAmount, 2)
    expect(r.finalResidual).toBeCloseTo(r.previousResidual + r.amount + sum, 2)
  })

  it('CSV: one row per charged operation, RFC 4180, text/csv in UTF-8', async () => {
    const p = approvedWithCharges()
    const res = await get(`/v1/payments/${p.id}/report/domains`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.body.endsWith('\r\n')).toBe(true)
    const [header, ...rows] = res.body.trimEnd().split('\r\n')
    expect(header).toBe('domain,operation,date,amount')
    const report = (await get(`/v1/payments/${p.id}/report`)).json()
    expect(rows.length).toBe(report.domainsOperations.reduce((s: number, o: { quantity: number }) => s + o.quantity, 0))
    let total = 0
    for (const row of rows) {
      const [domain, operation, date, amount] = row.split(',')
      if (operation !== 'penalty') expect(domain).toMatch(/^[a-z0-9-]+\.it$/)
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
      expect(amount).toMatch(/^-\d+\.\d{2}$/)
      total += Number(amount)
    }
    expect(total).toBeCloseTo(-p.debitedAmount, 2)
  })

  it.each(['report', 'report/domains', 'invoice'])('%s: 401, 403, 400, 404 missing, 404 foreign', async (leaf) => {
    const p = approvedWithCharges()
    await expectBillingAccess(t, { method: 'GET', url: `/v1/payments/${p.id}/${leaf}` })
    expect((await get(`/v1/payments/x1/${leaf}`)).statusCode).toBe(400)
    expect(expectErrorKind(await get(`/v1/payments/987654/${leaf}`), 'current', 404).code).toBe('not_found')
    expect((await get(`/v1/payments/${p.id}/${leaf}`, 'other-admin')).statusCode).toBe(404)
    expect((await get(`/v1/payments/${other[0]!.id}/${leaf}`, 'admin')).statusCode).toBe(404)
    expect((await get(`/v1/payments/${p.id}/${leaf}`, 'admin')).statusCode).toBe(200)
  })

  it.each(['submitted', 'suspended', 'rejected'])('a %s payment has no report nor invoice (404)', async (status) => {
    const p = demo.find((x) => x.status === status)!
    expect(expectErrorKind(await get(`/v1/payments/${p.id}/report`), 'current', 404).code).toBe('report_not_found')
    expect(expectErrorKind(await get(`/v1/payments/${p.id}/report/domains`), 'current', 404).code).toBe('report_not_found')
    expect(expectErrorKind(await get(`/v1/payments/${p.id}/invoice`), 'current', 404).code).toBe('not_found')
  })

  it('every approved demo payment has its invoice', async () => {
    for (const p of demo.filter((x) => x.status === 'approved')) {
      const res = await get(`/v1/payments/${p.id}/invoice`)
      expect(res.statusCode).toBe(200)
      expect(res.json().paymentId).toBe(p.id)
    }
  })
})

describe('cached totals', () => {
  it('follow every write to payments, the sandbox reset included', async () => {
    const total = async () => (await get('/v1/payments?status=submitted&size=1')).json().page.totalElements as number
    const seeded = demo.filter((p) => p.status === 'submitted').length
    const before = await total()
    const p = (await post(validBank())).json() as Payment
    expect(await total()).toBe(before + 1)
    await move(p.id, 'rejected')
    expect(await total()).toBe(before)
    expect((await t.call({ method: 'POST', url: '/sandbox/reset', as: 'admin' })).statusCode).toBe(204)
    expect(await total()).toBe(seeded)
  })
})
