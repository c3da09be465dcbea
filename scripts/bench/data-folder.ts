/** Reading a benchmark's data folder (made by `npm run seed:scale`) before its server starts. */
import path from 'node:path'
import Database from 'better-sqlite3'

/** Opens the folder's database read-only (it must exist), answers what `read` makes of it, and closes it. */
export function readDataFolder<T>(dir: string, read: (db: Database.Database) => T): T {
  const db = new Database(path.join(dir, 'registry.sqlite'), { readonly: true, fileMustExist: true })
  try {
    return read(db)
  } finally {
    db.close()
  }
}
