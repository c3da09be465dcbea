/**
 * The contract's demo data set. Each area seeds its own part, in this order (later areas may use
 * earlier ones' rows). Listed explicitly so bundlers keep them.
 */
import type { FileStore } from '../../core/files.js'
import type { Db } from '../open.js'
import type { SeedContext } from './context.js'
import { seedAccounts } from './core.js'
import { createRandom } from './random.js'
import { startOfDay } from '../../time.js'
import { seedPayments } from '../../features/payments/seed.js'
import { seedInvoices } from '../../features/invoices/seed.js'
import { seedRegistrar } from '../../features/registrar/seed.js'
import { seedSecurity } from '../../features/security/seed.js'
import { seedDarwin } from '../../features/darwin/seed.js'

export type AreaSeeder = (ctx: SeedContext) => void

// The registrar's own data comes first: invoices are made out to its customer record.
const areaSeeders: ReadonlyArray<readonly [string, AreaSeeder]> = [
  ['registrar', seedRegistrar],
  ['payments', seedPayments],
  ['invoices', seedInvoices],
  ['security', seedSecurity],
  ['darwin', seedDarwin],
]

/**
 * Seeds a new database in one transaction: a crash leaves it empty, never half-seeded. The data
 * set is anchored on the start of the registry's day (Europe/Rome), so the same registry date gives
 * the same data at any hour and in any time zone of the machine.
 */
export function seedNewDatabase(db: Db, files: FileStore, options: { now: number; empty: boolean }): void {
  const anchor = startOfDay(options.now)
  db.transaction(() => {
    const { registrars, users } = seedAccounts(db, anchor)
    if (options.empty) return
    const ctx: SeedContext = {
      db,
      files,
      now: anchor,
      registrars,
      users,
      random: (area) => createRandom([...area].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)),
    }
    for (const [, seed] of areaSeeders) seed(ctx)
  })()
  db.exec('ANALYZE')
}

/** Wipes every table and file and seeds again: the sandbox's reset. */
export function reseed(db: Db, files: FileStore, wipeFiles: () => void, options: { now: number }): void {
  const tables = db
    .prepare<[], { name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
    .all()
    .map((t) => t.name)
  db.pragma('foreign_keys = OFF')
  try {
    db.transaction(() => {
      for (const t of tables) db.exec(`DELETE FROM "${t}"`)
      if (db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'`).get()) db.exec('DELETE FROM sqlite_sequence')
    })()
  } finally {
    db.pragma('foreign_keys = ON')
  }
  wipeFiles()
  seedNewDatabase(db, files, { now: options.now, empty: false })
}
