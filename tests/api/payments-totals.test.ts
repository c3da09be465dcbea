import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rebuildDerived } from '../../local-server/db/derived.js'
import { createRandom } from '../../local-server/db/seed/random.js'
import { paymentSearchPlan, type PaymentQuery } from '../../local-server/features/payments/repository.js'
import { amountBucket, createPaymentTotals } from '../../local-server/features/payments/totals.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { recordingRunner, searchQueryString } from '../helpers/query-plan.js'
import { addPayments } from '../helpers/search-data.js'
import { registrarId, validBank } from './billing-helpers.js'

// totalElements of the payments search comes from per-bucket totals kept by triggers
// (features/payments/totals.ts); it must equal COUNT(*) of the same filters, also after writes.
let t: TestApp
let demo: number
beforeAll(async () => {
  t = await createTestApp()
  demo = registrarId(t, 'DEMO-REG')
  const db = t.app.ctx.db
  addPayments(db, demo, 20_000, { start: Date.parse('2022-01-01T00:00:00Z'), stepMs: 9_000_000 })
  db.exec('ANALYZE')
})
afterAll(() => t.close())

const QUERIES: PaymentQuery[] = [
  {}, { status: 'approved' }, { status: 'in:approved,rejected' }, { status: 'ne:approved' }, { type: 'bank' },
  { type: 'notIn:bank', status: 'submitted' },
  { amount: 'ge:200' }, { amount: 'gt:200' }, { amount: 'ge:200.01' }, { amount: 'lt:1234.56' }, { amount: 'le:99' },
  { amount: 'between:100,500' }, { amount: 'between:12.34,12.99' }, { amount: '150' }, { amount: 'between:500,100' },
  { amount: 'ge:0.01' }, { amount: 'in:100,200' }, { amount: 'ne:100' },
  { status: 'approved', amount: 'ge:200' }, { status: 'approved', type: 'bank', amount: 'between:1000,20000' },
  { created: ['ge:2023-03-01', 'lt:2023-06-01'] }, { created: ['2023-05-05'] }, { created: ['gt:2023-05-05T10:11:12Z'] },
  { created: ['between:2022-01-01,2022-12-31'], status: 'rejected' }, { created: ['le:2022-02-01T00:00:00Z'] },
  { created: ['ge:2023-01-01'], amount: 'ge:100' },
]

// Random filters on values of stored rows, so that the edges of a range fall on rows and on the
// edges of buckets (an amount's two leading digits, a UTC day).
const rnd = createRandom(77)
let RANDOM: PaymentQuery[] = []
beforeAll(() => {
  const rows = t.app.ctx.db.prepare<[number], { amount: number; created: number }>('SELECT amount, created FROM payments WHERE registrar_id = ?').all(demo)
  const nextBucket = (b: number) => b + (String(b).length <= 2 ? 1 : 10 ** (String(b).length - 2))
  const cents = () => {
    const x = rnd.pick(rows).amount + rnd.int(-1, 1)
    const b = amountBucket(Math.max(0, x))
    return Math.max(1, rnd.pick([x, x, b - 1, b, b + 1, nextBucket(b) - 2, nextBucket(b) - 1, nextBucket(b)]))
  }
  const instant = () => {
    const x = rnd.pick(rows).created + rnd.int(-1, 1) * 1000
    const day = Math.floor(x / 86_400_000) * 86_400_000
    const at = rnd.pick([x, x, day, day - 1000, day + 86_400_000 - 1000, day + 86_400_000])
    return rnd.chance(0.2) ? new Date(at).toISOString().slice(0, 10) : new Date(at).toISOString().replace('.000Z', 'Z')
  }
  const euro = () => (cents() / 100).toFixed(2)
  const range = (value: () => string) => {
    const op = rnd.pick(['eq', 'gt', 'ge', 'lt', 'le', 'between', 'ge', 'le', 'ne'])
    return op === 'between' ? `between:${value()},${value()}` : `${op}:${value()}`
  }
  RANDOM = Array.from({ length: 200 }, () => {
    const q: Record<string, unknown> = {}
    if (rnd.chance(0.6)) q.amount = range(euro)
    if (rnd.chance(0.5)) q.created = Array.from({ length: rnd.int(1, 2) }, () => range(instant))
    if (rnd.chance(0.4)) q.status = rnd.pick(['approved', 'in:approved,rejected', 'notIn:approved', 'ne:submitted'])
    if (rnd.chance(0.3)) q.type = rnd.pick(['bank', 'in:bank,creditCard', 'ne:registry'])
    return q as PaymentQuery
  })
})

async function totalOf(query: PaymentQuery): Promise<number> {
  const qs = searchQueryString(query)
  const res = await t.call({ method: 'GET', url: `/v1/payments?${qs}`, as: 'billing' })
  expect(res.statusCode, qs).toBe(200)
  return res.json().page.totalElements
}

function countOf(query: PaymentQuery): number {
  return t.app.ctx.search.count(paymentSearchPlan(demo, query))
}

async function expectExact() {
  const wrong: string[] = []
  for (const q of [...QUERIES, ...RANDOM]) {
    const [total, count] = [await totalOf(q), countOf(q)]
    if (total !== count) wrong.push(`${JSON.stringify(q)}: ${total}, COUNT(*) ${count}`)
  }
  expect(wrong).toEqual([])
}

describe('payment totals', () => {
  it('a bucket is the amount with all but its two leading digits zeroed', () => {
    expect([5, 99, 100, 1234, 129_999, 130_000].map(amountBucket)).toEqual([5, 99, 100, 1200, 120_000, 130_000])
  })

  it('equal COUNT(*) for every filter, edges of buckets included', async () => {
    await expectExact()
  })

  it('stay exact after payments are written and moved through the API', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await t.call({ method: 'POST', url: '/v1/payments/bank', as: 'billing', payload: { ...validBank(), amount: 200 + i * 0.5 } })
      expect(res.statusCode).toBe(201)
      const status = ['approved', 'rejected', 'suspended'][i % 3]
      const moved = await t.call({ method: 'PUT', url: `/sandbox/payments/${res.json().id}/status`, as: 'admin', payload: { status } })
      expect(moved.statusCode).toBe(200)
    }
    await expectExact()
  })

  it('reads buckets and edges through indexes, without a scan or a sort', () => {
    const recording = recordingRunner(t.app.ctx.search)
    const totals = createPaymentTotals(recording.runner)
    for (const q of [...QUERIES, ...RANDOM]) totals.count(demo, q)
    expect(recording.seen.length).toBeGreaterThan(10)
    const problems = recording.problems(t.app.ctx.db)
    expect(problems).toEqual([])
  })

  it('rebuildDerived recomputes the same buckets the triggers keep', () => {
    const db = t.app.ctx.db
    const snapshot = () => ({
      amount: db.prepare('SELECT * FROM payment_totals_amount ORDER BY 1, 2, 3, 4').all(),
      day: db.prepare('SELECT * FROM payment_totals_day ORDER BY 1, 2, 3, 4').all(),
    })
    const kept = snapshot()
    rebuildDerived(db)
    expect(snapshot()).toEqual(kept)
  })
})
