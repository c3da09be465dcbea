/**
 * Every migration, in order. Listed explicitly (not scanned from a folder) so that bundlers keep
 * them. A migration's number is its schema version; never edit one that has shipped: add the next.
 */
import createCore from './0001_create_core.js'
import createBilling from './0002_create_billing.js'
import createInvoices from './0003_create_invoices.js'
import createRegistrar from './0004_create_registrar.js'
import createSecurity from './0005_create_security.js'
import createDarwin from './0006_create_darwin.js'
import serveSearches from './0007_serve_searches.js'
import searchTotals from './0008_search_totals.js'
import createStatistics from './0009_create_statistics.js'

export interface Migration {
  readonly version: number
  readonly name: string
  readonly sql: string
}

export const migrations: readonly Migration[] = [
  { version: 1, name: 'create_core', sql: createCore },
  { version: 2, name: 'create_billing', sql: createBilling },
  { version: 3, name: 'create_invoices', sql: createInvoices },
  { version: 4, name: 'create_registrar', sql: createRegistrar },
  { version: 5, name: 'create_security', sql: createSecurity },
  { version: 6, name: 'create_darwin', sql: createDarwin },
  { version: 7, name: 'serve_searches', sql: serveSearches },
  { version: 8, name: 'search_totals', sql: searchTotals },
  { version: 9, name: 'create_statistics', sql: createStatistics },
]
