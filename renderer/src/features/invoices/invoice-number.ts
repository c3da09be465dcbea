/**
 * How an invoice is named to people: its fiscal year, then its progressive number within that
 * year on four digits (`2026/0042`), so that numbers sort and read the same in every screen, the
 * heading, the window title and the list.
 */
export function invoiceLabel(invoice: { fiscalYear: number; invoiceNumber: number }): string {
  return `${invoice.fiscalYear}/${String(invoice.invoiceNumber).padStart(4, '0')}`
}

/** The same name in a file name (`2026-0042`): the PDF saved from the detail and inside a ZIP. */
export function invoiceFileStem(invoice: { fiscalYear: number; invoiceNumber: number }): string {
  return invoiceLabel(invoice).replace('/', '-')
}
