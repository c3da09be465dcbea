import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, formatDate, startOfDate } from '../../local-server/time.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { unversioned } from '../helpers/unversioned.js'
import { registrarId, validBank } from './billing-helpers.js'

// The invoice and darwin request searches keep their pages serialized (core/page-cache.ts) until
// a write they show bumps their counter in search_versions (triggers, migration 0008), from a
// page's second request on. Every kind of write must reach the next answer; the darwin pages also
// follow the registry's date.
let t: TestApp
let demo: number
beforeAll(async () => {
  t = await createTestApp()
  demo = registrarId(t, 'DEMO-REG')
})
afterAll(() => t.close())

const get = async (url: string, as = 'admin') => {
  const res = await t.call({ method: 'GET', url, as })
  expect(res.statusCode, url).toBe(200)
  return res.json()
}
const version = (name: string) => t.app.ctx.db.prepare<[string], { v: number }>('SELECT v FROM search_versions WHERE name = ?').get(name)?.v

describe('the invoice search page cache', () => {
  const url = '/v1/invoices?sort=id,desc&size=5'
  it('serves a page again until a write to invoices, whoever writes', async () => {
    // Kept from its second request on.
    const first = await get(url, 'billing')
    expect(await get(url, 'billing')).toEqual(first)
    const newest = first.elements[0]
    // A write the counter does not see is not seen either: the page is cached.
    unversioned(t.app.ctx.db, 'invoices', () => t.app.ctx.db.prepare('UPDATE invoices SET total_amount = total_amount + 100, taxable_amount = taxable_amount + 100 WHERE id = ?').run(newest.id))
    expect(await get(url, 'billing')).toEqual(first)
    // Any writer bumps the counter through the triggers: here plain SQL.
    t.app.ctx.db.prepare('UPDATE invoices SET total_amount = total_amount - 100, taxable_amount = taxable_amount - 100 WHERE id = ?').run(newest.id)
    expect((await get(url, 'billing')).elements[0].totalAmount).toBe(newest.totalAmount)
  })

  it('shows an invoice issued by a payment approval at once, with its total', async () => {
    const before = await get(url, 'billing')
    const created = await t.call({ method: 'POST', url: '/v1/payments/bank', as: 'billing', payload: validBank() })
    expect(created.statusCode).toBe(201)
    const v = version('invoices')
    await t.call({ method: 'PUT', url: `/sandbox/payments/${created.json().id}/status`, as: 'admin', payload: { status: 'approved' } })
    expect(version('invoices')).toBeGreaterThan(v!)
    const after = await get(url, 'billing')
    expect(after.elements[0].paymentId).toBe(created.json().id)
    expect(after.page.totalElements).toBe(before.page.totalElements + 1)
  })

  it('shows a deleted invoice gone', async () => {
    const before = await get(url, 'billing')
    t.app.ctx.db.prepare('DELETE FROM invoices WHERE id = ?').run(before.elements[0].id)
    const after = await get(url, 'billing')
    expect(after.elements[0].id).not.toBe(before.elements[0].id)
    expect(after.page.totalElements).toBe(before.page.totalElements - 1)
  })
})

describe('the darwin request search page cache', () => {
  const url = '/v1/darwin/requests?view=referenceContact,expirationDays&size=100'
  type Req = { id: number; status: string; expirationDays?: number; registrarUser?: { id: number; name: string }; referenceContact?: { org: string } }
  const list = async (as = 'admin') => (await get(url, as)).elements as Req[]

  it('serves a page again until a write it shows', async () => {
    // Kept from its second request on.
    const first = await list()
    expect(await list()).toEqual(first)
    unversioned(t.app.ctx.db, 'darwin_requests', () => t.app.ctx.db.prepare(`UPDATE darwin_requests SET status = 'cancelled' WHERE id = ?`).run(first[0]!.id))
    expect(await list()).toEqual(first)
    t.app.ctx.db.prepare(`UPDATE darwin_requests SET status = ? WHERE id = ?`).run(first[0]!.status, first[0]!.id)
    expect(await list()).toEqual(first)
    // Any change of a request counts, even of a column no page shows.
    const v = version('darwin')
    t.app.ctx.db.prepare(`UPDATE darwin_requests SET note = note || '' WHERE id = ?`).run(first[0]!.id)
    expect(version('darwin')).toBeGreaterThan(v!)
  })

  it('shows an assignment, a release, a status the registry sets and a new request at once', async () => {
    const open = (await list()).find((r) => r.status === 'submitted' && !r.registrarUser)!
    expect((await t.call({ method: 'POST', url: `/v1/darwin/requests/${open.id}/assignToMe`, as: 'domain' })).statusCode).toBe(204)
    expect((await list()).find((r) => r.id === open.id)!.registrarUser).toMatchObject({ name: 'Sara Romano' })
    expect((await t.call({ method: 'POST', url: `/v1/darwin/requests/${open.id}/assignationRelease`, as: 'domain' })).statusCode).toBe(204)
    expect((await list()).find((r) => r.id === open.id)!.registrarUser).toBeUndefined()
    expect((await t.call({ method: 'POST', url: `/sandbox/darwin/requests/${open.id}/registry`, as: 'admin', payload: { action: 'cancel' } })).statusCode).toBe(200)
    expect((await list()).find((r) => r.id === open.id)!.status).toBe('cancelled')
    const created = await t.call({
      method: 'POST', url: '/sandbox/darwin/requests', as: 'admin',
      payload: {
        contacts: [{
          registrarContactId: 'CACHE-1', name: 'Anna Neri', org: 'Cache S.r.l.', email: 'anna@example.it', voice: '+39.0212345678',
          streets: ['Via Roma 1'], city: 'Pisa', postalCode: '56100', state: 'PI', country: 'it', regcode: '01234567890', nationality: 'it', entityType: 2,
        }],
      },
    })
    expect(created.statusCode).toBe(201)
    expect((await list())[0]).toMatchObject({ id: created.json().id, referenceContact: { org: 'Cache S.r.l.' } })
  })

  it("shows a change of the reference contact and of the assigned user's name", async () => {
    const db = t.app.ctx.db
    const assigned = (await list()).find((r) => r.registrarUser)!
    db.prepare(`UPDATE users SET name = 'Renamed' WHERE id = ?`).run(assigned.registrarUser!.id)
    expect((await list()).find((r) => r.id === assigned.id)!.registrarUser!.name).toMatch(/^Renamed /)
    const withRef = (await list()).find((r) => r.referenceContact)!
    db.prepare(`UPDATE darwin_contacts SET org = 'Altra Org' WHERE request_id = ? AND reference = 1`).run(withRef.id)
    expect((await list()).find((r) => r.id === withRef.id)!.referenceContact!.org).toBe('Altra Org')
  })

  it('keeps a page per caller: a darwin user sees only their requests', async () => {
    const all = await list('admin')
    const mine = await list('darwin')
    expect(mine.length).toBeLessThan(all.length)
    expect(await list('darwin2')).not.toEqual(mine)
  })

  it('gives the days left of the registry date: a cached page is not served on the next day', async () => {
    const db = t.app.ctx.db
    // No working request may expire over the next days: the clock's move then writes nothing.
    db.prepare(`UPDATE darwin_requests SET deadline = deadline + 20 * 86400000 WHERE status IN ('submitted', 'pending', 'rejected', 'registrarUpdated')`).run()
    const today = await list()
    const waiting = today.find((r) => (r.expirationDays ?? 0) > 5)!
    const v = version('darwin')
    const noonTomorrow = startOfDate(addDays(formatDate(Date.now()), 1)) + 12 * 3_600_000
    const move = await t.call({ method: 'PUT', url: '/sandbox/clock', as: 'admin', payload: { now: new Date(noonTomorrow).toISOString(), frozen: true } })
    expect(move.statusCode).toBe(200)
    const tomorrow = await list()
    expect(version('darwin')).toBe(v)
    expect(tomorrow.find((r) => r.id === waiting.id)!.expirationDays).toBe(waiting.expirationDays! - 1)
    // The registry date back: the page of that date again.
    expect((await t.call({ method: 'DELETE', url: '/sandbox/clock', as: 'admin' })).statusCode).toBe(200)
    expect(await list()).toEqual(today)
  })
})

describe('a sandbox reset', () => {
  it("puts the registrar's own pages back, whatever was cached", async () => {
    t.app.ctx.db.prepare(`DELETE FROM invoices WHERE id = (SELECT max(id) FROM invoices WHERE registrar_id = ? AND kind = 'operations')`).run(demo)
    const invoices = await get('/v1/invoices?size=3', 'billing')
    const requests = await get('/v1/darwin/requests?size=3')
    expect((await t.call({ method: 'POST', url: '/sandbox/reset', as: 'admin' })).statusCode).toBe(204)
    const fresh = await createTestApp()
    try {
      for (const [url, as] of [['/v1/invoices?size=3', 'billing'], ['/v1/darwin/requests?size=3', 'admin']] as const) {
        const expected = (await fresh.call({ method: 'GET', url, as })).json()
        expect(await get(url, as), url).toEqual(expected)
      }
    } finally {
      await fresh.close()
    }
    expect(await get('/v1/invoices?size=3', 'billing')).not.toEqual(invoices)
    expect(await get('/v1/darwin/requests?size=3')).not.toEqual(requests)
  })
})

// A page asked for again by the same URL is answered right after the access checks, before
// validation and the handler (mount's `kept`): it must be the same answer, and still checked.
describe('a page answered again', () => {
  const searches = [
    ['/v1/payments?status=approved&size=5', 'billing', 'darwin'],
    ['/v1/invoices?sort=id,desc&size=5', 'billing', 'darwin'],
    ['/v1/darwin/requests?size=5', 'admin', 'billing'],
    ['/v1/darwin/requests/expiring?days=30&size=5', 'admin', 'billing'],
  ] as const

  // Pages are kept from their second request: the third is answered before validation.
  const keep = async (url: string, as: string) => {
    for (let i = 0; i < 2; i++) expect((await t.call({ method: 'GET', url, as })).statusCode, url).toBe(200)
  }

  it('is the first answer: status, type, length and bytes', async () => {
    for (const [url, as] of searches) {
      const first = await t.call({ method: 'GET', url, as })
      await keep(url, as)
      const again = await t.call({ method: 'GET', url, as })
      expect(first.statusCode, url).toBe(200)
      expect(again.statusCode, url).toBe(200)
      expect(again.headers['content-type'], url).toBe(first.headers['content-type'])
      expect(again.headers['content-type'], url).toBe('application/json; charset=utf-8')
      expect(again.headers['content-length'], url).toBe(first.headers['content-length'])
      expect(again.rawPayload.equals(first.rawPayload), url).toBe(true)
      const head = await t.call({ method: 'HEAD', url, as })
      expect(head.statusCode, url).toBe(200)
      expect(head.payload, url).toBe('')
    }
  })

  it('still needs a token, the scope and the group', async () => {
    for (const [url, as, otherScope] of searches) {
      await keep(url, as)
      const anonymous = await t.call({ method: 'GET', url })
      expect(anonymous.statusCode, url).toBe(401)
      expect(anonymous.headers['www-authenticate'], url).toContain('Bearer')
      expect((await t.call({ method: 'GET', url, as, token: 'not-a-token' })).statusCode, url).toBe(401)
      expect((await t.call({ method: 'GET', url, as, scope: otherScope })).json().code, url).toBe('insufficient_scope')
    }
    // The darwin group has no billing: the page kept for billing is not answered to it.
    expect((await t.call({ method: 'GET', url: searches[0][0], as: 'darwin' })).statusCode).toBe(403)
  })

  it('follows the deadlines: a request expiring minutes later is shown expired on the same day', async () => {
    const db = t.app.ctx.db
    const noon = startOfDate(formatDate(Date.now())) + 12 * 3_600_000
    const at = (ms: number) => t.call({ method: 'PUT', url: '/sandbox/clock', as: 'admin', payload: { now: new Date(ms).toISOString(), frozen: true } })
    expect((await at(noon)).statusCode).toBe(200)
    try {
      const url = '/v1/darwin/requests?status=eq:submitted&size=100'
      const waiting = (await get(url)).elements[0] as { id: number }
      db.prepare('UPDATE darwin_requests SET deadline = ? WHERE id = ?').run(noon + 60_000, waiting.id)
      await keep(url, 'admin')
      expect((await get(url)).elements.map((r: { id: number }) => r.id)).toContain(waiting.id)
      expect((await at(noon + 120_000)).statusCode).toBe(200)
      expect((await get(url)).elements.map((r: { id: number }) => r.id)).not.toContain(waiting.id)
      expect((await get(`/v1/darwin/requests/${waiting.id}`)).status).toBe('expired')
    } finally {
      expect((await t.call({ method: 'DELETE', url: '/sandbox/clock', as: 'admin' })).statusCode).toBe(200)
    }
  })
})
