import type Database from 'better-sqlite3'
import type { Migration } from './migrations/index.js'

export class NewerSchemaError extends Error {
  constructor(found: number, supported: number) {
    super(
      `This data folder was written by a newer version of the app (schema ${found}; this version knows up to ${supported}). ` +
        'Update the app, or open another data folder.',
    )
    this.name = 'NewerSchemaError'
  }
}

/** A SQLite file at schema 0 that already holds tables: another program's database, not a registry's. */
export class ForeignDatabaseError extends Error {
  constructor(file: string, tables: readonly string[]) {
    super(
      `${file} is a SQLite database of another program (tables ${tables.slice(0, 5).join(', ')}${tables.length > 5 ? '…' : ''}), not a registry's: ` +
        'it is left as it is. Give a new folder, or one this app wrote.',
    )
    this.name = 'ForeignDatabaseError'
  }
}

/**
 * What must hold before anything is written to an existing file: a schema this version knows, and
 * at schema 0 no tables of another program's. Reads only, so a refused start changes nothing (not
 * even the journal mode).
 */
export function checkOpenable(db: Database.Database, file: string, list: readonly Migration[]): void {
  const found = db.pragma('user_version', { simple: true }) as number
  const latest = list.at(-1)?.version ?? 0
  if (found > latest) throw new NewerSchemaError(found, latest)
  if (found === 0) {
    const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").all()
    if (tables.length > 0) throw new ForeignDatabaseError(file, tables.map((t) => t.name))
  }
}

/**
 * Brings the database to the newest schema. Each migration runs in its own transaction together
 * with the version bump, so a crash leaves the folder at the last complete version.
 */
export function migrate(db: Database.Database, list: readonly Migration[]): { from: number; to: number } {
  const from = db.pragma('user_version', { simple: true }) as number
  const latest = list.at(-1)?.version ?? 0
  if (from > latest) throw new NewerSchemaError(from, latest)
  for (const m of list) {
    if (m.version <= from) continue
    db.transaction(() => {
      db.exec(m.sql)
      db.pragma(`user_version = ${m.version}`)
    })()
  }
  return { from, to: latest }
}
