/**
 * The invoices list's Number column and Number filter as the API takes them. An invoice number
 * restarts every fiscal year (docs/invoices.md), so neither can be passed on as the screen holds it.
 */
import { invoiceLabel, readInvoiceNumber } from '@contract/invoice-number'

type ApiQuery = Record<string, string | string[] | number>

/**
 * The sort asked of the API. The Number column (`invoiceNumber` in the URL) sorts by year, then
 * number, in its one direction: alone, the numbers of every year would mix (1/2025, 1/2026,
 * 2/2025…). The API allows this pair, and serves it from its own index.
 */
function invoicesApiSort(sort: readonly string[]): string[] {
  return sort.flatMap((term) => {
    const [field, direction] = term.split(',')
    if (field !== 'invoiceNumber') return [term]
    const suffix = direction ? `,${direction}` : ''
    return [`fiscalYear${suffix}`, `invoiceNumber${suffix}`]
  })
}

/**
 * A typed Number filter as the list keeps it, written as the screen shows numbers (`0089 / 2026`
 * becomes `89/2026`); a number without a year stays one (`89`). Undefined when it is no number.
 */
export function normalizeNumberFilter(typed: string): string | undefined {
  const read = readInvoiceNumber(typed)
  if (!read) return undefined
  return read.fiscalYear === undefined ? String(read.invoiceNumber) : invoiceLabel({ invoiceNumber: read.invoiceNumber, fiscalYear: read.fiscalYear })
}

/** The filter's number without a year (`89`), which finds that number in every year; else undefined. */
export function numberOfEveryYear(filter: string | undefined): number | undefined {
  const read = filter === undefined ? undefined : readInvoiceNumber(filter)
  return read && read.fiscalYear === undefined ? read.invoiceNumber : undefined
}

/**
 * The list's query (list-state.ts `toApiQuery`) as the API reads it: the Number column's sort as
 * above, and the Number filter `89/2026` as number 89 among the invoices dated in 2026. The API
 * has no fiscal year filter, and needs none: the fiscal year is the invoice date's year, both in
 * Rome's calendar (docs/invoices.md), so the year is one more `invoiceDate` condition, held with
 * any date range the user gave (every value of the repeatable parameter must hold). A filter that
 * is no number (an edited URL) goes as it is, and the API's 400 says so in the list.
 */
export function invoicesApiQuery(query: ApiQuery): ApiQuery {
  const q: ApiQuery = { ...query }
  if (Array.isArray(q.sort)) q.sort = invoicesApiSort(q.sort)
  const typed = typeof q.invoiceNumber === 'string' ? readInvoiceNumber(q.invoiceNumber) : undefined
  if (typed) {
    q.invoiceNumber = String(typed.invoiceNumber)
    if (typed.fiscalYear !== undefined) {
      const dates = q.invoiceDate
      const given = Array.isArray(dates) ? dates : dates === undefined ? [] : [String(dates)]
      q.invoiceDate = [...given, `between:${typed.fiscalYear}-01-01,${typed.fiscalYear}-12-31`]
    }
  }
  return q
}
