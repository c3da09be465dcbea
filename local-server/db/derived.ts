/**
 * Tables derived from others, which triggers keep in step row by row (migration 0007). A bulk
 * loader that writes rows another way, or wants to be sure, calls `rebuildDerived` once after
 * loading (before ANALYZE): it recomputes every derived table from its source in one transaction.
 */
import type { Db } from './open.js'

/** Derived tables: never copied or reset as data (their triggers follow the source rows). */
export const DERIVED_TABLES: readonly string[] = ['payment_totals_amount', 'payment_totals_day']

/** The payment's amount bucket: its two leading digits, the rest zeroed (same as the triggers). */
const AMOUNT_BUCKET = "CAST(substr(amount, 1, 2) || substr('000000000000000000', 1, max(length(amount) - 2, 0)) AS INTEGER)"
/** The payment's creation day, days since 1970-01-01 UTC (same as the triggers). */
const DAY_BUCKET = 'created / 86400000'

export function rebuildDerived(db: Db): void {
  db.transaction(() => {
    db.exec(`
      DELETE FROM payment_totals_amount;
      INSERT INTO payment_totals_amount (registrar_id, status, type, bucket, n)
        SELECT registrar_id, status, type, ${AMOUNT_BUCKET}, count(*) FROM payments GROUP BY 1, 2, 3, 4;
      DELETE FROM payment_totals_day;
      INSERT INTO payment_totals_day (registrar_id, status, type, bucket, n)
        SELECT registrar_id, status, type, ${DAY_BUCKET}, count(*) FROM payments GROUP BY 1, 2, 3, 4;
    `)
  })()
}
