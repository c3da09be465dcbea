import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { paymentSearch } from '../../local-server/contract/payments.js'
import { paymentSearchPlan, RARE_AMOUNT_ROWS, rareAmountPlan, type PaymentQuery } from '../../local-server/features/payments/repository.js'
import { type SearchPlan, searchSql } from '../../local-server/db/search-runner.js'
import { createRandom } from '../../local-server/db/seed/random.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { queryPlan } from '../helpers/query-plan.js'
import { addPayments } from '../helpers/search-data.js'
import { registrarId } from './billing-helpers.js'

// A search whose amount range holds few payments reads that range through the amount's own index
// and sorts its keys (repository.ts `rareAmountPlan`), instead of walking the sort's index until
// enough payments match: most of the registrar's for a rare amount. Its pages must be those the
// sort's index gives, in every allowed order.
let t: TestApp
let demo: number
/** The demo registrar's amounts, in cents, ascending. */
let amounts: number[] = []
beforeAll(async () => {
  t = await createTestApp()
  demo = registrarId(t, 'DEMO-REG')
  const db = t.app.ctx.db
  const start = Date.parse('2020-01-01T00:00:00Z')
  addPayments(db, demo, 30_000, { start, stepMs: 4_000_000, maxCents: 500_000 })
  addPayments(db, registrarId(t, 'OTHER-REG'), 5_000, { start, stepMs: 4_000_000, maxCents: 500_000 })
  db.exec('ANALYZE')
  amounts = db.prepare<[number], { amount: number }>('SELECT amount FROM payments WHERE registrar_id = ? ORDER BY amount').all(demo).map((r) => r.amount)
})
afterAll(() => t.close())

const euro = (cents: number) => (cents / 100).toFixed(2)
/** An amount filter holding about `n` of the demo registrar's payments: the n smallest, or the n largest. */
const smallest = (n: number) => `le:${euro(amounts[n - 1]!)}`
const largest = (n: number) => `ge:${euro(amounts[amounts.length - n]!)}`

/** Each allowed sort field both ways, and each allowed combination. */
const SORTS: Array<string[] | undefined> = [
  undefined,
  ...paymentSearch.sort.flatMap((f) => [[f], [`${f},desc`]]),
  ...(paymentSearch.combinations ?? []).map((c) => c.split('+').map((f) => (f.startsWith('-') ? `${f.slice(1)},desc` : f))),
]

async function pageIds(query: PaymentQuery & { sort?: string[] }): Promise<number[]> {
  const qs = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) for (const item of Array.isArray(v) ? v : [v]) qs.append(k, String(item))
  const res = await t.call({ method: 'GET', url: `/v1/payments?${qs}`, as: 'billing' })
  expect(res.statusCode, qs.toString()).toBe(200)
  return (res.json().elements as Array<{ id: number }>).map((e) => e.id)
}

/** The same page read through the sort's own index. */
function sortIndexIds(query: PaymentQuery): number[] {
  const plan = paymentSearchPlan(demo, query)
  return t.app.ctx.search.run<{ id: number }>(plan, query, Number.MAX_SAFE_INTEGER).rows.map((r) => r.id)
}

describe('a search whose amount range holds few payments', () => {
  it('reads the range through the amount index and sorts only its keys, in every allowed order', () => {
    const problems: string[] = []
    for (const sort of SORTS) {
      const plan = rareAmountPlan(paymentSearchPlan(demo, { amount: smallest(40), status: 'approved', ...(sort ? { sort } : {}), page: 1, size: 20 } as PaymentQuery))
      const steps = queryPlan(t.app.ctx.db, searchSql(plan).page, [...plan.args, 20, 20])
      const label = sort?.join('&') ?? 'default'
      // Covering but for the status date, which the amount index does not carry (a row read per match).
      if (!steps.some((s) => /^SEARCH p USING (COVERING )?INDEX payments_registrar_amount \(registrar_id=\? AND amount<\?\)$/.test(s))) problems.push(`${label}: ${steps.join(' | ')}`)
      const sortsOnly = /^USE TEMP B-TREE FOR (LAST (TERM|\d+ TERMS) OF )?ORDER BY$/
      if (steps.some((s) => /^SCAN /.test(s) || (/TEMP B-TREE/.test(s) && !sortsOnly.test(s)))) problems.push(`${label}: ${steps.join(' | ')}`)
    }
    expect(problems).toEqual([])
  })

  it("answers the pages the sort's index gives, every allowed order, with the other filters", async () => {
    const rnd = createRandom(23)
    const wrong: string[] = []
    for (const sort of SORTS) {
      for (let i = 0; i < 4; i++) {
        const n = rnd.pick([1, 7, 46, 300, RARE_AMOUNT_ROWS])
        const query = {
          amount: rnd.chance(0.5) ? smallest(n) : largest(n),
          ...(rnd.chance(0.4) ? { status: rnd.pick(['approved', 'ne:approved', 'in:rejected,suspended']) } : {}),
          ...(rnd.chance(0.3) ? { type: rnd.pick(['bank', 'notIn:bank']) } : {}),
          ...(rnd.chance(0.3) ? { created: [rnd.pick(['ge:2021-06-01', 'lt:2022-01-01'])] } : {}),
          ...(sort ? { sort } : {}),
          page: rnd.int(0, 2),
          size: rnd.pick([5, 20]),
        } as PaymentQuery & { sort?: string[] }
        const [answered, expected] = [await pageIds(query), sortIndexIds(query)]
        if (JSON.stringify(answered) !== JSON.stringify(expected)) wrong.push(`${JSON.stringify(query)}: ${answered.join(',')} against ${expected.join(',')}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it(`is read that way only when the range holds at most ${RARE_AMOUNT_ROWS} payments`, async () => {
    const run = vi.spyOn(t.app.ctx.search, 'run')
    const keyed = async (amount: string, others: Partial<PaymentQuery> = {}) => {
      run.mockClear()
      await pageIds({ amount, ...others, page: 0, size: 19 } as PaymentQuery)
      return (run.mock.calls.at(-1)![0] as SearchPlan).keyedBy !== undefined
    }
    try {
      expect(await keyed(smallest(RARE_AMOUNT_ROWS))).toBe(true)
      expect(await keyed(largest(3))).toBe(true)
      expect(await keyed(smallest(RARE_AMOUNT_ROWS + 1))).toBe(false)
      expect(await keyed('ge:0.01')).toBe(false)
      // Few matches, but through the other filters: the amount's range holds them all.
      expect(await keyed('ge:0.01', { created: ['lt:2020-01-03'] } as Partial<PaymentQuery>)).toBe(false)
      // Not one interval: the buckets do not count it, and the sort's index serves it as before.
      expect(await keyed(`ne:${euro(amounts[0]!)}`)).toBe(false)
    } finally {
      run.mockRestore()
    }
  })
})
