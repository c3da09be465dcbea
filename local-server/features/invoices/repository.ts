/**
 * SQL of the invoices area. Every query filters on the caller's registrar: another registrar's
 * invoice answers undefined exactly like a missing one.
 */
import type { Invoice } from '../../contract/invoices.js'
import { invoiceSearch } from '../../contract/invoices.js'
import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/open.js'
import type { CompiledSearch, SearchMapping } from '../../db/search.js'

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

/** The download name: `invoice-2026-00012.pdf` (only digits and dashes, safe in any header). */
export const pdfFileNameOf = (fiscalYear: number, invoiceNumber: number): string =>
  `invoice-${fiscalYear}-${String(invoiceNumber).padStart(5, '0')}.pdf`

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
export const invoiceSearchMapping: SearchMapping<typeof invoiceSearch> = {
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
  tieBreaker: 'id ASC',
}

/** The index (migration 0003) whose order serves a page sorted first on this column. */
const SORT_INDEX: Record<string, string> = {
  invoice_date: 'invoices_registrar_date',
  invoice_number: 'invoices_registrar_number',
  total_amount: 'invoices_registrar_total',
  fiscal_year: 'invoices_registrar_year',
  id: 'invoices_registrar_id',
}

/** The SQL of one page and of its total, for a compiled search (also used by the plan tests). */
export function searchSql(search: CompiledSearch): { page: string; count: string } {
  const where = ['registrar_id = ?', ...search.where].join(' AND ')
  // The id tie-breaker runs in the direction of the last sort field, so the sort field's index
  // (registrar_id, field, id, filter columns…) serves the whole ORDER BY without a sort step.
  const orderBy = search.orderBy.replace(/ (ASC|DESC), id ASC$/, ' $1, id $1')
  // Walk that index and check the filters inside it: left alone, the planner often picks a
  // filter's index and sorts the matches in a temporary B-tree.
  const index = SORT_INDEX[orderBy.split(' ')[0]!]
  return {
    page: `SELECT ${COLUMNS} FROM invoices${index ? ` INDEXED BY ${index}` : ''} WHERE ${where} ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
    count: `SELECT COUNT(*) AS n FROM invoices WHERE ${where}`,
  }
}

export interface InvoicesRepository {
  byId(registrarId: number, invoiceId: number): InvoiceRow | undefined
  search(registrarId: number, search: CompiledSearch): { rows: InvoiceRow[]; total: number }
  /** The payment an invoice was issued for: undefined when there is no such invoice, null for an operations invoice. */
  paymentIdOf(registrarId: number, invoiceId: number): number | null | undefined
}

/** Statements are prepared once per app; searches are prepared once per distinct SQL text. */
export function createInvoicesRepository(db: Db): InvoicesRepository {
  const byId = db.prepare<[number, number], InvoiceRow>(`SELECT ${COLUMNS} FROM invoices WHERE id = ? AND registrar_id = ?`)
  const paymentOf = db.prepare<[number, number], { payment_id: number | null }>(
    'SELECT payment_id FROM invoices WHERE id = ? AND registrar_id = ?',
  )
  // Bounded: the SQL text depends only on which filters/operators/sorts are used, not on values.
  const prepared = new Map<string, Statement<unknown[], unknown>>()
  const statement = (sql: string) => {
    let s = prepared.get(sql)
    if (!s) {
      if (prepared.size > 500) prepared.clear()
      s = db.prepare<unknown[], unknown>(sql)
      prepared.set(sql, s)
    }
    return s
  }
  return {
    byId: (registrarId, invoiceId) => byId.get(invoiceId, registrarId),
    search(registrarId, search) {
      const sql = searchSql(search)
      const args = [registrarId, ...search.args]
      const total = (statement(sql.count).get(...args) as { n: number }).n
      const rows = total > search.offset ? (statement(sql.page).all(...args, search.limit, search.offset) as InvoiceRow[]) : []
      return { rows, total }
    },
    paymentIdOf: (registrarId, invoiceId) => paymentOf.get(invoiceId, registrarId)?.payment_id,
  }
}
