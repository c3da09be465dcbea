import Database from 'better-sqlite3'
import { ensurePrivateFile } from '../core/private-files.js'
import { checkOpenable, migrate } from './migrate.js'
import { migrations } from './migrations/index.js'

export type Db = Database.Database

export interface OpenOptions {
  /** Path of registry.sqlite, or ':memory:'. */
  readonly file: string
  /**
   * Path of a better_sqlite3.node built for the running runtime. The desktop app passes the
   * Electron build here; Node (tests, `serve`) uses the package's own build.
   */
  readonly nativeBinding?: string
}

/** SQLite's own failures (`file is not a database`) do not say which file: this one does. */
function namingFile(err: unknown, file: string): unknown {
  const code = (err as { code?: unknown } | null)?.code
  if (!(err instanceof Error) || typeof code !== 'string' || !code.startsWith('SQLITE_')) return err
  return Object.assign(new Error(`${file}: ${err.message}`, { cause: err }), { code })
}

/** Opens (creating if needed) and migrates a registry database. */
export function openDatabase(options: OpenOptions): { db: Db; migratedFrom: number } {
  // Created 0600 before SQLite opens it: its -wal and -shm files take the same mode.
  if (options.file !== ':memory:') ensurePrivateFile(options.file)
  let db: Db
  try {
    db = new Database(options.file, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {})
  } catch (err) {
    throw namingFile(err, options.file)
  }
  try {
    checkOpenable(db, options.file, migrations)
    db.pragma('journal_mode = WAL')
    db.pragma('foreign_keys = ON')
    db.pragma('synchronous = NORMAL')
    db.pragma('busy_timeout = 5000')
    const { from } = migrate(db, migrations)
    return { db, migratedFrom: from }
  } catch (err) {
    db.close()
    throw namingFile(err, options.file)
  }
}
