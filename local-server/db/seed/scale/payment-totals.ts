/**
 * The payments' totals per bucket (db/derived.ts, PAYMENT_TOTALS), counted from the generator's
 * typed arrays instead of a GROUP BY over the written table: on 1M payments the rebuild in SQL
 * was about 1.7 s of CPU on the main thread after everything else, this a fraction of that. The
 * buckets are those of db/bucket-totals.ts (its tests check that the JavaScript and the SQL
 * agree), and the scale test compares the result with a rebuild from the rows.
 */
import { BUCKETS } from '../../bucket-totals.js'
import { PAYMENT_TOTALS } from '../../derived.js'
import type { Db } from '../../open.js'

/** Per dimension (in PAYMENT_TOTALS order): bucket × 16 + status × 4 + type → payments. */
export interface PaymentTotals {
  readonly registrarId: number
  readonly counts: readonly Map<number, number>[]
}

export interface PaymentColumns {
  readonly status: Uint8Array
  readonly type: Uint8Array
  /** The range columns of the dimensions, by column name (amount, created). */
  readonly [column: string]: ArrayLike<number>
}

/** Counts the first `n` payments of the arrays (status and type as indexes into the names written). */
export function countPaymentTotals(registrarId: number, n: number, columns: PaymentColumns): PaymentTotals {
  const counts = PAYMENT_TOTALS.dimensions.map((dim) => {
    const values = columns[dim.column!]
    if (!dim.bucket || !values) throw new Error(`${dim.table}: no column ${dim.column} to count`)
    const bucketOf = BUCKETS[dim.bucket].of
    const count = new Map<number, number>()
    for (let i = 0; i < n; i++) {
      const key = bucketOf(values[i]!) * 16 + columns.status[i]! * 4 + columns.type[i]!
      count.set(key, (count.get(key) ?? 0) + 1)
    }
    return count
  })
  return { registrarId, counts }
}

/** Replaces the payments' totals with the counted ones (status and type names by their index). */
export function writePaymentTotals(db: Db, totals: readonly PaymentTotals[], statuses: readonly string[], types: readonly string[]): void {
  const exact = PAYMENT_TOTALS.exact.map((c) => c.name)
  if (exact.join() !== 'status,type') throw new Error(`payment totals keyed by ${exact.join()}: count them in SQL`)
  const write = db.transaction(() => PAYMENT_TOTALS.dimensions.forEach((dim, d) => {
    db.exec(`DELETE FROM ${dim.table}`)
    const insert = db.prepare(`INSERT INTO ${dim.table} (registrar_id, status, type, bucket, n) VALUES (?, ?, ?, ?, ?)`)
    for (const t of totals) {
      for (const [key, n] of t.counts[d]!) insert.run(t.registrarId, statuses[Math.floor(key / 4) % 4], types[key % 4], Math.floor(key / 16), n)
    }
  }))
  write()
}
