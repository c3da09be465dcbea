import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoiceSearch, type Invoice } from '../../local-server/contract/invoices.js'
import { invoiceSearchPlan } from '../../local-server/features/invoices/repository.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { searchPlanProblems } from '../helpers/query-plan.js'

let t: TestApp
/** Every invoice of DEMO-REG, by id. */
let all: Invoice[]

const list = (query: string, as = 'billing') => t.call({ method: 'GET', url: `/v1/invoices?${query}`, as })
const ids = (res: { json(): { elements: Invoice[] } }) => res.json().elements.map((i) => i.id)

beforeAll(async () => {
  t = await createTestApp()
  const res = await list('size=100&sort=id')
  expect(res.statusCode).toBe(200)
  all = res.json().elements
})
afterAll(() => t.close())

describe('GET /v1/invoices, the demo data', () => {
  it('has at least 45 invoices for DEMO-REG, numbered without gaps per fiscal year across registrars', async () => {
    expect(all.length).toBeGreaterThanOrEqual(45)
    const other = (await list('size=100&sort=id', 'other-admin')).json().elements as Invoice[]
    expect(other.length).toBeGreaterThan(0)
    const byYear = new Map<number, number[]>()
    for (const i of [...all, ...other]) byYear.set(i.fiscalYear, [...(byYear.get(i.fiscalYear) ?? []), i.invoiceNumber])
    for (const numbers of byYear.values()) {
      expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, k) => k + 1))
    }
    // Issued in date order: within a year, a later number never has an earlier date.
    const byNumber = [...all, ...other].sort((a, b) => a.fiscalYear - b.fiscalYear || a.invoiceNumber - b.invoiceNumber)
    const dates = byNumber.map((i) => i.invoiceDate)
    expect(dates).toEqual([...dates].sort())
    for (const i of all) {
      expect(Math.round((i.taxableAmount + i.taxAmount) * 100)).toBe(Math.round(i.totalAmount * 100))
      expect(i.taxRate).toBe('22%')
      expect(i.fiscalYear).toBe(Number(i.invoiceDate.slice(0, 4)))
    }
    expect(all.some((i) => i.paymentId === undefined)).toBe(true)
  })

  it('answers the numbered page envelope, newest first by default', async () => {
    const res = await list('')
    const body = res.json()
    expect(body.page).toEqual({ size: 20, totalElements: all.length, totalPages: Math.ceil(all.length / 20), number: 0 })
    const expected = [...all].sort((a, b) => b.invoiceDate.localeCompare(a.invoiceDate) || b.id - a.id).slice(0, 20)
    expect(ids(res)).toEqual(expected.map((i) => i.id))
  })
})

describe('filters', () => {
  type Case = [query: string, keep: (i: Invoice) => boolean]
  const cases = (): Case[] => {
    const n = all[3]!.invoiceNumber
    const n2 = all[10]!.invoiceNumber
    const amount = all[5]!.totalAmount
    const [low, high] = [all[2]!.totalAmount, all[8]!.totalAmount].sort((a, b) => a - b) as [number, number]
    const day = all[7]!.invoiceDate
    const paid = all.filter((i) => i.paymentId !== undefined)
    const p = paid[0]!.paymentId!
    const p2 = paid[4]!.paymentId!
    return [
      [`invoiceNumber=${n}`, (i) => i.invoiceNumber === n],
      [`invoiceNumber=eq:${n}`, (i) => i.invoiceNumber === n],
      [`invoiceNumber=ne:${n}`, (i) => i.invoiceNumber !== n],
      [`invoiceNumber=in:${n},${n2}`, (i) => i.invoiceNumber === n || i.invoiceNumber === n2],
      [`invoiceNumber=notIn:${n},${n2}`, (i) => i.invoiceNumber !== n && i.invoiceNumber !== n2],
      ['invoiceNumber=isNotNull:', () => true],
      [`totalAmount=${amount}`, (i) => i.totalAmount === amount],
      [`totalAmount=ne:${amount}`, (i) => i.totalAmount !== amount],
      [`totalAmount=gt:${amount}`, (i) => i.totalAmount > amount],
      [`totalAmount=lt:${amount}`, (i) => i.totalAmount < amount],
      [`totalAmount=ge:${amount}`, (i) => i.totalAmount >= amount],
      [`totalAmount=le:${amount}`, (i) => i.totalAmount <= amount],
      [`totalAmount=between:${low},${high}`, (i) => i.totalAmount >= low && i.totalAmount <= high],
      [`totalAmount=in:${low},${high}`, (i) => i.totalAmount === low || i.totalAmount === high],
      [`totalAmount=notIn:${low},${high}`, (i) => i.totalAmount !== low && i.totalAmount !== high],
      [`invoiceDate=${day}`, (i) => i.invoiceDate === day],
      [`invoiceDate=ne:${day}`, (i) => i.invoiceDate !== day],
      [`invoiceDate=gt:${day}`, (i) => i.invoiceDate > day],
      [`invoiceDate=lt:${day}`, (i) => i.invoiceDate < day],
      [`invoiceDate=ge:${day}`, (i) => i.invoiceDate >= day],
      [`invoiceDate=le:${day}`, (i) => i.invoiceDate <= day],
      [`invoiceDate=between:2026-01-01,2026-03-31`, (i) => i.invoiceDate >= '2026-01-01' && i.invoiceDate <= '2026-03-31'],
      [`invoiceDate=ge:2026-01-01&invoiceDate=lt:2026-04-01`, (i) => i.invoiceDate >= '2026-01-01' && i.invoiceDate < '2026-04-01'],
      // A date-time compares by its date in Europe/Rome: 00:30 +01:00 is still the same day there.
      [`invoiceDate=${encodeURIComponent(`${day}T00:30:00+01:00`)}`, (i) => i.invoiceDate === day],
      [`documentDate=${day}`, (i) => i.invoiceDate === day],
      [`documentDate=between:2026-01-01,2026-03-31`, (i) => i.invoiceDate >= '2026-01-01' && i.invoiceDate <= '2026-03-31'],
      [`documentDate=ge:2026-01-01&invoiceDate=le:2026-06-30`, (i) => i.invoiceDate >= '2026-01-01' && i.invoiceDate <= '2026-06-30'],
      [`paymentId=${p}`, (i) => i.paymentId === p],
      [`paymentId=ne:${p}`, (i) => i.paymentId !== undefined && i.paymentId !== p],
      [`paymentId=in:${p},${p2}`, (i) => i.paymentId === p || i.paymentId === p2],
      [`paymentId=notIn:${p},${p2}`, (i) => i.paymentId !== undefined && i.paymentId !== p && i.paymentId !== p2],
      [`totalAmount=ge:${low}&paymentId=ne:${p}&invoiceDate=ge:2025-01-01`, (i) => i.totalAmount >= low && i.paymentId !== undefined && i.paymentId !== p],
    ]
  }

  it('each operator of each parameter selects exactly the matching invoices', async () => {
    for (const [query, keep] of cases()) {
      const res = await list(`${query}&size=100&sort=id`)
      expect(res.statusCode, query).toBe(200)
      const expected = all.filter(keep).map((i) => i.id)
      expect(ids(res), query).toEqual(expected)
      expect(res.json().page.totalElements, query).toBe(expected.length)
    }
    // The cases are not vacuous: most select some, but not all, invoices.
    const partial = cases().filter(([, keep]) => {
      const n = all.filter(keep).length
      return n > 0 && n < all.length
    })
    expect(partial.length).toBeGreaterThan(25)
  })

  it.each([
    ['invoiceNumber=gt:3', 'operator_not_allowed', 'invoiceNumber'],
    ['invoiceNumber=abc', 'invalid_value', 'invoiceNumber'],
    ['invoiceNumber=1.5', 'invalid_value', 'invoiceNumber'],
    ['totalAmount=contains:12', 'operator_not_allowed', 'totalAmount'],
    ['totalAmount=ge:abc', 'invalid_value', 'totalAmount'],
    ['totalAmount=between:1', 'invalid_value', 'totalAmount'],
    ['invoiceDate=2026-02-30', 'invalid_value', 'invoiceDate'],
    ['invoiceDate=in:2026-01-01,2026-01-02', 'operator_not_allowed', 'invoiceDate'],
    ['documentDate=ge:yesterday', 'invalid_value', 'documentDate'],
    ['paymentId=gt:3', 'operator_not_allowed', 'paymentId'],
    ['paymentId=x', 'invalid_value', 'paymentId'],
    ['status=approved', 'invalid_parameter', 'status'],
    ['sort=amount', 'unknown_sort_field', 'sort'],
    ['sort=id,up', 'invalid_value', 'sort'],
    ['size=0', 'invalid_parameter', 'size'],
    ['size=101', 'invalid_parameter', 'size'],
    ['page=-1', 'invalid_parameter', 'page'],
    ['page=one', 'invalid_parameter', 'page'],
  ])('400 current error for %s', async (query, code, field) => {
    const res = await list(query)
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json()).toMatchObject({ status: 400, code, field, instance: '/v1/invoices' })
  })
})

describe('paging and sort', () => {
  it('walks every invoice exactly once in pages of 7, and answers an empty page past the end', async () => {
    const seen: number[] = []
    const pages = Math.ceil(all.length / 7)
    for (let page = 0; page < pages; page++) {
      const body = (await list(`size=7&page=${page}&sort=totalAmount,desc`)).json()
      expect(body.page).toEqual({ size: 7, totalElements: all.length, totalPages: pages, number: page })
      expect(body.elements.length).toBe(page < pages - 1 ? 7 : all.length - 7 * (pages - 1))
      seen.push(...body.elements.map((i: Invoice) => i.id))
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(all.map((i) => i.id))
    const past = (await list(`size=7&page=${pages}`)).json()
    expect(past).toEqual({ elements: [], page: { size: 7, totalElements: all.length, totalPages: pages, number: pages } })
    const one = (await list('size=1&page=0')).json()
    expect(one.elements).toHaveLength(1)
    expect(one.page.totalPages).toBe(all.length)
    const most = (await list('size=100')).json()
    expect(most.elements).toHaveLength(all.length)
  })

  it.each(['invoiceDate', 'invoiceNumber', 'totalAmount', 'fiscalYear', 'id'] as const)('sorts by %s both ways, ties by id', async (field) => {
    for (const dir of ['asc', 'desc'] as const) {
      const got = (await list(`size=100&sort=${field},${dir}`)).json().elements as Invoice[]
      const sign = dir === 'asc' ? 1 : -1
      const key = (i: Invoice) => i[field] as string | number
      const expected = [...all].sort((a, b) => {
        const c = typeof key(a) === 'string' ? (key(a) as string).localeCompare(key(b) as string) : (key(a) as number) - (key(b) as number)
        return sign * (c || a.id - b.id)
      })
      expect(got.map((i) => i.id), `${field},${dir}`).toEqual(expected.map((i) => i.id))
    }
  })

  it('accepts several sort fields in order', async () => {
    const got = (await list('size=100&sort=fiscalYear,desc&sort=invoiceNumber')).json().elements as Invoice[]
    const expected = [...all].sort((a, b) => b.fiscalYear - a.fiscalYear || a.invoiceNumber - b.invoiceNumber || a.id - b.id)
    expect(got.map((i) => i.id)).toEqual(expected.map((i) => i.id))
  })
})

describe('query plans', () => {
  it('reads every filter under every single-field sort through an index, with no sort step', () => {
    const db = t.app.ctx.db
    const filters: Record<string, unknown>[] = [
      {},
      { invoiceNumber: '5' }, { invoiceNumber: 'ne:5' }, { invoiceNumber: 'in:1,2' }, { invoiceNumber: 'notIn:1,2' }, { invoiceNumber: 'isNotNull:' },
      { totalAmount: '122' }, { totalAmount: 'gt:100' }, { totalAmount: 'le:100' }, { totalAmount: 'between:1,100' }, { totalAmount: 'in:1,2' }, { totalAmount: 'notIn:1,2' },
      { invoiceDate: ['ge:2026-01-01', 'lt:2026-02-01'] }, { invoiceDate: ['ne:2026-03-01'] }, { documentDate: ['2026-03-01'] },
      { paymentId: '3' }, { paymentId: 'ne:3' }, { paymentId: 'in:3,4' }, { paymentId: 'notIn:3,4' },
      { totalAmount: 'ge:10', paymentId: 'ne:3', invoiceDate: ['ge:2025-01-01'] },
    ]
    const sorts = [undefined, ...invoiceSearch.sort.flatMap((f) => [[f], [`${f},desc`]])]
    const problems: string[] = []
    for (const filter of filters) {
      for (const sort of sorts) {
        const plan = invoiceSearchPlan(1, { ...filter, ...(sort ? { sort } : {}) })
        for (const p of searchPlanProblems(db, plan)) problems.push(`${JSON.stringify(filter)} ${sort ?? 'default'} ${p}`)
      }
    }
    expect(problems).toEqual([])
  })
})
