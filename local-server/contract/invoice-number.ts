/**
 * How an invoice number is written, in the whole product: the number within its fiscal year, a
 * slash, the year: `89/2026`. The PDF prints it (`Numero: 89/2026`), every screen shows it, the
 * list's Number filter reads it back, and file names carry it with a dash (`89-2026`).
 *
 * Why this form: the PDF is the document a registrar's accountant files, and Italian invoices are
 * commonly numbered this way, so the number read on the screen is the one found on the paper and
 * in the accounts. No leading zeros: the registry's sequence has none and the PDF prints none. The
 * text is never what sorts: lists sort through the API (`fiscalYear` then `invoiceNumber`).
 * Imports nothing: the server (PDF, download name) and the renderer use these same functions.
 */

interface NumberedInvoice {
  readonly fiscalYear: number
  readonly invoiceNumber: number
}

/** `89/2026`: number 89 of fiscal year 2026. */
export function invoiceLabel(invoice: NumberedInvoice): string {
  return `${invoice.invoiceNumber}/${invoice.fiscalYear}`
}

/** The same in a file name, where a slash cannot go: `89-2026` (`fattura-89-2026.pdf`). */
export function invoiceFileStem(invoice: NumberedInvoice): string {
  return `${invoice.invoiceNumber}-${invoice.fiscalYear}`
}

/** What a typed invoice number asks for: that number in one fiscal year, or in every year. */
interface TypedInvoiceNumber {
  readonly invoiceNumber: number
  /** Absent for a number typed without its year (`89`): numbers restart each year. */
  readonly fiscalYear?: number
}

// `89/2026` as shown, with spaces around the slash or a dash (a file name's `89-2026`) tolerated,
// and leading zeros too (`0089/2026`). The year has four digits and does not start with 0, so the
// reverse order (`2026/0089`, `2026/89`) is refused rather than read as year 89 or 0089.
const WITH_YEAR = /^(\d+)\s*[/-]\s*([1-9]\d{3})$/
const PLAIN = /^\d+$/

/** An invoice number as a person types it (`89/2026`, `89`); undefined when it is not one. */
export function readInvoiceNumber(typed: string): TypedInvoiceNumber | undefined {
  const text = typed.trim()
  const withYear = WITH_YEAR.exec(text)
  const digits = withYear ? withYear[1]! : PLAIN.test(text) ? text : undefined
  if (digits === undefined) return undefined
  const invoiceNumber = Number(digits)
  if (!Number.isSafeInteger(invoiceNumber)) return undefined
  return withYear ? { invoiceNumber, fiscalYear: Number(withYear[2]) } : { invoiceNumber }
}
