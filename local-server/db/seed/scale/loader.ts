/**
 * Bulk loading: one transaction per chunk of rows across every statement, the secondary indexes
 * and triggers of the loaded tables dropped first and recreated after (inserting into a table with
 * four indexes runs at ~34k rows/s against ~500k without, ../shared/PERFORMANCE.md). Their
 * definitions are read from sqlite_master, so indexes another migration adds are kept too.
 */
import type { Statement } from 'better-sqlite3'
import type { Db } from '../../open.js'

export interface SchemaObject {
  readonly tableName: string
  readonly type: 'index' | 'trigger'
  readonly name: string
  readonly sql: string
}

/** Drops the named tables' own indexes and triggers (not those of UNIQUE and PRIMARY KEY constraints); answers how to recreate them. */
export function dropIndexesAndTriggers(db: Db, tables: readonly string[]): SchemaObject[] {
  const objects = db
    .prepare<unknown[], SchemaObject>(
      `SELECT type, name, tbl_name AS tableName, sql FROM sqlite_master
        WHERE type IN ('index', 'trigger') AND sql IS NOT NULL AND tbl_name IN (${tables.map(() => '?').join(', ')})
        ORDER BY type, name`,
    )
    .all(...tables)
  for (const o of objects) db.exec(`DROP ${o.type === 'index' ? 'INDEX' : 'TRIGGER'} "${o.name.replace(/"/g, '""')}"`)
  return objects
}

/** Recreates the dropped objects of one type: the indexes first (most of the time), the triggers once every row is in. */
export function recreate(db: Db, objects: readonly SchemaObject[], type: SchemaObject['type']): void {
  for (const o of objects.filter((x) => x.type === type)) db.exec(o.sql)
}

/** Rows of one table, inserted many per statement (a statement call costs more than a row). */
interface BulkTable {
  add(...values: unknown[]): void
}

export interface Loader {
  /** A table to load: the values of `add` are those of `columns`, in that order. */
  table(name: string, columns: readonly string[]): BulkTable
  /** Writes what is buffered (before reading the tables, e.g. their next id). */
  flush(): void
  /** Rows added so far. */
  readonly rows: number
  /** Writes what is buffered and commits. */
  finish(): void
}

/** SQLite binds at most 32,766 values a statement; fewer rows are as fast. */
const ROWS_PER_STATEMENT = 64

export function createLoader(db: Db, chunk: number): Loader {
  let rows = 0
  let uncommitted = 0
  let open = false
  const flushers: Array<() => void> = []
  const run = (statement: Statement, values: unknown[]) => {
    if (!open) {
      db.exec('BEGIN')
      open = true
    }
    statement.run(values)
  }
  const commitIfDue = () => {
    if (uncommitted < chunk) return
    for (const flush of flushers) flush()
    if (open) db.exec('COMMIT')
    open = false
    uncommitted = 0
  }
  return {
    table(name, columns) {
      const row = `(${columns.map(() => '?').join(', ')})`
      const sql = (n: number) => `INSERT INTO ${name} (${columns.join(', ')}) VALUES ${Array.from({ length: n }, () => row).join(', ')}`
      const full = db.prepare(sql(ROWS_PER_STATEMENT))
      let buffer: unknown[] = []
      const flush = () => {
        if (buffer.length === 0) return
        const n = buffer.length / columns.length
        run(n === ROWS_PER_STATEMENT ? full : db.prepare(sql(n)), buffer)
        buffer = []
      }
      flushers.push(flush)
      return {
        add(...values) {
          if (values.length !== columns.length) throw new Error(`${name}: ${values.length} values for ${columns.length} columns`)
          for (const v of values) buffer.push(v)
          if (buffer.length === ROWS_PER_STATEMENT * columns.length) flush()
          rows++
          uncommitted++
          commitIfDue()
        },
      }
    },
    flush() {
      for (const flush of flushers) flush()
    },
    get rows() {
      return rows
    },
    finish() {
      for (const flush of flushers) flush()
      if (open) db.exec('COMMIT')
      open = false
      uncommitted = 0
    },
  }
}
