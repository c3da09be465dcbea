/**
 * Resets one registrar's data to the demo data set, leaving every other registrar untouched: the
 * sandbox's `POST /sandbox/reset`. The whole data set is seeded into a scratch in-memory database
 * with the same seeders and anchor a new folder would use, and that registrar's rows are copied
 * over its own, so its data is exactly what a new folder gets.
 *
 * Which rows are the registrar's is read from the schema: every table with a `registrar_id`
 * column, and tables whose foreign keys point at those (user_groups). Ids are kept where they are
 * free (always, when the folder was seeded the same day); an id or invoice number another
 * registrar now uses is replaced with a new one, and every foreign key follows. Users keep their
 * id by username, so their tokens stay valid. Stored files follow their rows: darwin documents
 * are copied, invoice PDFs copied too, or rendered again when an invoice or payment got another
 * id or number (the PDF shows both). They are put in place around the transaction by
 * reset-files.ts, so that a failed or interrupted reset never leaves a row without its file.
 *
 * Seeding the data set (scrypt hashes, 45 PDFs) is most of a reset's cost and gives the same result
 * all day: the seeded database and files are kept, as bytes, for the registry day they belong to.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { createFileStore, type FileStore } from '../../core/files.js'
import { createSettings } from '../../core/settings.js'
import { rerenderInvoicePdf } from '../../features/invoices/rerender.js'
import { pdfKeyOf } from '../../features/invoices/repository.js'
import { formatDate } from '../../time.js'
import { DERIVED_TABLES } from '../derived.js'
import { type Db, openDatabase } from '../open.js'
import { seedNewDatabase } from './index.js'
import { startResetFiles } from './reset-files.js'

type Row = Record<string, unknown>
interface ForeignKey {
  readonly from: string
  readonly table: string
  readonly to: string
}
interface TableShape {
  readonly name: string
  readonly columns: readonly string[]
  readonly foreignKeys: readonly ForeignKey[]
  /** The integer primary key that is nobody's foreign key (`id`): the one to keep or renumber. */
  readonly ownId?: string
  /** SQL selecting the registrar's rows, `?` standing for its id. */
  readonly scope: string
  /** The order the rows were written in: rowid, or the primary key of a WITHOUT ROWID table. */
  readonly order: string
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** The registrar-owned tables, parents before children. */
function registrarTables(db: Db): TableShape[] {
  const names = db
    .prepare<[], { name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
    .all()
    .map((t) => t.name)
  const info = new Map(
    names.map((name) => {
      const columns = db.prepare<[], { name: string; type: string; pk: number }>(`PRAGMA table_info(${quote(name)})`).all()
      const foreignKeys = db.prepare<[], ForeignKey>(`PRAGMA foreign_key_list(${quote(name)})`).all().map(({ from, table, to }) => ({ from, table, to }))
      return [name, { columns, foreignKeys }] as const
    }),
  )
  const scopes = new Map<string, string>()
  for (const [name, t] of info) {
    // Derived tables follow the copied rows through their triggers (db/derived.ts).
    if (name !== 'registrars' && !DERIVED_TABLES.includes(name) && t.columns.some((c) => c.name === 'registrar_id')) scopes.set(name, `${quote('registrar_id')} = ?`)
  }
  // Tables owned through a parent (user_groups through users), until nothing changes.
  for (let changed = true; changed; ) {
    changed = false
    for (const [name, t] of info) {
      if (scopes.has(name) || name === 'registrars') continue
      const fk = t.foreignKeys.find((f) => scopes.has(f.table))
      if (!fk) continue
      scopes.set(name, `${quote(fk.from)} IN (SELECT ${quote(fk.to)} FROM ${quote(fk.table)} WHERE ${scopes.get(fk.table)})`)
      changed = true
    }
  }
  const ordered: TableShape[] = []
  const visit = (name: string, path: Set<string>) => {
    if (ordered.some((t) => t.name === name) || path.has(name)) return
    const t = info.get(name)!
    for (const fk of t.foreignKeys) if (scopes.has(fk.table) && fk.table !== name) visit(fk.table, new Set([...path, name]))
    const pks = t.columns.filter((c) => c.pk > 0)
    const own = pks.length === 1 && pks[0]!.type.toUpperCase() === 'INTEGER' && !t.foreignKeys.some((f) => f.from === pks[0]!.name) ? pks[0]!.name : undefined
    const hasRowid = (() => {
      try {
        db.prepare(`SELECT rowid FROM ${quote(name)} LIMIT 0`)
        return true
      } catch {
        return false
      }
    })()
    const order = hasRowid ? 'rowid' : [...pks].sort((a, b) => a.pk - b.pk).map((c) => quote(c.name)).join(', ')
    ordered.push({ name, columns: t.columns.map((c) => c.name), foreignKeys: t.foreignKeys, ...(own ? { ownId: own } : {}), scope: scopes.get(name)!, order })
  }
  for (const name of scopes.keys()) visit(name, new Set())
  return ordered
}

/** The scope's `?` filled in: the registrar id is an integer read from the database. */
const scoped = (t: TableShape, registrarId: number) => t.scope.replaceAll('?', String(Math.trunc(registrarId)))

function registrarIdOf(db: Db, code: string): number {
  const row = db.prepare<[string], { id: number }>('SELECT id FROM registrars WHERE code = ?').get(code)
  if (!row) throw new Error(`registrar ${code} not found`)
  return row.id
}

/** A freshly seeded folder's database and files, as bytes, for the registry day it was seeded on. */
interface DemoImage {
  readonly day: string
  readonly database: Buffer
  readonly files: ReadonlyMap<string, Buffer>
}

function seedDemoImage(now: number, scratch: FileStore, nativeBinding: string | undefined): DemoImage {
  const root = scratch.makeScratchFolder()
  const { db } = openDatabase({ file: ':memory:', ...(nativeBinding ? { nativeBinding } : {}) })
  try {
    seedNewDatabase(db, createFileStore(root), { now, empty: false })
    const files = new Map<string, Buffer>()
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      const full = path.join(entry.parentPath, entry.name)
      files.set(path.relative(root, full).split(path.sep).join('/'), readFileSync(full))
    }
    return { day: formatDate(now), database: db.serialize(), files }
  } finally {
    db.close()
    rmSync(root, { recursive: true, force: true })
  }
}

export interface RegistrarReset {
  /** Puts one registrar's data back to the demo data set of the registry day of `now`. */
  reset(db: Db, files: FileStore, registrarId: number, now: number): void
}

/** One per app: keeps the day's seeded data set between resets. */
export function createRegistrarReset(options: { nativeBinding?: string | undefined } = {}): RegistrarReset {
  let image: DemoImage | undefined
  const imageFor = (now: number, files: FileStore): DemoImage => {
    if (image?.day !== formatDate(now)) image = seedDemoImage(now, files, options.nativeBinding)
    return image
  }
  return {
    reset(db, files, registrarId, now) {
      const demo = imageFor(now, files)
      const scratch = new Database(demo.database, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {})
      try {
        copyRegistrar(scratch, demo.files, db, files, registrarId)
      } finally {
        scratch.close()
      }
    },
  }
}

function copyRegistrar(scratch: Db, scratchFiles: ReadonlyMap<string, Buffer>, db: Db, files: FileStore, target: number): void {
  const code = db.prepare<[number], { code: string }>('SELECT code FROM registrars WHERE id = ?').get(target)?.code
  if (!code) throw new Error(`registrar ${target} not found`)
  const source = registrarIdOf(scratch, code)
  const tables = registrarTables(db)
  const keptUserIds = new Map(
    db.prepare<[number], { id: number; username: string }>('SELECT id, username FROM users WHERE registrar_id = ?').all(target).map((u) => [u.username, u.id]),
  )
  const invoices: Array<{ seeded: string; id: number }> = []
  let renumbered = source !== target
  // The old rows' files stay until the commit; the new rows' files go where the old rows cannot see them (reset-files.ts).
  const newFiles = startResetFiles(files, registrarFileKeys(db, target), createSettings(db))
  const copyRows = db.transaction(() => {
    for (const t of [...tables].reverse()) db.exec(`DELETE FROM ${quote(t.name)} WHERE ${scoped(t, target)}`)
    const registrar = scratch.prepare<[number], { name: string; created: number }>('SELECT name, created FROM registrars WHERE id = ?').get(source)!
    db.prepare('UPDATE registrars SET name = ?, created = ? WHERE id = ?').run(registrar.name, registrar.created, target)

    const newIds = new Map<string, Map<unknown, unknown>>([['registrars', new Map([[source, target]])]])
    for (const t of tables) {
      const ids = new Map<unknown, unknown>()
      newIds.set(t.name, ids)
      const insert = db.prepare(`INSERT INTO ${quote(t.name)} (${t.columns.map(quote).join(', ')}) VALUES (${t.columns.map(() => '?').join(', ')})`)
      const taken = t.ownId ? db.prepare(`SELECT 1 FROM ${quote(t.name)} WHERE ${quote(t.ownId)} = ?`) : undefined
      for (const row of scratch.prepare<[], Row>(`SELECT * FROM ${quote(t.name)} WHERE ${scoped(t, source)} ORDER BY ${t.order}`).all()) {
        for (const fk of t.foreignKeys) {
          const mapped = newIds.get(fk.table)
          if (mapped && row[fk.from] !== null) row[fk.from] = mapped.get(row[fk.from]) ?? row[fk.from]
        }
        const oldId = t.ownId ? row[t.ownId] : undefined
        if (t.ownId) {
          const kept = t.name === 'users' ? keptUserIds.get(row.username as string) : undefined
          row[t.ownId] = kept ?? (taken!.get(oldId) ? null : oldId)
        }
        const seededNumber = row.invoice_number
        adaptRow(db, t.name, row, target)
        const result = insert.run(...t.columns.map((c) => row[c]))
        const id = t.ownId ? Number(result.lastInsertRowid) : undefined
        if (t.ownId) {
          ids.set(oldId, id)
          if (id !== oldId) renumbered = true
        }
        if (t.name === 'darwin_documents') newFiles.put(row.storage_key as string, scratchFiles.get(row.scratch_storage_key as string)!)
        if (t.name === 'invoices') {
          if (row.invoice_number !== seededNumber) renumbered = true
          invoices.push({ seeded: pdfKeyOf(source, oldId as number), id: id! })
        }
      }
    }
    // Unchanged ids and numbers give the seeded PDFs byte for byte; otherwise they show the new ones.
    for (const invoice of invoices) {
      if (renumbered) rerenderInvoicePdf({ db, files: { writeSync: (key, data) => newFiles.put(key, data) } }, invoice.id)
      else newFiles.put(pdfKeyOf(target, invoice.id), scratchFiles.get(invoice.seeded)!)
    }
    newFiles.record()
  })
  try {
    copyRows()
  } catch (err) {
    // Rolled back: the old rows are back with their files untouched; what was written for the new ones goes.
    newFiles.abandon()
    throw err
  }
  newFiles.commit()
}

/** The stored files the registrar's rows name: an invoice's PDF by the invoice's id, a document's by its key. */
function registrarFileKeys(db: Db, registrarId: number): Set<string> {
  const invoiceIds = db.prepare<[number], number>('SELECT id FROM invoices WHERE registrar_id = ?').pluck().all(registrarId)
  const documentKeys = db.prepare<[number], string>('SELECT storage_key FROM darwin_documents WHERE registrar_id = ?').pluck().all(registrarId)
  return new Set([...invoiceIds.map((id) => pdfKeyOf(registrarId, id)), ...documentKeys])
}

/** Values that must stay unique across registrars or name a stored file. */
function adaptRow(db: Db, table: string, row: Row, target: number): void {
  if (table === 'invoices') {
    const used = db.prepare('SELECT 1 FROM invoices WHERE fiscal_year = ? AND invoice_number = ?').get(row.fiscal_year, row.invoice_number)
    // Numbers run across the whole registry: one another registrar now holds is replaced by the year's next.
    if (used) {
      row.invoice_number = (db.prepare('SELECT MAX(invoice_number) + 1 AS n FROM invoices WHERE fiscal_year = ?').get(row.fiscal_year) as { n: number }).n
    }
  }
  if (table === 'darwin_documents') {
    row.scratch_storage_key = row.storage_key
    row.storage_key = `darwin/${target}/${String(row.id)}`
  }
}
