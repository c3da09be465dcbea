/**
 * POST /sandbox/reset and the registrar's stored files (invoice PDFs, darwin documents): a reset
 * that fails halfway, or a process that dies during one, never leaves a committed row without its
 * file, nor an old row with the new data set's file. The reset runs a day after the folder was
 * seeded, so that the new data set's files differ from the old ones under the same names.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { type FileStore, PARTIAL_FOLDER } from '../../local-server/core/files.js'
import { pdfKeyOf } from '../../local-server/features/invoices/repository.js'
import { rerenderInvoicePdf } from '../../local-server/features/invoices/rerender.js'
import { PENDING_MOVES_SETTING } from '../../local-server/db/seed/reset-files.js'
import { createTestApp, tempDataDir, type TestApp } from '../helpers/app.js'

const opened: TestApp[] = []
/** Data folders a test made itself (to start a server on it again): removed once its servers are closed. */
const folders: string[] = []
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close()
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const DAY = 86_400_000
const SEEDED = Date.UTC(2026, 4, 12, 9, 30)

async function appAt(now: () => number): Promise<TestApp> {
  const t = await createTestApp({}, { realNow: now })
  opened.push(t)
  return t
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')

type Reader = Pick<Database.Database, 'prepare'>

/** Every row of the registrar that names a stored file, with the file's hash (`missing` when there is none). */
function rowFiles(db: Reader, files: FileStore, registrarId: number): Record<string, string> {
  const keys = [
    ...(db.prepare('SELECT id FROM invoices WHERE registrar_id = ?').pluck().all(registrarId) as number[]).map((id) => pdfKeyOf(registrarId, id)),
    ...(db.prepare('SELECT storage_key FROM darwin_documents WHERE registrar_id = ?').pluck().all(registrarId) as string[]),
  ]
  const hash = (key: string) => {
    try {
      return sha256(readFileSync(files.pathOf(key)))
    } catch {
      return 'missing'
    }
  }
  return Object.fromEntries(keys.sort().map((key) => [key, hash(key)]))
}

/** What another connection sees committed: what a process started after a crash at this point would serve. */
function committedRowFiles(t: TestApp, registrarId: number): Record<string, string> {
  const reader = new Database(path.join(t.dataDir, 'registry.sqlite'), { readonly: true, fileMustExist: true })
  try {
    return rowFiles(reader, t.app.ctx.files, registrarId)
  } finally {
    reader.close()
  }
}

const demoId = (t: TestApp) => t.app.ctx.db.prepare('SELECT id FROM registrars WHERE code = ?').pluck().get('DEMO-REG') as number

/** Wraps the store's synchronous writes (the ones a reset makes) with `before`, run ahead of each. */
function beforeEachWrite(files: FileStore, before: (n: number) => void): () => void {
  const real = files.writeSync
  let n = 0
  files.writeSync = (key, data) => {
    before(++n)
    real.call(files, key, data)
  }
  return () => void (files.writeSync = real)
}

/**
 * The files the registrar's rows should have after a reset at `now`: each invoice the PDF of its
 * own row, each document the one a folder seeded that day has (ids may differ from that folder's
 * for invoices, not for documents).
 */
async function filesOfNewRows(t: TestApp, registrar: number, now: number): Promise<Record<string, string>> {
  const rendered: Record<string, string> = {}
  const capture = { writeSync: (key: string, data: Uint8Array) => void (rendered[key] = sha256(data)) }
  for (const id of t.app.ctx.db.prepare('SELECT id FROM invoices WHERE registrar_id = ?').pluck().all(registrar) as number[]) {
    rerenderInvoicePdf({ db: t.app.ctx.db, files: capture }, id)
  }
  const fresh = await appAt(() => now)
  const freshFiles = rowFiles(fresh.app.ctx.db, fresh.app.ctx.files, demoId(fresh))
  const documents = Object.fromEntries(Object.entries(freshFiles).filter(([key]) => key.startsWith('darwin/')))
  return { ...rendered, ...documents }
}

describe('POST /sandbox/reset and stored files', () => {
  it('keeps the rows and their files as they were when a file write fails, and a later reset still works', async () => {
    let now = SEEDED
    const t = await appAt(() => now)
    const registrar = demoId(t)
    const before = rowFiles(t.app.ctx.db, t.app.ctx.files, registrar)
    expect(Object.values(before)).not.toContain('missing')
    now += DAY
    const token = (await t.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: 'admin', password: 'sandbox' } })).json()
      .access_token as string

    const restore = beforeEachWrite(t.app.ctx.files, (n) => {
      if (n === 3) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
    })
    const failed = await t.call({ method: 'POST', url: '/sandbox/reset', token })
    restore()
    expect(failed.statusCode).toBe(500)
    expect(rowFiles(t.app.ctx.db, t.app.ctx.files, registrar)).toEqual(before)
    const invoice = (await t.call({ method: 'GET', url: '/v1/invoices?size=1', token })).json().elements[0]
    expect((await t.call({ method: 'GET', url: `/v1/invoices/${invoice.id}/pdf`, token })).statusCode).toBe(200)
    const document = (await t.call({ method: 'GET', url: '/v1/darwin/documents?size=1', token })).json().elements[0]
    expect((await t.call({ method: 'GET', url: `/v1/darwin/documents/${document.id}/download`, token })).statusCode).toBe(200)

    expect((await t.call({ method: 'POST', url: '/sandbox/reset', token })).statusCode).toBe(204)
    const after = rowFiles(t.app.ctx.db, t.app.ctx.files, registrar)
    expect(Object.values(after)).not.toContain('missing')
  })

  it('at every file write of a reset, the committed rows have their own files; after it, the new rows have the new files', async () => {
    let now = SEEDED
    const t = await appAt(() => now)
    const registrar = demoId(t)
    const before = rowFiles(t.app.ctx.db, t.app.ctx.files, registrar)
    now += DAY
    const token = (await t.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: 'admin', password: 'sandbox' } })).json()
      .access_token as string

    const seen: Array<Record<string, string>> = []
    const restore = beforeEachWrite(t.app.ctx.files, () => seen.push(committedRowFiles(t, registrar)))
    const res = await t.call({ method: 'POST', url: '/sandbox/reset', token })
    restore()
    expect(res.statusCode).toBe(204)
    expect(seen.length).toBeGreaterThan(0)
    for (const committed of seen) expect(committed).toEqual(before)

    const after = rowFiles(t.app.ctx.db, t.app.ctx.files, registrar)
    expect(after).not.toEqual(before)
    expect(after).toEqual(await filesOfNewRows(t, registrar, now))
  })

  it("seeds the day's demo copy in a scratch folder of the data folder, removed after, so a kill leaves nothing outside it", async () => {
    let now = SEEDED
    const t = await appAt(() => now)
    now += DAY
    const token = (await t.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: 'admin', password: 'sandbox' } })).json()
      .access_token as string
    const files = t.app.ctx.files
    const made: string[] = []
    const real = files.makeScratchFolder
    files.makeScratchFolder = () => {
      const folder = real.call(files)
      made.push(folder)
      return folder
    }
    const res = await t.call({ method: 'POST', url: '/sandbox/reset', token })
    files.makeScratchFolder = real
    expect(res.statusCode).toBe(204)
    // The demo copy was seeded there (the first reset of the day), then removed.
    expect(made).toHaveLength(1)
    expect(path.dirname(made[0]!)).toBe(path.join(files.root, PARTIAL_FOLDER))
    expect(existsSync(made[0]!)).toBe(false)
  })

  it('a process killed among the renames after the commit: the next start finishes them, so every new row has its new file', async () => {
    let now = SEEDED
    const dataDir = tempDataDir()
    folders.push(dataDir)
    const first = await createTestApp({ dataDir }, { realNow: () => now })
    const registrar = demoId(first)
    now += DAY
    const token = await first.token('admin')
    // The kill: the second staged file is never renamed, nor anything after it.
    const files = first.app.ctx.files
    const realPathOf = files.pathOf
    let stagedRenames = 0
    files.pathOf = (key) => {
      if (key.startsWith('reset-staging/') && ++stagedRenames === 2) throw new Error('killed')
      return realPathOf.call(files, key)
    }
    expect((await first.call({ method: 'POST', url: '/sandbox/reset', token })).statusCode).toBe(500)
    files.pathOf = realPathOf
    const committed = first.app.ctx.db.prepare('SELECT count(*) FROM invoices WHERE registrar_id = ?').pluck().get(registrar)
    await first.close()

    // What a reader of the folder found before this change: committed rows, some with the old files.
    const reader = new Database(path.join(dataDir, 'registry.sqlite'), { readonly: true, fileMustExist: true })
    const leftBehind = rowFiles(reader, files, registrar)
    reader.close()
    const restarted = await createTestApp({ dataDir }, { realNow: () => now })
    opened.push(restarted)
    expect(restarted.app.ctx.db.prepare('SELECT count(*) FROM invoices WHERE registrar_id = ?').pluck().get(registrar)).toBe(committed)
    const expected = await filesOfNewRows(restarted, registrar, now)
    expect(leftBehind).not.toEqual(expected)
    expect(rowFiles(restarted.app.ctx.db, restarted.app.ctx.files, registrar)).toEqual(expected)
    expect(restarted.app.ctx.settings.get(PENDING_MOVES_SETTING)).toBeUndefined()
    expect(existsSync(restarted.app.ctx.files.pathOf('reset-staging'))).toBe(false)
  })
})
