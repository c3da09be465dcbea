/**
 * A payment search's total without COUNT(*) over its matches (PERFORMANCE.md: 20–26 ms for
 * 0.4–1M matches, every time a filter is new). Triggers keep the number of payments per
 * registrar, status, type and bucket (migration 0007): by amount (two leading digits) and by
 * creation day. A total sums the buckets its range covers whole, with the status and type filters
 * applied to the bucket rows exactly, and counts through the index only the payments of the (at
 * most two) partial buckets at the range's edges. Exact: the buckets change in the transaction
 * that writes the payment, and the count and the page are read together on the one connection.
 *
 * A range on both amount and created, or a filter that is not one interval (`ne`, `in`… on
 * amount or created), falls back to COUNT(*) (undefined here).
 */
import { paymentSearch } from '../../contract/payments.js'
import { defineSearch } from '../../contract/query.js'
import { compileFilters, filterRange, type SearchMapping } from '../../db/search.js'
import type { SearchRunner } from '../../db/search-runner.js'
import type { PaymentQuery } from './repository.js'

const DAY_MS = 86_400_000

/** The lowest amount of a bucket: the amount with all but its two leading digits zeroed. */
export function amountBucket(cents: number): number {
  const digits = String(cents).length
  if (digits <= 2) return cents
  const unit = 10 ** (digits - 2)
  return Math.floor(cents / unit) * unit
}

const nextAmountBucket = (bucket: number) => bucket + (String(bucket).length <= 2 ? 1 : 10 ** (String(bucket).length - 2))

interface Dimension {
  readonly table: string
  /** The payments index whose range serves the exact count of an edge bucket (covering). */
  readonly index: string
  readonly column: string
  bucketOf(value: number): number
  /** The first stored value of a bucket. */
  start(bucket: number): number
  /** The bucket after this one. */
  next(bucket: number): number
}

const BY_AMOUNT: Dimension = {
  table: 'payment_totals_amount',
  index: 'payments_registrar_amount',
  column: 'p.amount',
  bucketOf: amountBucket,
  start: (b) => b,
  next: nextAmountBucket,
}

const BY_DAY: Dimension = {
  table: 'payment_totals_day',
  index: 'payments_registrar_created',
  column: 'p.created',
  bucketOf: (ms) => Math.floor(ms / DAY_MS),
  start: (b) => b * DAY_MS,
  next: (b) => b + 1,
}

/** The status and type filters, which the bucket rows carry as they are. */
const exactSearch = defineSearch({ filters: { status: paymentSearch.filters.status, type: paymentSearch.filters.type }, sort: [] })
const onBuckets: Pick<SearchMapping<typeof exactSearch>, 'filters'> = {
  filters: { status: { sql: 't.status', storage: 'text' }, type: { sql: 't.type', storage: 'text' } },
}
const onPayments: Pick<SearchMapping<typeof exactSearch>, 'filters'> = {
  filters: { status: { sql: 'p.status', storage: 'text' }, type: { sql: 'p.type', storage: 'text' } },
}
const rangeMapping: Pick<SearchMapping<typeof paymentSearch>, 'filters'> = {
  filters: {
    amount: { sql: 'p.amount', storage: 'cents' },
    created: { sql: 'p.created', storage: 'epochMs' },
    status: { sql: 'p.status', storage: 'text' },
    type: { sql: 'p.type', storage: 'text' },
  },
}

// Amounts are positive and instants after 1970: the open ends of a range stop there.
const FLOOR = 0
const CEILING = Number.MAX_SAFE_INTEGER

export function createPaymentTotals(runner: SearchRunner) {
  const number = (sql: string, args: unknown[]) => (runner.statement(sql).get(...args) as { n: number | null }).n ?? 0

  function total(registrarId: number, query: PaymentQuery, dim: Dimension, range: { lo: number; hi: number }): number {
    const lo = Math.max(range.lo, FLOOR)
    const hi = Math.min(range.hi, CEILING)
    if (lo > hi) return 0
    const bucketFilters = compileFilters(exactSearch, onBuckets, query)
    const rowFilters = compileFilters(exactSearch, onPayments, query)
    const exact = (from: number, to: number) =>
      number(
        `SELECT count(*) AS n FROM payments p INDEXED BY ${dim.index}
          WHERE ${['p.registrar_id = ?', `${dim.column} BETWEEN ? AND ?`, ...rowFilters.where].join(' AND ')}`,
        [registrarId, from, to, ...rowFilters.args],
      )
    const first = dim.bucketOf(lo)
    const last = dim.bucketOf(hi)
    if (first === last) return exact(lo, hi)
    // Whole buckets from `whole` up to, not including, `beyond`; the edges are counted row by row.
    const firstWhole = dim.start(first) === lo
    const lastWhole = dim.start(dim.next(last)) - 1 === hi
    let n = 0
    if (!firstWhole) n += exact(lo, dim.start(dim.next(first)) - 1)
    if (!lastWhole) n += exact(dim.start(last), hi)
    const whole = firstWhole ? first : dim.next(first)
    const beyond = lastWhole ? dim.next(last) : last
    if (whole < beyond) {
      n += number(
        `SELECT sum(t.n) AS n FROM ${dim.table} t
          WHERE ${['t.registrar_id = ?', 't.bucket >= ?', 't.bucket < ?', ...bucketFilters.where].join(' AND ')}`,
        [registrarId, whole, beyond, ...bucketFilters.args],
      )
    }
    return n
  }

  return {
    /** The exact total of a search, or undefined when buckets cannot serve it (COUNT(*) then). */
    count(registrarId: number, query: PaymentQuery): number | undefined {
      const amount = query.amount === undefined ? undefined : filterRange(paymentSearch, rangeMapping, 'amount', query.amount)
      const created = query.created === undefined ? undefined : filterRange(paymentSearch, rangeMapping, 'created', query.created)
      if ((query.amount !== undefined && !amount) || (query.created !== undefined && !created)) return undefined
      if (amount && created) return undefined
      if (created) return total(registrarId, query, BY_DAY, created)
      return total(registrarId, query, BY_AMOUNT, amount ?? { lo: FLOOR, hi: CEILING })
    },
  }
}
