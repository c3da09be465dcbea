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
 * The renames a commit owes are written in the same transaction as the rows (the setting
 * `PENDING_MOVES_SETTING`, `record`), and cleared once done: a process killed among them left
 * some rows of the committed reset with the previous data set's file for the same id, which the
 * next start now finishes (`finishPendingMoves`, before the server listens). Each rename is atomic
 * and a staged file already renamed is no longer there, so finishing twice does nothing more.
 * A crash also leaves orphan files (old files not yet removed, the staging folder), which no row
 * names and nothing serves: harmless, and the staging folder is emptied by the next reset.
 *
 * Only the old rows' files are removed, not the registrar's folders: a document upload in flight
 * has stored its file and not yet written its row, and keeps it.
 */
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { FileStore } from '../../core/files.js'
import { PRIVATE_DIR_MODE } from '../../core/private-files.js'
import type { Settings } from '../../core/settings.js'

/** Folder of the store holding files written for rows not committed yet. */
const STAGING = 'reset-staging'

/** The setting holding a committed reset's renames not yet done: `[{ from, to }]`, store keys. */
export const PENDING_MOVES_SETTING = 'reset_pending_file_moves'

interface Move {
  readonly from: string
  readonly to: string
}

interface ResetFiles {
  /** During the transaction: the file a new row names. */
  put(key: string, data: Uint8Array): void
  /** Last in the transaction, after every `put`: writes down the renames the commit owes. */
  record(): void
  /** After the commit: staged files renamed into place, then the old rows' other files removed. */
  commit(): void
  /** After a rollback: removes what `put` wrote; the old rows' files were never touched. */
  abandon(): void
}

/** `oldKeys`: the files named by the rows the reset deletes; `settings`: of the reset's database. */
export function startResetFiles(files: FileStore, oldKeys: ReadonlySet<string>, settings: Settings): ResetFiles {
  // Resets run one at a time and synchronously: what is here was left by a crashed one.
  rmSync(files.pathOf(STAGING), { recursive: true, force: true })
  const staging = `${STAGING}/${randomUUID()}`
  const newKeys = new Set<string>()
  const writtenInPlace: string[] = []
  const staged: Move[] = []

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
    record() {
      if (staged.length > 0) settings.set(PENDING_MOVES_SETTING, JSON.stringify(staged))
    },
    commit() {
      for (const move of staged) moveIntoPlace(files, move)
      if (staged.length > 0) settings.remove(PENDING_MOVES_SETTING)
      removeOldFiles(files, oldKeys, newKeys)
      rmSync(files.pathOf(STAGING), { recursive: true, force: true })
    },
    abandon() {
      for (const key of writtenInPlace) rmSync(files.pathOf(key), { force: true })
      rmSync(files.pathOf(STAGING), { recursive: true, force: true })
    },
  }
}

function moveIntoPlace(files: FileStore, { from, to }: Move): void {
  const target = files.pathOf(to)
  mkdirSync(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE })
  renameSync(files.pathOf(from), target)
}

/**
 * At start, before anything else uses the store: the renames of a committed reset that a kill cut
 * short, done (a staged file no longer there was renamed before the kill).
 */
export function finishPendingMoves(files: FileStore, settings: Settings): void {
  const pending = settings.get(PENDING_MOVES_SETTING)
  if (pending === undefined) return
  for (const move of JSON.parse(pending) as Move[]) {
    if (existsSync(files.pathOf(move.from))) moveIntoPlace(files, move)
  }
  settings.remove(PENDING_MOVES_SETTING)
  rmSync(files.pathOf(STAGING), { recursive: true, force: true })
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
