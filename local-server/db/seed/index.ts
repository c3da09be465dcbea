/**
 * The contract's demo data set: the accounts, then each area's part, in the order of the list of
 * areas (features/index.ts; later areas may use earlier ones' rows).
 */
import type { FileStore } from '../../core/files.js'
import { DERIVED_TABLES } from '../derived.js'
import type { Db } from '../open.js'
import type { SeedContext } from './context.js'
import { seedAccounts } from './core.js'
import { createRandom } from './random.js'
import { startOfDay } from '../../time.js'
import { areaSeeders } from '../../features/index.js'

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
    for (const seed of areaSeeders) seed(ctx)
  })()
  db.exec('ANALYZE')
}

/** Wipes every table and file and seeds again: the sandbox's reset. */
export function reseed(db: Db, files: FileStore, wipeFiles: () => void, options: { now: number }): void {
  const tables = db
    .prepare<[], { name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
    .all()
    .map((t) => t.name)
    // Derived tables last: a source row's delete trigger counts it out of them, which on an emptied
    // derived table would leave a -1 (db/derived.ts).
    .sort((a, b) => Number(DERIVED_TABLES.includes(a)) - Number(DERIVED_TABLES.includes(b)))
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
