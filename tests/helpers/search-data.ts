/**
 * Rows in bulk for the search tests (plans, totals, page caches), one shared generator instead of
 * each test file writing its own: set-based INSERTs (a recursive CTE), tens of thousands of rows in
 * milliseconds, through the real tables and triggers. Values follow a few modular sequences:
 * deterministic, spread over many buckets (amounts of every digit count, years of dates), skewed
 * like real data (most payments approved, most darwin requests closed).
 */
import type { Db } from '../../local-server/db/open.js'
import { endOfDate } from '../../local-server/time.js'

const DAY = 86_400_000

/** `count` payments of the registrar, created every `stepMs` from `start`. */
export function addPayments(db: Db, registrarId: number, count: number, options: { start: number; stepMs: number; maxCents?: number }): void {
  db.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO payments (registrar_id, type, status, amount, status_date, created, lastupdate, bank_transaction_id, card_transaction_id)
     SELECT ?, CASE WHEN i % 10 < 6 THEN 'bank' WHEN i % 10 < 9 THEN 'creditCard' WHEN i % 20 = 9 THEN 'registry' ELSE 'contractTransfer' END,
            CASE WHEN i % 50 = 0 THEN 'suspended' WHEN i % 25 = 1 THEN 'rejected' WHEN i % 10 = 3 THEN 'submitted' ELSE 'approved' END,
            1 + (i * 7919) % ?, ? + i * ? + 3600000, ? + i * ?, ? + i * ?, 'TRN' || i, 'CT' || i
       FROM n`,
  ).run(count, registrarId, options.maxCents ?? 3_000_000, options.start, options.stepMs, options.start, options.stepMs, options.start, options.stepMs)
}

/**
 * `count` operations invoices of the registrar, numbered from `firstNumber` in fiscal years 2000–
 * 2019 (so they never meet the demo's own numbers), dated over about eight years from `firstDate`,
 * totals from 0.01 € to 30,000 € (every digit count, many on a bucket's edge) with the VAT split out.
 */
export function addInvoices(db: Db, registrarId: number, count: number, options: { firstNumber: number; firstDate: string }): void {
  db.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?),
       -- Bucket edges of every size too: a bucket's first amount (1300, 45000…) or the one before it (1299…).
       p(i, unit) AS (SELECT i, CAST('1' || substr('0000', 1, i % 5) AS INTEGER) FROM n),
       v(i, total) AS (SELECT i, CASE WHEN i % 13 = 0 THEN i % 1000 + 1 WHEN i % 17 = 0 THEN (i % 90 + 10) * unit
                                     WHEN i % 19 = 0 THEN (i % 90 + 10) * unit - 1 ELSE 1 + (i * 7919) % 3000000 END FROM p)
     INSERT INTO invoices (registrar_id, kind, period, operation, quantity, fiscal_year, invoice_number, invoice_date,
                           taxable_amount, tax_amount, total_amount, tax_rate, created)
     SELECT ?, 'operations', 'T' || (? + i), 'scale', 1, 2000 + i % 20, ? + i, date(?, '+' || ((i * 37) % 2900) || ' days'),
            total - total * 22 / 122, total * 22 / 122, total, 22, 0
       FROM v`,
  ).run(count, registrarId, options.firstNumber, options.firstNumber, options.firstDate)
}

const CLOSED = ['completed', 'completed', 'completed', 'expired', 'cancelled', 'processingExpired', 'processingCancelled']
const WORKING = ['submitted', 'pending', 'rejected', 'registrarUpdated', 'processing']

/**
 * `count` darwin requests of the registrar, created one a day up to `now`: mostly closed (their
 * deadline 30 days after creation, past), the last ones still open with a deadline ahead, a few of
 * those past it (the expiry sweep moves them on the next darwin call). Assigned in turn to
 * `assignees` (null: nobody), with a reference org and regcode copied on the request.
 */
export function addDarwinRequests(db: Db, registrarId: number, count: number, options: { now: number; assignees: ReadonlyArray<number | null> }): void {
  const insert = db.prepare(
    `INSERT INTO darwin_requests (registrar_id, status, status_date, created, deadline, assigned_user_id, ref_org, ref_regcode)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const created = options.now - (count - i) * DAY
      const open = i >= count - 40
      const status = open ? WORKING[i % WORKING.length]! : CLOSED[i % CLOSED.length]!
      // Open ones: 30 days to go, or (one in eight) already past their deadline.
      const deadline = endOfDate(new Date(open && i % 8 !== 0 ? options.now + 30 * DAY : created + 30 * DAY).toISOString().slice(0, 10))
      insert.run(
        registrarId, status, created + 3_600_000, created, deadline, options.assignees[i % options.assignees.length] ?? null,
        `Org ${String.fromCharCode(65 + (i % 26))} ${i % 7}`, `RC${String(i % 500).padStart(5, '0')}`,
      )
    }
  })()
}
