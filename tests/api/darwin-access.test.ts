/**
 * Who may call each darwin operation, all 36 of them: the spec's Darwin section (scope `darwin`
 * required, its Groups column; Access, rule 3: assignToMe and assignationRelease for admin and
 * domain, assignToUser for admin) and rule 4 (401 without a valid token, 403 for a scope or a
 * group that does not fit). Every refused call is answered before anything is read or changed:
 * the requests, contacts, documents, updates and events are the same afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { validContactData as contactData } from './darwin-contact-data.js'
import { multipartBody, pdfBytes } from '../helpers/multipart-form.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ALL_THREE = ['admin', 'domain', 'darwin'] as const
/** The demo users, one per group (CONTRACT.md). */
const GROUPS = ['admin', 'billing', 'domain', 'darwin'] as const
type Group = (typeof GROUPS)[number]

/**
 * The ids a call names: an unassigned submitted request of DEMO-REG's and what belongs to it, so
 * that a call let through would find something to read or change (and the state check below would
 * see it).
 */
interface Ids {
  request: number
  contact: number
  domain: number
  document: string
  update: number
  user: number
}

interface DarwinCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  /** The spec's Groups column. */
  groups: readonly Group[]
  url(ids: Ids): string
  /** A body of the right shape, so that only the caller's access decides. */
  body?(ids: Ids): { payload: string | Buffer; headers: Record<string, string> }
}

const json = (value: unknown) => ({ payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } })

/** The spec's darwin rows, in its order; `{}` in the path stands for the id the URL fills in. */
const CALLS: DarwinCall[] = [
  { method: 'GET', path: '/v1/darwin/requests', groups: ALL_THREE, url: () => '/v1/darwin/requests' },
  { method: 'GET', path: '/v1/darwin/requests/count', groups: ALL_THREE, url: () => '/v1/darwin/requests/count' },
  { method: 'GET', path: '/v1/darwin/requests/expiring', groups: ALL_THREE, url: () => '/v1/darwin/requests/expiring?days=30' },
  { method: 'GET', path: '/v1/darwin/requests/expiring/count', groups: ALL_THREE, url: () => '/v1/darwin/requests/expiring/count?days=30' },
  { method: 'GET', path: '/v1/darwin/requests/{}', groups: ALL_THREE, url: (i) => `/v1/darwin/requests/${i.request}` },
  { method: 'GET', path: '/v1/darwin/requests/{}/anomalies', groups: ALL_THREE, url: (i) => `/v1/darwin/requests/${i.request}/anomalies` },
  { method: 'GET', path: '/v1/darwin/requests/{}/referenceContact', groups: ALL_THREE, url: (i) => `/v1/darwin/requests/${i.request}/referenceContact` },
  { method: 'GET', path: '/v1/darwin/requests/{}/expirationDays', groups: ALL_THREE, url: (i) => `/v1/darwin/requests/${i.request}/expirationDays` },
  { method: 'POST', path: '/v1/darwin/requests/{}/assignToMe', groups: ['admin', 'domain'], url: (i) => `/v1/darwin/requests/${i.request}/assignToMe` },
  {
    method: 'POST',
    path: '/v1/darwin/requests/{}/assignToUser',
    groups: ['admin'],
    url: (i) => `/v1/darwin/requests/${i.request}/assignToUser`,
    body: (i) => json({ userId: i.user }),
  },
  { method: 'POST', path: '/v1/darwin/requests/{}/assignationRelease', groups: ['admin', 'domain'], url: (i) => `/v1/darwin/requests/${i.request}/assignationRelease` },
  { method: 'POST', path: '/v1/darwin/requests/{}/process', groups: ALL_THREE, url: (i) => `/v1/darwin/requests/${i.request}/process` },
  { method: 'GET', path: '/v1/darwin/contacts', groups: ALL_THREE, url: () => '/v1/darwin/contacts' },
  { method: 'GET', path: '/v1/darwin/contacts/count', groups: ALL_THREE, url: () => '/v1/darwin/contacts/count' },
  { method: 'GET', path: '/v1/darwin/contacts/{}', groups: ALL_THREE, url: (i) => `/v1/darwin/contacts/${i.contact}` },
  { method: 'PATCH', path: '/v1/darwin/contacts/{}', groups: ALL_THREE, url: (i) => `/v1/darwin/contacts/${i.contact}`, body: () => json({ action: 'hold' }) },
  {
    method: 'PUT',
    path: '/v1/darwin/contacts/changeAction/request/{}',
    groups: ALL_THREE,
    url: (i) => `/v1/darwin/contacts/changeAction/request/${i.request}`,
    body: () => json({ action: 'hold' }),
  },
  { method: 'GET', path: '/v1/darwin/contacts/{}/anomalies', groups: ALL_THREE, url: (i) => `/v1/darwin/contacts/${i.contact}/anomalies?all=true` },
  { method: 'GET', path: '/v1/darwin/contacts/{}/dbna', groups: ALL_THREE, url: (i) => `/v1/darwin/contacts/${i.contact}/dbna` },
  { method: 'GET', path: '/v1/darwin/contactUpdates', groups: ALL_THREE, url: (i) => `/v1/darwin/contactUpdates?requestId=${i.request}` },
  { method: 'GET', path: '/v1/darwin/contactUpdates/current', groups: ALL_THREE, url: (i) => `/v1/darwin/contactUpdates/current?requestId=${i.request}` },
  { method: 'GET', path: '/v1/darwin/contactUpdates/{}', groups: ALL_THREE, url: (i) => `/v1/darwin/contactUpdates/${i.update}` },
  {
    method: 'POST',
    path: '/v1/darwin/contactUpdates',
    groups: ALL_THREE,
    url: () => '/v1/darwin/contactUpdates',
    body: (i) => json({ requestId: i.request, message: 'Dati corretti', contactData }),
  },
  {
    method: 'POST',
    path: '/v1/darwin/contactUpdates/validate',
    groups: ALL_THREE,
    url: () => '/v1/darwin/contactUpdates/validate',
    body: (i) => json({ requestId: i.request, contactData }),
  },
  { method: 'GET', path: '/v1/darwin/domains', groups: ALL_THREE, url: () => '/v1/darwin/domains' },
  { method: 'GET', path: '/v1/darwin/domains/count', groups: ALL_THREE, url: () => '/v1/darwin/domains/count' },
  { method: 'GET', path: '/v1/darwin/domains/{}', groups: ALL_THREE, url: (i) => `/v1/darwin/domains/${i.domain}` },
  { method: 'GET', path: '/v1/darwin/domains/{}/dbna', groups: ALL_THREE, url: (i) => `/v1/darwin/domains/${i.domain}/dbna` },
  { method: 'GET', path: '/v1/darwin/documents', groups: ALL_THREE, url: () => '/v1/darwin/documents' },
  { method: 'GET', path: '/v1/darwin/documents/count', groups: ALL_THREE, url: () => '/v1/darwin/documents/count' },
  { method: 'GET', path: '/v1/darwin/documents/{}', groups: ALL_THREE, url: (i) => `/v1/darwin/documents/${i.document}` },
  {
    method: 'PUT',
    path: '/v1/darwin/documents',
    groups: ALL_THREE,
    url: () => '/v1/darwin/documents',
    body: (i) =>
      multipartBody([
        { name: 'document', data: JSON.stringify({ requestId: i.request, documentType: 'FC' }), contentType: 'application/json' },
        { name: 'file', data: pdfBytes(), filename: 'cf.pdf', contentType: 'application/pdf' },
      ]),
  },
  { method: 'DELETE', path: '/v1/darwin/documents/{}', groups: ALL_THREE, url: (i) => `/v1/darwin/documents/${i.document}` },
  { method: 'GET', path: '/v1/darwin/documents/{}/download', groups: ALL_THREE, url: (i) => `/v1/darwin/documents/${i.document}/download` },
  { method: 'GET', path: '/v1/darwin/events', groups: ALL_THREE, url: (i) => `/v1/darwin/events?requestId=${i.request}` },
  { method: 'GET', path: '/v1/darwin/events/count', groups: ALL_THREE, url: (i) => `/v1/darwin/events/count?requestId=${i.request}` },
]

const asAdmin = async <T>(url: string): Promise<T> => {
  const res = await t.call({ method: 'GET', url, as: 'admin' })
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
  return res.json() as T
}

let ids: Ids
beforeAll(async () => {
  const { elements } = await asAdmin<{ elements: { id: number }[] }>('/v1/darwin/requests?status=submitted&registrarAssignation=unassigned&size=100')
  // A request with contacts, domains and documents, as most demo requests have.
  for (const { id } of elements) {
    const contacts = await asAdmin<{ elements: { id: number }[] }>(`/v1/darwin/contacts?requestId=${id}`)
    const domains = await asAdmin<{ elements: { id: number }[] }>(`/v1/darwin/domains?requestId=${id}`)
    const documents = await asAdmin<{ elements: { id: string }[] }>(`/v1/darwin/documents?requestId=${id}`)
    if (!contacts.elements[0] || !domains.elements[0] || !documents.elements[0]) continue
    const users = await asAdmin<{ elements: { id: number; username: string }[] }>('/v1/users?username=darwin')
    const updates = await asAdmin<{ id: number }[]>(`/v1/darwin/contactUpdates?requestId=${id}`)
    ids = { request: id, contact: contacts.elements[0].id, domain: domains.elements[0].id, document: documents.elements[0].id, update: updates[0]?.id ?? 1, user: users.elements[0]!.id }
    return
  }
  throw new Error('no unassigned submitted request with contacts, domains and documents in the demo data')
})

/** What the calls could change, as an admin reads it. */
async function darwinState(): Promise<unknown> {
  const r = ids.request
  return Promise.all(
    [
      `/v1/darwin/requests/${r}`,
      `/v1/darwin/contacts?requestId=${r}&size=100`,
      `/v1/darwin/documents?requestId=${r}&size=100`,
      `/v1/darwin/contactUpdates?requestId=${r}`,
      `/v1/darwin/events?requestId=${r}&size=100`,
    ].map((url) => asAdmin(url)),
  )
}

async function send(call: DarwinCall, who: { as?: string; scope?: string; token?: string }) {
  const body = call.body?.(ids)
  return t.call({ method: call.method, url: call.url(ids), ...who, ...(body ? { payload: body.payload, headers: body.headers } : {}) })
}

function expectRefusal(res: { statusCode: number; body: string; json(): any }, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status)
  expect(res.json()).toMatchObject({ status, code })
}

describe('access to every darwin operation', () => {
  it('names every darwin operation of the OpenAPI document, with the groups and the scope the spec gives it', async () => {
    const doc = (await t.call({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, any>> }
    const served = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/v1/darwin/'))
      .flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`, op })),
      )
    expect(served.map((s) => s.key).sort()).toEqual(CALLS.map((c) => `${c.method} ${c.path}`).sort())
    for (const { key, op } of served) {
      const call = CALLS.find((c) => `${c.method} ${c.path}` === key)!
      expect([...op['x-groups']].sort(), key).toEqual([...call.groups].sort())
      expect(op.security, key).toEqual([{ registrar_authentication: ['darwin'] }])
    }
  })

  it.each(CALLS.map((c) => [`${c.method} ${c.path}`, c] as const))('%s: 401 without a token or with a made-up one, 403 without the darwin scope or for another group', async (_, call) => {
    const before = await darwinState()
    const noToken = await send(call, {})
    expectRefusal(noToken, 401, 'unauthenticated')
    expect(noToken.headers['www-authenticate']).toBe('Bearer realm="registrar"')
    expectRefusal(await send(call, { token: 'not-a-token' }), 401, 'invalid_token')
    expectRefusal(await send(call, { as: call.groups[0], scope: 'billing' }), 403, 'insufficient_scope')
    const outsiders = GROUPS.filter((g) => !call.groups.includes(g))
    expect(outsiders).toContain('billing')
    for (const group of outsiders) expectRefusal(await send(call, { as: group }), 403, 'forbidden_group')
    expect(await darwinState()).toEqual(before)
  })
})
