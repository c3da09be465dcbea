/**
 * A start that cannot use a data folder is refused and changes nothing in it (CONTRACT.md: an
 * existing folder is opened and migrated, never reseeded or wiped): a schema newer than this
 * version's, another program's SQLite file, a folder whose stored files are there but whose
 * database is not, a file that is no database. What `serve` prints for each is one line.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../local-server/app.js'
import { startFailureText } from '../../local-server/cli.js'
import { LostDatabaseError } from '../../local-server/db/lost-database.js'
import { ForeignDatabaseError, NewerSchemaError } from '../../local-server/db/migrate.js'
import { createTestApp, tempDataDir } from '../helpers/app.js'

const hashOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')
const start = (dataDir: string) => buildApp({ dataDir, logLevel: 'silent' })

/** A registry.sqlite made by `prepare`, in the rollback journal mode a registry never uses. */
function databaseIn(dir: string, prepare: (db: Database.Database) => void): string {
  const file = path.join(dir, 'registry.sqlite')
  const db = new Database(file)
  db.pragma('journal_mode = DELETE')
  prepare(db)
  db.close()
  return file
}

describe('a data folder refused', () => {
  it('of a newer schema: the file is left byte for byte, its journal mode too', async () => {
    const dir = tempDataDir()
    const file = databaseIn(dir, (db) => db.pragma('user_version = 999'))
    const before = hashOf(file)
    const err = await start(dir).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(NewerSchemaError)
    expect(hashOf(file)).toBe(before)
    expect(existsSync(`${file}-wal`)).toBe(false)
    expect(startFailureText(err)).toMatch(/^serve: This data folder was written by a newer version/)
  })

  it("of another program's SQLite file at schema 0: nothing added to it", async () => {
    const dir = tempDataDir()
    const file = databaseIn(dir, (db) => db.exec("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine')"))
    const before = hashOf(file)
    const err = await start(dir).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ForeignDatabaseError)
    expect(String((err as Error).message)).toContain('tables notes')
    expect(hashOf(file)).toBe(before)
    expect(startFailureText(err).split('\n')).toHaveLength(1)
  })

  it.each([
    ['missing', (_file: string) => undefined],
    ['empty', (file: string) => writeFileSync(file, '')],
  ])('with stored files and a registry.sqlite %s: the files are not overwritten, no database is made', async (_what, make) => {
    const dir = tempDataDir()
    const pdf = path.join(dir, 'files', 'invoices', '1', '1.pdf')
    mkdirSync(path.dirname(pdf), { recursive: true })
    writeFileSync(pdf, 'ORIGINAL')
    const file = path.join(dir, 'registry.sqlite')
    make(file)
    const err = await start(dir).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(LostDatabaseError)
    expect(readFileSync(pdf, 'utf8')).toBe('ORIGINAL')
    expect(existsSync(file) ? readFileSync(file).length : 0).toBe(0)
    expect(startFailureText(err)).toMatch(/^serve: The data folder .* holds stored files \(files\/\) but its registry\.sqlite is missing or empty/)
  })

  it('holding a text file as registry.sqlite: the error names the file and its code, on one line, and the file stays', async () => {
    const dir = tempDataDir()
    const file = path.join(dir, 'registry.sqlite')
    writeFileSync(file, 'not a database, but a long enough text to fill a header of SQLite. '.repeat(4))
    const before = hashOf(file)
    const err = await start(dir).catch((e: unknown) => e)
    expect(startFailureText(err)).toBe(`serve: could not start: ${file}: file is not a database (SQLITE_NOTADB)`)
    expect(hashOf(file)).toBe(before)
  })
})

describe('a data folder accepted', () => {
  it('with only what an interrupted write left (files/.partial) is new: seeded, the leftover swept', async () => {
    const dir = tempDataDir()
    const leftover = path.join(dir, 'files', '.partial', 'cut-short.tmp')
    mkdirSync(path.dirname(leftover), { recursive: true })
    writeFileSync(leftover, 'half')
    const t = await createTestApp({ dataDir: dir })
    try {
      expect(existsSync(leftover)).toBe(false)
      expect((await t.call({ method: 'GET', url: '/v1/invoices?size=1', as: 'billing' })).json().elements).toHaveLength(1)
    } finally {
      await t.close()
    }
  })
})

describe('startFailureText', () => {
  it('keeps the stack of an error nobody foresaw, and writes a system error in one line', () => {
    const bug = new TypeError('x is undefined')
    expect(startFailureText(bug)).toContain('at ')
    const system = Object.assign(new Error("EACCES: permission denied, open '/data/instance.lock'"), { code: 'EACCES' })
    expect(startFailureText(system)).toBe("serve: could not start: EACCES: permission denied, open '/data/instance.lock' (EACCES)")
  })
})
