/**
 * Invoices whose PDF is rendered on its first download instead of when they were issued: those of
 * a generated large data set (`npm run seed:scale`, docs/performance.md), where rendering hundreds
 * of thousands of PDFs up front would take hours. The generator records the last such invoice id
 * in the settings; an invoice at or below it whose file is missing is rendered from its row, as
 * the sandbox reset does (rerender.ts). Any other missing file stays `pdf_unavailable`.
 */
import type { Settings } from '../../core/settings.js'

const LAZY_PDF_SETTING = 'invoices.lazyPdfUpTo'

export function markLazyPdfs(settings: Settings, upToInvoiceId: number): void {
  settings.set(LAZY_PDF_SETTING, String(upToInvoiceId))
}

export function hasLazyPdf(settings: Settings, invoiceId: number): boolean {
  const upTo = Number(settings.get(LAZY_PDF_SETTING) ?? 0)
  return invoiceId <= upTo
}
