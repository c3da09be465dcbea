import { mkdirSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { ensurePrivateFile, PRIVATE_DIR_MODE } from '../core/private-files.js'

/**
 * One server a data folder. Two on one folder (a second `serve`, or `serve` beside the desktop app)
 * each keep the folder's counts and pages in memory, kept fresh by their own writes only, so each
 * would answer from a state the other has changed (a list's total that disagrees with its rows),
 * and their first starts on a new folder would both create its schema.
 *
 * The lock is an exclusive lock on a file of its own, taken through SQLite (the one native module
 * the server has): SQLite locks through the operating system (POSIX advisory locks, LockFileEx on
 * Windows), which ends a lock with the process that held it, so a crash or a kill leaves no stale
 * lock behind, and it sees the lock of another connection in the same process as well.
 */
const LOCK_FILE = 'instance.lock'

/** How long a start waits for the folder: a restart of the desktop app's gateway overlaps the old process's last moments. */
const DEFAULT_WAIT_MS = 3000

export class FolderInUseError extends Error {
  constructor(readonly folder: string) {
    super(`The data folder ${folder} is in use by another server (another \`serve\`, or the desktop app). Stop it, or give another folder.`)
    this.name = 'FolderInUseError'
  }
}

export interface FolderLock {
  /** Lets the folder go (once; later calls do nothing). */
  release(): void
}

export function lockDataFolder(folder: string, options: { nativeBinding?: string | undefined; waitMs?: number } = {}): FolderLock {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_DIR_MODE })
  const file = path.join(folder, LOCK_FILE)
  ensurePrivateFile(file)
  const db = new Database(file, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {})
  try {
    db.pragma(`busy_timeout = ${options.waitMs ?? DEFAULT_WAIT_MS}`)
    // Locks taken are kept until the connection closes; a write takes the exclusive one.
    db.pragma('locking_mode = EXCLUSIVE')
    db.pragma('journal_mode = OFF')
    db.exec('BEGIN EXCLUSIVE; CREATE TABLE IF NOT EXISTS holder (pid INTEGER); DELETE FROM holder;')
    db.prepare('INSERT INTO holder (pid) VALUES (?)').run(process.pid)
    db.exec('COMMIT')
  } catch (err) {
    db.close()
    if ((err as { code?: string }).code === 'SQLITE_BUSY') throw new FolderInUseError(folder)
    throw err
  }
  return {
    release() {
      if (db.open) db.close()
    },
  }
}
