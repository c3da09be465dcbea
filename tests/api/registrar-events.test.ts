import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventSearchPlan } from '../../local-server/features/registrar/events.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { searchPlanProblems } from '../helpers/query-plan.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

interface Ev {
  id: number
  type: string
  created: string
  user: string
  message: string
  contactId?: number
}

const search = async (qs = '', as = 'admin') => {
  const res = await t.call({ method: 'GET', url: `/v1/registrar/events${qs}`, as })
  expect(res.statusCode).toBe(200)
  return res.json() as { elements: Ev[]; page: { page: number; size: number; totalElements: number; totalPages: number } }
}

const ms = (e: Ev) => Date.parse(e.created)

function expectLegacy(res: { statusCode: number; json(): unknown }, status: number, code: string, field?: string) {
  expect(res.statusCode).toBe(status)
  expect(res.json()).toMatchObject({ code, ...(field ? { field } : {}) })
}

describe('GET /v1/registrar/events', () => {
  it('pages the demo events newest first in the PagedOf envelope', async () => {
    const all = await search('?size=100')
    expect(all.page).toMatchObject({ page: 0, size: 100, totalPages: 1 })
    expect(all.page.totalElements).toBeGreaterThanOrEqual(10)
    const times = all.elements.map(ms)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(new Set(all.elements.map((e) => e.type))).toEqual(
      new Set(['contactCreated', 'contractRenewed', 'eInvoicingUpdated', 'publicInfoUpdated', 'emailsUpdated', 'headquarterUpdated', 'creditWarning']),
    )
    expect(all.elements.filter((e) => e.type === 'contactCreated').every((e) => typeof e.contactId === 'number')).toBe(true)

    const p1 = await search('?size=4&page=1')
    expect(p1.page).toMatchObject({ page: 1, size: 4, totalElements: all.page.totalElements, totalPages: Math.ceil(all.page.totalElements / 4) })
    expect(p1.elements).toEqual(all.elements.slice(4, 8))
    expect((await search('?page=50')).elements).toEqual([])
  })

  it('filters by type with eq, ne, in and notIn', async () => {
    const all = (await search('?size=100')).elements
    const count = (type: string) => all.filter((e) => e.type === type).length
    expect((await search('?type=creditWarning')).elements.every((e) => e.type === 'creditWarning')).toBe(true)
    expect((await search('?type=eq:creditWarning')).page.totalElements).toBe(count('creditWarning'))
    expect((await search('?type=ne:creditWarning&size=100')).page.totalElements).toBe(all.length - count('creditWarning'))
    expect((await search('?type=in:contactCreated,creditWarning')).page.totalElements).toBe(count('contactCreated') + count('creditWarning'))
    expect((await search('?type=notIn:contactCreated,creditWarning')).page.totalElements).toBe(
      all.length - count('contactCreated') - count('creditWarning'),
    )
  })

  it('filters by created with every operator, repeated values all holding', async () => {
    const all = (await search('?size=100')).elements
    const pivot = all[Math.floor(all.length / 2)]!
    const at = encodeURIComponent(pivot.created)
    const n = (pred: (e: Ev) => boolean) => all.filter(pred).length
    expect((await search(`?created=${at}`)).elements.map((e) => e.id)).toContain(pivot.id)
    expect((await search(`?created=eq:${at}`)).page.totalElements).toBe(n((e) => ms(e) === ms(pivot)))
    expect((await search(`?created=ne:${at}`)).page.totalElements).toBe(n((e) => ms(e) !== ms(pivot)))
    expect((await search(`?created=gt:${at}`)).page.totalElements).toBe(n((e) => ms(e) > ms(pivot)))
    expect((await search(`?created=ge:${at}`)).page.totalElements).toBe(n((e) => ms(e) >= ms(pivot)))
    expect((await search(`?created=lt:${at}`)).page.totalElements).toBe(n((e) => ms(e) < ms(pivot)))
    expect((await search(`?created=le:${at}`)).page.totalElements).toBe(n((e) => ms(e) <= ms(pivot)))
    const first = all.at(-1)!
    const between = `between:${encodeURIComponent(`${first.created},${pivot.created}`)}`
    expect((await search(`?created=${between}`)).page.totalElements).toBe(n((e) => ms(e) >= ms(first) && ms(e) <= ms(pivot)))
    // Repeatable: every value must hold.
    const both = await search(`?created=gt:${encodeURIComponent(first.created)}&created=lt:${at}`)
    expect(both.page.totalElements).toBe(n((e) => ms(e) > ms(first) && ms(e) < ms(pivot)))
    // A plain date means that whole day in the registry's zone.
    const day = pivot.created.slice(0, 10)
    expect((await search(`?created=${day}`)).elements.every((e) => e.created.startsWith(day))).toBe(true)
  })

  it('sorts by created in both directions', async () => {
    const asc = (await search('?sort=created&size=100')).elements.map(ms)
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const desc = (await search('?sort=created,desc&size=100')).elements.map(ms)
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
    const twice = (await search('?sort=created,desc&sort=created&size=100')).elements.map(ms)
    expect(twice).toEqual(desc)
  })

  it.each([
    ['?type=gt:creditWarning', 'operator_not_allowed', 'type'],
    ['?type=unknownType', 'invalid_value', 'type'],
    ['?created=contains:2026', 'operator_not_allowed', 'created'],
    ['?created=yesterday', 'invalid_value', 'created'],
    ['?created=between:2026-01-01', 'invalid_value', 'created'],
    ['?size=0', 'invalid_parameter', 'size'],
    ['?size=101', 'invalid_parameter', 'size'],
    ['?size=ten', 'invalid_parameter', 'size'],
    ['?page=-1', 'invalid_parameter', 'page'],
    ['?sort=message', 'unknown_sort_field', 'sort'],
    ['?sort=type', 'unknown_sort_field', 'sort'],
    ['?sort=created,up', 'invalid_value', 'sort'],
    ['?user=admin', 'invalid_parameter', 'user'],
  ])('400 for %s', async (qs, code, field) => {
    expectLegacy(await t.call({ method: 'GET', url: `/v1/registrar/events${qs}`, as: 'admin' }), 400, code, field)
  })

  it('401 without a token; 403 for billing, domain and darwin', async () => {
    expectLegacy(await t.call({ method: 'GET', url: '/v1/registrar/events' }), 401, 'unauthenticated')
    for (const as of ['billing', 'domain', 'darwin', 'darwin2']) {
      expectLegacy(await t.call({ method: 'GET', url: '/v1/registrar/events', as }), 403, 'forbidden_group')
    }
  })

  it("isolation: each registrar sees only its own events", async () => {
    const demo = (await search('?size=100')).elements
    const other = (await search('?size=100', 'other-admin')).elements
    expect(other.length).toBeGreaterThan(0)
    const demoIds = new Set(demo.map((e) => e.id))
    expect(other.some((e) => demoIds.has(e.id))).toBe(false)
    expect(other.every((e) => ['other-admin', 'registry'].includes(e.user))).toBe(true)
  })
})

describe('events recorded by changes', () => {
  const latest = async () => (await search('?size=1')).elements[0]!

  it('records one event per change, with the user who made it', async () => {
    const contact = { role: 'legal', firstName: 'Anna', lastName: 'Rinaldi', email: 'anna.rinaldi@demo-registrar.it', phone: '+39.0298765432', language: 'it' }
    const created = (await t.call({ method: 'POST', url: '/v1/registrar/contacts', as: 'admin', payload: contact })).json()
    expect(await latest()).toMatchObject({ type: 'contactCreated', user: 'admin', contactId: created.id })
    await t.call({ method: 'PUT', url: `/v1/registrar/contacts/${created.id}`, as: 'admin', payload: { ...contact, role: 'abuse' } })
    expect(await latest()).toMatchObject({ type: 'contactUpdated', contactId: created.id })
    await t.call({ method: 'DELETE', url: `/v1/registrar/contacts/${created.id}`, as: 'admin' })
    expect(await latest()).toMatchObject({ type: 'contactDeleted', contactId: created.id, message: 'Contact Anna Rinaldi (abuse) deleted' })

    const emails = (await t.call({ method: 'GET', url: '/v1/emails', as: 'admin' })).json()
    await t.call({ method: 'PUT', url: '/v1/emails', as: 'admin', payload: emails })
    expect((await latest()).type).toBe('emailsUpdated')
    const hq = (await t.call({ method: 'GET', url: '/v1/headQuarter', as: 'admin' })).json()
    await t.call({ method: 'PUT', url: '/v1/headQuarter', as: 'admin', payload: hq })
    expect((await latest()).type).toBe('headquarterUpdated')
    const { lastupdate: _l, ...info } = (await t.call({ method: 'GET', url: '/v1/registrar/publicInfo', as: 'admin' })).json()
    await t.call({ method: 'PUT', url: '/v1/registrar/publicInfo', as: 'admin', payload: info })
    expect((await latest()).type).toBe('publicInfoUpdated')
    await t.call({ method: 'PUT', url: '/v1/customer/eInvoicing', as: 'billing', payload: { sdiCode: 'KRRH6B9' } })
    expect(await latest()).toMatchObject({ type: 'eInvoicingUpdated', user: 'billing' })

    const gdpr = {
      legalRepresentative: { firstName: 'Mario', lastName: 'Rossi', fiscalCode: 'RSSMRA85T10A562S', role: 'CEO' },
      dataProtectionOfficer: null,
      privacyEmail: 'privacy@demo-registrar.it',
      privacyPolicyUrl: 'https://www.demo-registrar.it/privacy',
      language: 'en',
      accepted: true,
    }
    await t.call({ method: 'PUT', url: '/v1/gdpr', as: 'admin', payload: gdpr })
    expect((await latest()).type).toBe('gdprCreated')
    await t.call({ method: 'PUT', url: '/v1/gdpr', as: 'admin', payload: gdpr })
    expect((await latest()).type).toBe('gdprUpdated')
    await t.call({ method: 'PUT', url: '/v1/gdpr/confirm', as: 'admin' })
    expect((await latest()).type).toBe('gdprConfirmed')
  })

  it('records nothing for a rejected change', async () => {
    const before = (await search()).page.totalElements
    await t.call({ method: 'PUT', url: '/v1/emails', as: 'admin', payload: { administrative: 'x' } })
    await t.call({ method: 'DELETE', url: '/v1/registrar/contacts/999999', as: 'admin' })
    await t.call({ method: 'PUT', url: '/v1/registrar/publicInfo', as: 'domain', payload: {} })
    expect((await search()).page.totalElements).toBe(before)
  })
})

describe('query plans of the events search', () => {
  it.each([
    {},
    { sort: ['created'] },
    { sort: ['created,desc'] },
    { sort: ['created,desc', 'created'] },
    { type: 'creditWarning' },
    { type: 'in:contactCreated,creditWarning', sort: ['created,desc'] },
    { type: 'ne:creditWarning', sort: ['created'] },
    { type: 'creditWarning', sort: ['created'] },
    { created: ['ge:2026-01-01', 'lt:2026-06-01T00:00:00+02:00'] },
    { created: ['between:2026-01-01,2026-03-01'], sort: ['created'] },
    { type: 'contactCreated', created: ['gt:2026-01-01'], sort: ['created,desc'] },
    { type: 'notIn:creditWarning', created: ['ne:2026-02-01'], page: 2, size: 5 },
  ])('%j reads through an index without a temporary sort', (query) => {
    expect(searchPlanProblems(t.app.ctx.db, eventSearchPlan(1, query))).toEqual([])
  })
})
