/**
 * Rules of the invoices area: searching, reading one, and finding its PDF. Everything is scoped
 * to the caller's registrar; another registrar's invoice is `not_found` like a missing one.
 */
import { ApiError, notFound } from '../../api-error.js'
import type { Invoice, InvoicePage } from '../../contract/invoices.js'
import type { FileStore } from '../../core/files.js'
import type { SmallFileReader } from '../../core/small-files.js'
import { numberedPage } from '../../db/search-runner.js'
import { type InvoiceQuery, type InvoiceRow, type InvoicesRepository, pdfFileNameOf, pdfKeyOf, toInvoice } from './repository.js'

export interface InvoicePdfFile {
  readonly path: string
  readonly size: number
  /** The content when it is small enough to be answered from memory (core/small-files.ts). */
  readonly bytes: Buffer | undefined
  readonly fileName: string
}

export function createInvoicesService(deps: {
  repo: InvoicesRepository
  files: Pick<FileStore, 'pathOf'>
  pdfs: SmallFileReader
  /** Renders the PDF of an invoice made without one (lazy-pdf.ts); answers whether it did. */
  renderMissingPdf?: (invoiceId: number) => boolean
}) {
  const { repo, files } = deps
  const row = (registrarId: number, invoiceId: number): InvoiceRow => {
    const found = repo.byId(registrarId, invoiceId)
    if (!found) throw notFound('Invoice')
    return found
  }
  return {
    search: (registrarId: number, query: InvoiceQuery): InvoicePage => numberedPage(repo.search(registrarId, query), toInvoice),

    get: (registrarId: number, invoiceId: number): Invoice => toInvoice(row(registrarId, invoiceId)),

    /** The stored PDF of an invoice (a generated one's rendered now); 404 `pdf_unavailable` when its file is gone. */
    pdf(registrarId: number, invoiceId: number): InvoicePdfFile {
      const invoice = row(registrarId, invoiceId)
      const path = files.pathOf(pdfKeyOf(registrarId, invoice.id))
      let file = deps.pdfs.read(path)
      if (!file && deps.renderMissingPdf?.(invoice.id)) file = deps.pdfs.read(path)
      if (!file) throw new ApiError(404, 'pdf_unavailable', 'The PDF of this invoice is not available')
      return { path, size: file.size, bytes: file.bytes, fileName: pdfFileNameOf(invoice.fiscal_year, invoice.invoice_number) }
    },

    /** Id of the payment an invoice was issued for; an operations invoice has none (404). */
    paymentIdOf(registrarId: number, invoiceId: number): number {
      const id = repo.paymentIdOf(registrarId, invoiceId)
      if (id === undefined) throw notFound('Invoice')
      if (id === null) throw new ApiError(404, 'not_found', 'This invoice bills operations charged on the credit, not a payment')
      return id
    },
  }
}
