/**
 * The scenarios of issue 13's table, as paths on a data folder made by `npm run seed:scale`, and
 * those of the public statistics (issue 14, statistics-scenarios.ts).
 * Values that depend on the data (a rare amount, an invoice, the dates of the history) are read
 * from the folder's database before the server starts.
 */
import { formatDate } from '../../local-server/time.js'
import { readDataFolder } from './data-folder.js'
import { statisticsScenarios } from './statistics-scenarios.js'

export interface Scenario {
  readonly name: string
  /** The path of every request, or a function giving each request its own. */
  readonly path: string | ((n: number) => string)
  /** Connections of its own instead of `--connections`: one client's latency rather than a crowd's. */
  readonly connections?: number
}

const SEARCH = '/v1/payments?status=approved&amount=ge:200&page=3&size=20'

/** The page the bare node:http server's body is as large as. */
export const REFERENCE_PATH = SEARCH

const DARWIN_STATUSES = [
  'completed', 'expired', 'cancelled', 'processingExpired', 'processingCancelled', 'submitted', 'pending', 'rejected', 'registrarUpdated', 'processing',
]

/** The n-th darwin filter: a non-empty set of statuses (`in:`), on page 0, 1, 2… once every set has been asked. */
function darwinFilter(n: number): string {
  const sets = 2 ** DARWIN_STATUSES.length - 1
  const set = (n % sets) + 1
  const statuses = DARWIN_STATUSES.filter((_, i) => set & (1 << i))
  return `status=in:${statuses.join(',')}&page=${Math.floor(n / sets) % 50}`
}

export function scenariosFor(dataDir: string): Scenario[] {
  return readDataFolder(dataDir, (db) => {
    const demo = (db.prepare(`SELECT id FROM registrars WHERE code = 'DEMO-REG'`).get() as { id: number }).id
    // About 46 matches (the rare filter): the 46th smallest amount and below.
    const rare = db.prepare('SELECT amount FROM payments WHERE registrar_id = ? ORDER BY amount LIMIT 1 OFFSET 45').get(demo) as { amount: number } | undefined
    const rareAmount = (cents: number) => (((rare?.amount ?? 2000) + cents) / 100).toFixed(2)
    const invoice = db.prepare(`SELECT id FROM invoices WHERE registrar_id = ? AND kind = 'payment' ORDER BY id LIMIT 1`).get(demo) as { id: number } | undefined
    const span = db.prepare('SELECT min(at) AS first, max(at) AS last FROM credit_movements WHERE registrar_id = ?').get(demo) as { first: number; last: number }
    const day = 86_400_000
    const days = Math.max(1, Math.floor((span.last - span.first) / day))
    // A date spread over the history for each request (Rome's date is near enough to UTC's here).
    const dateOf = (n: number) => new Date(span.first + ((n * 7919) % days) * day + 12 * 3_600_000).toISOString().slice(0, 10)
    return [
      { name: 'payments search, repeated', path: SEARCH },
      // A new lower bound every request: never seen before, so no cached total can answer it.
      { name: 'payments search, a new filter every request', path: (n) => `/v1/payments?status=approved&amount=ge:${(200 + n / 100).toFixed(2)}&page=3&size=20` },
      { name: 'payments sort=status&sort=type', path: '/v1/payments?sort=status&sort=type&page=3&size=20' },
      { name: 'payments sort=status&sort=created,desc', path: '/v1/payments?sort=status&sort=created,desc&page=3&size=20' },
      { name: 'payments rare filter, default sort', path: `/v1/payments?amount=le:${rareAmount(0)}&page=0&size=20` },
      // The same rarity read for the first time: up to 2 € above it (a few hundred matches at most),
      // with another page size, so that no page repeats within 20,000 requests and none comes from the page cache.
      { name: 'payments rare filter, a new filter every request', path: (n) => `/v1/payments?amount=le:${rareAmount(n % 200)}&page=0&size=${1 + (Math.floor(n / 200) % 100)}` },
      { name: 'invoices search', path: '/v1/invoices?totalAmount=ge:200&page=3&size=20' },
      { name: 'invoices search, a new filter every request', path: (n) => `/v1/invoices?totalAmount=ge:${(200 + n / 100).toFixed(2)}&page=3&size=20` },
      { name: 'darwin requests search', path: '/v1/darwin/requests?status=eq:completed&page=3&size=20' },
      // Another set of statuses and page every request: 1,023 sets, then the next page of each.
      { name: 'darwin requests search, a new filter every request', path: (n) => `/v1/darwin/requests?${darwinFilter(n)}&size=20` },
      { name: 'credit/untilDate', path: (n) => `/v1/credit/untilDate?date=${dateOf(n)}` },
      { name: 'invoice PDF download', path: `/v1/invoices/${invoice?.id ?? 1}/pdf` },
      // The data ends on the registry's today; yesterday keeps a run across midnight in range.
      ...statisticsScenarios(formatDate(Date.now() - day)),
    ]
  })
}
