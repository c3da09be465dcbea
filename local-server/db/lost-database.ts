/**
 * A data folder is seeded only when it is new (CONTRACT.md: an existing one is opened and
 * migrated, never reseeded or wiped). A folder whose `registry.sqlite` is missing or empty while
 * its stored files are there is not new: its database was lost (deleted, truncated, not copied
 * with the rest), and seeding it would write the demo files over the registrar's own and leave
 * the others unreachable. Such a start is refused, with nothing changed.
 */
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { PARTIAL_FOLDER } from '../core/files.js'

export class LostDatabaseError extends Error {
  constructor(readonly folder: string) {
    super(
      `The data folder ${folder} holds stored files (files/) but its registry.sqlite is missing or empty: it is not a new folder, ` +
        'and seeding it would overwrite them. Put its registry.sqlite back, or give a new folder.',
    )
    this.name = 'LostDatabaseError'
  }
}

const sizeOf = (file: string): number => statSync(file, { throwIfNoEntry: false })?.size ?? 0

/** Throws LostDatabaseError for a folder with stored files and no database; reads only. */
export function refuseLostDatabase(dataDir: string, filesFolder: string): void {
  const database = path.join(dataDir, 'registry.sqlite')
  // A database not yet checkpointed may be all in its write-ahead log: SQLite reads it from there.
  if (sizeOf(database) > 0 || sizeOf(`${database}-wal`) > 0) return
  let stored: string[]
  try {
    stored = readdirSync(path.join(dataDir, filesFolder))
  } catch {
    return
  }
  if (stored.some((name) => name !== PARTIAL_FOLDER)) throw new LostDatabaseError(dataDir)
}
