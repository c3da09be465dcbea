/**
 * Tables derived from others, which triggers keep in step row by row: the totals per bucket of
 * the payment, invoice and darwin request searches (db/bucket-totals.ts; migrations 0007 and
 * 0008 make them from these declarations). A bulk loader that writes rows another way, or wants
 * to be sure, calls `rebuildDerived` once after loading (before ANALYZE): it recomputes every
 * derived table from its source in one transaction.
 */
import { totalsRebuildSql, type TotalsDef } from './bucket-totals.js'
import type { Db } from './open.js'

/** Payments per registrar, status and type, by amount and by creation day (features/payments/totals.ts). */
export const PAYMENT_TOTALS: TotalsDef = {
  source: 'payments',
  triggers: 'payments_totals',
  exact: [
    { name: 'status', type: 'TEXT', source: 'status' },
    { name: 'type', type: 'TEXT', source: 'type' },
  ],
  dimensions: [
    { table: 'payment_totals_amount', bucket: 'amount', column: 'amount', index: 'payments_registrar_amount' },
    { table: 'payment_totals_day', bucket: 'day', column: 'created', index: 'payments_registrar_created' },
  ],
}

/** Invoices per registrar, by total (two leading digits) and by invoice date (features/invoices/totals.ts). */
export const INVOICE_TOTALS: TotalsDef = {
  source: 'invoices',
  triggers: 'invoices_totals',
  exact: [],
  dimensions: [
    { table: 'invoice_totals_amount', bucket: 'amount', column: 'total_amount', index: 'invoices_registrar_total' },
    { table: 'invoice_totals_date', bucket: 'date', column: 'invoice_date', index: 'invoices_registrar_date' },
  ],
}

/**
 * Darwin requests per registrar, status and assignee (0: nobody), no range column: the request
 * search filters on both, nothing else but text (features/darwin/request-totals.ts).
 */
export const DARWIN_REQUEST_TOTALS: TotalsDef = {
  source: 'darwin_requests',
  triggers: 'darwin_requests_totals',
  exact: [
    { name: 'status', type: 'TEXT', source: 'status' },
    { name: 'assignee', type: 'INTEGER', source: 'assigned_user_id', sql: (column) => `coalesce(${column}, 0)` },
  ],
  dimensions: [{ table: 'darwin_request_totals' }],
}

const TOTALS: readonly TotalsDef[] = [PAYMENT_TOTALS, INVOICE_TOTALS, DARWIN_REQUEST_TOTALS]

/** The declaration of a source's totals (its tables, and the SQL that recounts them). */
export function totalsOf(source: string): TotalsDef {
  const def = TOTALS.find((d) => d.source === source)
  if (!def) throw new Error(`no totals are derived from ${source}`)
  return def
}

/** Derived tables: never copied or reset as data (their triggers follow the source rows). */
export const DERIVED_TABLES: readonly string[] = TOTALS.flatMap((def) => def.dimensions.map((d) => d.table))

/**
 * The counters the searches' page caches read (core/page-cache.ts), bumped by triggers on every
 * write their pages show (migrations 0002 and 0008): `billing_versions` for the payments,
 * `search_versions` for the invoices and the darwin requests.
 */
const VERSIONS = [
  { table: 'billing_versions', name: 'payments' },
  { table: 'search_versions', name: 'invoices' },
  { table: 'search_versions', name: 'darwin' },
] as const

/**
 * Recomputes the derived tables of `sources` (all of them by default) and bumps every counter.
 * A loader that counted some totals elsewhere (the scale generator: in its side files, or from
 * the rows it generated) names the sources left to count here.
 */
export function rebuildDerived(db: Db, sources: readonly string[] = TOTALS.map((def) => def.source)): void {
  db.transaction(() => {
    for (const def of TOTALS.filter((d) => sources.includes(d.source))) db.exec(totalsRebuildSql(def))
    // Rows written with the triggers dropped were never counted: no cached page may outlive them.
    for (const v of VERSIONS) {
      db.prepare(`INSERT INTO ${v.table} (name, v) VALUES (?, 1) ON CONFLICT (name) DO UPDATE SET v = v + 1`).run(v.name)
    }
  })()
}
