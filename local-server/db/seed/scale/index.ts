/**
 * `npm run seed:scale`: a large, realistic, deterministic data folder for DEMO-REG (and a little
 * for OTHER-REG), made through the project's own code: the folder is created, migrated and seeded
 * with the demo data set exactly as `serve` makes a new one (createContext), then the registrars'
 * billing (payments, card transactions, credit ledger, warnings, invoices) is replaced by years of
 * generated history and darwin requests are added. `npm run serve -- --data DIR` serves it.
 *
 * Speed: the loaded tables' indexes and triggers are dropped first and recreated after, rows go
 * in one transaction per chunk through prepared statements, then ANALYZE.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { createContext, resolveOptions } from '../../../app.js'
import { markLazyPdfs } from '../../../features/invoices/lazy-pdf.js'
import { APPLICANTS } from '../../../features/payments/seed-data.js'
import { rebuildDerived } from '../../derived.js'
import type { Db } from '../../open.js'
import { createRandom } from '../random.js'
import { generateBilling } from './billing.js'
import { createCalendar } from './calendar.js'
import { generateDarwin } from './darwin.js'
import { generateInvoices } from './invoices.js'
import { createLoader, dropIndexesAndTriggers, recreate } from './loader.js'
import type { ScaleOptions } from './options.js'

/** Tables written in bulk, children before parents (the order their demo rows are deleted in). */
const BILLING_TABLES = ['invoices', 'credit_movements', 'card_transactions', 'epp_messages', 'payments']
const DARWIN_TABLES = ['darwin_documents', 'darwin_events', 'darwin_anomalies', 'darwin_domains', 'darwin_contacts', 'darwin_requests']

export interface ScaleSummary {
  /** Rows written by the generator (the demo data set's own rows not counted). */
  readonly rows: number
  /** From the first generated row to the end of ANALYZE (making the demo folder first is not counted). */
  readonly seconds: number
  readonly rowsPerSecond: number
  /** The same over the inserts alone, before the indexes are built. */
  readonly loadRowsPerSecond: number
  /** Seconds spent building the indexes again. */
  readonly indexSeconds: number
  readonly tables: Readonly<Record<string, number>>
}

/**
 * CREATE INDEX sorts in SQLite's sorter. Held in memory (temp_store = MEMORY), it is sorted by
 * this thread alone; spilled to temporary files in runs of the cache's size, the runs are sorted
 * and merged by `threads` helper threads while this one reads the table. That halves this
 * thread's work on 2 cores, for a quarter more in all (the files' system calls): a gain when a
 * core is idle, a loss when the machine is busy (docs/performance.md).
 */
function useSorterThreads(db: Db, threads: number): void {
  db.pragma(`temp_store = ${threads > 0 ? 'FILE' : 'MEMORY'}`)
  db.pragma(`cache_size = ${threads > 0 ? -32_768 : -262_144}`)
  db.pragma(`threads = ${threads}`)
}

/** OTHER-REG's share: 1 %, at least a few. */
const share = (n: number, min: number) => Math.max(min, Math.round(n / 100))

function countRows(db: Db, tables: readonly string[]): Record<string, number> {
  return Object.fromEntries(tables.map((t) => [t, (db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n]))
}

export function generateScaleData(options: ScaleOptions, log: (line: string) => void = () => {}): ScaleSummary {
  if (existsSync(options.dataDir) && readdirSync(options.dataDir).length > 0) throw new Error(`${options.dataDir} is not empty: give a new folder`)
  // A new folder as `serve` makes it: migrated and seeded with the demo data set, anchored on the same day.
  const ctx = createContext(resolveOptions({ dataDir: options.dataDir }), () => options.now)
  const { db, files } = ctx
  try {
    const registrar = (code: string) => (db.prepare('SELECT id FROM registrars WHERE code = ?').get(code) as { id: number }).id
    const demo = registrar('DEMO-REG')
    const other = registrar('OTHER-REG')
    const usersOf = (registrarId: number) =>
      db
        .prepare<[number], { id: number; username: string }>(
          `SELECT DISTINCT u.id, u.username FROM users u JOIN user_groups g ON g.user_id = u.id
            WHERE u.registrar_id = ? AND g.group_name IN ('darwin', 'admin', 'domain') ORDER BY u.id`,
        )
        .all(registrarId)
    const thresholds = new Map(
      db.prepare<[], { registrar_id: number; threshold: number }>('SELECT registrar_id, threshold FROM credit_accounts').all().map((r) => [r.registrar_id, r.threshold]),
    )

    // The demo billing goes: the generated history replaces it, numbered across the registry.
    for (const t of BILLING_TABLES) db.exec(`DELETE FROM ${t}`)
    rmSync(files.pathOf('invoices'), { recursive: true, force: true })
    const before = countRows(db, [...BILLING_TABLES, ...DARWIN_TABLES])

    const started = performance.now()
    db.pragma('foreign_keys = OFF')
    // No journal while loading (a failed run leaves a folder to delete anyway).
    db.pragma('journal_mode = OFF')
    db.pragma('synchronous = OFF')
    db.pragma('cache_size = -262144')
    // The generator writes rows that keep the tables' CHECK constraints (the tests run quick_check
    // on a generated folder); evaluating them on every row is a third of the inserts' time.
    db.pragma('ignore_check_constraints = ON')
    const dropped = dropIndexesAndTriggers(db, [...BILLING_TABLES, ...DARWIN_TABLES])
    const load = createLoader(db, options.chunk)
    const cal = createCalendar(options.now, options.years)
    const rng = (area: string) => createRandom(([...area].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) ^ Math.imul(options.seed, 0x9e3779b1)) >>> 0)

    const billingRng = rng('scale-billing')
    const otherPayments = share(options.payments, 6)
    const demoBilling = generateBilling(db, load, cal, billingRng, {
      registrarId: demo, payments: options.payments, approved: options.invoices, ledger: options.ledger,
      threshold: thresholds.get(demo) ?? 50_000, applicants: APPLICANTS.demo, site: 'https://www.demo-registrar.it',
    })
    log(`payments and ledger of DEMO-REG: ${load.rows} rows`)
    const otherApproved = Math.max(2, Math.round((otherPayments * options.invoices) / options.payments))
    const otherBilling = generateBilling(db, load, cal, billingRng, {
      registrarId: other, payments: otherPayments, approved: otherApproved, ledger: Math.max(otherApproved, share(options.ledger, otherApproved)),
      threshold: thresholds.get(other) ?? 20_000, applicants: APPLICANTS.other, site: 'https://www.altro-registrar.it',
    })
    generateInvoices(load, cal, [
      { registrarId: demo, ...demoBilling },
      { registrarId: other, ...otherBilling },
    ])
    log(`invoices: ${load.rows} rows so far`)
    const darwinRng = rng('scale-darwin')
    generateDarwin(db, files, load, cal, darwinRng, { registrarId: demo, requests: options.darwin, prefix: 'DEMO-S', users: usersOf(demo) })
    generateDarwin(db, files, load, cal, darwinRng, { registrarId: other, requests: share(options.darwin, 2), prefix: 'OTH-S', users: usersOf(other) })
    load.finish()
    const loaded = performance.now()
    log(`loaded ${load.rows} rows in ${((loaded - started) / 1000).toFixed(1)} s; building ${dropped.filter((o) => o.type === 'index').length} indexes`)

    db.pragma('ignore_check_constraints = OFF')
    useSorterThreads(db, options.threads)
    recreate(db, dropped)
    const indexSeconds = (performance.now() - loaded) / 1000
    log(`indexes built in ${indexSeconds.toFixed(1)} s`)
    // Every write to payments bumps this counter through the triggers dropped during the load.
    db.prepare(`INSERT INTO billing_versions (name, v) VALUES ('payments', 1) ON CONFLICT (name) DO UPDATE SET v = v + 1`).run()
    const maxInvoice = (db.prepare('SELECT coalesce(max(id), 0) AS id FROM invoices').get() as { id: number }).id
    markLazyPdfs(ctx.settings, maxInvoice)

    // MERGE POINT: the payments' totals per bucket, whose triggers were dropped during the load (db/derived.ts).
    rebuildDerived(db)

    // Statistics from a sample of each index: 50 times faster than reading them whole, and enough for the planner.
    db.pragma('analysis_limit = 2000')
    db.exec('ANALYZE')
    db.pragma('analysis_limit = 0')
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = NORMAL')
    db.pragma('foreign_keys = ON')
    const problems = db.pragma('foreign_key_check') as unknown[]
    if (problems.length > 0) throw new Error(`generated rows break ${problems.length} foreign keys`)
    const after = countRows(db, [...BILLING_TABLES, ...DARWIN_TABLES])
    const tables = Object.fromEntries(Object.entries(after).map(([t, n]) => [t, n - (before[t] ?? 0)]))
    const rows = Object.values(tables).reduce((s, n) => s + n, 0)
    const seconds = (performance.now() - started) / 1000
    return {
      rows, seconds, rowsPerSecond: Math.round(rows / seconds), loadRowsPerSecond: Math.round((rows * 1000) / (loaded - started)),
      indexSeconds: Math.round(indexSeconds * 10) / 10, tables,
    }
  } finally {
    // The context's background work (the folder's contents made private) must not write a
    // setting after the database is closed.
    ctx.stopBackgroundWork()
    // Closing the last connection checkpoints the WAL into the database file.
    db.close()
  }
}
