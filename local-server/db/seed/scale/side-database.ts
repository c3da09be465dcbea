/**
 * A side database: a group of tables loaded in its own SQLite file by another thread (one
 * connection writes a file at a time, so two cores need two files), then copied into the main
 * file. The side file gets the tables' own definitions and, before the load, their rows already
 * in the main file (the demo data set's), so ids continue as they would have in the main file.
 *
 * The copy back is `INSERT INTO main.t SELECT * FROM side.t` into the emptied table with the same
 * indexes: SQLite's transfer optimisation copies the rows and each index's entries in key order,
 * without sorting or evaluating anything (no triggers: they are recreated after the copy).
 */
import { rmSync } from 'node:fs'
import Database from 'better-sqlite3'
import type { Db } from '../../open.js'
import { createLoader, type Loader } from './loader.js'
import { useLoadPragmas, useSorterThreads } from './pragmas.js'

const SIDE = 'scale_side'

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

function attached<T>(db: Db, file: string, body: () => T): T {
  db.prepare(`ATTACH DATABASE ? AS ${SIDE}`).run(file)
  try {
    return body()
  } finally {
    db.exec(`DETACH DATABASE ${SIDE}`)
  }
}

/**
 * Makes `file` with the tables' definitions (no indexes, no triggers) and moves their rows there:
 * the main file's tables are left empty. Foreign keys must be off (the rows come back later).
 */
export function moveToSideDatabase(db: Db, file: string, tables: readonly string[]): void {
  const definitions = tables.map((t) => {
    const row = db.prepare<[string], { sql: string }>(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?`).get(t)
    if (!row) throw new Error(`no table ${t}`)
    return row.sql
  })
  rmSync(file, { force: true })
  const side = new Database(file)
  try {
    // A side file is written once and read once: 64 KB pages are a sixteenth of the reads and
    // writes (system calls) of 4 KB ones. The copy back still takes the transfer optimisation,
    // which has no page size condition and lays the rows out in the data folder's 4 KB pages.
    side.pragma('page_size = 65536')
    side.exec(definitions.join(';\n'))
  } finally {
    side.close()
  }
  attached(db, file, () =>
    db.transaction(() => {
      for (const t of tables) {
        db.exec(`INSERT INTO ${SIDE}.${quoted(t)} SELECT * FROM main.${quoted(t)}`)
        db.exec(`DELETE FROM main.${quoted(t)}`)
      }
    })(),
  )
}

/** Copies the side file's tables into the main file's (empty, indexes already made) and deletes the file. */
export function copyFromSideDatabase(db: Db, file: string, tables: readonly string[]): void {
  attached(db, file, () =>
    db.transaction(() => {
      for (const t of tables) db.exec(`INSERT INTO main.${quoted(t)} SELECT * FROM ${SIDE}.${quoted(t)}`)
    })(),
  )
  rmSync(file, { force: true })
}

/** What a worker thread needs to fill a side file. */
export interface SideLoad {
  readonly file: string
  /** Rows per transaction. */
  readonly chunk: number
  /** Sorter threads for the index build (pragmas.ts). */
  readonly threads: number
  /** CREATE INDEX of the side file's tables, run after the load. */
  readonly indexes: readonly string[]
  /** What recounts the side file's derived tables (totals per bucket) from its rows, run after the indexes. */
  readonly derived: readonly string[]
}

export interface OpenSideLoad {
  readonly db: Db
  readonly load: Loader
  /** Commits the rows, builds the indexes, recounts the derived tables and closes the file; answers the rows written. */
  finish(): number
  /** Closes the file (after a failure). */
  close(): void
}

export function openSideLoad(side: SideLoad): OpenSideLoad {
  const db = new Database(side.file)
  useLoadPragmas(db)
  const load = createLoader(db, side.chunk)
  return {
    db,
    load,
    finish() {
      load.finish()
      useSorterThreads(db, side.threads)
      for (const sql of side.indexes) db.exec(sql)
      for (const sql of side.derived) db.exec(sql)
      db.close()
      return load.rows
    },
    close: () => db.close(),
  }
}
