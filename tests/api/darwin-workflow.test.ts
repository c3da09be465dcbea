/**
 * The darwin workflow end to end, the registry's sandbox controls and every transition of
 * docs/darwin.md, on requests the sandbox opens (the demo requests are left alone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, as = 'admin', payload?: object) =>
  t.call({ method, url, as, ...(payload ? { payload } : {}) })

const contact = (handle: string, extra: object = {}) => ({
  registrarContactId: handle, name: 'Marco Ferri', org: 'Marco Ferri', email: 'marco.ferri@example.it', voice: '+39.0212345678',
  streets: ['Via Dante 4'], city: 'Milano', postalCode: '20121', state: 'MI', country: 'it', regcode: 'FRRMRC80A01F205Z',
  nationality: 'it', entityType: 1, anomalies: [{ field: 'name', codes: [1060] }], domains: [{ domain: `${handle.toLowerCase()}.it` }], ...extra,
})

async function open(body: object = {}, as = 'admin'): Promise<number> {
  const res = await call('POST', '/sandbox/darwin/requests', as, { contacts: [contact(`W-${Math.random().toString(36).slice(2, 8)}`)], ...body })
  expect(res.statusCode).toBe(201)
  return res.json().id
}
const registry = (id: number, action: string, extra: object = {}, as = 'admin') =>
  call('POST', `/sandbox/darwin/requests/${id}/registry`, as, { action, ...extra })
const statusOf = async (id: number) => (await call('GET', `/v1/darwin/requests/${id}`)).json().status as string
const eventTypes = async (id: number) =>
  (await call('GET', `/v1/darwin/events?requestId=${id}&size=100`)).json().elements.map((e: { type: string }) => e.type).reverse() as string[]
const contactStatuses = async (id: number) =>
  (await call('GET', `/v1/darwin/contacts?requestId=${id}`)).json().elements.map((c: { status: string }) => c.status) as string[]
const domainStatuses = async (id: number) =>
  (await call('GET', `/v1/darwin/domains?requestId=${id}`)).json().elements.map((d: { status: string }) => d.status) as string[]
const dataFor = (regcode = 'FRRMRC80A01F205Z') => ({
  name: 'Marco Ferri', org: 'Marco Ferri', streets: ['Via Dante 4', 'Scala A'], city: 'Milano', state: 'MI', postalCode: '20121',
  country: 'it', voice: '+39.0212345678', email: 'marco.ferri@example.it', consentForPublish: false, registrant: { regcode },
})
/** Uploads through the documents operation when it is there; otherwise inserts the row as it would. */
async function upload(id: number, type: string): Promise<void> {
  const boundary = 'darwin-test-boundary'
  const pdf = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="document"\r\nContent-Type: application/json\r\n\r\n` +
    `${JSON.stringify({ requestId: id, documentType: type, note: '' })}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${type}.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdf}\r\n--${boundary}--\r\n`
  const res = await t.call({ method: 'PUT', url: '/v1/darwin/documents', as: 'admin', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload })
  if (res.statusCode === 201) return
  t.app.ctx.db
    .prepare(`INSERT INTO darwin_documents (id, registrar_id, request_id, document_type, file_name, file_size, file_type, storage_key, created)
              VALUES (?, 1, ?, ?, ?, 10, 'application/pdf', 'none', ?)`)
    .run(`${id}-${type}-${Math.random()}`, id, type, `${type}.pdf`, Date.now())
}

describe('the workflow end to end', () => {
  it('take, read, change actions, update, upload, process, and the registry completes', async () => {
    const id = await open({ contacts: [contact('W-REF'), contact('W-OLD', { reference: false, anomalies: [] })], anomalies: [{ field: 'org', codes: [1010] }] })
    expect((await call('POST', `/v1/darwin/requests/${id}/assignToMe`, 'domain')).statusCode).toBe(204)
    const req = (await call('GET', `/v1/darwin/requests/${id}?view=referenceContact`, 'domain')).json()
    expect(req).toMatchObject({ status: 'submitted', registrarUser: { username: 'domain' }, requiredDocuments: { documents: ['IC', 'FC'] } })
    expect((await call('GET', `/v1/darwin/requests/${id}/anomalies`, 'domain')).json()).toHaveLength(2)
    const contacts = (await call('GET', `/v1/darwin/contacts?requestId=${id}`, 'domain')).json().elements
    expect((await call('PATCH', `/v1/darwin/contacts/${contacts[1].id}`, 'domain', { action: 'hold' })).statusCode).toBe(200)

    const missing = await call('POST', `/v1/darwin/requests/${id}/process`, 'domain')
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ code: 'required_documents_missing', field: 'requiredDocuments' })
    expect(missing.json().detail).toContain('IC, FC')
    expect(missing.json().detail).toContain('W-REF')

    expect((await call('POST', '/v1/darwin/contactUpdates/validate', 'domain', { requestId: id, contactData: dataFor() })).statusCode).toBe(204)
    expect((await call('GET', `/v1/darwin/contactUpdates?requestId=${id}`, 'domain')).json()).toEqual([])
    const created = await call('POST', '/v1/darwin/contactUpdates', 'domain', { requestId: id, message: 'Indirizzo completato', contactData: dataFor() })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ requestId: id, message: 'Indirizzo completato', contactData: { registrant: { nationality: 'it', entityType: 1 } } })
    expect(await statusOf(id)).toBe('registrarUpdated')
    expect((await call('GET', `/v1/darwin/contactUpdates/current?requestId=${id}`, 'domain')).json().id).toBe(created.json().id)
    expect((await call('GET', `/v1/darwin/contactUpdates/${created.json().id}`, 'domain')).json()).toEqual(created.json())

    await upload(id, 'IC')
    const stillMissing = await call('POST', `/v1/darwin/requests/${id}/process`, 'domain')
    expect(stillMissing.json()).toMatchObject({ code: 'required_documents_missing' })
    expect(stillMissing.json().detail).not.toContain('W-REF')
    await upload(id, 'FC')
    const processed = await call('POST', `/v1/darwin/requests/${id}/process`, 'domain')
    expect(processed.statusCode).toBe(200)
    expect(Object.keys(processed.json()).sort()).toEqual(['created', 'id', 'registrarId', 'status', 'statusDate'])
    expect(processed.json().status).toBe('processing')
    expect(await contactStatuses(id)).toEqual(['locked', 'locked'])
    expect((await call('POST', `/v1/darwin/requests/${id}/process`, 'domain')).statusCode).toBe(409)
    const lateUpdate = await call('POST', '/v1/darwin/contactUpdates', 'domain', { requestId: id, message: 'x', contactData: dataFor() })
    expect(lateUpdate.statusCode).toBe(409)
    expect(lateUpdate.json().code).toBe('request_status_incompatible')

    expect((await registry(id, 'complete')).json().status).toBe('completed')
    expect(await contactStatuses(id)).toEqual(['processed', 'processed'])
    expect(await domainStatuses(id)).toEqual(['processed', 'processed'])
    const types = await eventTypes(id)
    expect(types[0]).toBe('submitted')
    expect(types).toEqual(expect.arrayContaining(['registrarUserAssignation', 'registrarUpdated', 'toProcessing', 'completed']))
    expect(types.at(-1)).toBe('completed')
  })

  it('process needs an update only for todo contacts with anomalies; hold and delete need no documents', async () => {
    const id = await open()
    const noUpdate = await call('POST', `/v1/darwin/requests/${id}/process`)
    expect(noUpdate.statusCode).toBe(400)
    await upload(id, 'PASS')
    await upload(id, 'FC')
    const res = await call('POST', `/v1/darwin/requests/${id}/process`)
    expect(res.json()).toMatchObject({ code: 'contact_update_missing', field: 'contactUpdates' })
    const other = await open()
    expect((await call('PUT', `/v1/darwin/contacts/changeAction/request/${other}`, 'admin', { action: 'delete' })).statusCode).toBe(200)
    expect((await call('POST', `/v1/darwin/requests/${other}/process`)).json().status).toBe('processing')
  })
})

describe('assignment', () => {
  it('assignToMe, assignToUser and assignationRelease with their 409s, 400s, 403s and events', async () => {
    const id = await open()
    expect((await call('POST', `/v1/darwin/requests/${id}/assignToMe`, 'darwin')).statusCode).toBe(403)
    expect((await call('POST', `/v1/darwin/requests/${id}/assignToUser`, 'domain', { userId: 1 })).statusCode).toBe(403)
    const notAssigned = await call('POST', `/v1/darwin/requests/${id}/assignationRelease`)
    expect(notAssigned.statusCode).toBe(409)
    expect(notAssigned.json().code).toBe('not_assigned')
    expect((await call('POST', `/v1/darwin/requests/${id}/assignToMe`, 'admin')).statusCode).toBe(204)
    const again = await call('POST', `/v1/darwin/requests/${id}/assignToMe`, 'domain')
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('already_assigned')
    const darwinId = t.app.ctx.db.prepare(`SELECT id FROM users WHERE username = 'darwin'`).get() as { id: number }
    const billingId = t.app.ctx.db.prepare(`SELECT id FROM users WHERE username = 'billing'`).get() as { id: number }
    const foreignId = t.app.ctx.db.prepare(`SELECT id FROM users WHERE username = 'other-admin'`).get() as { id: number }
    const notAssignable = await call('POST', `/v1/darwin/requests/${id}/assignToUser`, 'admin', { userId: billingId.id })
    expect(notAssignable.statusCode).toBe(400)
    expect(notAssignable.json()).toMatchObject({ code: 'user_not_assignable', field: 'userId' })
    // Another registrar's user is no user here (CONTRACT.md: a foreign id answers 404), as a missing one.
    for (const userId of [foreignId.id, 99999]) {
      const missing = await call('POST', `/v1/darwin/requests/${id}/assignToUser`, 'admin', { userId })
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toMatchObject({ code: 'user_not_found', field: 'userId' })
    }
    expect((await call('POST', `/v1/darwin/requests/${id}/assignToUser`, 'admin', { userId: 'x' })).statusCode).toBe(400)
    expect((await call('GET', `/v1/darwin/requests/${id}`, 'darwin')).statusCode).toBe(404)
    expect((await call('POST', `/v1/darwin/requests/${id}/assignToUser`, 'admin', { userId: darwinId.id })).statusCode).toBe(204)
    expect((await call('GET', `/v1/darwin/requests/${id}`, 'darwin')).json().registrarUser.username).toBe('darwin')
    expect((await call('GET', `/v1/darwin/events?requestId=${id}`, 'darwin')).statusCode).toBe(200)
    expect((await call('POST', `/v1/darwin/requests/${id}/process`, 'darwin')).statusCode).toBe(400)
    expect((await call('POST', `/v1/darwin/requests/${id}/assignationRelease`, 'domain')).statusCode).toBe(204)
    expect((await call('GET', `/v1/darwin/requests/${id}`, 'darwin')).statusCode).toBe(404)
    expect(await eventTypes(id)).toEqual(['submitted', 'registrarUserAssignation', 'registrarUserAssignation', 'registrarUserRelease'])
    expect((await call('POST', `/v1/darwin/requests/99999/assignToMe`)).statusCode).toBe(404)

    await registry(id, 'cancel')
    for (const op of ['assignToMe', 'assignationRelease']) {
      const res = await call('POST', `/v1/darwin/requests/${id}/${op}`)
      expect(res.statusCode).toBe(409)
      expect(res.json().code).toBe('request_status_incompatible')
    }
    const lateAssignment = await call('POST', `/v1/darwin/requests/${id}/assignToUser`, 'admin', { userId: darwinId.id })
    expect(lateAssignment.statusCode).toBe(409)
    expect(lateAssignment.json().code).toBe('request_status_incompatible')
  })
})

describe('contact data updates', () => {
  it.each([
    [{ streets: [] }, 'contactData.streets'],
    [{ streets: ['a', 'b', 'c', 'd'] }, 'contactData.streets'],
    [{ country: 'fr' }, 'contactData.country'],
    [{ registrant: { regcode: 'FRRMRC80A01F205Z', nationality: 'fr' } }, 'contactData.registrant.nationality'],
    [{ registrant: { regcode: 'FRRMRC80A01F205Z', entityType: 2 } }, 'contactData.registrant.entityType'],
    [{ registrant: { regcode: 'FRRMRC80A01F205A' } }, 'contactData.registrant.regcode'],
    [{ email: 'not-an-email' }, 'contactData.email'],
    [{ voice: '02 1234567' }, 'contactData.voice'],
    [{ fax: '123' }, 'contactData.fax'],
    [{ postalCode: '2012' }, 'contactData.postalCode'],
    [{ state: 'XX' }, 'contactData.state'],
    [{ org: 'Ferri S.r.l.' }, 'contactData.org'],
    [{ city: ' ' }, 'contactData.city'],
    [{ streets: ['Via Dante 4', ''] }, 'contactData.streets.1'],
    [{ name: '  ' }, 'contactData.name'],
    [{ nickname: 'x' }, 'contactData.nickname'],
  ])('validate and create answer 400 naming the field for %j', async (change, field) => {
    const id = await open()
    const contactData = { ...dataFor(), ...change }
    const v = await call('POST', '/v1/darwin/contactUpdates/validate', 'admin', { requestId: id, contactData })
    expect(v.statusCode).toBe(400)
    expect(v.json().field).toBe(field)
    const c = await call('POST', '/v1/darwin/contactUpdates', 'admin', { requestId: id, message: 'm', contactData })
    expect(c.statusCode).toBe(400)
    expect(c.json().field).toBe(field)
    expect((await call('GET', `/v1/darwin/contactUpdates?requestId=${id}`)).json()).toEqual([])
  })

  // Two stages, each complete: the schema's refusals (phones, e-mail) all at once, then, on data the
  // schema accepts, every business check's (postal code, province) at once.
  it('validate names every wrong value at once in `errors`, the first also in `code` and `field`, at each stage', async () => {
    const id = await open()
    const validate = (change: Record<string, string>) =>
      call('POST', '/v1/darwin/contactUpdates/validate', 'admin', { requestId: id, contactData: { ...dataFor(), ...change } })
    const malformed = await validate({ email: 'not-an-email', voice: '02 1234567', fax: '123' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({ code: 'invalid_value', field: 'contactData.voice' })
    expect([...malformed.json().errors].sort((a: { field: string }, b: { field: string }) => a.field.localeCompare(b.field))).toEqual(
      ['email', 'fax', 'voice'].map((f) => ({ field: `contactData.${f}`, code: 'invalid_value' })),
    )
    const refused = await validate({ postalCode: '2012', state: 'XX', org: 'Ferri S.r.l.' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'invalid_value', field: 'contactData.org' })
    expect(refused.json().errors).toEqual(['org', 'postalCode', 'state'].map((f) => ({ field: `contactData.${f}`, code: 'invalid_value' })))
  })

  it('404s for missing, foreign or invisible requests and updates', async () => {
    const id = await open()
    expect((await call('GET', `/v1/darwin/contactUpdates/current?requestId=${id}`)).statusCode).toBe(404)
    expect((await call('GET', '/v1/darwin/contactUpdates?requestId=99999')).statusCode).toBe(404)
    expect((await call('GET', '/v1/darwin/contactUpdates/99999')).statusCode).toBe(404)
    expect((await call('POST', '/v1/darwin/contactUpdates/validate', 'other-admin', { requestId: id, contactData: dataFor() })).statusCode).toBe(404)
    const u = (await call('POST', '/v1/darwin/contactUpdates', 'admin', { requestId: id, message: 'm', contactData: dataFor() })).json()
    expect((await call('GET', `/v1/darwin/contactUpdates/${u.id}`, 'other-admin')).statusCode).toBe(404)
    expect((await call('GET', `/v1/darwin/contactUpdates/${u.id}`, 'darwin')).statusCode).toBe(404)
    expect((await call('GET', '/v1/darwin/contactUpdates')).statusCode).toBe(400)
    expect((await t.call({ method: 'GET', url: `/v1/darwin/contactUpdates?requestId=${id}` })).statusCode).toBe(401)
  })
})
