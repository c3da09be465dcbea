/**
 * A payment search's total without COUNT(*) over its matches (PERFORMANCE.md: 20–26 ms for
 * 0.4–1M matches, every time a filter is new): the payments per registrar, status, type and
 * bucket, by amount (two leading digits) and by creation day, kept by triggers (migration 0007,
 * declared in db/derived.ts, counted by db/bucket-totals.ts). Status and type are applied to the
 * bucket rows exactly; the partial buckets at a range's edges are counted through the index.
 *
 * A range on both amount and created counts the rows of the narrower one through its index; a
 * filter that is not one interval (`ne`, `in`… on amount or created) falls back to COUNT(*)
 * (undefined here).
 */
import { paymentSearch } from '../../contract/payments.js'
import { createBucketTotals } from '../../db/bucket-totals.js'
import { PAYMENT_TOTALS } from '../../db/derived.js'
import type { SearchRunner } from '../../db/search-runner.js'
import type { PaymentQuery } from './repository.js'

export { amountBucket } from '../../db/bucket-totals.js'

export function createPaymentTotals(runner: SearchRunner) {
  const totals = createBucketTotals(runner, PAYMENT_TOTALS, {
    search: paymentSearch,
    alias: 'p',
    exact: {
      status: { totals: 't.status', rows: 'p.status', storage: 'text' },
      type: { totals: 't.type', rows: 'p.type', storage: 'text' },
    },
    ranges: {
      amount: { table: 'payment_totals_amount', storage: 'cents' },
      created: { table: 'payment_totals_day', storage: 'epochMs' },
    },
  })
  return {
    /** The exact total of a search, or undefined when buckets cannot serve it (COUNT(*) then). */
    count: (registrarId: number, query: PaymentQuery): number | undefined => totals.count(registrarId, query),
  }
}
