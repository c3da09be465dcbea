/**
 * The darwin refusals the other darwin tests leave out: a bad parameter on every search, count
 * and id (400, CONTRACT.md's paging rule), a request out of reach on every write (404: missing,
 * another registrar's, or for a darwin-group user one not assigned to them: spec, "Darwin"), and
 * a document whose stored file is gone. Each refusal leaves the request as it was.
 */
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { validContactData as contactData } from './darwin-contact-data.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const call = (method: Method, url: string, as = 'admin', payload?: object) => t.call({ method, url, as, ...(payload ? { payload } : {}) })
const okJson = async <T>(url: string, as = 'admin'): Promise<T> => {
  const res = await call('GET', url, as)
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
  return res.json() as T
}

type Refused = { statusCode: number; body: string; json(): any }
function expectRefused(res: Refused, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status)
  expect(res.json()).toMatchObject({ status, code })
}


/** DEMO-REG's unassigned submitted requests, one of them with a contact, and OTHER-REG's first request. */
let unassigned: number
let contact: number
let foreign: number
beforeAll(async () => {
  const { elements } = await okJson<{ elements: { id: number }[] }>('/v1/darwin/requests?status=submitted&registrarAssignation=unassigned&size=100')
  for (const { id } of elements) {
    const contacts = await okJson<{ elements: { id: number }[] }>(`/v1/darwin/contacts?requestId=${id}`)
    if (!contacts.elements[0]) continue
    unassigned = id
    contact = contacts.elements[0].id
    break
  }
  if (unassigned === undefined) throw new Error('no unassigned submitted request with contacts in the demo data')
  foreign = (await okJson<{ elements: { id: number }[] }>('/v1/darwin/requests', 'other-admin')).elements[0]!.id
})

/** What the writes below could change, as an admin reads it. */
const stateOf = (id: number) =>
  Promise.all(
    [`/v1/darwin/requests/${id}`, `/v1/darwin/contacts?requestId=${id}&size=100`, `/v1/darwin/contactUpdates?requestId=${id}`, `/v1/darwin/events?requestId=${id}&size=100`].map(
      (url) => okJson(url),
    ),
  )

describe('400 for a bad parameter', () => {
  const SEARCHES = ['/v1/darwin/requests', '/v1/darwin/requests/expiring?days=30&', '/v1/darwin/contacts', '/v1/darwin/domains', '/v1/darwin/documents', '/v1/darwin/events?requestId=1&']
  const withQuery = (url: string, query: string) => (url.endsWith('&') ? `${url}${query}` : `${url}?${query}`)

  it.each(SEARCHES.flatMap((url) => ['size=101', 'size=0', 'page=-1', 'page=x'].map((q) => [withQuery(url, q)])))('paging out of bounds: %s', async (url) => {
    expectRefused(await call('GET', url), 400, 'invalid_parameter')
  })

  it.each([
    ['/v1/darwin/requests/count?status=bogus'],
    ['/v1/darwin/requests/expiring/count?days=30&registrarAssignation=everyone'],
    ['/v1/darwin/contacts/count?action=later'],
    ['/v1/darwin/domains?contactId=abc'],
    ['/v1/darwin/domains/count?requestId=abc'],
    ['/v1/darwin/documents/count?requestId=abc'],
  ])('a filter of the wrong kind: %s', async (url) => {
    const res = await call('GET', url)
    expect(res.statusCode, res.body).toBe(400)
    expect(['invalid_parameter', 'invalid_value']).toContain(res.json().code)
  })

  it.each([['/v1/darwin/events/count'], ['/v1/darwin/contactUpdates/current']])('a required requestId left out: %s', async (url) => {
    const res = await call('GET', url)
    expectRefused(res, 400, 'invalid_parameter')
    expect(res.json().field).toBe('requestId')
  })

  it.each([
    ['GET', '/v1/darwin/contacts/abc'],
    ['GET', '/v1/darwin/contacts/abc/anomalies'],
    ['GET', '/v1/darwin/contacts/abc/dbna'],
    ['PATCH', '/v1/darwin/contacts/abc'],
    ['GET', '/v1/darwin/domains/abc'],
    ['GET', '/v1/darwin/domains/abc/dbna'],
    ['GET', '/v1/darwin/contactUpdates/abc'],
    ['POST', '/v1/darwin/requests/abc/assignToMe'],
    ['POST', '/v1/darwin/requests/abc/assignToUser'],
    ['POST', '/v1/darwin/requests/abc/assignationRelease'],
    ['POST', '/v1/darwin/requests/abc/process'],
    ['PUT', '/v1/darwin/contacts/changeAction/request/abc'],
  ] as const)('an id that is not a number: %s %s', async (method, url) => {
    const payload = url.includes('assignToUser') ? { userId: 1 } : method === 'PATCH' || method === 'PUT' ? { action: 'hold' } : undefined
    expectRefused(await call(method, url, 'admin', payload), 400, 'invalid_parameter')
  })

  it('all=maybe on a contact’s anomalies', async () => {
    expectRefused(await call('GET', `/v1/darwin/contacts/${contact}/anomalies?all=maybe`), 400, 'invalid_parameter')
  })
})

describe('404 for a request out of reach, and nothing changed', () => {
  /** Each write on `id`, as `as`; the user id is darwin's own. */
  const writes = (id: number, contactId: number, userId: number): Array<[string, Method, string, object | undefined]> => [
    ['process', 'POST', `/v1/darwin/requests/${id}/process`, undefined],
    ['assignToUser', 'POST', `/v1/darwin/requests/${id}/assignToUser`, { userId }],
    ['assignationRelease', 'POST', `/v1/darwin/requests/${id}/assignationRelease`, undefined],
    ['changeAction', 'PUT', `/v1/darwin/contacts/changeAction/request/${id}`, { action: 'hold' }],
    ['contact action', 'PATCH', `/v1/darwin/contacts/${contactId}`, { action: 'hold' }],
    ['contact update', 'POST', '/v1/darwin/contactUpdates', { requestId: id, message: 'Dati corretti', contactData }],
    ['contact update check', 'POST', '/v1/darwin/contactUpdates/validate', { requestId: id, contactData }],
  ]
  const darwinUserId = () => (t.app.ctx.db.prepare(`SELECT id FROM users WHERE username = 'darwin'`).get() as { id: number }).id

  it('a darwin-group user on a request not assigned to them: every write they may make answers 404', async () => {
    const before = await stateOf(unassigned)
    // assignToUser and assignationRelease are not theirs at all (403: darwin-access.test.ts).
    const theirs = writes(unassigned, contact, darwinUserId()).filter(([name]) => !['assignToUser', 'assignationRelease'].includes(name))
    for (const [name, method, url, payload] of theirs) {
      const res = await call(method, url, 'darwin', payload)
      expect(res.statusCode, `${name}: ${res.body}`).toBe(404)
      expect(res.json().code, name).toBe('not_found')
    }
    expect(await stateOf(unassigned)).toEqual(before)
  })

  it('a request that does not exist, or is another registrar’s: every write answers 404', async () => {
    const before = await stateOf(unassigned)
    const foreignContact = (await okJson<{ elements: { id: number }[] }>(`/v1/darwin/contacts?requestId=${foreign}`, 'other-admin')).elements[0]!.id
    const foreignBefore = await okJson(`/v1/darwin/requests/${foreign}`, 'other-admin')
    for (const [id, contactId] of [
      [99_999, 99_999],
      [foreign, foreignContact],
    ] as const) {
      for (const [name, method, url, payload] of writes(id, contactId, darwinUserId())) {
        const res = await call(method, url, 'admin', payload)
        expect(res.statusCode, `${name} on ${id}: ${res.body}`).toBe(404)
        expect(res.json().code, name).toBe('not_found')
      }
    }
    expect(await okJson(`/v1/darwin/requests/${foreign}`, 'other-admin')).toEqual(foreignBefore)
    expect(await stateOf(unassigned)).toEqual(before)
  })
})

describe('a document whose file is gone', () => {
  it('answers 404 file_not_found on download, and its metadata is still there', async () => {
    const { elements } = await okJson<{ elements: { id: string }[] }>('/v1/darwin/documents?size=1')
    const id = elements[0]!.id
    expect((await call('GET', `/v1/darwin/documents/${id}/download`)).statusCode).toBe(200)
    const { key } = t.app.ctx.db.prepare('SELECT storage_key AS key FROM darwin_documents WHERE id = ?').get(id) as { key: string }
    rmSync(t.app.ctx.files.pathOf(key))
    const res = await call('GET', `/v1/darwin/documents/${id}/download`)
    expectRefused(res, 404, 'file_not_found')
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect((await call('GET', `/v1/darwin/documents/${id}`)).statusCode).toBe(200)
  })
})
