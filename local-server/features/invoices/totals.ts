/**
 * An invoice search's total without COUNT(*) over its matches: the invoices per registrar by
 * total (two leading digits) and by invoice date (one bucket a date), kept by triggers (migration
 * 0008, declared in db/derived.ts, counted by db/bucket-totals.ts). A range on the total counts
 * only the invoices of its (at most two) partial buckets through the total's index; a range of
 * dates never has partial buckets. `invoiceDate` and `documentDate` are one column: every value
 * of both holds.
 *
 * The invoice number and the payment id are neither buckets nor exact columns: a search with
 * them falls back to COUNT(*) (undefined here), which their indexes answer at once for `eq`/`in`.
 */
import { invoiceSearch } from '../../contract/invoices.js'
import { createBucketTotals } from '../../db/bucket-totals.js'
import { INVOICE_TOTALS } from '../../db/derived.js'
import type { SearchRunner } from '../../db/search-runner.js'
import type { InvoiceQuery } from './repository.js'

export function createInvoiceTotals(runner: SearchRunner) {
  const totals = createBucketTotals(runner, INVOICE_TOTALS, {
    search: invoiceSearch,
    alias: 'i',
    exact: {},
    ranges: {
      totalAmount: { table: 'invoice_totals_amount', storage: 'cents' },
      invoiceDate: { table: 'invoice_totals_date', storage: 'dateText' },
      documentDate: { table: 'invoice_totals_date', storage: 'dateText' },
    },
  })
  return {
    /** The exact total of a search, or undefined when buckets cannot serve it (COUNT(*) then). */
    count: (registrarId: number, query: InvoiceQuery): number | undefined => totals.count(registrarId, query),
  }
}
