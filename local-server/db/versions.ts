/**
 * Data versions read from their counters (billing_versions, search_versions: bumped by triggers
 * on every write a cached page or total shows), but read again only after this connection wrote
 * something. Reading a table costs a read transaction, about 2.5 µs in WAL mode, on every
 * repeated search; `total_changes()` touches no table and costs about 0.1 µs. It counts every row
 * this connection inserted, updated or deleted, triggers included, and only grows: an unchanged
 * count means no write, hence an unchanged counter. The data folder has one writer, the server's
 * own connection (the desktop app runs one instance; `serve` one process per folder).
 */
import type { Db } from './open.js'

/**
 * The rows this connection has inserted, updated or deleted since it opened (`total_changes()`):
 * the same count means nothing was written in between. The one writer assumed above.
 */
export function connectionChanges(db: Db): () => number {
  const changes = db.prepare<[], number>('SELECT total_changes()').pluck()
  return () => changes.get()!
}

export function versionAfterWrites(db: Db, read: () => number): () => number {
  const changes = connectionChanges(db)
  let seenChanges = -1
  let version = 0
  return () => {
    const now = changes()
    if (now !== seenChanges) {
      // Read before remembering: a read that throws leaves the next call to read again.
      version = read()
      seenChanges = now
    }
    return version
  }
}
