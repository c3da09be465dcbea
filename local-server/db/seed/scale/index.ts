/**
 * `npm run seed:scale`: a large, realistic, deterministic data folder for DEMO-REG (and a little
 * for OTHER-REG), made through the project's own code: the folder is created, migrated and seeded
 * with the demo data set exactly as `serve` makes a new one (createContext), then the registrars'
 * billing (payments, card transactions, credit ledger, warnings, invoices) is replaced by years of
 * generated history and darwin requests are added. `npm run serve -- --data DIR` serves it.
 *
 * Speed: the loaded tables' indexes and triggers are dropped first and recreated after, rows go
 * in one transaction per chunk through prepared statements, then ANALYZE. Two worker threads use
 * the second core: one makes the darwin tables (darwin-worker.ts), one writes the ledger,
 * warnings and invoices of the billing this thread replays (billing-worker.ts), each into a side
 * file where it also builds their indexes and totals (side-database.ts); this thread writes the
 * payments, copies the darwin file in, builds the payments' indexes, then copies the ledger's.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { createContext, markFolderPrivate, resolveOptions } from '../../../app.js'
import type { AppContext } from '../../../context.js'
import { markLazyPdfs } from '../../../features/invoices/lazy-pdf.js'
import { markScaleGenerationDone, markScaleGenerationStarted } from './unfinished.js'
import { APPLICANTS } from '../../../features/payments/seed-data.js'
import { totalsRebuildSql } from '../../bucket-totals.js'
import { rebuildDerived, totalsOf } from '../../derived.js'
import type { Db } from '../../open.js'
import { areaRandom } from './area-random.js'
import { type BillingResult, generateBilling, STATUSES, TYPES } from './billing.js'
import { createCalendar } from './calendar.js'
import type { BillingWorkerData, BillingWorkerMessage, BillingWorkerResult } from './billing-worker.js'
import type { DarwinWorkerData, DarwinWorkerResult } from './darwin-worker.js'
import { createLoader, dropIndexesAndTriggers, recreate, type SchemaObject } from './loader.js'
import type { ScaleOptions } from './options.js'
import { type PaymentTotals, writePaymentTotals } from './payment-totals.js'
import { useLoadPragmas, useSorterThreads } from './pragmas.js'
import { copyFromSideDatabase, moveToSideDatabase, type SideLoad } from './side-database.js'
import { startWorker } from './worker.js'

/** Tables written in bulk, children before parents (the order their demo rows are deleted in). */
const BILLING_TABLES = ['invoices', 'credit_movements', 'card_transactions', 'epp_messages', 'payments']
const DARWIN_TABLES = ['darwin_documents', 'darwin_events', 'darwin_anomalies', 'darwin_domains', 'darwin_contacts', 'darwin_requests']
/** The billing tables this thread writes (their indexes are built here). */
const BILLING_MAIN_TABLES = ['payments', 'card_transactions']
/** The billing tables written by the billing worker, in two side files: the ledger's is done (and copied) first. */
const LEDGER: SideGroup = { name: 'ledger', tables: ['credit_movements', 'epp_messages'] }
const INVOICES: SideGroup = { name: 'invoices', tables: ['invoices'], totalsOf: 'invoices' }
const DARWIN: SideGroup = { name: 'darwin', tables: DARWIN_TABLES, totalsOf: 'darwin_requests' }

export interface ScaleSummary {
  /** Rows written by the generator (the demo data set's own rows not counted). */
  readonly rows: number
  /** From the first generated row to the end (ANALYZE, the foreign-key check); making the demo folder first and counting the rows after are not counted. */
  readonly seconds: number
  readonly rowsPerSecond: number
  /** The billing's inserts alone (this thread's, before its indexes are built; darwin is made meanwhile on another). */
  readonly loadRowsPerSecond: number
  /** Seconds spent building the billing's indexes again. */
  readonly indexSeconds: number
  readonly tables: Readonly<Record<string, number>>
}

/** OTHER-REG's share: 1 %, at least a few. */
const lap = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`
const share = (n: number, min: number) => Math.max(min, Math.round(n / 100))

function countRows(db: Db, tables: readonly string[]): Record<string, number> {
  return Object.fromEntries(tables.map((t) => [t, (db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n]))
}

/** A group of tables a worker fills in a side file, with the source whose totals it recounts there. */
interface SideGroup {
  readonly name: string
  readonly tables: readonly string[]
  /** The table whose totals per bucket (db/derived.ts) are recounted in the side file and copied back with it. */
  readonly totalsOf?: string
}

/** The tables a side file holds: the group's and those of its totals. */
const sideTables = (group: SideGroup) => [...group.tables, ...(group.totalsOf ? totalsOf(group.totalsOf).dimensions.map((d) => d.table) : [])]

/**
 * Moves the group's tables (and their rows) to a side file in the data folder, for a worker to
 * fill, index and count (side-database.ts); the file is removed once copied back.
 */
function sideLoad(db: Db, options: ScaleOptions, group: SideGroup, dropped: readonly SchemaObject[]): SideLoad {
  const file = path.join(options.dataDir, `scale-${group.name}.sqlite`)
  moveToSideDatabase(db, file, sideTables(group))
  const indexes = dropped.filter((o) => o.type === 'index' && group.tables.includes(o.tableName)).map((o) => o.sql)
  return { file, chunk: options.chunk, threads: options.threads, indexes, derived: group.totalsOf ? [totalsRebuildSql(totalsOf(group.totalsOf))] : [] }
}

export async function generateScaleData(options: ScaleOptions, log: (line: string) => void = () => {}): Promise<ScaleSummary> {
  if (existsSync(options.dataDir) && readdirSync(options.dataDir).length > 0) throw new Error(`${options.dataDir} is not empty: give a new folder`)
  // The workers load their code while the folder is made; their work follows once it is.
  const darwinWorker = startWorker<DarwinWorkerResult>(new URL('./darwin-worker.ts', import.meta.url))
  const ledgerWorker = startWorker<BillingWorkerResult>(new URL('./billing-worker.ts', import.meta.url), 2)
  const stopWorkers = () => Promise.all([darwinWorker.stop(), ledgerWorker.stop()])
  let ctx: AppContext
  try {
    // A new folder as `serve` makes it: migrated and seeded with the demo data set, anchored on the same day.
    ctx = createContext(resolveOptions({ dataDir: options.dataDir }), () => options.now)
  } catch (err) {
    await stopWorkers()
    throw err
  }
  const { db, files } = ctx
  try {
    markScaleGenerationStarted(ctx.settings)
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
    useLoadPragmas(db)
    const dropped = dropIndexesAndTriggers(db, [...BILLING_TABLES, ...DARWIN_TABLES])
    // Two workers fill side files while this thread writes the payments: the darwin tables (demo
    // rows included) and the ledger, warnings and invoices of the billing replayed here.
    const darwinSide = sideLoad(db, options, DARWIN, dropped)
    const ledgerSide = sideLoad(db, options, LEDGER, dropped)
    const invoicesSide = sideLoad(db, options, INVOICES, dropped)
    const darwinData: DarwinWorkerData = {
      side: darwinSide, filesRoot: files.root, seed: options.seed, now: options.now, years: options.years,
      plans: [
        { registrarId: demo, requests: options.darwin, prefix: 'DEMO-S', users: usersOf(demo) },
        { registrarId: other, requests: share(options.darwin, 2), prefix: 'OTH-S', users: usersOf(other) },
      ],
    }
    darwinWorker.send(darwinData)
    const billingData: BillingWorkerData = { ledger: ledgerSide, invoices: invoicesSide, now: options.now, years: options.years }
    ledgerWorker.send({ type: 'start', data: billingData } satisfies BillingWorkerMessage)
    const paymentTotals: PaymentTotals[] = []
    // Each registrar's ledger goes to the worker once replayed, before its payments are written here.
    const sendLedger = ({ ledger, totals }: BillingResult) => {
      paymentTotals.push(totals)
      const message: BillingWorkerMessage = { type: 'registrar', ledger }
      ledgerWorker.send(message, [ledger.at.buffer, ledger.kind.buffer, ledger.amount.buffer, ledger.balance.buffer, ledger.payment.buffer, ledger.domain.buffer])
    }
    const load = createLoader(db, options.chunk)
    const cal = createCalendar(options.now, options.years)

    const billingRng = areaRandom(options.seed, 'scale-billing')
    const otherPayments = share(options.payments, 6)
    generateBilling(db, load, cal, billingRng, {
      registrarId: demo, payments: options.payments, approved: options.invoices, ledger: options.ledger,
      threshold: thresholds.get(demo) ?? 50_000, applicants: APPLICANTS.demo, site: 'https://www.demo-registrar.it',
    }, sendLedger)
    log(`payments of DEMO-REG: ${load.rows} rows`)
    const otherApproved = Math.max(2, Math.round((otherPayments * options.invoices) / options.payments))
    generateBilling(db, load, cal, billingRng, {
      registrarId: other, payments: otherPayments, approved: otherApproved, ledger: Math.max(otherApproved, share(options.ledger, otherApproved)),
      threshold: thresholds.get(other) ?? 20_000, applicants: APPLICANTS.other, site: 'https://www.altro-registrar.it',
    }, sendLedger)
    ledgerWorker.send({ type: 'end' } satisfies BillingWorkerMessage)
    load.finish()
    const loaded = performance.now()
    log(`billing: loaded ${load.rows} rows in ${((loaded - started) / 1000).toFixed(1)} s; building ${dropped.filter((o) => o.type === 'index').length} indexes`)

    useSorterThreads(db, options.threads)
    // The side tables are empty here: their indexes are made in an instant, and filled by the copies.
    const sideIndexes = dropped.filter((o) => o.type === 'index' && !BILLING_MAIN_TABLES.includes(o.tableName))
    recreate(db, sideIndexes, 'index')
    // The darwin tables and the credit ledger are made by now, or soon (the ledger was sent as soon
    // as replayed): their copies come before the payments' indexes, while the billing worker makes
    // the invoices, so that only the invoices' copy is left for the end.
    const darwinRows = await darwinWorker.result
    copyFromSideDatabase(db, darwinSide.file, sideTables(DARWIN))
    const ledgerRows = await ledgerWorker.answers[0]!
    copyFromSideDatabase(db, ledgerSide.file, sideTables(LEDGER))
    const earlyCopied = performance.now()
    recreate(db, dropped.filter((o) => !sideIndexes.includes(o)), 'index')
    const indexed = performance.now()
    const indexSeconds = (indexed - earlyCopied) / 1000
    log(`darwin and ledger copied in ${lap(loaded, earlyCopied)} (${darwinRows} darwin rows, ${ledgerRows} ledger and warning rows); billing indexes built in ${indexSeconds.toFixed(1)} s`)
    const invoiceRows = await ledgerWorker.result
    const waited = performance.now()
    copyFromSideDatabase(db, invoicesSide.file, sideTables(INVOICES))
    log(`invoices: ${invoiceRows} rows; waited ${lap(indexed, waited)}, copied in ${lap(waited, performance.now())}`)
    recreate(db, dropped, 'trigger')
    // Every write to payments bumps this counter through the triggers dropped during the load.
    db.prepare(`INSERT INTO billing_versions (name, v) VALUES ('payments', 1) ON CONFLICT (name) DO UPDATE SET v = v + 1`).run()
    const maxInvoice = (db.prepare('SELECT coalesce(max(id), 0) AS id FROM invoices').get() as { id: number }).id
    markLazyPdfs(ctx.settings, maxInvoice)
    // Every file here was written private (the file store's modes): nothing for `serve` to walk.
    markFolderPrivate(ctx)

    // MERGE POINT: the totals per bucket, whose triggers were dropped during the load (db/derived.ts):
    // the invoices' and darwin requests' were recounted in the side files and came with them,
    // the payments' were counted as they were generated; only the counters are bumped here.
    const tail = performance.now()
    writePaymentTotals(db, paymentTotals, STATUSES, TYPES)
    rebuildDerived(db, [])
    const totalsDone = performance.now()

    // Statistics from a sample of each index: 50 times faster than reading them whole, and enough for the planner.
    db.pragma('analysis_limit = 2000')
    db.exec('ANALYZE')
    db.pragma('analysis_limit = 0')
    const analyzed = performance.now()
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = NORMAL')
    db.pragma('foreign_keys = ON')
    const problems = db.pragma('foreign_key_check') as unknown[]
    if (problems.length > 0) throw new Error(`generated rows break ${problems.length} foreign keys`)
    markScaleGenerationDone(ctx.settings)
    const seconds = (performance.now() - started) / 1000
    log(`totals ${lap(tail, totalsDone)}, ANALYZE ${lap(totalsDone, analyzed)}, WAL and foreign keys ${lap(analyzed, performance.now())}`)
    // Counted for the report, after the clock stops.
    const after = countRows(db, [...BILLING_TABLES, ...DARWIN_TABLES])
    const tables = Object.fromEntries(Object.entries(after).map(([t, n]) => [t, n - (before[t] ?? 0)]))
    const rows = Object.values(tables).reduce((s, n) => s + n, 0)
    return {
      rows, seconds, rowsPerSecond: Math.round(rows / seconds), loadRowsPerSecond: Math.round((load.rows * 1000) / (loaded - started)),
      indexSeconds: Math.round(indexSeconds * 10) / 10, tables,
    }
  } finally {
    await stopWorkers()
    // The context's background work (the folder's contents made private) must not write a
    // setting after the database is closed.
    ctx.stopBackgroundWork()
    // Closing the last connection checkpoints the WAL into the database file.
    db.close()
  }
}
