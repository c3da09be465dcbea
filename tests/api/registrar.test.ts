import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactsDelete, contactsGet, contactsUpdate } from '../../local-server/contract/registrar.js'
import { createTestApp, type TestApp } from '../helpers/app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const GROUP_USERS = ['admin', 'billing', 'domain', 'darwin', 'darwin2']

const PUBLIC_INFO = {
  displayName: 'Demo Registrar',
  website: 'https://www.demo-registrar.it',
  email: 'info@demo-registrar.it',
  phone: '+39.0612345678',
  description: 'Domini .it per professionisti.',
  languages: ['it', 'en', 'de'],
}

const CONTACT = {
  role: 'technical',
  firstName: 'Giorgio',
  lastName: 'Esposito',
  email: 'giorgio.esposito@demo-registrar.it',
  phone: '+39.0612345679',
  mobile: '+39.3331234567',
  language: 'it',
}

function expectLegacy(res: { statusCode: number; json(): unknown }, status: number, code: string, field?: string) {
  expect(res.statusCode).toBe(status)
  expect(res.json()).toMatchObject({ code, ...(field ? { field } : {}) })
  expect(res.json()).toHaveProperty('timestamp')
}

describe('GET /v1/registrar', () => {
  it('every group reads its own registrar data, never 403', async () => {
    for (const as of GROUP_USERS) {
      for (const scope of ['billing', 'darwin']) {
        const res = await t.call({ method: 'GET', url: '/v1/registrar', as, scope })
        expect(res.statusCode).toBe(200)
        expect(res.json()).toMatchObject({ code: 'DEMO-REG', name: 'Demo Registrar S.r.l.', status: 'active' })
      }
    }
    expect((await t.call({ method: 'GET', url: '/v1/registrar', as: 'other-admin' })).json().code).toBe('OTHER-REG')
  })

  it('401 without a token', async () => {
    expectLegacy(await t.call({ method: 'GET', url: '/v1/registrar' }), 401, 'unauthenticated')
  })

  // The spec: "403 forbidden (not listed for GET /v1/registrar and GET /v1/registrar/publicInfo)".
  // Any valid token of any user reads them, and the document says so.
  it('documents no 403 for it nor for GET /v1/registrar/publicInfo, unlike the other reads of the area', async () => {
    const doc = (await t.call({ method: 'GET', url: '/openapi.json' })).json()
    for (const url of ['/v1/registrar', '/v1/registrar/publicInfo']) {
      expect(doc.paths[url].get.responses['403'], url).toBeUndefined()
      expect(doc.paths[url].get.responses['401'], url).toBeDefined()
    }
    expect(doc.paths['/v1/contract'].get.responses['403']).toBeDefined()
  })
})

describe('GET and PUT /v1/registrar/publicInfo', () => {
  it('every group reads it, never 403', async () => {
    for (const as of GROUP_USERS) {
      const res = await t.call({ method: 'GET', url: '/v1/registrar/publicInfo', as })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ displayName: 'Demo Registrar', languages: ['it', 'en'] })
    }
    expectLegacy(await t.call({ method: 'GET', url: '/v1/registrar/publicInfo' }), 401, 'unauthenticated')
  })

  it('admin replaces it (200), OTHER-REG keeps its own', async () => {
    const res = await t.call({ method: 'PUT', url: '/v1/registrar/publicInfo', as: 'admin', payload: PUBLIC_INFO })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject(PUBLIC_INFO)
    expect(res.json().lastupdate).toMatch(/^\d{4}-/)
    const minimal = { ...PUBLIC_INFO, website: null, description: null, languages: ['it'] }
    expect((await t.call({ method: 'PUT', url: '/v1/registrar/publicInfo', as: 'admin', payload: minimal })).json()).toMatchObject(minimal)
    expect((await t.call({ method: 'GET', url: '/v1/registrar/publicInfo', as: 'other-admin' })).json().displayName).toBe('Altro Registrar')
  })

  it('takes any ISO 639-1 code, the rarer ones too', async () => {
    const payload = { ...PUBLIC_INFO, languages: ['zu', 'ae', 'nb', 'nn', 'he', 'yi', 'id'] }
    const res = await t.call({ method: 'PUT', url: '/v1/registrar/publicInfo', as: 'admin', payload })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().languages).toEqual(payload.languages)
  })

  it('names every language refused, each once', async () => {
    const res = await t.call({ method: 'PUT', url: '/v1/registrar/publicInfo', as: 'admin', payload: { ...PUBLIC_INFO, languages: ['xx', 'it', 'zz'] } })
    expectLegacy(res, 400, 'invalid_body', 'languages.0')
    expect(res.json().errors).toEqual([
      { field: 'languages.0', code: 'invalid_body' },
      { field: 'languages.2', code: 'invalid_body' },
    ])
  })

  it.each([
    [{ website: 'ftp://demo-registrar.it' }, 'invalid_url', 'website'],
    [{ website: 'www.demo-registrar.it' }, 'invalid_url', 'website'],
    [{ email: 'info@@demo.it' }, 'invalid_email', 'email'],
    [{ phone: '0612345678' }, 'invalid_phone', 'phone'],
    [{ displayName: '  ' }, 'blank_value', 'displayName'],
    [{ description: 'x'.repeat(501) }, 'invalid_body', 'description'],
    [{ languages: [] }, 'invalid_body', 'languages'],
    [{ languages: ['it', 'it'] }, 'invalid_body', 'languages'],
    [{ languages: ['ita'] }, 'invalid_body', 'languages.0'],
    // Two lowercase letters are not enough: an ISO 639-1 code of the list.
    [{ languages: ['xx'] }, 'invalid_body', 'languages.0'],
    [{ languages: ['it', 'qq'] }, 'invalid_body', 'languages.1'],
    // Withdrawn codes (Hebrew is he, no longer iw) and upper case are no codes of the list either.
    [{ languages: ['iw'] }, 'invalid_body', 'languages.0'],
    [{ languages: ['EN'] }, 'invalid_body', 'languages.0'],
    // The empty string is refused by the schema, text of spaces only by the service (docs/api-conventions.md).
    [{ description: '' }, 'invalid_body', 'description'],
    [{ description: '   ' }, 'blank_value', 'description'],
    [{ email: undefined }, 'invalid_body', 'email'],
    [{ lastupdate: '2026-01-01T00:00:00+01:00' }, 'invalid_body', 'lastupdate'],
  ])('400 for %j', async (change, code, field) => {
    const payload = { ...PUBLIC_INFO, ...change }
    expectLegacy(await t.call({ method: 'PUT', url: '/v1/registrar/publicInfo', as: 'admin', payload }), 400, code, field)
  })

  it('401 without a token, 403 for every group but admin', async () => {
    expectLegacy(await t.call({ method: 'PUT', url: '/v1/registrar/publicInfo', payload: PUBLIC_INFO }), 401, 'unauthenticated')
    for (const as of ['billing', 'domain', 'darwin']) {
      expectLegacy(await t.call({ method: 'PUT', url: '/v1/registrar/publicInfo', as, payload: PUBLIC_INFO }), 403, 'forbidden_group')
    }
  })
})

describe('registrar contacts', () => {
  it('lists the 3 demo contacts to every group; OTHER-REG sees only its own', async () => {
    for (const as of GROUP_USERS) {
      const res = await t.call({ method: 'GET', url: '/v1/registrar/contacts', as })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toHaveLength(3)
      expect(res.json().map((c: { role: string }) => c.role)).toEqual(['administrative', 'technical', 'billing'])
    }
    const other = (await t.call({ method: 'GET', url: '/v1/registrar/contacts', as: 'other-admin' })).json()
    expect(other.every((c: { email: string }) => c.email.endsWith('@altro-registrar.it'))).toBe(true)
  })

  it('creates (201), reads, updates (201) and deletes (204) a contact', async () => {
    const created = await t.call({ method: 'POST', url: '/v1/registrar/contacts', as: 'admin', payload: CONTACT })
    expect(created.statusCode).toBe(201)
    const contact = created.json()
    expect(contact).toMatchObject({ ...CONTACT, id: expect.any(Number) })
    const url = `/v1/registrar/contacts/${contact.id}`
    expect((await t.call({ method: 'GET', url, as: 'darwin' })).json()).toEqual(contact)

    const change = { ...CONTACT, role: 'abuse', mobile: null, language: 'en' }
    const updated = await t.call({ method: 'PUT', url, as: 'admin', payload: change })
    expect(updated.statusCode).toBe(201)
    expect(updated.json()).toMatchObject({ ...change, id: contact.id, created: contact.created })
    const { mobile: _m, ...withoutMobile } = CONTACT
    expect((await t.call({ method: 'PUT', url, as: 'admin', payload: withoutMobile })).json().mobile).toBeNull()

    const deleted = await t.call({ method: 'DELETE', url, as: 'admin' })
    expect(deleted.statusCode).toBe(204)
    expect(deleted.body).toBe('')
    expectLegacy(await t.call({ method: 'GET', url, as: 'admin' }), 404, 'not_found')
    expectLegacy(await t.call({ method: 'PUT', url, as: 'admin', payload: CONTACT }), 404, 'not_found')
    expectLegacy(await t.call({ method: 'DELETE', url, as: 'admin' }), 404, 'not_found')
    expect((await t.call({ method: 'GET', url: '/v1/registrar/contacts', as: 'admin' })).json()).toHaveLength(3)
  })

  it('404 for a missing id', async () => {
    expectLegacy(await t.call({ method: 'GET', url: '/v1/registrar/contacts/999999', as: 'admin' }), 404, 'not_found')
  })

  // The spec lists no 400 for GET and DELETE and types the id as a string: an id that cannot name
  // a contact names none, 404 like a missing one; on PUT too, once its body passes.
  it.each(['abc', '0x1', '1.0', '%201', '1e0', '-1', '0', '9223372036854775807', '9223372036854775808', '99999999999999999999999'])(
    '404 not_found for the id %s on GET, PUT and DELETE',
    async (id) => {
      const url = `/v1/registrar/contacts/${id}`
      expectLegacy(await t.call({ method: 'GET', url, as: 'admin' }), 404, 'not_found')
      expectLegacy(await t.call({ method: 'PUT', url, as: 'admin', payload: CONTACT }), 404, 'not_found')
      expectLegacy(await t.call({ method: 'DELETE', url, as: 'admin' }), 404, 'not_found')
    },
  )

  it('an id written with leading zeros names the same contact, as every integer id does', async () => {
    const [first] = (await t.call({ method: 'GET', url: '/v1/registrar/contacts', as: 'admin' })).json()
    const res = await t.call({ method: 'GET', url: `/v1/registrar/contacts/00${first.id}`, as: 'admin' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(first)
  })

  it('PUT judges its body first: a wrong body answers 400 whatever the id', async () => {
    expectLegacy(await t.call({ method: 'PUT', url: '/v1/registrar/contacts/abc', as: 'admin', payload: { ...CONTACT, role: 'boss' } }), 400, 'invalid_body', 'role')
  })

  it('declares the path id as the string it is, with no 400 on GET and DELETE', async () => {
    const doc = (await t.call({ method: 'GET', url: '/openapi.json' })).json()
    const path = doc.paths['/v1/registrar/contacts/{registrarContactId}']
    for (const method of ['get', 'put', 'delete']) {
      expect(path[method].parameters.find((p: { name: string }) => p.name === 'registrarContactId').schema.type).toBe('string')
    }
    // The spec's statuses; the document still lists the 400 every operation may answer (an unknown
    // query parameter, two Host or Authorization headers), never one for the id.
    expect(contactsGet.errors).toEqual([401, 403, 404])
    expect(contactsDelete.errors).toEqual([401, 403, 404])
    expect(contactsUpdate.errors).toEqual([400, 401, 403, 404])
    for (const method of ['get', 'delete']) expect(path[method].responses['400']['x-error-codes']).toEqual(['invalid_parameter', 'duplicate_host', 'duplicate_authorization'])
  })

  it("isolation: another registrar's contact answers 404 like a missing one, both ways, and is untouched", async () => {
    const demoIds = (await t.call({ method: 'GET', url: '/v1/registrar/contacts', as: 'admin' })).json().map((c: { id: number }) => c.id)
    const otherIds = (await t.call({ method: 'GET', url: '/v1/registrar/contacts', as: 'other-admin' })).json().map((c: { id: number }) => c.id)
    for (const [as, id] of [['other-admin', demoIds[0]], ['admin', otherIds[0]]] as const) {
      const url = `/v1/registrar/contacts/${id}`
      expectLegacy(await t.call({ method: 'GET', url, as }), 404, 'not_found')
      expectLegacy(await t.call({ method: 'PUT', url, as, payload: CONTACT }), 404, 'not_found')
      expectLegacy(await t.call({ method: 'DELETE', url, as }), 404, 'not_found')
    }
    expect((await t.call({ method: 'GET', url: `/v1/registrar/contacts/${otherIds[0]}`, as: 'other-admin' })).json().firstName).not.toBe(
      CONTACT.firstName,
    )
    expect((await t.call({ method: 'GET', url: '/v1/registrar/contacts', as: 'admin' })).json()).toHaveLength(3)
  })

  it.each([
    [{ email: 'giorgio@' }, 'invalid_email', 'email'],
    [{ phone: '+39.12' }, 'invalid_phone', 'phone'],
    [{ mobile: '3331234567' }, 'invalid_phone', 'mobile'],
    [{ firstName: ' ' }, 'blank_value', 'firstName'],
    [{ role: 'sales' }, 'invalid_body', 'role'],
    [{ language: 'fr' }, 'invalid_body', 'language'],
    [{ lastName: undefined }, 'invalid_body', 'lastName'],
    [{ id: 7 }, 'invalid_body', 'id'],
  ])('400 on create and update for %j', async (change, code, field) => {
    const payload = { ...CONTACT, ...change }
    expectLegacy(await t.call({ method: 'POST', url: '/v1/registrar/contacts', as: 'admin', payload }), 400, code, field)
    const [first] = (await t.call({ method: 'GET', url: '/v1/registrar/contacts', as: 'admin' })).json()
    expectLegacy(await t.call({ method: 'PUT', url: `/v1/registrar/contacts/${first.id}`, as: 'admin', payload }), 400, code, field)
  })

  it('401 without a token on every contact operation', async () => {
    expectLegacy(await t.call({ method: 'GET', url: '/v1/registrar/contacts' }), 401, 'unauthenticated')
    expectLegacy(await t.call({ method: 'POST', url: '/v1/registrar/contacts', payload: CONTACT }), 401, 'unauthenticated')
    expectLegacy(await t.call({ method: 'GET', url: '/v1/registrar/contacts/1' }), 401, 'unauthenticated')
    expectLegacy(await t.call({ method: 'PUT', url: '/v1/registrar/contacts/1', payload: CONTACT }), 401, 'unauthenticated')
    expectLegacy(await t.call({ method: 'DELETE', url: '/v1/registrar/contacts/1' }), 401, 'unauthenticated')
  })

  it('403 for every group but admin on create, update and delete (before looking up the id)', async () => {
    const [first] = (await t.call({ method: 'GET', url: '/v1/registrar/contacts', as: 'admin' })).json()
    for (const as of ['billing', 'domain', 'darwin']) {
      expectLegacy(await t.call({ method: 'POST', url: '/v1/registrar/contacts', as, payload: CONTACT }), 403, 'forbidden_group')
      expectLegacy(await t.call({ method: 'PUT', url: `/v1/registrar/contacts/${first.id}`, as, payload: CONTACT }), 403, 'forbidden_group')
      expectLegacy(await t.call({ method: 'DELETE', url: `/v1/registrar/contacts/${first.id}`, as }), 403, 'forbidden_group')
      expectLegacy(await t.call({ method: 'DELETE', url: '/v1/registrar/contacts/999999', as }), 403, 'forbidden_group')
    }
    expect((await t.call({ method: 'GET', url: `/v1/registrar/contacts/${first.id}`, as: 'admin' })).json()).toEqual(first)
  })
})

describe('a data folder made with --empty', () => {
  it('answers 404 for the data it lacks and lets admin create what PUT creates', async () => {
    const empty = await createTestApp({ empty: true })
    try {
      for (const url of ['/v1/contract', '/v1/customer', '/v1/emails', '/v1/headQuarter', '/v1/registrar', '/v1/registrar/publicInfo', '/v1/gdpr']) {
        expectLegacy(await empty.call({ method: 'GET', url, as: 'admin' }), 404, 'not_found')
      }
      expectLegacy(await empty.call({ method: 'PUT', url: '/v1/customer/eInvoicing', as: 'admin', payload: { sdiCode: 'KRRH6B9' } }), 404, 'not_found')
      expect((await empty.call({ method: 'GET', url: '/v1/registrar/contacts', as: 'admin' })).json()).toEqual([])
      expect((await empty.call({ method: 'GET', url: '/v1/registrar/events', as: 'admin' })).json().page.totalElements).toBe(0)
      const info = await empty.call({ method: 'PUT', url: '/v1/registrar/publicInfo', as: 'admin', payload: PUBLIC_INFO })
      expect(info.statusCode).toBe(200)
      expect((await empty.call({ method: 'GET', url: '/v1/registrar/publicInfo', as: 'domain' })).json()).toMatchObject(PUBLIC_INFO)
    } finally {
      await empty.close()
    }
  })
})
