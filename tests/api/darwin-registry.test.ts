/** Every transition of docs/darwin.md through the registry's sandbox controls and the clock. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DARWIN_EVENT_TYPES } from '../../local-server/contract/darwin-shared.js'
import { createTestApp, type TestApp } from '../helpers/app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as = 'admin', payload?: object) =>
  t.call({ method, url, as, ...(payload ? { payload } : {}) })
const contact = {
  registrarContactId: 'R-1', name: 'Ditta Rossi S.r.l.', org: 'Ditta Rossi S.r.l.', email: 'info@dittarossi.it', voice: '+39.0612345678',
  streets: ['Via Appia 10'], city: 'Roma', postalCode: '00179', state: 'RM', country: 'it', regcode: '02145870362',
  nationality: 'it', entityType: 2, anomalies: [{ field: 'org', codes: [1010] }], domains: [{ domain: 'dittarossi.it' }, { domain: 'old-rossi.it', registered: false }],
}
const open = async (extra: object = {}) => {
  const res = await call('POST', '/sandbox/darwin/requests', 'admin', { contacts: [{ ...contact, action: 'hold' }], ...extra })
  expect(res.statusCode).toBe(201)
  return res.json().id as number
}
const act = (id: number, action: string, extra: object = {}) => call('POST', `/sandbox/darwin/requests/${id}/registry`, 'admin', { action, ...extra })
const lastEvent = async (id: number) => (await call('GET', `/v1/darwin/events?requestId=${id}&size=1`)).json().elements[0]
const contacts = async (id: number) => (await call('GET', `/v1/darwin/contacts?requestId=${id}`)).json().elements.map((c: { status: string }) => c.status)
const domains = async (id: number) => (await call('GET', `/v1/darwin/domains?requestId=${id}`)).json().elements.map((d: { status: string }) => d.status)
const process = (id: number) => call('POST', `/v1/darwin/requests/${id}/process`)
const update = (id: number) =>
  call('POST', '/v1/darwin/contactUpdates', 'admin', {
    requestId: id, message: 'Ragione sociale corretta',
    contactData: { name: 'Mario Rossi', org: 'Ditta Rossi di Mario Rossi S.r.l.', streets: ['Via Appia 10'], city: 'Roma', state: 'RM', postalCode: '00179', country: 'it', voice: '+39.0612345678', email: 'info@dittarossi.it', consentForPublish: true, registrant: { regcode: '02145870362' } },
  })

describe('registry sandbox controls', () => {
  it('open a request with contacts, domains and anomalies (event submitted); 400 on bad input; admin of the own registrar only', async () => {
    const res = await call('POST', '/sandbox/darwin/requests', 'admin', { contacts: [contact], anomalies: [{ field: 'address', codes: [3030] }], expirationDays: 10, note: 'n' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ status: 'submitted', expirationDays: 10, note: 'n', requiredDocuments: { documents: ['CHAMBER'] }, referenceContact: { registrarContactId: 'R-1' } })
    expect((await lastEvent(res.json().id)).type).toBe('submitted')
    expect(await domains(res.json().id)).toEqual(['locked', 'incompatible'])
    for (const body of [
      { contacts: [] },
      { contacts: [{ ...contact, anomalies: [{ field: 'org', codes: [9999] }] }] },
      { contacts: [contact, contact] },
      { contacts: [{ ...contact, reference: true }, { ...contact, registrarContactId: 'R-2', reference: true }] },
    ]) expect((await call('POST', '/sandbox/darwin/requests', 'admin', body)).statusCode).toBe(400)
    expect((await call('POST', '/sandbox/darwin/requests', 'domain', { contacts: [contact] })).statusCode).toBe(403)
    expect((await t.call({ method: 'POST', url: '/sandbox/darwin/requests', payload: { contacts: [contact] } })).statusCode).toBe(401)
    expect((await call('POST', `/sandbox/darwin/requests/${res.json().id}/registry`, 'other-admin', { action: 'cancel' })).statusCode).toBe(404)
    expect((await act(res.json().id, 'fly')).statusCode).toBe(400)
  })

  it('update approved: registrarUpdated stays, the registry copy takes the data (registrarUpdateApproved)', async () => {
    const id = await open()
    await call('PUT', `/v1/darwin/contacts/changeAction/request/${id}`, 'admin', { action: 'todo' })
    expect((await act(id, 'approveUpdate')).statusCode).toBe(409)
    expect((await update(id)).statusCode).toBe(201)
    const approved = await act(id, 'approveUpdate')
    expect(approved.json()).toMatchObject({ status: 'registrarUpdated', referenceContact: { org: 'Ditta Rossi di Mario Rossi S.r.l.' } })
    expect((await lastEvent(id)).type).toBe('registrarUpdateApproved')
    expect((await act(id, 'approveUpdate')).statusCode).toBe(409)
  })

  it('update rejected: registrarUpdated → pending (registrarUpdateRejected)', async () => {
    const id = await open()
    await update(id)
    expect((await act(id, 'rejectUpdate', { message: 'Dati non coerenti' })).json().status).toBe('pending')
    expect(await lastEvent(id)).toMatchObject({ type: 'registrarUpdateRejected', message: 'Dati non coerenti' })
  })

  it('toPending from working and processing; reject and re-process; complete', async () => {
    const id = await open()
    expect((await act(id, 'toPending')).json().status).toBe('pending')
    expect((await lastEvent(id)).type).toBe('toPending')
    expect((await process(id)).json().status).toBe('processing')
    expect(await contacts(id)).toEqual(['locked'])
    expect((await act(id, 'toPending')).json().status).toBe('pending')
    expect(await contacts(id)).toEqual(['submitted'])
    await process(id)
    expect((await act(id, 'reject')).json().status).toBe('rejected')
    expect((await lastEvent(id)).type).toBe('rejected')
    expect(await contacts(id)).toEqual(['rejected'])
    expect(await domains(id)).toEqual(['rejected', 'incompatible'])
    expect((await process(id)).json().status).toBe('processing')
    expect(await domains(id)).toEqual(['locked', 'incompatible'])
    expect((await act(id, 'complete')).json().status).toBe('completed')
    expect((await lastEvent(id)).type).toBe('completed')
    expect(await contacts(id)).toEqual(['processed'])
    expect(await domains(id)).toEqual(['processed', 'incompatible'])
    for (const a of ['complete', 'reject', 'cancel', 'expire', 'toPending', 'update', 'assignOperator']) expect((await act(id, a)).statusCode).toBe(409)
  })

  it('cancel: working → cancelled; processing → processingCancelled → cancelled (cancelledCompleted)', async () => {
    const a = await open()
    expect((await act(a, 'cancel')).json().status).toBe('cancelled')
    expect((await lastEvent(a)).type).toBe('cancelled')
    const b = await open()
    await process(b)
    expect((await act(b, 'cancel')).json().status).toBe('processingCancelled')
    expect((await act(b, 'reject')).statusCode).toBe(409)
    expect((await act(b, 'complete')).json().status).toBe('cancelled')
    expect((await lastEvent(b)).type).toBe('cancelledCompleted')
  })

  it('expire: working → expired; processing → processingExpired → expired (expiredCompleted)', async () => {
    const a = await open()
    expect((await act(a, 'expire')).json()).toMatchObject({ status: 'expired', expirationDays: 0 })
    expect((await lastEvent(a)).type).toBe('expired')
    const b = await open()
    await process(b)
    expect((await act(b, 'expire')).json().status).toBe('processingExpired')
    expect((await act(b, 'complete')).json().status).toBe('expired')
    expect((await lastEvent(b)).type).toBe('expiredCompleted')
    expect(await contacts(b)).toEqual(['processed'])
  })

  it('update (registryUpdated, updatedRequiredDocuments) and the registry operator (registryUserAssignation, registryUserRelease)', async () => {
    const id = await open()
    const res = await act(id, 'update', { note: 'Serve la visura aggiornata', requiredDocuments: ['CHAMBER', 'CERT'] })
    expect(res.json()).toMatchObject({ note: 'Serve la visura aggiornata', requiredDocuments: { documents: ['CHAMBER', 'CERT'] } })
    expect((await lastEvent(id)).type).toBe('updatedRequiredDocuments')
    expect((await act(id, 'releaseOperator')).statusCode).toBe(409)
    expect((await act(id, 'assignOperator', { operator: 'op.rinaldi' })).statusCode).toBe(200)
    expect(await lastEvent(id)).toMatchObject({ type: 'registryUserAssignation', user: 'op.rinaldi' })
    expect((await act(id, 'assignOperator')).statusCode).toBe(409)
    expect((await act(id, 'releaseOperator')).statusCode).toBe(200)
    expect((await lastEvent(id)).type).toBe('registryUserRelease')
  })

  it('every event type of the spec has occurred', async () => {
    await call('POST', '/v1/darwin/requests/1/assignationRelease', 'admin')
    const seen = new Set<string>()
    const ids = (await call('GET', '/v1/darwin/requests?size=100')).json().elements.map((r: { id: number }) => r.id)
    for (const id of ids) {
      for (const e of (await call('GET', `/v1/darwin/events?requestId=${id}&size=100`)).json().elements) seen.add(e.type)
    }
    expect([...DARWIN_EVENT_TYPES].filter((type) => !seen.has(type))).toEqual([])
  })
})

describe('expiry follows the sandbox clock', () => {
  it('working requests past their deadline expire at the next call, processing ones do not', async () => {
    const id = await open({ expirationDays: 3 })
    const busy = await open({ expirationDays: 3 })
    await process(busy)
    expect((await call('GET', `/v1/darwin/requests/${id}/expirationDays`)).json()).toEqual({ count: 3 })
    const inTwo = (await call('GET', '/v1/darwin/requests/expiring?days=3&view=expirationDays')).json()
    expect(inTwo.elements.map((r: { id: number }) => r.id)).toContain(id)
    const now = t.app.ctx.clock.now()
    const later = new Date(now + 4 * 86_400_000).toISOString()
    expect((await call('PUT', '/sandbox/clock', 'admin', { now: later, frozen: true })).statusCode).toBe(200)
    try {
      expect((await call('GET', `/v1/darwin/requests/${id}?view=expirationDays`)).json()).toMatchObject({ status: 'expired', expirationDays: 0 })
      expect(await lastEvent(id)).toMatchObject({ type: 'expired', user: 'registry' })
      expect(await contacts(id)).toEqual(['processed'])
      expect((await call('GET', `/v1/darwin/requests/${busy}`)).json().status).toBe('processing')
      expect((await process(id)).statusCode).toBe(409)
    } finally {
      await call('DELETE', '/sandbox/clock')
    }
  })
})
