import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { amountBucket } from '../../local-server/db/bucket-totals.js'
import { rebuildDerived } from '../../local-server/db/derived.js'
import { createRandom } from '../../local-server/db/seed/random.js'
import { invoiceSearchPlan, type InvoiceQuery } from '../../local-server/features/invoices/repository.js'
import { createInvoiceTotals } from '../../local-server/features/invoices/totals.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { recordingRunner } from '../helpers/query-plan.js'
import { addInvoices } from '../helpers/search-data.js'
import { registrarId, validBank } from './billing-helpers.js'

// totalElements of the invoice search comes from per-bucket totals kept by triggers
// (features/invoices/totals.ts); it must equal COUNT(*) of the same filters, also after writes.
let t: TestApp
let demo: number
beforeAll(async () => {
  t = await createTestApp()
  demo = registrarId(t, 'DEMO-REG')
  addInvoices(t.app.ctx.db, demo, 12_000, { firstNumber: 100_000, firstDate: '2018-06-01' })
  addInvoices(t.app.ctx.db, registrarId(t, 'OTHER-REG'), 1_000, { firstNumber: 200_000, firstDate: '2019-01-01' })
  t.app.ctx.db.exec('ANALYZE')
})
afterAll(() => t.close())

const rnd = createRandom(2026)
const euro = (cents: number) => (cents / 100).toFixed(2)
const nextBucket = (b: number) => b + (String(b).length <= 2 ? 1 : 10 ** (String(b).length - 2))

// Values of stored rows, so that the edges of a range fall on rows (one cent or one day off too).
let amounts: number[] = []
let dates: string[] = []
beforeAll(() => {
  amounts = t.app.ctx.db.prepare<[number], { v: number }>('SELECT total_amount AS v FROM invoices WHERE registrar_id = ?').all(demo).map((r) => r.v)
  dates = t.app.ctx.db.prepare<[number], { v: string }>('SELECT invoice_date AS v FROM invoices WHERE registrar_id = ?').all(demo).map((r) => r.v)
})

/** A stored amount, one cent off, on or next to a bucket's edge, or anywhere. */
function cents(): number {
  const x = rnd.chance(0.7) ? rnd.pick(amounts) + rnd.int(-1, 1) : rnd.int(0, 3_100_000) >> rnd.int(0, 12)
  const b = amountBucket(Math.max(0, x))
  return Math.max(0, rnd.pick([x, x, x, b - 1, b, b + 1, nextBucket(b) - 2, nextBucket(b) - 1, nextBucket(b)]))
}

function date(): string {
  const base = rnd.chance(0.7) ? Date.parse(`${rnd.pick(dates)}T00:00:00Z`) + rnd.int(-1, 1) * 86_400_000 : Date.UTC(2018, 0, 1) + rnd.int(0, 3600) * 86_400_000
  const day = new Date(base).toISOString().slice(0, 10)
  // A date-time compares by its date in the registry zone: near midnight it is another day.
  return rnd.chance(0.2) ? `${day}T${rnd.pick(['00:30:00+14:00', '23:30:00-10:00', '12:00:00Z'])}` : day
}

function amountFilter(): string {
  const op = rnd.pick(['eq', 'gt', 'ge', 'lt', 'le', 'between', 'between', 'ge', 'le', 'ne', 'in', 'notIn'])
  if (op === 'between') return `between:${euro(cents())},${euro(cents())}`
  if (op === 'in' || op === 'notIn') return `${op}:${euro(cents())},${euro(cents())}`
  return `${op}:${euro(cents())}`
}

const dateFilter = () => {
  const op = rnd.pick(['eq', 'gt', 'ge', 'lt', 'le', 'between', 'ne'])
  return op === 'between' ? `between:${date()},${date()}` : `${op}:${date()}`
}

function randomQuery(): InvoiceQuery {
  const q: Record<string, unknown> = {}
  if (rnd.chance(0.6)) q.totalAmount = amountFilter()
  if (rnd.chance(0.45)) q.invoiceDate = Array.from({ length: rnd.int(1, 2) }, dateFilter)
  if (rnd.chance(0.15)) q.documentDate = [dateFilter()]
  if (rnd.chance(0.05)) q.invoiceNumber = rnd.pick([`${100_000 + rnd.int(1, 12_000)}`, 'isNotNull:', `ne:${100_000 + rnd.int(1, 50)}`])
  if (rnd.chance(0.05)) q.paymentId = rnd.pick(['1', 'ne:1', 'in:1,2'])
  return q as InvoiceQuery
}

const FIXED: InvoiceQuery[] = [
  {}, { totalAmount: 'ge:200' }, { totalAmount: 'gt:200' }, { totalAmount: 'ge:200.01' }, { totalAmount: 'le:0.99' }, { totalAmount: 'lt:1' },
  { totalAmount: 'between:12,12.99' }, { totalAmount: 'between:12.01,12.98' }, { totalAmount: 'eq:0.05' }, { totalAmount: 'between:500,100' },
  { invoiceDate: ['2020-02-29'] }, { invoiceDate: ['ge:2020-01-01', 'lt:2021-01-01'] }, { documentDate: ['gt:2024-12-31'] },
  { invoiceDate: ['ge:2020-01-01'], documentDate: ['le:2020-06-30'] }, { invoiceDate: ['gt:2019-03-01T23:30:00-10:00'] },
  { totalAmount: 'ge:10', invoiceDate: ['ge:2019-01-01', 'le:2019-02-01'] }, { totalAmount: 'between:100,101', invoiceDate: ['ge:2019-01-01'] },
]
let QUERIES: InvoiceQuery[] = []
beforeAll(() => {
  QUERIES = [...FIXED, ...Array.from({ length: 300 }, randomQuery)]
})

async function totalOf(query: InvoiceQuery): Promise<number> {
  const qs = new URLSearchParams({ size: '1' })
  for (const [k, v] of Object.entries(query)) for (const item of Array.isArray(v) ? v : [v]) qs.append(k, String(item))
  const res = await t.call({ method: 'GET', url: `/v1/invoices?${qs}`, as: 'billing' })
  expect(res.statusCode, qs.toString()).toBe(200)
  return res.json().page.totalElements
}

const countOf = (query: InvoiceQuery) => t.app.ctx.search.count(invoiceSearchPlan(demo, query))

async function expectExact(queries: InvoiceQuery[]) {
  const wrong: string[] = []
  for (const q of queries) {
    const [total, count] = [await totalOf(q), countOf(q)]
    if (total !== count) wrong.push(`${JSON.stringify(q)}: ${total}, COUNT(*) ${count}`)
  }
  expect(wrong).toEqual([])
}

describe('invoice totals', () => {
  it('equal COUNT(*) for every filter, edges of buckets included', async () => {
    await expectExact(QUERIES)
  })

  it('come from the buckets for most filters (not COUNT(*))', () => {
    const totals = createInvoiceTotals(t.app.ctx.search)
    const served = QUERIES.filter((q) => {
      invoiceSearchPlan(demo, q)
      return totals.count(demo, q) !== undefined
    })
    expect(served.length / QUERIES.length).toBeGreaterThan(0.6)
  })

  it('stay exact after invoices are issued through the API', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await t.call({ method: 'POST', url: '/v1/payments/bank', as: 'billing', payload: { ...validBank(), amount: Number((199.99 + i * 0.01).toFixed(2)) } })
      expect(res.statusCode).toBe(201)
      const moved = await t.call({ method: 'PUT', url: `/sandbox/payments/${res.json().id}/status`, as: 'admin', payload: { status: 'approved' } })
      expect(moved.statusCode).toBe(200)
    }
    await expectExact(QUERIES.slice(0, 80))
  })

  it('stay exact after rows are updated and deleted', async () => {
    const db = t.app.ctx.db
    db.prepare(`UPDATE invoices SET total_amount = total_amount + 100, taxable_amount = taxable_amount + 100 WHERE registrar_id = ? AND id % 7 = 0`).run(demo)
    db.prepare(`UPDATE invoices SET invoice_date = date(invoice_date, '+1 day') WHERE registrar_id = ? AND id % 5 = 0`).run(demo)
    db.prepare(`DELETE FROM invoices WHERE registrar_id = ? AND kind = 'operations' AND id % 11 = 0`).run(demo)
    await expectExact(QUERIES.slice(0, 80))
  })

  it('read buckets and edges through indexes, without a scan or a sort', () => {
    const recording = recordingRunner(t.app.ctx.search)
    const totals = createInvoiceTotals(recording.runner)
    for (const q of QUERIES) {
      invoiceSearchPlan(demo, q)
      totals.count(demo, q)
    }
    expect(new Set(recording.seen.map((s) => s.sql)).size).toBeGreaterThan(3)
    const problems = recording.problems(t.app.ctx.db)
    expect([...new Set(problems)]).toEqual([])
  })

  it('rebuildDerived recomputes the same buckets the triggers keep', () => {
    const db = t.app.ctx.db
    const snapshot = () => ({
      amount: db.prepare('SELECT * FROM invoice_totals_amount ORDER BY 1, 2').all(),
      date: db.prepare('SELECT * FROM invoice_totals_date ORDER BY 1, 2').all(),
    })
    const kept = snapshot()
    rebuildDerived(db)
    expect(snapshot()).toEqual(kept)
  })
})
