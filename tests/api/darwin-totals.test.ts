import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Principal } from '../../local-server/core/tokens.js'
import { rebuildDerived } from '../../local-server/db/derived.js'
import { createRandom } from '../../local-server/db/seed/random.js'
import { type RequestQuery, requestSearchPlan } from '../../local-server/features/darwin/request-search.js'
import { createRequestTotals } from '../../local-server/features/darwin/request-totals.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { recordingRunner } from '../helpers/query-plan.js'
import { addDarwinRequests } from '../helpers/search-data.js'
import { registrarId } from './billing-helpers.js'

// totalElements of the darwin request search (and its count) comes from the requests per status
// and assignee kept by triggers (features/darwin/request-totals.ts); it must equal COUNT(*) of the
// same search for every caller, also after the registrar's, the registry's and the clock's writes.
let t: TestApp
let demo: number
const principals: Record<string, Principal> = {}
beforeAll(async () => {
  t = await createTestApp()
  const db = t.app.ctx.db
  demo = registrarId(t, 'DEMO-REG')
  for (const username of ['admin', 'domain', 'darwin', 'darwin2']) {
    const u = db.prepare<[string], { id: number; registrarId: number }>('SELECT id, registrar_id AS registrarId FROM users WHERE username = ?').get(username)!
    const groups = db.prepare<[number], { g: Principal['groups'][number] }>('SELECT group_name AS g FROM user_groups WHERE user_id = ?').all(u.id).map((r) => r.g)
    principals[username] = { userId: u.id, username, registrarId: u.registrarId, groups, scopes: ['darwin'], expiresAt: 0 }
  }
  const ids = (...names: string[]) => names.map((n) => principals[n]!.userId)
  addDarwinRequests(db, demo, 3_000, { now: Date.now(), assignees: [...ids('admin', 'darwin', 'darwin2', 'domain'), null, null, null] })
  addDarwinRequests(db, registrarId(t, 'OTHER-REG'), 300, { now: Date.now(), assignees: [null] })
  db.exec('ANALYZE')
})
afterAll(() => t.close())

const STATUSES = [
  'submitted', 'pending', 'rejected', 'registrarUpdated', 'processing', 'processingExpired', 'expired', 'completed', 'processingCancelled', 'cancelled',
]
const rnd = createRandom(1313)
const some = () => STATUSES.filter(() => rnd.chance(0.3)).concat(rnd.pick(STATUSES)).join(',')

function randomQuery(): RequestQuery {
  const q: Record<string, unknown> = {}
  if (rnd.chance(0.7)) q.status = rnd.pick([rnd.pick(STATUSES), `eq:${rnd.pick(STATUSES)}`, `in:${some()}`, `notIn:${some()}`])
  if (rnd.chance(0.6)) q.registrarAssignation = rnd.pick(['all', 'assigned', 'unassigned', 'assignedToMe'])
  if (rnd.chance(0.08)) q.referenceContactRegcode = `RC${String(rnd.int(0, 499)).padStart(5, '0')}`
  if (rnd.chance(0.08)) q.referenceContactOrg = `Org ${String.fromCharCode(65 + rnd.int(0, 25))}`
  return q as RequestQuery
}
const QUERIES: RequestQuery[] = [{}, { status: 'completed' }, { registrarAssignation: 'unassigned' }, ...Array.from({ length: 120 }, randomQuery)]

const qs = (query: RequestQuery) => new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))

/** Every query for every caller: the list's total, the count, and COUNT(*) of the plan. */
async function expectExact(queries = QUERIES) {
  const wrong: string[] = []
  for (const [username, principal] of Object.entries(principals)) {
    for (const q of queries) {
      const count = t.app.ctx.search.count(requestSearchPlan(principal, q, undefined))
      const list = await t.call({ method: 'GET', url: `/v1/darwin/requests?size=1&${qs(q)}`, as: username })
      const counted = await t.call({ method: 'GET', url: `/v1/darwin/requests/count?${qs(q)}`, as: username })
      expect(list.statusCode).toBe(200)
      const [total, answered] = [list.json().page.totalElements, counted.json().count]
      if (total !== count || answered !== count) wrong.push(`${username} ${qs(q)}: list ${total}, count ${answered}, COUNT(*) ${count}`)
    }
  }
  expect(wrong).toEqual([])
}

const call = (method: 'POST' | 'PUT', url: string, as: string, payload?: object) => t.call({ method, url, as, ...(payload ? { payload } : {}) })
const contact = (handle: string) => ({
  registrarContactId: handle, name: 'Marco Ferri', org: 'Totali S.p.A.', email: 'marco.ferri@example.it', voice: '+39.0212345678',
  streets: ['Via Dante 4'], city: 'Milano', postalCode: '20121', state: 'MI', country: 'it', regcode: 'FRRMRC80A01F205Z',
  nationality: 'it', entityType: 1, domains: [{ domain: `${handle.toLowerCase()}.it` }],
})

describe('darwin request totals', () => {
  it('equal COUNT(*) for every filter and caller (the expiry sweep has run on the first call)', async () => {
    await expectExact()
  })

  it('come from the totals for most searches (not COUNT(*))', () => {
    const totals = createRequestTotals(t.app.ctx.search)
    const served = QUERIES.filter((q) => totals.count(principals.admin!, q) !== undefined)
    expect(served.length / QUERIES.length).toBeGreaterThan(0.75)
  })

  it('stay exact after requests are opened, assigned, released, moved by the registry and expired by the clock', async () => {
    const opened: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await call('POST', '/sandbox/darwin/requests', 'admin', { contacts: [contact(`TOT-${i}`)], expirationDays: 1 + i })
      expect(res.statusCode).toBe(201)
      opened.push(res.json().id)
    }
    expect((await call('POST', `/v1/darwin/requests/${opened[0]}/assignToMe`, 'domain')).statusCode).toBe(204)
    expect((await call('POST', `/v1/darwin/requests/${opened[1]}/assignToUser`, 'admin', { userId: principals.darwin!.userId })).statusCode).toBe(204)
    expect((await call('POST', `/v1/darwin/requests/${opened[1]}/assignationRelease`, 'admin')).statusCode).toBe(204)
    expect((await call('POST', `/sandbox/darwin/requests/${opened[2]}/registry`, 'admin', { action: 'cancel' })).statusCode).toBe(200)
    await expectExact(QUERIES.slice(0, 40))
    // Two days on: the requests opened with one day to go expire on the next darwin call.
    expect((await call('PUT', '/sandbox/clock', 'admin', { now: new Date(Date.now() + 2.5 * 86_400_000).toISOString() })).statusCode).toBe(200)
    await expectExact(QUERIES.slice(0, 40))
    expect((await t.call({ method: 'DELETE', url: '/sandbox/clock', as: 'admin' })).statusCode).toBe(200)
  })

  it('read only the totals table through its key', () => {
    const recording = recordingRunner(t.app.ctx.search)
    const totals = createRequestTotals(recording.runner)
    for (const p of Object.values(principals)) for (const q of QUERIES) totals.count(p, q)
    expect(recording.seen.length).toBeGreaterThan(100)
    const problems = recording.problems(t.app.ctx.db)
    expect([...new Set(problems)]).toEqual([])
  })

  it('rebuildDerived recomputes the same rows the triggers keep', () => {
    const db = t.app.ctx.db
    const snapshot = () => db.prepare('SELECT * FROM darwin_request_totals ORDER BY 1, 2, 3').all()
    const kept = snapshot()
    rebuildDerived(db)
    expect(snapshot()).toEqual(kept)
  })
})
