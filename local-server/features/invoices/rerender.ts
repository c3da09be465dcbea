/**
 * Renders an invoice's PDF again from its stored row, as issuing made it. Used when a registrar's
 * demo data is copied back by the sandbox reset: the copied invoice (or its payment) may have
 * received another id or number than in the freshly seeded data set, and the PDF shows both.
 */
import type { FileStore } from '../../core/files.js'
import type { Db } from '../../db/open.js'
import { formatDate } from '../../time.js'
import { invoiceCustomer } from './issue.js'
import { operationsInvoiceText, paymentInvoiceText } from './invoice-text.js'
import { renderInvoicePdf } from './pdf.js'
import { type InvoiceRow, pdfKeyOf } from './repository.js'

/** The invoice row with what its text needs: the month's operations, or its payment's type and date. */
interface StoredInvoice extends Omit<InvoiceRow, 'id' | 'kind' | 'created'> {
  period: string | null
  operation: string | null
  quantity: number | null
  payment_type: string | null
  payment_created: number | null
  bank_payment_date: string | null
}

export function rerenderInvoicePdf(deps: { db: Db; files: Pick<FileStore, 'writeSync'> }, invoiceId: number): void {
  const row = deps.db
    .prepare<[number], StoredInvoice>(
      `SELECT i.registrar_id, i.payment_id, i.period, i.operation, i.quantity, i.fiscal_year, i.invoice_number, i.invoice_date,
              i.taxable_amount, i.tax_amount, i.total_amount, i.tax_rate, p.type AS payment_type, p.created AS payment_created, p.bank_payment_date
         FROM invoices i LEFT JOIN payments p ON p.id = i.payment_id WHERE i.id = ?`,
    )
    .get(invoiceId)
  if (!row) throw new Error(`invoice ${invoiceId} not found`)
  // The same text issuing wrote: a payment's own date, or the month's operations at their mean unit cost.
  const text =
    row.payment_id !== null
      ? paymentInvoiceText(
          { id: row.payment_id, type: row.payment_type ?? '', date: row.bank_payment_date ?? formatDate(row.payment_created ?? 0) },
          row.taxable_amount,
        )
      : operationsInvoiceText({
          period: row.period ?? '',
          operation: row.operation ?? '',
          quantity: row.quantity ?? 1,
          unitCostCents: Math.round(row.total_amount / (row.quantity ?? 1)),
        })
  const pdf = renderInvoicePdf({
    fiscalYear: row.fiscal_year,
    invoiceNumber: row.invoice_number,
    invoiceDate: row.invoice_date,
    taxableCents: row.taxable_amount,
    taxCents: row.tax_amount,
    totalCents: row.total_amount,
    taxRate: row.tax_rate,
    customer: invoiceCustomer(deps.db, row.registrar_id),
    ...text,
  })
  deps.files.writeSync(pdfKeyOf(row.registrar_id, invoiceId), pdf)
}
