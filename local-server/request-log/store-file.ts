/**
 * The request log's file as SQLite sees it (store.ts uses it): its schema, opened afresh when it
 * is unreadable or of another version (it is a log, not data), the shape of its rows, and the
 * WHERE clause of a search.
 */
import { rmSync } from 'node:fs'
import Database from 'better-sqlite3'
import { API_PATH_PREFIXES } from '../contract/api-paths.js'
import { ensurePrivateFile } from '../core/private-files.js'
import type { CallerKind, RecordFilter } from './store.js'

const SCHEMA_VERSION = 3

/**
 * Version 2: the live contract monitor's result beside the record (contract-monitor/): the
 * operation the answer was checked for, the number of findings (NULL: not checked) and the
 * findings themselves as JSON. A version 1 file keeps its records.
 */
const CONTRACT_COLUMNS = `
  ALTER TABLE record ADD COLUMN operation TEXT;
  ALTER TABLE record ADD COLUMN operation_path TEXT;
  ALTER TABLE record ADD COLUMN finding_count INTEGER;
  ALTER TABLE record ADD COLUMN contract TEXT;
  CREATE INDEX record_checked ON record (finding_count) WHERE finding_count IS NOT NULL;
`

/**
 * Version 3: whether a record of no registrar is every admin's (`RequestRecord.shared`). The
 * records of no registrar an older file holds are then no admin's: nothing says what they were.
 */
const SHARED_COLUMN = 'ALTER TABLE record ADD COLUMN shared INTEGER NOT NULL DEFAULT 0;'

/** What makes a file of each older version the current one. */
const UPGRADES: Readonly<Record<number, string>> = { 1: CONTRACT_COLUMNS + SHARED_COLUMN, 2: SHARED_COLUMN }

function openFile(file: string, nativeBinding: string | undefined): Database.Database {
  // The log holds the registrar's data (bodies): 0600, and SQLite gives its -wal and -shm the same mode.
  ensurePrivateFile(file)
  const db = new Database(file, nativeBinding ? { nativeBinding } : {})
  db.pragma('journal_mode = WAL')
  // A log: a power cut may lose the last records, never the file.
  db.pragma('synchronous = NORMAL')
  const version = db.pragma('user_version', { simple: true }) as number
  const upgrade = UPGRADES[version]
  if (upgrade) {
    db.transaction(() => {
      db.exec(upgrade)
      db.pragma(`user_version = ${SCHEMA_VERSION}`)
    })()
  } else if (version !== SCHEMA_VERSION) {
    db.exec('DROP TABLE IF EXISTS record; DROP TABLE IF EXISTS body')
    db.exec(`
      CREATE TABLE body (
        hash BLOB PRIMARY KEY,
        data BLOB NOT NULL,
        uses INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE record (
        id INTEGER PRIMARY KEY,
        request_id TEXT NOT NULL,
        at INTEGER NOT NULL,
        method TEXT NOT NULL,
        path TEXT NOT NULL,
        query TEXT NOT NULL,
        status INTEGER NOT NULL,
        duration_ms REAL NOT NULL,
        upstream_ms REAL,
        caller_kind TEXT NOT NULL,
        caller_user TEXT,
        caller_registrar INTEGER,
        from_cache INTEGER NOT NULL,
        fault TEXT,
        request_headers BLOB NOT NULL,
        response_headers BLOB NOT NULL,
        request_body TEXT NOT NULL,
        request_hash BLOB,
        response_body TEXT NOT NULL,
        response_hash BLOB,
        bytes INTEGER NOT NULL
      );
      CREATE INDEX record_at ON record (at);
      CREATE INDEX record_request_id ON record (request_id);
    `)
    db.exec(CONTRACT_COLUMNS + SHARED_COLUMN)
    db.pragma(`user_version = ${SCHEMA_VERSION}`)
  }
  return db
}

/** The body's description as stored beside the record (its bytes are in `body`). */
export interface BodyMeta {
  type?: string
  size: number
  stored: number
  truncated: boolean
  note?: string
}

export interface Row {
  id: number
  request_id: string
  at: number
  method: string
  path: string
  query: string
  status: number
  duration_ms: number
  upstream_ms: number | null
  caller_kind: CallerKind
  caller_user: string | null
  caller_registrar: number | null
  from_cache: number
  fault: string | null
  request_headers: Buffer
  response_headers: Buffer
  request_body: string
  request_hash: Buffer | null
  response_body: string
  response_hash: Buffer | null
  operation: string | null
  operation_path: string | null
  finding_count: number | null
  contract: string | null
  shared: number
}

/** Opens the log's file; an unreadable one (not a database, damaged) is started again rather than stopping the server. */
export function openRequestLogFile(file: string, nativeBinding: string | undefined): Database.Database {
  try {
    return openFile(file, nativeBinding)
  } catch {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
    return openFile(file, nativeBinding)
  }
}

export function whereOf(filter: RecordFilter): { sql: string; args: unknown[] } {
  const parts: string[] = []
  const args: unknown[] = []
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql)
    args.push(...values)
  }
  if (filter.method) add('method = ?', filter.method.toUpperCase())
  if (filter.statusClass) add('status >= ? AND status < ?', filter.statusClass * 100, filter.statusClass * 100 + 100)
  if (filter.path) add('instr(path, ?) > 0', filter.path)
  if (filter.caller) {
    const kind = filter.caller === 'apiKey' || filter.caller === 'session' || filter.caller === 'anonymous'
    add(kind ? 'caller_kind = ?' : 'caller_user = ?', filter.caller)
  }
  if (filter.requestId) add('request_id = ?', filter.requestId)
  if (filter.from !== undefined) add('at >= ?', filter.from)
  if (filter.to !== undefined) add('at < ?', filter.to)
  if (filter.afterId !== undefined) add('id > ?', filter.afterId)
  if (filter.hasFindings !== undefined) add(filter.hasFindings ? 'finding_count > 0' : '(finding_count IS NULL OR finding_count = 0)')
  if (filter.registrarId !== undefined) add('(caller_registrar = ? OR (caller_registrar IS NULL AND shared = 1))', filter.registrarId)
  if (filter.appFiles === false) add(`(${API_PATH_PREFIXES.map(() => 'substr(path, 1, ?) = ?').join(' OR ')})`, ...API_PATH_PREFIXES.flatMap((p) => [p.length, p]))
  return { sql: parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : '', args }
}
