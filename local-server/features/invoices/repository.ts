/**
 * SQL of the invoices area. Every query filters on the caller's registrar: another registrar's
 * invoice answers undefined exactly like a missing one. A search's total comes from the totals per
 * bucket (totals.ts) when they can give it.
 */
import { invoiceFileStem } from '../../contract/invoice-number.js'
import type { Invoice } from '../../contract/invoices.js'
import { invoiceSearch, type invoicesList } from '../../contract/invoices.js'

export type InvoiceQuery = QueryOf<typeof invoicesList>
import type { QueryOf } from '../../contract/operation.js'
import type { Db } from '../../db/open.js'
import { pagePlan, type RangeIndex, rareRangePlan } from '../../db/rare-range.js'
import { compilePageFilters, compileSearch, type SearchMapping } from '../../db/search.js'
import type { PageResult, SearchPlan, SearchRunner } from '../../db/search-runner.js'
import { createInvoiceTotals } from './totals.js'

export interface InvoiceRow {
  id: number
  registrar_id: number
  kind: 'payment' | 'operations'
  payment_id: number | null
  fiscal_year: number
  invoice_number: number
  invoice_date: string
  taxable_amount: number
  tax_amount: number
  total_amount: number
  tax_rate: number
  created: number
}

const COLUMNS =
  'id, registrar_id, kind, payment_id, fiscal_year, invoice_number, invoice_date, taxable_amount, tax_amount, total_amount, tax_rate, created'

/** Where an invoice's PDF lives in the data folder's file store. */
export const pdfKeyOf = (registrarId: number, invoiceId: number): string => `invoices/${registrarId}/${invoiceId}.pdf`

/**
 * The download name: `invoice-12-2026.pdf`, the number as the PDF prints it (`12/2026`) with the
 * slash a file name cannot hold as a dash (contract/invoice-number.ts); only digits and dashes,
 * safe in any header.
 */
export const pdfFileNameOf = (fiscalYear: number, invoiceNumber: number): string =>
  `invoice-${invoiceFileStem({ fiscalYear, invoiceNumber })}.pdf`

const centsToEuro = (cents: number): number => cents / 100

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    fiscalYear: row.fiscal_year,
    invoiceNumber: row.invoice_number,
    totalAmount: centsToEuro(row.total_amount),
    taxAmount: centsToEuro(row.tax_amount),
    taxRate: `${row.tax_rate}%`,
    invoiceDate: row.invoice_date,
    ...(row.payment_id !== null ? { paymentId: row.payment_id } : {}),
    taxableAmount: centsToEuro(row.taxable_amount),
  }
}

/** The invoice of a payment of the registrar, in its API shape; undefined when there is none. */
export function findInvoiceByPayment(db: Db, registrarId: number, paymentId: number): Invoice | undefined {
  const row = db
    .prepare<[number, number], InvoiceRow>(`SELECT ${COLUMNS} FROM invoices WHERE payment_id = ? AND registrar_id = ?`)
    .get(paymentId, registrarId)
  return row ? toInvoice(row) : undefined
}

/** How the search's filters and sort fields map to columns (contract/query.ts grammar). */
const invoiceSearchMapping: SearchMapping<typeof invoiceSearch> = {
  filters: {
    invoiceNumber: { sql: 'invoice_number', storage: 'integer' },
    totalAmount: { sql: 'total_amount', storage: 'cents' },
    invoiceDate: { sql: 'invoice_date', storage: 'dateText' },
    documentDate: { sql: 'invoice_date', storage: 'dateText' },
    paymentId: { sql: 'payment_id', storage: 'integer' },
  },
  sort: {
    invoiceDate: 'invoice_date',
    invoiceNumber: 'invoice_number',
    totalAmount: 'total_amount',
    fiscalYear: 'fiscal_year',
    id: 'id',
  },
  defaultOrder: 'invoice_date DESC, id DESC',
  tieBreaker: 'id',
}

/**
 * The index (migrations 0003 and 0007) whose order serves each allowed sort; each carries every
 * filter column, so filters are checked inside it. Named because, left alone, the planner often
 * picks a filter's index and sorts the matches in a temporary B-tree.
 */
const SORT_INDEX: Readonly<Record<string, { index: string; seek: readonly string[] }>> = {
  '': { index: 'invoices_registrar_date', seek: ['invoiceDate'] },
  invoiceDate: { index: 'invoices_registrar_date', seek: ['invoiceDate'] },
  invoiceNumber: { index: 'invoices_registrar_number', seek: ['invoiceNumber'] },
  totalAmount: { index: 'invoices_registrar_total', seek: ['totalAmount'] },
  fiscalYear: { index: 'invoices_registrar_year', seek: [] },
  id: { index: 'invoices_registrar_id', seek: [] },
  'fiscalYear+invoiceNumber': { index: 'invoices_registrar_year_number', seek: [] },
  'fiscalYear+-invoiceNumber': { index: 'invoices_registrar_year_number_desc', seek: [] },
}

/** The plan of a search (also used by the query-plan tests); filters beyond `seek` are checked inside the index. */
export function invoiceSearchPlan(registrarId: number, query: InvoiceQuery): SearchPlan {
  const search = compileSearch(invoiceSearch, invoiceSearchMapping, query)
  const { index, seek } = SORT_INDEX[search.sortKey]!
  return {
    from: 'invoices',
    columns: COLUMNS,
    index,
    where: ['registrar_id = ?', ...search.where],
    pageWhere: ['registrar_id = ?', ...compilePageFilters(invoiceSearch, invoiceSearchMapping, query, seek)],
    args: [registrarId, ...search.args],
    orderBy: search.orderBy,
  }
}

/** The index whose walk reads only the invoices in a range of totals (migration 0003). */
const TOTAL_RANGE: RangeIndex = { index: 'invoices_registrar_total', key: 'id' }

/** A page of a search whose range of totals holds few invoices (db/rare-range.ts). */
export const rareTotalPlan = (plan: SearchPlan): SearchPlan => rareRangePlan(plan, TOTAL_RANGE)

export interface InvoicesRepository {
  byId(registrarId: number, invoiceId: number): InvoiceRow | undefined
  search(registrarId: number, query: InvoiceQuery): PageResult<InvoiceRow>
  /** The payment an invoice was issued for: undefined when there is no such invoice, null for an operations invoice. */
  paymentIdOf(registrarId: number, invoiceId: number): number | null | undefined
}

export function createInvoicesRepository(db: Db, runner: SearchRunner): InvoicesRepository {
  const totals = createInvoiceTotals(runner)
  const byId = db.prepare<[number, number], InvoiceRow>(`SELECT ${COLUMNS} FROM invoices WHERE id = ? AND registrar_id = ?`)
  const paymentOf = db.prepare<[number, number], { payment_id: number | null }>(
    'SELECT payment_id FROM invoices WHERE id = ? AND registrar_id = ?',
  )
  return {
    byId: (registrarId, invoiceId) => byId.get(invoiceId, registrarId),
    search(registrarId, query) {
      const plan = invoiceSearchPlan(registrarId, query)
      const total = totals.count(registrarId, query) ?? runner.count(plan)
      const inRange = query.totalAmount === undefined ? undefined : () => totals.count(registrarId, { totalAmount: query.totalAmount })
      return runner.run<InvoiceRow>(pagePlan(plan, TOTAL_RANGE, total, query, inRange), query, total)
    },
    paymentIdOf: (registrarId, invoiceId) => paymentOf.get(invoiceId, registrarId)?.payment_id,
  }
}
