import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Principal } from '../../local-server/core/tokens.js'
import { contactSearchPlan } from '../../local-server/features/darwin/contacts-service.js'
import { domainSearchPlan } from '../../local-server/features/darwin/domains-service.js'
import { eventSearchPlan } from '../../local-server/features/darwin/events-service.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { searchPlanProblems } from '../helpers/query-plan.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, as = 'admin', payload?: object) =>
  t.call({ method, url, as, ...(payload ? { payload } : {}) })
const get = (url: string, as = 'admin') => call('GET', url, as)
const requestOf = async (org: string, as = 'admin') =>
  (await get(`/v1/darwin/requests?referenceContactOrg=${encodeURIComponent(org)}`, as)).json().elements[0].id as number

describe('darwin contacts', () => {
  it('searches with each filter, counts equal to totals', async () => {
    const req = await requestOf('Pasticceria')
    for (const q of [`requestId=${req}`, 'action=todo', 'action=in:hold,delete', 'registrarContactId=DEMO-PDV02', 'dbnaId=1', '']) {
      const page = (await get(`/v1/darwin/contacts?size=100&${q}`)).json()
      expect((await get(`/v1/darwin/contacts/count?${q}`)).json().count).toBe(page.page.totalElements)
    }
    const ofReq = (await get(`/v1/darwin/contacts?requestId=${req}`)).json()
    expect(ofReq.elements).toEqual([
      { id: expect.any(Number), dbnaId: expect.any(Number), requestId: req, registrarContactId: 'DEMO-PDV01', action: 'todo', status: 'submitted', reference: true },
      { id: expect.any(Number), dbnaId: expect.any(Number), requestId: req, registrarContactId: 'DEMO-PDV02', action: 'todo', status: 'submitted', reference: false },
    ])
    const byDbna = (await get(`/v1/darwin/contacts?dbnaId=${ofReq.elements[1].dbnaId}`)).json()
    expect(byDbna.elements.map((c: { id: number }) => c.id)).toEqual([ofReq.elements[1].id])
    expect((await get('/v1/darwin/contacts?action=hold')).json().elements.map((c: { registrarContactId: string }) => c.registrarContactId)).toEqual(['DEMO-AS002'])
    expect((await get('/v1/darwin/contacts?action=later')).statusCode).toBe(400)
  })

  it('reads a contact, its DBNA data and its anomalies (all=true adds the general ones)', async () => {
    const req = await requestOf('Pasticceria')
    const [ref] = (await get(`/v1/darwin/contacts?requestId=${req}`)).json().elements
    expect((await get(`/v1/darwin/contacts/${ref.id}`)).json()).toEqual(ref)
    const dbna = (await get(`/v1/darwin/contacts/${ref.id}/dbna`)).json()
    expect(dbna).toMatchObject({
      id: ref.dbnaId, contactId: 'DEMO-PDV01', org: 'Pasticceria Dolce Vita S.r.l.', country: 'it', state: 'MI', postalCode: '20124',
      streets: ['Corso Buenos Aires 45'], consentForPublish: true, linked: true, registrant: { nationality: 'it', entityType: 2 },
    })
    expect((await get(`/v1/darwin/contacts/${ref.id}/anomalies`)).json()).toEqual([{ field: 'regcode', codes: [4021], contacts: ['DEMO-PDV01'] }])
    expect((await get(`/v1/darwin/contacts/${ref.id}/anomalies?all=true`)).json()).toEqual([
      { field: 'org', codes: [1070] },
      { field: 'regcode', codes: [4021], contacts: ['DEMO-PDV01'] },
    ])
    for (const tail of ['', '/dbna', '/anomalies']) {
      expect((await get(`/v1/darwin/contacts/99999${tail}`)).statusCode).toBe(404)
      expect((await get(`/v1/darwin/contacts/${ref.id}${tail}`, 'other-admin')).statusCode).toBe(404)
      expect((await get(`/v1/darwin/contacts/${ref.id}${tail}`, 'darwin')).statusCode).toBe(404)
    }
  })

  it('changes one action and all actions of a request; 400 for an unknown action; 409 once processing', async () => {
    const req = await requestOf('Pasticceria')
    const [a, b] = (await get(`/v1/darwin/contacts?requestId=${req}`)).json().elements
    const patched = await call('PATCH', `/v1/darwin/contacts/${b.id}`, 'domain', { action: 'hold' })
    expect(patched.statusCode).toBe(200)
    expect(patched.json()).toMatchObject({ id: b.id, action: 'hold' })
    expect((await get(`/v1/darwin/contacts/${a.id}`)).json().action).toBe('todo')
    const bulk = await call('PUT', `/v1/darwin/contacts/changeAction/request/${req}`, 'admin', { action: 'delete' })
    expect(bulk.statusCode).toBe(200)
    expect((await get(`/v1/darwin/contacts?requestId=${req}&action=delete`)).json().page.totalElements).toBe(2)
    await call('PUT', `/v1/darwin/contacts/changeAction/request/${req}`, 'admin', { action: 'todo' })
    expect((await call('PATCH', `/v1/darwin/contacts/${a.id}`, 'admin', { action: 'remove' })).statusCode).toBe(400)
    expect((await call('PUT', `/v1/darwin/contacts/changeAction/request/${req}`, 'admin', { action: 'x' })).statusCode).toBe(400)
    expect((await call('PUT', `/v1/darwin/contacts/changeAction/request/99999`, 'admin', { action: 'hold' })).statusCode).toBe(404)
    expect((await call('PATCH', `/v1/darwin/contacts/${a.id}`, 'other-admin', { action: 'hold' })).statusCode).toBe(404)
    const processing = await requestOf('Alpi')
    const [p] = (await get(`/v1/darwin/contacts?requestId=${processing}`)).json().elements
    expect((await call('PATCH', `/v1/darwin/contacts/${p.id}`, 'admin', { action: 'hold' })).statusCode).toBe(409)
    expect((await call('PUT', `/v1/darwin/contacts/changeAction/request/${processing}`, 'admin', { action: 'hold' })).statusCode).toBe(409)
  })

  it('a darwin-group user reaches the contacts of their requests only', async () => {
    const all = (await get('/v1/darwin/contacts?size=100', 'darwin')).json()
    expect(all.elements.map((c: { registrarContactId: string }) => c.registrarContactId).sort()).toEqual(['DEMO-LB001', 'DEMO-TDG01'])
    expect((await get('/v1/darwin/contacts/count', 'darwin')).json().count).toBe(2)
    const c = all.elements[0]
    expect((await call('PATCH', `/v1/darwin/contacts/${c.id}`, 'darwin', { action: 'todo' })).statusCode).toBe(200)
  })
})

describe('darwin domains', () => {
  it('searches with each filter, counts equal to totals; reads a domain and its DBNA data', async () => {
    const req = await requestOf('Pasticceria')
    const page = (await get(`/v1/darwin/domains?requestId=${req}`)).json()
    expect(page.elements.map((d: { domain: string }) => d.domain)).toEqual(['pasticceriadolcevita.it', 'dolcevita-milano.it', 'torte-dolcevita.it'])
    const d = page.elements[0]
    for (const q of [`requestId=${req}`, `contactId=${d.contactId}`, `dbnaId=${d.dbnaId}`, 'domain=torte-dolcevita.it', 'registrarContactId=DEMO-PDV02', '']) {
      const p = (await get(`/v1/darwin/domains?size=100&${q}`)).json()
      expect(p.page.totalElements).toBeGreaterThan(0)
      expect((await get(`/v1/darwin/domains/count?${q}`)).json().count).toBe(p.page.totalElements)
    }
    expect((await get(`/v1/darwin/domains/${d.id}`)).json()).toEqual(d)
    const dbna = (await get(`/v1/darwin/domains/${d.id}/dbna`)).json()
    expect(dbna).toMatchObject({ id: d.dbnaId, domain: 'pasticceriadolcevita.it', signed: true, registered: true, status: 'ok' })
    expect(Date.parse(dbna.expire)).toBeGreaterThan(Date.parse(dbna.created))
    expect((await get(`/v1/darwin/domains?domain=borgo-fiorentino.it`)).json().elements[0].status).toBe('incompatible')
    for (const tail of ['', '/dbna']) {
      expect((await get(`/v1/darwin/domains/99999${tail}`)).statusCode).toBe(404)
      expect((await get(`/v1/darwin/domains/${d.id}${tail}`, 'other-admin')).statusCode).toBe(404)
      expect((await get(`/v1/darwin/domains/${d.id}${tail}`, 'darwin')).statusCode).toBe(404)
    }
    expect((await get('/v1/darwin/domains/count', 'darwin')).json().count).toBe(2)
  })
})

describe('darwin events', () => {
  it('reads a history newest first, filtered by type, counts equal', async () => {
    const req = await requestOf('Giuseppe Verdi')
    const page = (await get(`/v1/darwin/events?requestId=${req}`)).json()
    expect(page.elements.map((e: { type: string }) => e.type)).toEqual([
      'registrarUpdateRejected', 'registryUserAssignation', 'registrarUpdated', 'updatedRequiredDocuments', 'updatedRequiredDocuments',
      'registrarUserAssignation', 'submitted',
    ])
    expect((await get(`/v1/darwin/events/count?requestId=${req}`)).json().count).toBe(7)
    expect((await get(`/v1/darwin/events?requestId=${req}&type=updatedRequiredDocuments`)).json().page.totalElements).toBe(2)
    expect((await get(`/v1/darwin/events/count?requestId=${req}&type=in:submitted,registrarUpdated`)).json().count).toBe(2)
    expect((await get(`/v1/darwin/events?requestId=${req}&type=nope`)).statusCode).toBe(400)
    expect((await get('/v1/darwin/events')).statusCode).toBe(400)
    expect((await get(`/v1/darwin/events?requestId=99999`)).statusCode).toBe(404)
    expect((await get(`/v1/darwin/events?requestId=${req}`, 'other-admin')).statusCode).toBe(404)
    expect((await get(`/v1/darwin/events/count?requestId=${req}`, 'darwin')).statusCode).toBe(404)
  })
})

describe('index-backed contact, domain and event searches', () => {
  const principals: Principal[] = [
    { userId: 1, username: 'admin', registrarId: 1, groups: ['admin'], scopes: ['darwin'], expiresAt: 0 },
    { userId: 4, username: 'darwin', registrarId: 1, groups: ['darwin'], scopes: ['darwin'], expiresAt: 0 },
  ]
  it('plans no scans and no sorts', () => {
    const db = t.app.ctx.db
    for (const p of principals) {
      for (const q of [{}, { requestId: '1' }, { action: 'todo' }, { action: 'in:hold,delete' }, { dbnaId: '5' }, { registrarContactId: 'X' }]) {
        expect(searchPlanProblems(db, contactSearchPlan(p, q))).toEqual([])
      }
      for (const q of [{}, { requestId: '1' }, { contactId: '1' }, { dbnaId: '5' }, { domain: 'a.it' }, { registrarContactId: 'X' }]) {
        expect(searchPlanProblems(db, domainSearchPlan(p, q))).toEqual([])
      }
    }
    for (const q of [{}, { type: 'submitted' }, { type: 'in:submitted,expired' }]) {
      expect(searchPlanProblems(db, eventSearchPlan(1, 1, q))).toEqual([])
    }
  })
})

describe('access to contacts, domains and events', () => {
  it.each(['/v1/darwin/contacts', '/v1/darwin/contacts/count', '/v1/darwin/domains', '/v1/darwin/domains/count', '/v1/darwin/events?requestId=1'])(
    '401, 403 by scope and by group on %s',
    async (url) => {
      expect((await t.call({ method: 'GET', url })).statusCode).toBe(401)
      expect((await t.call({ method: 'GET', url, as: 'domain', scope: 'billing' })).statusCode).toBe(403)
      expect((await get(url, 'billing')).statusCode).toBe(403)
    },
  )
})
