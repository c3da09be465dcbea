import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payment } from '../../local-server/contract/payments.js'
import { paymentSearchPlan } from '../../local-server/features/payments/repository.js'
import { endOfDate, formatDate, parseDateTime, startOfDate, addDays } from '../../local-server/time.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { searchPlanProblems } from '../helpers/query-plan.js'
import { expectBillingAccess, expectErrorKind, registrarId } from './billing-helpers.js'

let t: TestApp
let all: Payment[]
beforeAll(async () => {
  t = await createTestApp()
  all = (await t.call({ method: 'GET', url: '/v1/payments?size=100', as: 'billing' })).json().elements
})
afterAll(() => t.close())

const list = async (query: string, as = 'billing') => {
  const res = await t.call({ method: 'GET', url: `/v1/payments?${query}`, as })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { elements: Payment[]; page: { size: number; totalElements: number; totalPages: number; number: number } }
}
const ids = (ps: Payment[]) => ps.map((p) => p.id).sort((a, b) => a - b)
const ms = (p: Payment) => parseDateTime(p.created)!

describe('demo data', () => {
  it('has at least 45 payments, every type and every status, newest first, spread over a year', () => {
    expect(all.length).toBeGreaterThanOrEqual(45)
    for (const type of ['bank', 'creditCard', 'registry', 'contractTransfer']) {
      for (const status of ['submitted', 'approved', 'suspended', 'rejected']) {
        expect(all.some((p) => p.type === type && p.status === status), `${type} ${status}`).toBe(true)
      }
    }
    const created = all.map(ms)
    expect([...created].sort((a, b) => b - a)).toEqual(created)
    expect(created[0]! - created.at(-1)!).toBeGreaterThan(300 * 86_400_000)
  })

  it('carries the fields of each type', () => {
    for (const p of all) {
      expect(p.bankPayment !== undefined).toBe(p.type === 'bank')
      expect(p.creditCardTransaction !== undefined).toBe(p.type === 'creditCard')
      expect(p.finalResidual !== undefined).toBe(p.status === 'approved')
      if (p.status === 'approved') expect(p.finalResidual).toBeCloseTo(p.previousResidual + p.amount - p.debitedAmount, 2)
      else expect(p.debitedAmount).toBe(0)
    }
    const bank = all.find((p) => p.type === 'bank')!.bankPayment!
    expect(bank.paymentDate <= bank.valueDate).toBe(true)
    expect(typeof bank.european).toBe('boolean')
    expect(all.find((p) => p.type === 'creditCard')!.creditCardTransaction).toMatchObject({ service: 'XPay', transactionId: expect.any(String) })
  })
})

describe('GET /v1/payments access and isolation', () => {
  it('401, 403 by scope and by group (current error kind)', async () => {
    await expectBillingAccess(t, { method: 'GET', url: '/v1/payments' })
  })

  it("other-admin sees only OTHER-REG's payments", async () => {
    const other = await list('size=100', 'other-admin')
    expect(other.elements.length).toBeGreaterThan(0)
    expect(other.elements.some((p) => all.some((d) => d.id === p.id))).toBe(false)
    expect((await list('size=100', 'admin')).elements.length).toBe(all.length)
  })
})

describe('search operators', () => {
  const amounts = () => [...new Set(all.map((p) => p.amount))]
  const cases: [string, () => string, (p: Payment) => boolean][] = [
    ['amount eq (plain)', () => `amount=${amounts()[0]}`, (p) => p.amount === amounts()[0]],
    ['amount eq', () => `amount=eq:${amounts()[1]}`, (p) => p.amount === amounts()[1]],
    ['amount ne', () => `amount=ne:${amounts()[0]}`, (p) => p.amount !== amounts()[0]],
    ['amount gt', () => 'amount=gt:1000', (p) => p.amount > 1000],
    ['amount lt', () => 'amount=lt:1000', (p) => p.amount < 1000],
    ['amount ge', () => 'amount=ge:1000', (p) => p.amount >= 1000],
    ['amount le', () => 'amount=le:1000', (p) => p.amount <= 1000],
    ['amount in', () => `amount=in:${amounts()[0]},${amounts()[2]}`, (p) => [amounts()[0], amounts()[2]].includes(p.amount)],
    ['amount notIn', () => `amount=notIn:${amounts()[0]},${amounts()[2]}`, (p) => ![amounts()[0], amounts()[2]].includes(p.amount)],
    ['amount between', () => 'amount=between:200,1500.5', (p) => p.amount >= 200 && p.amount <= 1500.5],
    ['type eq', () => 'type=bank', (p) => p.type === 'bank'],
    ['type ne', () => 'type=ne:bank', (p) => p.type !== 'bank'],
    ['type in', () => 'type=in:bank,creditCard', (p) => ['bank', 'creditCard'].includes(p.type)],
    ['type notIn', () => 'type=notIn:bank,creditCard', (p) => !['bank', 'creditCard'].includes(p.type)],
    ['status eq', () => 'status=eq:approved', (p) => p.status === 'approved'],
    ['status ne', () => 'status=ne:approved', (p) => p.status !== 'approved'],
    ['status in', () => 'status=in:submitted,suspended', (p) => ['submitted', 'suspended'].includes(p.status)],
    ['status notIn', () => 'status=notIn:approved,rejected', (p) => !['approved', 'rejected'].includes(p.status)],
    ['status and type together', () => 'status=approved&type=creditCard', (p) => p.status === 'approved' && p.type === 'creditCard'],
  ]
  it.each(cases)('%s', async (_name, query, keep) => {
    const res = await list(`${query()}&size=100`)
    const expected = all.filter(keep)
    expect(expected.length).toBeGreaterThan(0)
    expect(ids(res.elements)).toEqual(ids(expected))
    expect(res.page.totalElements).toBe(expected.length)
  })

  const day = () => formatDate(ms(all[5]!))
  const dateCases: [string, () => string, (p: Payment) => boolean][] = [
    ['created eq a date (that whole day)', () => `created=eq:${day()}`, (p) => formatDate(ms(p)) === day()],
    ['created ne a date', () => `created=ne:${day()}`, (p) => formatDate(ms(p)) !== day()],
    ['created gt a date (after that day)', () => `created=gt:${day()}`, (p) => ms(p) > endOfDate(day())],
    ['created lt a date (before that day)', () => `created=lt:${day()}`, (p) => ms(p) < startOfDate(day())],
    ['created ge a date', () => `created=ge:${day()}`, (p) => ms(p) >= startOfDate(day())],
    ['created le a date', () => `created=le:${day()}`, (p) => ms(p) <= endOfDate(day())],
    ['created between two dates', () => `created=between:${addDays(day(), -60)},${day()}`, (p) => ms(p) >= startOfDate(addDays(day(), -60)) && ms(p) <= endOfDate(day())],
    ['created repeated (ge and lt)', () => `created=ge:${addDays(day(), -90)}&created=lt:${day()}`, (p) => ms(p) >= startOfDate(addDays(day(), -90)) && ms(p) < startOfDate(day())],
    ['created eq an exact date-time', () => `created=${encodeURIComponent(all[5]!.created)}`, (p) => p.created === all[5]!.created],
    ['created gt a date-time with Z', () => `created=gt:${new Date(ms(all[5]!)).toISOString()}`, (p) => ms(p) > ms(all[5]!)],
  ]
  it.each(dateCases)('%s', async (_name, query, keep) => {
    const res = await list(`${query()}&size=100`)
    const expected = all.filter(keep)
    expect(expected.length).toBeGreaterThan(0)
    expect(ids(res.elements)).toEqual(ids(expected))
  })

  it.each([
    ['type=cash', 'type', 'invalid_value'],
    ['status=in:approved,lost', 'status', 'invalid_value'],
    ['amount=ten', 'amount', 'invalid_value'],
    ['amount=contains:10', 'amount', 'operator_not_allowed'],
    ['type=gt:bank', 'type', 'operator_not_allowed'],
    ['status=between:approved,rejected', 'status', 'operator_not_allowed'],
    ['created=in:2026-01-01', 'created', 'operator_not_allowed'],
    ['created=2026-02-30', 'created', 'invalid_value'],
    ['created=between:2026-01-01', 'created', 'invalid_value'],
    ['amount=in:', 'amount', 'invalid_value'],
    ['colour=red', 'colour', 'invalid_parameter'],
  ])('400 for %s', async (query, field, code) => {
    const res = await t.call({ method: 'GET', url: `/v1/payments?${query}`, as: 'billing' })
    expect(res.statusCode).toBe(400)
    expect(expectErrorKind(res, 'current', 400)).toMatchObject({ field, code })
  })
})

describe('sort', () => {
  const key: Record<string, (p: Payment) => string | number> = {
    created: ms,
    amount: (p) => p.amount,
    id: (p) => p.id,
    status: (p) => p.status,
    type: (p) => p.type,
    statusDate: (p) => parseDateTime(p.statusDate)!,
  }
  it.each(Object.keys(key).flatMap((f) => [[f, 'asc'], [f, 'desc']]))('sort=%s,%s orders by the field then id', async (field, dir) => {
    const res = await list(`sort=${field},${dir}&size=100`)
    const sign = dir === 'asc' ? 1 : -1
    const expected = [...all].sort((a, b) => {
      const [x, y] = [key[field]!(a), key[field]!(b)]
      return (x < y ? -sign : x > y ? sign : 0) || sign * (a.id - b.id)
    })
    expect(res.elements.map((p) => p.id)).toEqual(expected.map((p) => p.id))
  })

  it('a plain field sorts ascending, and sort is repeatable', async () => {
    expect((await list('sort=amount&size=100')).elements.map((p) => p.id)).toEqual((await list('sort=amount,asc&size=100')).elements.map((p) => p.id))
    const two = (await list('sort=type&sort=amount,desc&size=100')).elements
    for (let i = 1; i < two.length; i++) {
      const [a, b] = [two[i - 1]!, two[i]!]
      expect(a.type < b.type || (a.type === b.type && a.amount >= b.amount)).toBe(true)
    }
  })

  it.each(['sort=colour', 'sort=amount,up', 'sort=amount,desc,x'])('400 for %s', async (q) => {
    const res = await t.call({ method: 'GET', url: `/v1/payments?${q}`, as: 'billing' })
    expect(res.statusCode).toBe(400)
    expect(res.json().field).toBe('sort')
  })
})

describe('paging', () => {
  it('defaults to page 0 of 20 with the page.number envelope', async () => {
    const res = await list('')
    expect(res.page).toEqual({ size: 20, totalElements: all.length, totalPages: Math.ceil(all.length / 20), number: 0 })
    expect(res.elements.map((p) => p.id)).toEqual(all.slice(0, 20).map((p) => p.id))
  })

  it('pages do not overlap; the last page is partial; beyond it is empty', async () => {
    const size = 7
    const pages = Math.ceil(all.length / size)
    const seen: number[] = []
    for (let n = 0; n < pages; n++) {
      const res = await list(`size=${size}&page=${n}`)
      expect(res.page).toMatchObject({ number: n, size, totalPages: pages, totalElements: all.length })
      seen.push(...res.elements.map((p) => p.id))
    }
    expect(seen).toEqual(all.map((p) => p.id))
    expect((await list(`size=${size}&page=${pages - 1}`)).elements.length).toBe(all.length - (pages - 1) * size)
    const beyond = await list(`size=${size}&page=${pages + 3}`)
    expect(beyond.elements).toEqual([])
    expect(beyond.page).toMatchObject({ number: pages + 3, totalElements: all.length })
  })

  it('size 1 and 100 are the limits', async () => {
    expect((await list('size=1')).elements.length).toBe(1)
    expect((await list('size=100')).page.size).toBe(100)
  })

  it.each(['size=0', 'size=101', 'size=-5', 'page=-1', 'page=x', 'size=ten', 'page=1.5'])('400 for %s', async (q) => {
    const res = await t.call({ method: 'GET', url: `/v1/payments?${q}`, as: 'billing' })
    expect(res.statusCode).toBe(400)
    expect(expectErrorKind(res, 'current', 400).field).toBe(q.split('=')[0])
  })
})

describe('query plans', () => {
  const filters: Record<string, unknown>[] = [
    {}, { status: 'approved' }, { status: 'in:approved,rejected' }, { status: 'ne:approved' }, { type: 'bank' },
    { type: 'notIn:bank' }, { amount: 'ge:200' }, { amount: 'between:100,500' }, { amount: 'in:100,200' },
    { created: ['ge:2026-03-01', 'lt:2026-06-01'] }, { status: 'approved', amount: 'ge:200' }, { status: 'approved', type: 'bank' },
  ]
  const sorts = [undefined, 'created', 'created,desc', 'amount', 'amount,desc', 'id', 'id,desc', 'status', 'status,desc', 'type', 'type,desc', 'statusDate', 'statusDate,desc']
  it('every filter under every sort reads through an index, without a sort step, for the page and the total', () => {
    const demo = registrarId(t, 'DEMO-REG')
    const problems: string[] = []
    for (const f of filters) {
      for (const s of sorts) {
        const bad = searchPlanProblems(t.app.ctx.db, paymentSearchPlan(demo, { ...f, ...(s ? { sort: [s] } : {}), page: 1, size: 20 }))
        if (bad.length) problems.push(`${JSON.stringify(f)} sort=${s}: ${bad.join('; ')}`)
      }
    }
    expect(problems).toEqual([])
  })
})
