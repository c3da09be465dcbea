/** The connection settings of a bulk load and of the index build after it (docs/performance.md, "Speed"). */
import type { Db } from '../../open.js'

/**
 * No journal while loading (a failed run leaves a folder to delete anyway), no foreign keys (the
 * rows are checked once at the end) and no CHECK constraints: the generator writes rows that keep
 * them (the tests run quick_check on a generated folder), and evaluating them on every row is a
 * third of the inserts' time.
 */
export function useLoadPragmas(db: Db): void {
  db.pragma('foreign_keys = OFF')
  // better-sqlite3 opens connections in SQLite's defensive mode, which ignores journal_mode = OFF
  // without a word (the main file stayed in WAL: every page written twice and read back once).
  db.unsafeMode(true)
  const mode = db.pragma('journal_mode = OFF', { simple: true })
  db.unsafeMode(false)
  if (mode !== 'off') throw new Error(`journal_mode stayed ${String(mode)}`)
  db.pragma('synchronous = OFF')
  db.pragma('cache_size = -262144')
  db.pragma('ignore_check_constraints = ON')
}

/**
 * CREATE INDEX sorts in SQLite's sorter. Held in memory (temp_store = MEMORY), it is sorted by
 * this thread alone; spilled to temporary files in runs of the cache's size, the runs are sorted
 * and merged by `threads` helper threads while this one reads the table. That halves this
 * thread's work on 2 cores, for a quarter more in all (the files' system calls): a gain when a
 * core is idle, a loss when the machine is busy (docs/performance.md).
 */
export function useSorterThreads(db: Db, threads: number): void {
  db.pragma('ignore_check_constraints = OFF')
  db.pragma(`temp_store = ${threads > 0 ? 'FILE' : 'MEMORY'}`)
  db.pragma(`cache_size = ${threads > 0 ? -32_768 : -262_144}`)
  db.pragma(`threads = ${threads}`)
  // Each index reads its whole table again, 13 times for the billing's two tables: through a
  // memory map, without a system call and a copy into the page cache for every page. On 1M
  // payments, alternated runs: the billing's index build 15.8 and 16.3 s -> 12.7 and 13.2 s.
  // Reads only: SQLite still writes through its file (no SQLITE_MMAP_READWRITE).
  db.pragma(`mmap_size = ${MMAP_BYTES}`)
}

/** SQLite's own ceiling for a memory map (SQLITE_MAX_MMAP_SIZE), which a 1M folder (1.4 GB) fits under. */
const MMAP_BYTES = 0x7fff0000
