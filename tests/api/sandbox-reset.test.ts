/**
 * POST /sandbox/reset puts the caller's registrar back to the demo data set a new folder has,
 * and leaves the other registrar's data (and the shared clock) alone.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'

const opened: TestApp[] = []
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close()
})
const DAY = 86_400_000
const SEEDED = Date.UTC(2026, 4, 12, 9, 30)

async function appAt(now: () => number): Promise<TestApp> {
  const t = await createTestApp({}, { realNow: now })
  opened.push(t)
  return t
}

/** A token signed in now (the helper's cached ones expire when the test moves real time by days). */
async function freshToken(t: TestApp, username: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username, password: 'sandbox' } })
  return res.json().access_token as string
}

const registrarId = (t: TestApp, code: string) => (t.app.ctx.db.prepare('SELECT id FROM registrars WHERE code = ?').get(code) as { id: number }).id

/** Every row of the registrar's tables (as the schema says: a registrar_id column), and its stored files' hashes. */
function registrarData(t: TestApp, code: string) {
  const db = t.app.ctx.db
  const id = registrarId(t, code)
  const tables = (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('registrars') AND name NOT LIKE 'sqlite_%'`).all() as { name: string }[])
    .map((r) => r.name)
    .filter((name) => (db.prepare(`PRAGMA table_info("${name}")`).all() as { name: string }[]).some((c) => c.name === 'registrar_id'))
  const sorted = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort()
  const rows = Object.fromEntries(tables.map((name) => [name, sorted(db.prepare(`SELECT * FROM "${name}" WHERE registrar_id = ?`).all(id))]))
  const groups = sorted(db.prepare('SELECT g.* FROM user_groups g JOIN users u ON u.id = g.user_id WHERE u.registrar_id = ?').all(id))
  const files: Record<string, string> = {}
  for (const area of ['invoices', 'darwin']) {
    const dir = path.join(t.app.ctx.files.root, area, String(id))
    if (!existsSync(dir)) continue
    for (const f of readdirSync(dir)) files[`${area}/${f}`] = createHash('sha256').update(readFileSync(path.join(dir, f))).digest('hex')
  }
  return { rows, groups, files }
}

/** Changes to both registrars, through the API and behind it. */
async function changeBoth(t: TestApp) {
  const db = t.app.ctx.db
  const demo = registrarId(t, 'DEMO-REG')
  const other = registrarId(t, 'OTHER-REG')
  const ip = (await t.call({ method: 'GET', url: '/v1/ipAddresses', as: 'admin' })).json()[0]
  expect((await t.call({ method: 'DELETE', url: `/v1/ipAddresses/${ip.id}`, as: 'admin' })).statusCode).toBe(204)
  db.prepare(`UPDATE users SET name = 'Changed' WHERE username = 'admin'`).run()
  db.prepare('DELETE FROM darwin_events WHERE registrar_id = ?').run(demo)
  db.prepare(`UPDATE users SET name = 'Also changed' WHERE username = 'other-admin'`).run()
  db.prepare('DELETE FROM epp_messages WHERE registrar_id = ?').run(other)
  const otherIp = (await t.call({ method: 'GET', url: '/v1/ipAddresses', as: 'other-admin' })).json()[0]
  expect((await t.call({ method: 'DELETE', url: `/v1/ipAddresses/${otherIp.id}`, as: 'other-admin' })).statusCode).toBe(204)
}

describe('POST /sandbox/reset', () => {
  it("puts the caller's registrar back exactly as a new folder has it, and leaves the other registrar's changes", async () => {
    let now = SEEDED
    const t = await appAt(() => now)
    const demoBefore = registrarData(t, 'DEMO-REG')
    const adminToken = await t.token('admin')
    const otherToken = await t.token('other-admin')
    await changeBoth(t)
    const otherChanged = registrarData(t, 'OTHER-REG')
    expect(registrarData(t, 'DEMO-REG')).not.toEqual(demoBefore)
    await t.call({ method: 'PUT', url: '/sandbox/clock', token: adminToken, payload: { now: '2030-01-01T00:00:00+01:00', frozen: true } })

    now += 30 * 60_000
    expect((await t.call({ method: 'POST', url: '/sandbox/reset', token: adminToken })).statusCode).toBe(204)
    expect(registrarData(t, 'DEMO-REG')).toEqual(demoBefore)
    expect(registrarData(t, 'OTHER-REG')).toEqual(otherChanged)
    // The clock is shared by every registrar: a registrar's reset does not move it.
    expect((await t.call({ method: 'GET', url: '/sandbox/clock', token: adminToken })).json()).toMatchObject({ moved: true, frozen: true })
    // Users keep their ids: both registrars' tokens still work.
    expect((await t.call({ method: 'GET', url: '/v1/user', token: adminToken })).json().name).toBe('Giulia')
    expect((await t.call({ method: 'GET', url: '/v1/user', token: otherToken })).statusCode).toBe(200)
  })

  it('gives the data set of a folder made that day, even when ids and invoice numbers of that day are taken by the other registrar', async () => {
    let now = SEEDED
    const t = await appAt(() => now)
    await changeBoth(t)
    const otherChanged = registrarData(t, 'OTHER-REG')
    now += 45 * DAY
    const token = await freshToken(t, 'other-admin')
    expect((await t.call({ method: 'POST', url: '/sandbox/reset', token })).statusCode).toBe(204)
    const fresh = await appAt(() => now)
    const shape = (data: ReturnType<typeof registrarData>) =>
      Object.fromEntries(Object.entries(data.rows).map(([table, rows]) => [table, rows.length]))
    expect(shape(registrarData(t, 'OTHER-REG'))).toEqual(shape(registrarData(fresh, 'OTHER-REG')))
    expect(shape(registrarData(t, 'OTHER-REG'))).not.toEqual(shape(otherChanged))
    // Every invoice has its PDF, and numbers stay unique across the registry.
    const db = t.app.ctx.db
    const invoices = db.prepare('SELECT id, registrar_id FROM invoices').all() as { id: number; registrar_id: number }[]
    for (const i of invoices) expect(existsSync(path.join(t.app.ctx.files.root, 'invoices', String(i.registrar_id), `${i.id}.pdf`)), `invoice ${i.id}`).toBe(true)
    const duplicates = db.prepare('SELECT fiscal_year, invoice_number FROM invoices GROUP BY 1, 2 HAVING COUNT(*) > 1').all()
    expect(duplicates).toEqual([])
    const pdf = (await t.call({ method: 'GET', url: '/v1/invoices?size=1', token })).json().elements[0]
    expect((await t.call({ method: 'GET', url: `/v1/invoices/${pdf.id}/pdf`, token })).statusCode).toBe(200)
  })
})
