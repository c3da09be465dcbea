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
