import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Principal } from '../../local-server/core/tokens.js'
import { requestSearchPlan } from '../../local-server/features/darwin/request-search.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { searchPlanProblems } from '../helpers/query-plan.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const get = (url: string, as = 'admin') => t.call({ method: 'GET', url, as })
const post = (url: string, as = 'admin', payload?: object) => t.call({ method: 'POST', url, as, ...(payload ? { payload } : {}) })
type Req = { id: number; status: string; registrarUser?: { username: string }; referenceContact?: { org: string; regcode: string }; expirationDays?: number }
const list = async (query: string, as = 'admin') => {
  const res = await get(`/v1/darwin/requests?size=100&${query}`, as)
  expect(res.statusCode).toBe(200)
  return res.json() as { elements: Req[]; page: { totalElements: number; page: number; size: number; totalPages: number } }
}
const idOf = async (org: string) => (await list(`referenceContactOrg=${encodeURIComponent(org)}`)).elements[0]!.id

describe('darwin request search and count', () => {
  it('lists the demo requests newest first in the darwin page envelope, counts agreeing', async () => {
    const page = await list('')
    expect(page.page).toEqual({ size: 100, totalElements: 12, totalPages: 1, page: 0 })
    const statuses = new Set(page.elements.map((e) => e.status))
    for (const s of ['submitted', 'pending', 'registrarUpdated', 'processing', 'completed', 'expired', 'cancelled']) expect(statuses).toContain(s)
    const unassigned = page.elements.filter((e) => e.status === 'submitted' && !e.registrarUser)
    expect(unassigned.length).toBeGreaterThanOrEqual(4)
    expect((await get('/v1/darwin/requests/count')).json()).toEqual({ count: 12 })
  })

  it.each([
    ['status=submitted'],
    ['status=in:pending,processing'],
    ['status=notIn:submitted'],
    ['registrarAssignation=assigned'],
    ['registrarAssignation=unassigned'],
    ['registrarAssignation=assignedToMe'],
    ['registrarAssignation=all'],
    ['referenceContactOrg=pasticceria'],
    ['referenceContactOrg=eq:Mario Rossi'],
    ['referenceContactRegcode=VRDGPP75C15L219X'],
    ['status=submitted&registrarAssignation=unassigned'],
  ])('filters by %s and the count equals the total', async (q) => {
    const page = await list(q)
    const count = (await get(`/v1/darwin/requests/count?${q}`)).json().count
    expect(count).toBe(page.page.totalElements)
    expect(page.elements).toHaveLength(count)
  })

  it('applies each filter as named', async () => {
    expect((await list('status=submitted')).elements.every((e) => e.status === 'submitted')).toBe(true)
    const orgs = (await list('referenceContactOrg=pasticceria&view=referenceContact')).elements.map((e) => e.referenceContact!.org)
    expect(orgs).toEqual(['Pasticceria Dolce Vita S.r.l.'])
    const verdi = (await list('view=referenceContact')).elements.find((e) => e.referenceContact!.org === 'Giuseppe Verdi')!
    const byCode = await list(`referenceContactRegcode=${verdi.referenceContact!.regcode}`)
    expect(byCode.elements.map((e) => e.id)).toEqual([verdi.id])
    expect((await list('registrarAssignation=unassigned')).elements.every((e) => !e.registrarUser)).toBe(true)
    expect((await list('registrarAssignation=assigned')).elements.every((e) => e.registrarUser)).toBe(true)
    expect((await list('registrarAssignation=assignedToMe')).elements.every((e) => e.registrarUser!.username === 'admin')).toBe(true)
  })

  it('adds referenceContact and expirationDays only with view', async () => {
    const plain = await list('')
    expect(plain.elements[0]).not.toHaveProperty('referenceContact')
    expect(plain.elements[0]).not.toHaveProperty('expirationDays')
    const viewed = await list('view=referenceContact,expirationDays')
    for (const e of viewed.elements) {
      expect(e.referenceContact).toMatchObject({ org: expect.any(String), regcode: expect.any(String) })
      expect(e.expirationDays).toBeGreaterThanOrEqual(0)
    }
  })

  it('pages with page and size', async () => {
    const first = (await get('/v1/darwin/requests?size=5&page=0')).json()
    const third = (await get('/v1/darwin/requests?size=5&page=2')).json()
    expect(first.page).toEqual({ size: 5, totalElements: 12, totalPages: 3, page: 0 })
    expect(third.elements).toHaveLength(2)
    expect((await get('/v1/darwin/requests?size=5&page=9')).json().elements).toEqual([])
  })

  it.each([
    ['status=unknown'], ['registrarAssignation=mine'], ['view=everything'], ['size=101'], ['size=0'], ['page=-1'], ['referenceContactOrg=contains:x'], ['foo=bar'],
  ])('answers 400 to %s', async (q) => {
    const res = await get(`/v1/darwin/requests?${q}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toMatch(/invalid|not_allowed/)
  })

  it('finds the requests expiring within some days, soonest first, with a matching count', async () => {
    const week = (await get('/v1/darwin/requests/expiring?days=7&view=expirationDays,referenceContact')).json()
    expect(week.elements.map((e: Req) => e.referenceContact!.org)).toEqual(['Studio Tecnico Ing. Paolo Neri'])
    expect(week.elements[0].expirationDays).toBeLessThanOrEqual(7)
    const month = (await get('/v1/darwin/requests/expiring?days=30&view=expirationDays')).json()
    const days = month.elements.map((e: Req) => e.expirationDays)
    expect(days).toEqual([...days].sort((a: number, b: number) => a - b))
    expect(month.elements.every((e: Req) => ['submitted', 'pending', 'rejected', 'registrarUpdated'].includes(e.status))).toBe(true)
    for (const q of ['days=30', 'days=30&registrarAssignation=unassigned', 'days=30&referenceContactOrg=trattoria']) {
      const total = (await get(`/v1/darwin/requests/expiring?${q}`)).json().page.totalElements
      expect((await get(`/v1/darwin/requests/expiring/count?${q}`)).json().count).toBe(total)
    }
    expect((await get('/v1/darwin/requests/expiring')).statusCode).toBe(400)
    expect((await get('/v1/darwin/requests/expiring/count?days=-1')).statusCode).toBe(400)
  })
})

describe('one darwin request', () => {
  it('reads a request with note, required documents, assigned user and views', async () => {
    const id = await idOf('Giuseppe Verdi')
    const res = await get(`/v1/darwin/requests/${id}?view=referenceContact,expirationDays`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id, registrarId: expect.any(Number), status: 'pending', note: expect.any(String),
      requiredDocuments: { documents: ['IC', 'FC'] }, registrarUser: { username: 'domain', name: 'Sara Romano' },
      referenceContact: { requestId: id, org: 'Giuseppe Verdi', registrarContactId: 'DEMO-GV001' },
      expirationDays: expect.any(Number),
    })
    expect(res.json().statusDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
  })

  it('answers anomalies, reference contact and expiration days', async () => {
    const id = await idOf('Pasticceria')
    const anomalies = (await get(`/v1/darwin/requests/${id}/anomalies`)).json()
    expect(anomalies).toEqual([
      { field: 'org', codes: [1070] },
      { field: 'regcode', codes: [4021], contacts: ['DEMO-PDV01'] },
    ])
    expect((await get(`/v1/darwin/requests/${id}/referenceContact`)).json()).toMatchObject({ registrarContactId: 'DEMO-PDV01', requestId: id })
    expect((await get(`/v1/darwin/requests/${id}/expirationDays`)).json()).toEqual({ count: 20 })
    const expired = await idOf('Edilizia')
    expect((await get(`/v1/darwin/requests/${expired}/expirationDays`)).json()).toEqual({ count: 0 })
  })

  it.each(['', '/anomalies', '/referenceContact', '/expirationDays'])('404 for a missing id and 400 for a bad one (%s)', async (tail) => {
    expect((await get(`/v1/darwin/requests/99999${tail}`)).statusCode).toBe(404)
    expect((await get(`/v1/darwin/requests/abc${tail}`)).statusCode).toBe(400)
  })
})

describe('access', () => {
  it('401 without a token, 403 without the darwin scope or for a billing user', async () => {
    expect((await t.call({ method: 'GET', url: '/v1/darwin/requests' })).statusCode).toBe(401)
    const noScope = await t.call({ method: 'GET', url: '/v1/darwin/requests', as: 'admin', scope: 'billing' })
    expect(noScope.statusCode).toBe(403)
    expect(noScope.json().code).toBe('insufficient_scope')
    expect((await get('/v1/darwin/requests', 'billing')).json().code).toBe('forbidden_group')
  })

  it('isolates registrars: a foreign id answers 404 both ways', async () => {
    const other = (await list('', 'other-admin')).elements
    expect(other).toHaveLength(2)
    const demoId = await idOf('Mario Rossi')
    for (const tail of ['', '/anomalies', '/referenceContact', '/expirationDays']) {
      expect((await get(`/v1/darwin/requests/${demoId}${tail}`, 'other-admin')).statusCode).toBe(404)
      expect((await get(`/v1/darwin/requests/${other[0]!.id}${tail}`)).statusCode).toBe(404)
    }
    expect((await post(`/v1/darwin/requests/${demoId}/assignToMe`, 'other-admin')).statusCode).toBe(404)
  })

  it('a darwin-group user sees only the requests assigned to them', async () => {
    const mine = await list('view=referenceContact', 'darwin')
    expect(mine.elements.map((e) => e.referenceContact!.org).sort()).toEqual(['Laura Bianchi', 'Trattoria Da Gino S.n.c.'])
    expect(mine.elements.every((e) => e.registrarUser!.username === 'darwin')).toBe(true)
    expect((await get('/v1/darwin/requests/count', 'darwin')).json()).toEqual({ count: 2 })
    expect((await get('/v1/darwin/requests/count?registrarAssignation=unassigned', 'darwin')).json()).toEqual({ count: 0 })
    expect((await list('', 'darwin2')).elements).toEqual([])
    const notMine = await idOf('Mario Rossi')
    expect((await get(`/v1/darwin/requests/${notMine}`, 'darwin')).statusCode).toBe(404)
    expect((await get(`/v1/darwin/requests/${mine.elements[0]!.id}`, 'darwin')).statusCode).toBe(200)
    expect((await get(`/v1/darwin/requests/${mine.elements[0]!.id}`, 'darwin2')).statusCode).toBe(404)
  })
})

describe('index-backed searches', () => {
  const principal = (userId: number, groups: Principal['groups']): Principal => ({
    userId, username: 'x', registrarId: 1, groups, scopes: ['darwin'], expiresAt: 0,
  })
  it.each([
    [{}], [{ status: 'submitted' }], [{ status: 'in:pending,processing' }], [{ registrarAssignation: 'assigned' }],
    [{ registrarAssignation: 'unassigned' }], [{ registrarAssignation: 'assignedToMe' }], [{ referenceContactOrg: 'Pas' }],
    [{ referenceContactRegcode: 'X' }], [{ status: 'submitted', referenceContactOrg: 'M' }],
  ])('plans %j without scans or sorts, for admins and darwin users, list and expiring', (query) => {
    for (const p of [principal(1, ['admin']), principal(4, ['darwin'])]) {
      for (const expiring of [undefined, { now: 0, days: 7 }]) {
        if (expiring && 'status' in query) continue
        expect(searchPlanProblems(t.app.ctx.db, requestSearchPlan(p, query, expiring))).toEqual([])
      }
    }
  })
})
