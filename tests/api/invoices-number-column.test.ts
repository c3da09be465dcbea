/**
 * The invoices list's Number column and filter ask the API for what they show
 * (renderer/src/features/invoices/invoice-list-query.ts): year then number, and a number with its
 * year. Numbers restart each fiscal year, so the data must hold one number in two years, whatever
 * day the tests run on: two invoices are issued through the API with the sandbox clock in the
 * next two years, each the first of its year.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Invoice } from '../../local-server/contract/invoices.js'
import { invoiceSearchPlan } from '../../local-server/features/invoices/repository.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { searchPlanProblems } from '../helpers/query-plan.js'
import { validBank } from './billing-helpers.js'

let t: TestApp
/** Every invoice of DEMO-REG, by id, with the two of the next years. */
let all: Invoice[]

const list = (query: string, as = 'billing') => t.call({ method: 'GET', url: `/v1/invoices?${query}`, as })
const ids = (res: { json(): { elements: Invoice[] } }) => res.json().elements.map((i) => i.id)

/** The demo bank payment, dated the days before 1 March of `year`. */
function bankIn(year: number) {
  const body = validBank()
  return { ...body, bankPayment: { ...body.bankPayment, paymentDate: `${year}-02-26`, valueDate: `${year}-02-27` } }
}

/** A bank payment approved with the sandbox clock on 1 March of `year`: its invoice is of that fiscal year. */
async function invoiceIn(year: number): Promise<void> {
  const clock = await t.call({ method: 'PUT', url: '/sandbox/clock', as: 'admin', payload: { now: `${year}-03-01T10:00:00+01:00`, frozen: true } })
  expect(clock.statusCode, clock.body).toBe(200)
  const paid = await t.call({ method: 'POST', url: '/v1/payments/bank', as: 'billing', payload: bankIn(year) })
  expect(paid.statusCode, paid.body).toBe(201)
  const approved = await t.call({ method: 'PUT', url: `/sandbox/payments/${paid.json().id}/status`, as: 'admin', payload: { status: 'approved' } })
  expect(approved.statusCode, approved.body).toBe(200)
}

beforeAll(async () => {
  t = await createTestApp()
  const year = Math.max(...((await list('size=100')).json().elements as Invoice[]).map((i) => i.fiscalYear))
  await invoiceIn(year + 1)
  await invoiceIn(year + 2)
  await t.call({ method: 'DELETE', url: '/sandbox/clock', as: 'admin' })
  all = (await list('size=100&sort=id')).json().elements
})
afterAll(() => t.close())

describe('the invoices list’s Number column and filter (renderer/src/features/invoices/invoice-list-query.ts)', () => {
  it('sorts by year, then number, both ways, as the column asks', async () => {
    for (const dir of ['asc', 'desc'] as const) {
      const got = (await list(`size=100&sort=fiscalYear,${dir}&sort=invoiceNumber,${dir}`)).json().elements as Invoice[]
      const sign = dir === 'asc' ? 1 : -1
      const expected = [...all].sort((a, b) => sign * (a.fiscalYear - b.fiscalYear || a.invoiceNumber - b.invoiceNumber || a.id - b.id))
      expect(got.map((i) => i.id), dir).toEqual(expected.map((i) => i.id))
    }
    expect(new Set(all.map((i) => i.fiscalYear)).size, 'the data spans years').toBeGreaterThan(2)
  })

  it('finds one invoice by number and year (the year as its invoice dates), and a number alone in every year', async () => {
    // A number that two years both have, so that the year is what tells them apart.
    const years = new Map<number, Invoice[]>()
    for (const i of all) years.set(i.invoiceNumber, [...(years.get(i.invoiceNumber) ?? []), i])
    const [, shared] = [...years].find(([, found]) => new Set(found.map((i) => i.fiscalYear)).size > 1)!
    const one = shared[0]!
    const res = await list(`invoiceNumber=${one.invoiceNumber}&invoiceDate=between:${one.fiscalYear}-01-01,${one.fiscalYear}-12-31&size=100&sort=id`)
    expect(ids(res)).toEqual([one.id])
    expect(res.json().page.totalElements).toBe(1)
    // Held together with a date range the user gave.
    const within = await list(`invoiceNumber=${one.invoiceNumber}&invoiceDate=ge:${one.invoiceDate}&invoiceDate=between:${one.fiscalYear}-01-01,${one.fiscalYear}-12-31`)
    expect(ids(within)).toEqual([one.id])
    const every = await list(`invoiceNumber=${one.invoiceNumber}&size=100&sort=id`)
    expect(ids(every)).toEqual(shared.map((i) => i.id))
  })

  it('reads the number and year filter under the column’s sort through an index', () => {
    const problems: string[] = []
    for (const sort of [['fiscalYear', 'invoiceNumber'], ['fiscalYear,desc', 'invoiceNumber,desc']]) {
      const plan = invoiceSearchPlan(1, { invoiceNumber: '5', invoiceDate: ['between:2026-01-01,2026-12-31'], sort })
      problems.push(...searchPlanProblems(t.app.ctx.db, plan).map((p) => `${sort.join('&')} ${p}`))
    }
    expect(problems).toEqual([])
  })
})

