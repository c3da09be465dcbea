import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { invoiceSearch } from '../../local-server/contract/invoices.js'
import { paymentSearch } from '../../local-server/contract/payments.js'
import type { SearchDef } from '../../local-server/contract/query.js'
import { RARE_RANGE_ROWS } from '../../local-server/db/rare-range.js'
import { type SearchPlan, searchSql } from '../../local-server/db/search-runner.js'
import { createRandom } from '../../local-server/db/seed/random.js'
import { invoiceSearchPlan, rareTotalPlan } from '../../local-server/features/invoices/repository.js'
import { paymentSearchPlan, rareAmountPlan } from '../../local-server/features/payments/repository.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { allowedSorts, queryPlan, searchQueryString } from '../helpers/query-plan.js'
import { addInvoices, addPayments } from '../helpers/search-data.js'
import { registrarId } from './billing-helpers.js'

// A search whose range filter holds few rows reads that range through the filter's own index and
// sorts its keys (db/rare-range.ts), instead of walking the sort's index until enough rows match:
// most of the registrar's for a rare amount. Its pages must be those the sort's index gives, in
// every allowed order, with the other filters.
let t: TestApp
let demo: number
beforeAll(async () => {
  t = await createTestApp()
  demo = registrarId(t, 'DEMO-REG')
  const other = registrarId(t, 'OTHER-REG')
  const db = t.app.ctx.db
  const start = Date.parse('2020-01-01T00:00:00Z')
  addPayments(db, demo, 30_000, { start, stepMs: 4_000_000, maxCents: 500_000 })
  addPayments(db, other, 5_000, { start, stepMs: 4_000_000, maxCents: 500_000 })
  addInvoices(db, demo, 6_000, { firstNumber: 100_000, firstDate: '2000-01-01' })
  addInvoices(db, other, 1_000, { firstNumber: 200_000, firstDate: '2000-01-01' })
  db.exec('ANALYZE')
})
afterAll(() => t.close())

type Query = Record<string, unknown> & { page: number; size: number; sort?: string[] }

interface RangeSearch {
  readonly name: string
  readonly url: string
  readonly def: SearchDef
  /** The range filter and the column its index starts with (after the registrar). */
  readonly filter: string
  readonly column: string
  readonly index: string
  /** The demo registrar's values of that column, ascending (cents). */
  readonly values: string
  readonly plan: (q: Query) => SearchPlan
  readonly rarePlan: (plan: SearchPlan) => SearchPlan
  /** Other filters, drawn at random, to check inside the range's index. */
  readonly others: (rnd: ReturnType<typeof createRandom>) => Record<string, unknown>
}

const SEARCHES: RangeSearch[] = [
  {
    name: 'payments', url: '/v1/payments', def: paymentSearch, filter: 'amount', column: 'amount', index: 'payments_registrar_amount',
    values: 'SELECT amount AS v FROM payments WHERE registrar_id = ? ORDER BY amount',
    plan: (q) => paymentSearchPlan(demo, q), rarePlan: rareAmountPlan,
    others: (rnd) => ({
      ...(rnd.chance(0.4) ? { status: rnd.pick(['approved', 'ne:approved', 'in:rejected,suspended']) } : {}),
      ...(rnd.chance(0.3) ? { type: rnd.pick(['bank', 'notIn:bank']) } : {}),
      ...(rnd.chance(0.3) ? { created: [rnd.pick(['ge:2021-06-01', 'lt:2022-01-01'])] } : {}),
    }),
  },
  {
    name: 'invoices', url: '/v1/invoices', def: invoiceSearch, filter: 'totalAmount', column: 'total_amount', index: 'invoices_registrar_total',
    values: 'SELECT total_amount AS v FROM invoices WHERE registrar_id = ? ORDER BY total_amount',
    plan: (q) => invoiceSearchPlan(demo, q), rarePlan: rareTotalPlan,
    others: (rnd) => ({
      ...(rnd.chance(0.4) ? { invoiceDate: [rnd.pick(['ge:2003-01-01', 'lt:2005-06-01'])] } : {}),
      ...(rnd.chance(0.2) ? { invoiceNumber: 'isNotNull:' } : {}),
    }),
  },
]

const euro = (cents: number) => (cents / 100).toFixed(2)

describe.each(SEARCHES)('a $name search whose range holds few rows', (search) => {
  let values: number[] = []
  beforeAll(() => {
    values = t.app.ctx.db.prepare<[number], { v: number }>(search.values).all(demo).map((r) => r.v)
  })
  /** `le:` the k-th smallest value, or `ge:` the k-th largest: k rows and those equal to its value. */
  const smallest = (k: number) => `le:${euro(values[k - 1]!)}`
  const largest = (k: number) => `ge:${euro(values[values.length - k]!)}`
  /** `le:` a value holding exactly the most rows up to `k` (ties counted), or the fewest above `k`. */
  const upTo = (k: number) => smallest([...Array(k).keys()].map((i) => k - i).find((n) => values[n - 1] !== values[n])!)
  const above = (k: number) => smallest([...Array(values.length - k).keys()].map((i) => k + 1 + i).find((n) => values[n - 1] !== values[n])!)

  async function pageIds(query: Query): Promise<number[]> {
    const qs = searchQueryString(query)
    const res = await t.call({ method: 'GET', url: `${search.url}?${qs}`, as: 'billing' })
    expect(res.statusCode, qs).toBe(200)
    return (res.json().elements as Array<{ id: number }>).map((e) => e.id)
  }

  /** The same page read through the sort's own index. */
  const sortIndexIds = (query: Query) => t.app.ctx.search.run<{ id: number }>(search.plan(query), query, Number.MAX_SAFE_INTEGER).rows.map((r) => r.id)

  it("reads the range through the filter's index and sorts only its keys, in every allowed order", () => {
    const problems: string[] = []
    const rangeStep = new RegExp(`^SEARCH (\\w+ )?USING (COVERING )?INDEX ${search.index} \\(registrar_id=\\? AND ${search.column}<\\?\\)$`)
    const sortsOnly = /^USE TEMP B-TREE FOR (LAST (TERM|\d+ TERMS) OF )?ORDER BY$/
    for (const sort of allowedSorts(search.def)) {
      const plan = search.rarePlan(search.plan({ [search.filter]: smallest(40), ...(sort ? { sort } : {}), page: 1, size: 20 }))
      const steps = queryPlan(t.app.ctx.db, searchSql(plan).page, [...plan.args, 20, 20])
      const wrong = !steps.some((s) => rangeStep.test(s)) || steps.some((s) => /^SCAN /.test(s) || (/TEMP B-TREE/.test(s) && !sortsOnly.test(s)))
      if (wrong) problems.push(`${sort?.join('&') ?? 'default'}: ${steps.join(' | ')}`)
    }
    expect(problems).toEqual([])
  })

  it("answers the pages the sort's index gives, every allowed order, with the other filters", async () => {
    const rnd = createRandom(23)
    const wrong: string[] = []
    for (const sort of allowedSorts(search.def)) {
      for (let i = 0; i < 4; i++) {
        const k = rnd.pick([1, 7, 46, 300, RARE_RANGE_ROWS])
        const query: Query = {
          [search.filter]: rnd.chance(0.5) ? smallest(k) : largest(k),
          ...search.others(rnd),
          ...(sort ? { sort } : {}),
          page: rnd.int(0, 2),
          size: rnd.pick([5, 20]),
        }
        const [answered, expected] = [await pageIds(query), sortIndexIds(query)]
        if (JSON.stringify(answered) !== JSON.stringify(expected)) wrong.push(`${JSON.stringify(query)}: ${answered.join(',')} against ${expected.join(',')}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it(`is read that way only when the range holds at most ${RARE_RANGE_ROWS} rows`, async () => {
    const run = vi.spyOn(t.app.ctx.search, 'run')
    const keyed = async (range: string, others: Record<string, unknown> = {}) => {
      run.mockClear()
      await pageIds({ [search.filter]: range, ...others, page: 0, size: 19 })
      return (run.mock.calls.at(-1)![0] as SearchPlan).keyedBy !== undefined
    }
    try {
      expect(await keyed(upTo(RARE_RANGE_ROWS))).toBe(true)
      expect(await keyed(largest(3))).toBe(true)
      expect(await keyed(above(RARE_RANGE_ROWS))).toBe(false)
      expect(await keyed('ge:0.01')).toBe(false)
      // Not one interval: the buckets do not count it, and the sort's index serves it as before.
      expect(await keyed(`ne:${euro(values[0]!)}`)).toBe(false)
      // Few matches, but through another filter: the range holds them all, and more.
      expect(await keyed('ge:0.01', search.name === 'payments' ? { created: ['lt:2020-01-03'] } : { invoiceNumber: '100005' })).toBe(false)
    } finally {
      run.mockRestore()
    }
  })
})
