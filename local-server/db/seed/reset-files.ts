/**
 * The stored files of a registrar reset (registrar-reset.ts), put in place around its database
 * transaction so that neither a reset that fails halfway (a full disk) nor a process killed
 * during one leaves a committed row without its file, or an old row with the new data set's file.
 *
 * The new rows' files often go under the names the old rows' files have: an invoice PDF is found
 * by its path, `invoices/<registrar>/<id>.pdf`, nothing in the row names it, and the reset keeps
 * ids; a darwin document keeps its id and so its key. A missing PDF is not rendered again from
 * its row (features/invoices/lazy-pdf.ts does that only for a generated large data set), so the
 * PDFs need the same care as the documents. Hence, during the transaction:
 * - a name no old row uses is written in place: until the commit no committed row names it;
 * - a name an old row uses, whose file already has the new bytes (a reset on the day the folder
 *   was seeded), is left as it is;
 * - any other is written to a staging folder and renamed over the old file after the commit.
 * After the commit the old rows' files that no new row took over are removed. Nothing is removed
 * before: if the transaction rolls back, only what was written for the new rows goes.
 *
 * A crash after the commit leaves orphan files (old files not yet removed, the staging folder),
 * which no row names and nothing serves: harmless, and the staging folder is emptied by the next
 * reset. The renames over old files are atomic one by one, so a crash among them leaves each of
 * those rows with a file: the new one, or the previous data set's file for the same id until the
 * registrar's next reset. Only this short window (no request runs in it: the reset is synchronous)
 * is not closed; closing it would need a start-up step that finishes the renames.
 *
 * Only the old rows' files are removed, not the registrar's folders: a document upload in flight
 * has stored its file and not yet written its row, and keeps it.
 */
import { randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { FileStore } from '../../core/files.js'
import { PRIVATE_DIR_MODE } from '../../core/private-files.js'

/** Folder of the store holding files written for rows not committed yet. */
const STAGING = 'reset-staging'

interface ResetFiles {
  /** During the transaction: the file a new row names. */
  put(key: string, data: Uint8Array): void
  /** After the commit: staged files renamed into place, then the old rows' other files removed. */
  commit(): void
  /** After a rollback: removes what `put` wrote; the old rows' files were never touched. */
  abandon(): void
}

/** `oldKeys`: the files named by the rows the reset deletes. */
export function startResetFiles(files: FileStore, oldKeys: ReadonlySet<string>): ResetFiles {
  // Resets run one at a time and synchronously: what is here was left by a crashed one.
  rmSync(files.pathOf(STAGING), { recursive: true, force: true })
  const staging = `${STAGING}/${randomUUID()}`
  const newKeys = new Set<string>()
  const writtenInPlace: string[] = []
  const staged: Array<{ from: string; to: string }> = []

  const holds = (key: string, data: Uint8Array): boolean => {
    try {
      return readFileSync(files.pathOf(key)).equals(data)
    } catch {
      return false
    }
  }

  return {
    put(key, data) {
      newKeys.add(key)
      if (!oldKeys.has(key)) {
        files.writeSync(key, data)
        writtenInPlace.push(key)
      } else if (!holds(key, data)) {
        const from = `${staging}/${staged.length}`
        files.writeSync(from, data)
        staged.push({ from, to: key })
      }
    },
    commit() {
      for (const { from, to } of staged) {
        const target = files.pathOf(to)
        mkdirSync(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE })
        renameSync(files.pathOf(from), target)
      }
      removeOldFiles(files, oldKeys, newKeys)
      rmSync(files.pathOf(STAGING), { recursive: true, force: true })
    },
    abandon() {
      for (const key of writtenInPlace) rmSync(files.pathOf(key), { force: true })
      rmSync(files.pathOf(STAGING), { recursive: true, force: true })
    },
  }
}

/**
 * Removes the files of `oldKeys` that are not in `newKeys`. Their folders are listed rather than
 * each key removed: a generated large data set has hundreds of thousands of invoices whose PDFs
 * were never rendered, and removing a missing file costs a system call each.
 */
function removeOldFiles(files: FileStore, oldKeys: ReadonlySet<string>, newKeys: ReadonlySet<string>): void {
  const folders = new Map<string, Set<string>>()
  for (const key of oldKeys) {
    if (newKeys.has(key)) continue
    const folder = path.posix.dirname(key)
    let names = folders.get(folder)
    if (!names) folders.set(folder, (names = new Set()))
    names.add(path.posix.basename(key))
  }
  for (const [folder, names] of folders) {
    let present: string[]
    try {
      present = readdirSync(files.pathOf(folder))
    } catch {
      continue
    }
    for (const name of present) if (names.has(name)) rmSync(files.pathOf(`${folder}/${name}`), { force: true })
  }
}
