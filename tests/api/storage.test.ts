import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../local-server/app.js'
import { redactUrl } from '../../local-server/request-log/redact.js'
import { NewerSchemaError } from '../../local-server/db/migrate.js'
import { migrations } from '../../local-server/db/migrations/index.js'
import { openDatabase } from '../../local-server/db/open.js'
import { reseed } from '../../local-server/db/seed/index.js'
import { createTestApp, tempDataDir, type TestApp } from '../helpers/app.js'

const opened: TestApp[] = []
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close()
})

const open = async (dataDir: string, empty = false) => {
  const t = await createTestApp({ dataDir, empty })
  opened.push(t)
  return t
}

describe('a data folder', () => {
  it('is created with registry.sqlite in WAL mode, foreign keys on, at the newest schema, and a private token secret', async () => {
    const dir = tempDataDir()
    const t = await open(dir)
    expect(existsSync(path.join(dir, 'registry.sqlite'))).toBe(true)
    expect(t.app.ctx.db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(t.app.ctx.db.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(t.app.ctx.db.pragma('user_version', { simple: true })).toBe(migrations.at(-1)!.version)
    if (process.platform !== 'win32') expect(statSync(path.join(dir, 'token-secret')).mode & 0o077).toBe(0)
  })

  it('is reopened without reseeding: what was written stays, tokens stay valid', async () => {
    const dir = tempDataDir()
    const first = await open(dir)
    const token = await first.token('admin')
    first.app.ctx.db.prepare(`UPDATE users SET name = 'Changed' WHERE username = 'admin'`).run()
    const counts = () =>
      Object.fromEntries(
        (first.app.ctx.db.prepare(`SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'`).all() as { name: string }[]).map(
          ({ name }) => [name, (first.app.ctx.db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n],
        ),
      )
    const before = counts()
    await first.app.close()
    opened.splice(opened.indexOf(first), 1)

    const again = await open(dir)
    const db = again.app.ctx.db
    expect((db.prepare(`SELECT name FROM users WHERE username = 'admin'`).get() as { name: string }).name).toBe('Changed')
    for (const [table, n] of Object.entries(before)) {
      expect((db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n, table).toBe(n)
    }
    expect((await again.call({ method: 'GET', url: '/sandbox/clock', token })).statusCode).toBe(200)
  })

  it('whose first seed was cut short (a crash after its schema was made) is seeded at the next start', async () => {
    const dir = tempDataDir()
    openDatabase({ file: path.join(dir, 'registry.sqlite') }).db.close()
    const t = await open(dir)
    expect((await t.call({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: 'admin', password: 'sandbox' } })).statusCode).toBe(200)
    expect((t.app.ctx.db.prepare('SELECT count(*) AS n FROM payments').get() as { n: number }).n).toBeGreaterThan(0)
  })

  it('whose whole reset was cut short (a crash after its rows went) is seeded at the next start, without the files of no row', async () => {
    const dir = tempDataDir()
    const first = await open(dir)
    const filesRoot = first.app.ctx.files.root
    expect(() => reseed(first.app.ctx.db, first.app.ctx.files, () => {
      throw new Error('the process was killed here')
    }, { now: Date.now() })).toThrow('killed')
    expect(first.app.ctx.db.prepare('SELECT count(*) AS n FROM registrars').get()).toEqual({ n: 0 })
    await first.app.close()
    opened.splice(opened.indexOf(first), 1)
    writeFileSync(path.join(filesRoot, 'left-by-the-reset'), 'no row names me')

    const again = await open(dir)
    expect((await again.call({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: 'admin', password: 'sandbox' } })).statusCode).toBe(200)
    expect(existsSync(path.join(filesRoot, 'left-by-the-reset'))).toBe(false)
    const documents = again.app.ctx.db.prepare('SELECT count(*) AS n FROM darwin_documents').get() as { n: number }
    expect(documents.n).toBeGreaterThan(0)
  })

  it('made by an older version is upgraded at open', async () => {
    const dir = tempDataDir()
    const old = new Database(path.join(dir, 'registry.sqlite'))
    old.exec(migrations[0]!.sql)
    old.pragma('user_version = 1')
    old.prepare(`INSERT INTO registrars (code, name, created) VALUES ('OLD-REG', 'Old', 0)`).run()
    old.close()
    const t = await open(dir)
    expect(t.app.ctx.db.pragma('user_version', { simple: true })).toBe(migrations.at(-1)!.version)
    expect(t.app.ctx.db.prepare(`SELECT code FROM registrars`).all()).toEqual([{ code: 'OLD-REG' }])
  })

  it('from a newer version is refused with a clear message and left untouched', async () => {
    const dir = tempDataDir()
    const future = new Database(path.join(dir, 'registry.sqlite'))
    future.pragma('user_version = 999')
    future.close()
    await expect(buildApp({ dataDir: dir, logLevel: 'silent' })).rejects.toThrow(NewerSchemaError)
    await expect(buildApp({ dataDir: dir, logLevel: 'silent' })).rejects.toThrow(/newer version of the app/)
    const check = new Database(path.join(dir, 'registry.sqlite'))
    expect(check.pragma('user_version', { simple: true })).toBe(999)
    check.close()
  })

  it('with --empty has the demo accounts to sign in with, and no business data', async () => {
    const t = await open(tempDataDir(), true)
    expect((await t.call({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: 'admin', password: 'sandbox' } })).statusCode).toBe(200)
    const tables = t.app.ctx.db.prepare(`SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('registrars','users','user_groups','settings')`).all() as { name: string }[]
    for (const { name } of tables) {
      expect((t.app.ctx.db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n, name).toBe(0)
    }
  })

  it('is seeded the same way every time for the same day', async () => {
    const day = Date.parse('2026-05-04T09:00:00Z')
    const a = await createTestApp({}, { realNow: () => day })
    const b = await createTestApp({}, { realNow: () => day + 3_600_000 })
    opened.push(a, b)
    const dump = (t: TestApp) =>
      (t.app.ctx.db.prepare(`SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as { name: string }[]).map(
        ({ name }) => [name, t.app.ctx.db.prepare(`SELECT * FROM "${name}" ORDER BY 1`).all()],
      )
    expect(dump(a)).toEqual(dump(b))
    // Stored files too (invoice PDFs, darwin documents): byte for byte.
    const fileHashes = (t: TestApp) => {
      const root = t.app.ctx.files.root
      if (!existsSync(root)) return []
      return (readdirSync(root, { recursive: true }) as string[])
        .filter((f) => statSync(path.join(root, f)).isFile())
        .sort()
        .map((f) => [f, createHash('sha256').update(readFileSync(path.join(root, f))).digest('hex')])
    }
    expect(fileHashes(a)).toEqual(fileHashes(b))
  })
})

describe('the whole sandbox reset (serve --reset)', () => {
  it('puts every registrar back to the demo data and the clock to real time; tokens stay valid', async () => {
    const dir = tempDataDir()
    const first = await open(dir)
    const token = await first.token('admin')
    first.app.ctx.db.prepare(`UPDATE users SET name = 'Changed' WHERE username IN ('admin', 'other-admin')`).run()
    await first.call({ method: 'PUT', url: '/sandbox/clock', token, payload: { now: '2030-01-01T00:00:00+01:00', frozen: true } })
    await first.app.close()
    opened.splice(opened.indexOf(first), 1)

    const t = await createTestApp({ dataDir: dir, reset: true })
    opened.push(t)
    const names = t.app.ctx.db.prepare(`SELECT name FROM users WHERE username IN ('admin', 'other-admin') ORDER BY username`).all()
    expect(names).toEqual([{ name: 'Giulia' }, { name: 'Paolo' }])
    const clock = await t.call({ method: 'GET', url: '/sandbox/clock', token })
    expect(clock.statusCode).toBe(200)
    expect(clock.json().moved).toBe(false)
  })
})

describe('logs', () => {
  it('never show a secret of a URL', () => {
    expect(redactUrl('/gateway/session?key=abc123&x=1')).toBe('/gateway/session?key=[redacted]&x=1')
    expect(redactUrl('/v1/payments?status=approved')).toBe('/v1/payments?status=approved')
  })
})
