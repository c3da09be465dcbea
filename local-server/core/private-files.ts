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
import { chmodSync, closeSync, lstatSync, mkdirSync, openSync } from 'node:fs'
import { chmod, lstat, opendir } from 'node:fs/promises'
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

/**
 * What is under `dir` made private, walked without blocking: a data folder may hold 100k
 * documents, read a batch of entries at a time rather than a folder's whole listing at once.
 * Answers whether the walk went through (false when `signal` stopped it).
 */
export async function tightenContents(dir: string, signal?: AbortSignal): Promise<boolean> {
  for await (const entry of await opendir(dir)) {
    // Stopped (the server closing): the folder itself is private already; the next start goes on.
    if (signal?.aborted) return false
    if (entry.isSymbolicLink()) continue
    const child = path.join(dir, entry.name)
    const want = entry.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE
    try {
      if (posix && ((await lstat(child)).mode & 0o777) !== want) await chmod(child, want)
      if (entry.isDirectory() && !(await tightenContents(child, signal))) return false
    } catch (err) {
      // Removed while the walk ran (a reset, a deleted document): nothing left to protect.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    }
  }
  return true
}

/**
 * Creates `dir` (and missing parents) 0700, or narrows an existing one to 0700: from then on no
 * other user can reach anything inside it. Answers the folder's identity (device and inode),
 * which a copy of the folder does not share.
 */
export function makeFolderPrivate(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  tightenEntry(dir)
  const stat = lstatSync(dir)
  return `${stat.dev}:${stat.ino}`
}

/** `makeFolderPrivate`, then what the folder holds (the promise settles when that is done). */
export async function ensurePrivateFolder(dir: string): Promise<void> {
  makeFolderPrivate(dir)
  await tightenContents(dir)
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
