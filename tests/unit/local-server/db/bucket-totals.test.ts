import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { amountBucket, BUCKETS, dateNumber, totalsTablesSql, totalsTriggersSql } from '../../../../local-server/db/bucket-totals.js'
import { DARWIN_REQUEST_TOTALS, DERIVED_TABLES, INVOICE_TOTALS, PAYMENT_TOTALS } from '../../../../local-server/db/derived.js'
import { createRandom } from '../../../../local-server/db/seed/random.js'

const db = new Database(':memory:')
/** A bucket expression on a value as a column stores it (JavaScript numbers bind as REAL). */
const sqlOf = (bucket: (v: string) => string, value: number | string) =>
  (db.prepare(`SELECT ${bucket(typeof value === 'number' ? 'CAST($v AS INTEGER)' : '$v')} AS b`).get({ v: value }) as { b: number }).b

describe('bucket kinds', () => {
  const rnd = createRandom(7)
  it('an amount bucket is the amount with all but its two leading digits zeroed, in SQL as in JavaScript', () => {
    expect([0, 5, 99, 100, 1234, 129_999, 130_000].map(amountBucket)).toEqual([0, 5, 99, 100, 1200, 120_000, 130_000])
    const values = [0, 1, 9, 10, 99, 100, 109, 110, 999, 1000, 1099, 1100, ...Array.from({ length: 2000 }, () => Math.floor(rnd.int(0, 2 ** 40) / 2 ** rnd.int(0, 40)))]
    for (const v of values) {
      const b = BUCKETS.amount.of(v)
      expect(sqlOf(BUCKETS.amount.sql, v), String(v)).toBe(b)
      // The value lies in its bucket, and the next bucket starts after it.
      expect(BUCKETS.amount.start(b) <= v && v < BUCKETS.amount.start(BUCKETS.amount.next(b))).toBe(true)
    }
  })

  it('a day bucket is the UTC day of an instant, in SQL as in JavaScript', () => {
    for (const ms of [0, 86_399_999, 86_400_000, ...Array.from({ length: 500 }, () => rnd.int(0, 2 ** 42))]) {
      expect(sqlOf(BUCKETS.day.sql, ms)).toBe(BUCKETS.day.of(ms))
    }
  })

  it('a date is its own bucket, YYYYMMDD, in the order of the text dates', () => {
    const dates = ['0001-01-01', '1999-12-31', '2024-02-29', '2024-03-01', '9999-12-31']
    expect(dates.map((d) => sqlOf(BUCKETS.date.sql, d))).toEqual(dates.map(dateNumber))
    expect(dates.map(dateNumber)).toEqual([...dates.map(dateNumber)].sort((a, b) => a - b))
    expect(dates.map((d) => BUCKETS.date.stored(dateNumber(d)))).toEqual(dates)
    // A bound between two dates (`gt:2024-01-31` is ≥ 20240132) still orders as text.
    expect(BUCKETS.date.stored(20_240_132) > '2024-01-31' && BUCKETS.date.stored(20_240_132) < '2024-02-01').toBe(true)
  })
})

describe('declarations', () => {
  it('list every totals table as derived', () => {
    expect(DERIVED_TABLES).toEqual([
      'payment_totals_amount', 'payment_totals_day', 'invoice_totals_amount', 'invoice_totals_date', 'darwin_request_totals',
    ])
  })

  it('give tables whose key is the registrar, the exact columns and the bucket, and triggers on the columns they read', () => {
    expect(totalsTablesSql(DARWIN_REQUEST_TOTALS)).toContain('PRIMARY KEY (registrar_id, status, assignee)')
    expect(totalsTablesSql(INVOICE_TOTALS)).toContain('PRIMARY KEY (registrar_id, bucket)')
    expect(totalsTriggersSql(PAYMENT_TOTALS)).toContain('AFTER UPDATE OF registrar_id, status, type, amount, created ON payments')
    expect(totalsTriggersSql(DARWIN_REQUEST_TOTALS)).toContain('coalesce(NEW.assigned_user_id, 0)')
  })
})
