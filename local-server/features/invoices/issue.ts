/**
 * Issuing invoices. Synchronous on purpose: the payments area calls issueInvoiceForPayment inside
 * its database transaction when a payment becomes approved, and the seeder calls both.
 *
 * Rules (docs/invoices.md):
 * - one invoice per approved payment: a second call answers the id of the existing invoice;
 *   likewise one operations invoice per registrar, month and operation;
 * - the invoice date is the business date (clock) of issue in Europe/Rome, and the fiscal year is
 *   that date's year; numbers run 1, 2, 3… per fiscal year across the whole registry, without
 *   gaps (MAX + 1 inside the same transaction as the insert);
 * - amounts are gross: the payment amount (or the credit charged for the operations) is the
 *   invoice TOTAL, VAT included; taxable = total / 1.22 rounded half up to the cent,
 *   VAT = total - taxable, so taxable + VAT = total exactly;
 * - the PDF is written to the data folder at `invoices/<registrarId>/<id>.pdf`, last: if writing
 *   fails, the insert rolls back and the number is not used.
 */
import type { Clock } from '../../core/clock.js'
import type { FileStore } from '../../core/files.js'
import type { Db } from '../../db/open.js'
import { formatDate } from '../../time.js'
import { operationsInvoiceText, paymentInvoiceText } from './invoice-text.js'
import { countryByCode } from '../../reference/countries.js'
import { type InvoicePdfData, renderInvoicePdf } from './pdf.js'
import { pdfKeyOf } from './repository.js'

/** Italian ordinary VAT rate, in percent. */
const VAT_RATE = 22

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

type Billed =
  | { kind: 'payment'; paymentId: number; payment: { id: number; type: string; date: string } }
  | { kind: 'operations'; period: string; operation: string; quantity: number; unitCostCents: number }

interface CustomerRow {
  code: string
  registrarName: string
  name: string | null
  vatNumber: string | null
  fiscalCode: string | null
  street: string | null
  postalCode: string | null
  city: string | null
  province: string | null
  country: string | null
}

/**
 * Whom the invoice is made out to: the registrar's customer record (legal name, address, VAT
 * number) when there is one, else the registrar's name (a folder seeded with `--empty`).
 */
export function invoiceCustomer(db: IssueDeps['db'], registrarId: number): InvoicePdfData['customer'] {
  const row = db
    .prepare<[number], CustomerRow>(
      `SELECT r.code, r.name AS registrarName, c.name, c.vat_number AS vatNumber, c.fiscal_code AS fiscalCode, c.street,
              c.postal_code AS postalCode, c.city, c.province, c.address_country AS country
         FROM registrars r LEFT JOIN customers c ON c.registrar_id = r.id WHERE r.id = ?`,
    )
    .get(registrarId)
  if (!row) throw new Error(`registrar ${registrarId} not found`)
  const address = row.street
    ? [row.street, [row.postalCode, row.city, row.province ? `(${row.province})` : null].filter(Boolean).join(' '), row.country ? (countryByCode(row.country)?.nameIt ?? row.country.toUpperCase()) : '']
    : []
  return {
    name: row.name ?? row.registrarName,
    code: row.code,
    address: address.filter(Boolean),
    ...(row.vatNumber ? { vatNumber: row.vatNumber } : {}),
    ...(row.fiscalCode ? { fiscalCode: row.fiscalCode } : {}),
  }
}

/** Numbers, inserts and renders one invoice; answers its id. Runs inside the caller's transaction. */
function insertInvoice(deps: IssueDeps, registrarId: number, totalCents: number, billed: Billed): number {
  const { db } = deps
  const customer = invoiceCustomer(db, registrarId)
  const now = deps.clock.now()
  const invoiceDate = formatDate(now)
  const fiscalYear = Number(invoiceDate.slice(0, 4))
  const invoiceNumber = db
    .prepare<[number], { n: number }>('SELECT COALESCE(MAX(invoice_number), 0) + 1 AS n FROM invoices WHERE fiscal_year = ?')
    .get(fiscalYear)!.n
  const { taxable, tax } = splitGross(totalCents)
  const ops = billed.kind === 'operations' ? billed : undefined
  const id = Number(
    db
      .prepare(
        `INSERT INTO invoices (registrar_id, kind, payment_id, period, operation, quantity, fiscal_year, invoice_number,
           invoice_date, taxable_amount, tax_amount, total_amount, tax_rate, created)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        registrarId, billed.kind, billed.kind === 'payment' ? billed.paymentId : null, ops?.period ?? null, ops?.operation ?? null,
        ops?.quantity ?? null, fiscalYear, invoiceNumber, invoiceDate, taxable, tax, totalCents, VAT_RATE, now,
      ).lastInsertRowid,
  )
  const text = billed.kind === 'payment' ? paymentInvoiceText(billed.payment, taxable) : operationsInvoiceText(billed)
  const pdf = renderInvoicePdf({
    fiscalYear, invoiceNumber, invoiceDate, taxableCents: taxable, taxCents: tax, totalCents, taxRate: VAT_RATE, customer, ...text,
  })
  deps.files.writeSync(pdfKeyOf(registrarId, id), pdf)
  return id
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
  // A savepoint when the caller is already in a transaction: the number and the insert are one.
  return db.transaction(() => {
    const existing = db.prepare<[number], { id: number }>('SELECT id FROM invoices WHERE payment_id = ?').get(input.paymentId)
    if (existing) return existing.id
    const payment = db
      .prepare<[number, number], PaymentRow>(
        'SELECT id, amount, status, type, created, bank_payment_date FROM payments WHERE id = ? AND registrar_id = ?',
      )
      .get(input.paymentId, input.registrarId)
    if (!payment) throw new Error(`payment ${input.paymentId} of registrar ${input.registrarId} not found`)
    if (payment.status !== 'approved') throw new Error(`payment ${input.paymentId} is ${payment.status}, not approved`)
    // A bank transfer's own order date; otherwise the day the payment was made in the registry.
    const date = payment.bank_payment_date ?? formatDate(payment.created)
    return insertInvoice(deps, input.registrarId, payment.amount, {
      kind: 'payment',
      paymentId: payment.id,
      payment: { id: payment.id, type: payment.type, date },
    })
  })()
}

export interface OperationsBilled {
  readonly registrarId: number
  /** The month billed, `YYYY-MM`. */
  readonly period: string
  /** The operation charged on the credit: `domain-create`, `domain-renew`, `bulk-transfer`, `penalty`. */
  readonly operation: string
  readonly quantity: number
  /** Credit charged per operation, VAT included. */
  readonly unitCostCents: number
  /** Credit charged in the month for this operation, VAT included: the invoice total. */
  readonly totalCents: number
}

/** Inserts the invoice of one month of one operation charged on the credit (idempotent). */
export function issueOperationsInvoice(deps: IssueDeps, input: OperationsBilled): number {
  const { db } = deps
  return db.transaction(() => {
    const existing = db
      .prepare<[number, string, string], { id: number }>('SELECT id FROM invoices WHERE registrar_id = ? AND period = ? AND operation = ?')
      .get(input.registrarId, input.period, input.operation)
    if (existing) return existing.id
    const { registrarId, totalCents, ...billed } = input
    return insertInvoice(deps, registrarId, totalCents, { kind: 'operations', ...billed })
  })()
}
