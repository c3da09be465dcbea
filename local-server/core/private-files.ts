/**
 * A data folder holds password hashes, token and API-key secrets, cached registry answers,
 * invoices and identity documents: only its owner may read it. On POSIX the folder and its
 * subfolders are 0700 and every file in it 0600.
 *
 * Modes are given at creation (`mode` of mkdir/open) rather than by changing the process umask,
 * which is process-wide and would also affect Electron's and other libraries' files. A creation
 * mode can only be narrowed by the umask, never widened, so the result is private whatever the
 * umask. SQLite creates `-wal` and `-shm` itself, with the mode of the database file: creating
 * the database file 0600 before SQLite opens it makes them 0600 too.
 *
 * On Windows, POSIX modes do not exist (Node maps them to the read-only flag only): the data
 * folder lives in the user's own profile, whose ACL already keeps other users out.
 */
import { chmodSync, closeSync, lstatSync, mkdirSync, openSync, readdirSync } from 'node:fs'
import path from 'node:path'

export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

const posix = process.platform !== 'win32'

/** Narrows one entry to the private mode when it is wider; symbolic links are left alone. */
function tightenEntry(target: string): 'dir' | 'file' | 'other' {
  const stat = lstatSync(target)
  if (stat.isSymbolicLink()) return 'other'
  const want = stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE
  if (posix && (stat.mode & 0o777) !== want) chmodSync(target, want)
  return stat.isDirectory() ? 'dir' : stat.isFile() ? 'file' : 'other'
}

/** `dir` and everything under it made private: for a folder made by an older version, or copied. */
function tightenTree(dir: string): void {
  if (tightenEntry(dir) !== 'dir') return
  for (const entry of readdirSync(dir)) {
    const child = path.join(dir, entry)
    if (tightenEntry(child) === 'dir') tightenTree(child)
  }
}

/** Creates `dir` (and missing parents) 0700, and tightens what an existing one holds. */
export function ensurePrivateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  tightenTree(dir)
}

/**
 * Creates `file` empty and 0600 if it does not exist yet (an existing one is narrowed to 0600),
 * so that a database opened on it next, and the `-wal`/`-shm` files SQLite derives from it, are
 * private from their first byte.
 */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE))
  tightenEntry(file)
}
