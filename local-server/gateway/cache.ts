/**
 * The offline cache: the last successful answer to each GET address, per registry identity, in
 * its own SQLite file (`gateway-cache.sqlite` in the data folder). It is only a cache: a file it
 * cannot read, or one from a newer version, is started afresh instead of refusing to start.
 * A size limit is kept by dropping the oldest answers first.
 */
import { rmSync } from 'node:fs'
import Database from 'better-sqlite3'
import { ensurePrivateFile } from '../core/private-files.js'

export const CACHE_FILE = 'gateway-cache.sqlite'
const SCHEMA_VERSION = 1

export interface CachedAnswer {
  readonly status: number
  readonly headers: Record<string, string>
  readonly body: Buffer
  /** Epoch ms when the registry gave this answer. */
  readonly fetchedAt: number
}

export interface OfflineCache {
  get(identity: string, address: string): CachedAnswer | undefined
  put(identity: string, address: string, answer: CachedAnswer): void
  clear(): void
  /** Bytes held (bodies and headers). */
  size(): number
  close(): void
}

/** `GET /v1/payments?a=1&b=2`: the method, the path and the query with its names sorted (stable for repeated names). */
export function cacheAddress(pathAndQuery: string): string {
  const [path = '', query = ''] = pathAndQuery.split(/\?(.*)/s, 2)
  const params = new URLSearchParams(query)
  params.sort()
  const sorted = params.toString()
  return `GET ${path}${sorted ? `?${sorted}` : ''}`
}

function open(file: string, nativeBinding: string | undefined): Database.Database {
  // Cached answers are the registrar's data: 0600, and SQLite gives its -wal and -shm the same mode.
  ensurePrivateFile(file)
  const db = new Database(file, nativeBinding ? { nativeBinding } : {})
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  // A cleared cache (sign-out) must not leave old answers readable in free pages of the file.
  db.pragma('secure_delete = ON')
  const version = db.pragma('user_version', { simple: true }) as number
  if (version !== SCHEMA_VERSION) {
    db.exec('DROP TABLE IF EXISTS answer')
    db.exec(`CREATE TABLE answer (
      identity TEXT NOT NULL,
      address TEXT NOT NULL,
      status INTEGER NOT NULL,
      headers TEXT NOT NULL,
      body BLOB NOT NULL,
      size INTEGER NOT NULL,
      fetched_at INTEGER NOT NULL,
      PRIMARY KEY (identity, address)
    ) WITHOUT ROWID`)
    // Eviction walks this index from the oldest answer.
    db.exec('CREATE INDEX answer_fetched_at ON answer (fetched_at)')
    db.pragma(`user_version = ${SCHEMA_VERSION}`)
  }
  return db
}

function openOrRecreate(file: string, nativeBinding: string | undefined): Database.Database {
  try {
    return open(file, nativeBinding)
  } catch {
    for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true })
    return open(file, nativeBinding)
  }
}

export function openOfflineCache(file: string, maxBytes: number, nativeBinding?: string): OfflineCache {
  const db = openOrRecreate(file, nativeBinding)
  const select = db.prepare<[string, string], { status: number; headers: string; body: Buffer; fetched_at: number }>(
    'SELECT status, headers, body, fetched_at FROM answer WHERE identity = ? AND address = ?',
  )
  const sizeOf = db.prepare<[string, string], { size: number }>('SELECT size FROM answer WHERE identity = ? AND address = ?')
  const upsert = db.prepare(
    `INSERT INTO answer (identity, address, status, headers, body, size, fetched_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (identity, address) DO UPDATE SET status = excluded.status, headers = excluded.headers,
       body = excluded.body, size = excluded.size, fetched_at = excluded.fetched_at`,
  )
  const oldest = db.prepare<[], { identity: string; address: string; size: number }>(
    'SELECT identity, address, size FROM answer ORDER BY fetched_at LIMIT 64',
  )
  const remove = db.prepare('DELETE FROM answer WHERE identity = ? AND address = ?')
  let total = (db.prepare('SELECT COALESCE(SUM(size), 0) AS total FROM answer').get() as { total: number }).total

  const evict = db.transaction((needed: number) => {
    while (total + needed > maxBytes) {
      const batch = oldest.all()
      if (batch.length === 0) break
      for (const row of batch) {
        remove.run(row.identity, row.address)
        total -= row.size
        if (total + needed <= maxBytes) break
      }
    }
  })
  const store = db.transaction((identity: string, address: string, a: CachedAnswer, headers: string, size: number) => {
    const previous = sizeOf.get(identity, address)
    if (previous) {
      remove.run(identity, address)
      total -= previous.size
    }
    evict(size)
    upsert.run(identity, address, a.status, headers, a.body, size, a.fetchedAt)
    total += size
  })

  return {
    get(identity, address) {
      const row = select.get(identity, address)
      if (!row) return undefined
      return { status: row.status, headers: JSON.parse(row.headers) as Record<string, string>, body: row.body, fetchedAt: row.fetched_at }
    },
    put(identity, address, answer) {
      const headers = JSON.stringify(answer.headers)
      const size = answer.body.length + headers.length + address.length
      // An answer larger than the whole cache is not kept (and evicts nothing).
      if (size > maxBytes) return
      store(identity, address, answer, headers, size)
    },
    clear() {
      db.exec('DELETE FROM answer')
      db.pragma('wal_checkpoint(TRUNCATE)')
      total = 0
    },
    size: () => total,
    close: () => db.close(),
  }
}
