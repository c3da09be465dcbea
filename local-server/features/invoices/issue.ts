/**
 * Issuing the invoice of an approved payment. Synchronous on purpose: the payments area calls it
 * inside its database transaction when a payment becomes approved, and the seeder calls it too.
 *
 * Rules (docs/invoices.md):
 * - one invoice per payment: a second call answers the id of the existing invoice;
 * - the invoice date is the business date (clock) of issue in Europe/Rome, and the fiscal year is
 *   that date's year; numbers run 1, 2, 3… per fiscal year across the whole registry, without
 *   gaps (MAX + 1 inside the same transaction as the insert);
 * - the payment amount is the invoice TOTAL (VAT included): the registrar pays a gross amount,
 *   taxable = total / 1.22 rounded half up to the cent, VAT = total - taxable, so
 *   taxable + VAT = total exactly;
 * - the PDF is written to the data folder at `invoices/<registrarId>/<id>.pdf`.
 */
import type { Clock } from '../../core/clock.js'
import type { FileStore } from '../../core/files.js'
import type { Db } from '../../db/open.js'
import { formatDate } from '../../time.js'
import { renderInvoicePdf } from './pdf.js'
import { pdfKeyOf } from './repository.js'

/** Italian ordinary VAT rate, in percent. */
export const VAT_RATE = 22

export interface IssueDeps {
  readonly db: Db
  readonly files: Pick<FileStore, 'writeSync'>
  readonly clock: Clock
}

/** Splits a gross total (VAT included) in taxable and VAT, in cents, summing exactly to it. */
export function splitGross(totalCents: number, ratePercent = VAT_RATE): { taxable: number; tax: number } {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new Error(`invalid invoice total ${totalCents}`)
  // Integer arithmetic: round(total * 100 / (100 + rate)), half up.
  const divisor = 100 + ratePercent
  const taxable = Math.floor((totalCents * 100 * 2 + divisor) / (divisor * 2))
  return { taxable, tax: totalCents - taxable }
}

interface PaymentRow {
  id: number
  amount: number
  status: string
  type: string
  created: number
  bank_payment_date: string | null
}

/**
 * Inserts the invoice of an approved payment of the registrar and writes its PDF; answers the
 * new invoice's id, or the existing one's when the payment already has an invoice. Throws when
 * the payment is not the registrar's or not approved (a programming error of the caller).
 */
export function issueInvoiceForPayment(deps: IssueDeps, input: { registrarId: number; paymentId: number }): number {
  const { db } = deps
  // A savepoint when the caller is already in a transaction: the insert and the number are one.
  return db.transaction(() => {
    const existing = db
      .prepare<[number], { id: number }>('SELECT id FROM invoices WHERE payment_id = ?')
      .get(input.paymentId)
    if (existing) return existing.id
    const payment = db
      .prepare<[number, number], PaymentRow>(`SELECT id, amount, status, type, created, bank_payment_date FROM payments
         WHERE id = ? AND registrar_id = ?`)
      .get(input.paymentId, input.registrarId)
    if (!payment) throw new Error(`payment ${input.paymentId} of registrar ${input.registrarId} not found`)
    if (payment.status !== 'approved') throw new Error(`payment ${input.paymentId} is ${payment.status}, not approved`)
    const registrar = db
      .prepare<[number], { name: string; code: string }>('SELECT name, code FROM registrars WHERE id = ?')
      .get(input.registrarId)
    if (!registrar) throw new Error(`registrar ${input.registrarId} not found`)

    const now = deps.clock.now()
    const invoiceDate = formatDate(now)
    const fiscalYear = Number(invoiceDate.slice(0, 4))
    const invoiceNumber =
      db
        .prepare<[number], { n: number }>('SELECT COALESCE(MAX(invoice_number), 0) + 1 AS n FROM invoices WHERE fiscal_year = ?')
        .get(fiscalYear)!.n
    const { taxable, tax } = splitGross(payment.amount)
    const id = Number(
      db
        .prepare(
          `INSERT INTO invoices (registrar_id, payment_id, fiscal_year, invoice_number, invoice_date,
             taxable_amount, tax_amount, total_amount, tax_rate, created)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(input.registrarId, payment.id, fiscalYear, invoiceNumber, invoiceDate, taxable, tax, payment.amount, VAT_RATE, now)
        .lastInsertRowid,
    )
    const pdf = renderInvoicePdf({
      fiscalYear,
      invoiceNumber,
      invoiceDate,
      taxableCents: taxable,
      taxCents: tax,
      totalCents: payment.amount,
      taxRate: VAT_RATE,
      customer: registrar,
      // A bank transfer's own order date; otherwise the day the payment was made in the registry.
      payment: { id: payment.id, type: payment.type, date: payment.bank_payment_date ?? formatDate(payment.created) },
    })
    // Written last: if it fails, the insert rolls back with the caller's transaction.
    deps.files.writeSync(pdfKeyOf(input.registrarId, id), pdf)
    return id
  })()
}
