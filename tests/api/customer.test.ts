import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isValidVatNumber } from '../../local-server/validation/italian.js'
import { createTestApp, type TestApp } from '../helpers/app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const HEADQUARTER = {
  street: 'Via dei Mille 24',
  city: 'Napoli',
  postalCode: '80121',
  province: 'NA',
  country: 'it',
  phone: '+39.0817654321',
  fax: null,
}

const EMAILS = {
  administrative: 'amm@demo-registrar.it',
  technical: 'tech@demo-registrar.it',
  billing: 'conti@demo-registrar.it',
  abuse: 'abuse@demo-registrar.it',
  pec: null,
}

function expectLegacy(res: { statusCode: number; json(): unknown }, status: number, code: string, field?: string) {
  expect(res.statusCode).toBe(status)
  const body = res.json() as Record<string, unknown>
  expect(body).toMatchObject({ code, ...(field ? { field } : {}) })
  expect(typeof body.message).toBe('string')
  expect(body.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/)
}

describe('GET /v1/contract and GET /v1/customer', () => {
  it('show the contract and the private Italian customer of the caller', async () => {
    const contract = await t.call({ method: 'GET', url: '/v1/contract', as: 'admin' })
    expect(contract.statusCode).toBe(200)
    expect(contract.json()).toMatchObject({ registrarCode: 'DEMO-REG', status: 'active', autoRenewal: true, endDate: null })
    expect(contract.json().number).toMatch(/^RC-\d{4}-\d{6}$/)

    const customer = (await t.call({ method: 'GET', url: '/v1/customer', as: 'admin' })).json()
    expect(customer).toMatchObject({ name: 'Demo Registrar S.r.l.', customerType: 'private', country: 'it' })
    expect(isValidVatNumber(customer.vatNumber)).toBe(true)
    expect(customer.address.postalCode).toMatch(/^\d{5}$/)
    expect(customer.eInvoicing).toMatchObject({ sdiCode: 'M5UXCR1' })
  })

  it('every group may read them; OTHER-REG sees its own', async () => {
    for (const as of ['billing', 'domain', 'darwin', 'darwin2']) {
      expect((await t.call({ method: 'GET', url: '/v1/contract', as })).statusCode).toBe(200)
      expect((await t.call({ method: 'GET', url: '/v1/customer', as })).statusCode).toBe(200)
    }
    // Any scope will do: a darwin-only token reads them too.
    expect((await t.call({ method: 'GET', url: '/v1/customer', as: 'domain', scope: 'darwin' })).statusCode).toBe(200)
    const other = await t.call({ method: 'GET', url: '/v1/contract', as: 'other-admin' })
    expect(other.json().registrarCode).toBe('OTHER-REG')
    expect((await t.call({ method: 'GET', url: '/v1/customer', as: 'other-admin' })).json().name).toBe('Altro Registrar S.p.A.')
  })

  it('401 without a token, in the legacy error kind', async () => {
    for (const url of ['/v1/contract', '/v1/customer', '/v1/emails', '/v1/headQuarter']) {
      expectLegacy(await t.call({ method: 'GET', url }), 401, 'unauthenticated')
    }
    expectLegacy(await t.call({ method: 'GET', url: '/v1/contract', token: 'not.a.token' }), 401, 'invalid_token')
  })
})

describe('PUT /v1/customer/eInvoicing', () => {
  const put = (payload: object, as = 'admin') => t.call({ method: 'PUT', url: '/v1/customer/eInvoicing', as, payload })

  it('204, then the customer shows the new data; billing may set it too', async () => {
    const res = await put({ sdiCode: 'KRRH6B9', pec: null })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    const customer = (await t.call({ method: 'GET', url: '/v1/customer', as: 'admin' })).json()
    expect(customer.eInvoicing).toMatchObject({ sdiCode: 'KRRH6B9', pec: null })
    expect((await put({ sdiCode: '0000000', pec: 'fatture@pec.demo-registrar.it' }, 'billing')).statusCode).toBe(204)
    expect((await t.call({ method: 'GET', url: '/v1/customer', as: 'domain' })).json().eInvoicing.pec).toBe('fatture@pec.demo-registrar.it')
  })

  it.each([
    [{ sdiCode: 'abc' }, 'invalid_sdi_code', 'sdiCode'],
    [{ sdiCode: 'krrh6b9' }, 'invalid_sdi_code', 'sdiCode'],
    [{ sdiCode: '0000000' }, 'pec_required', 'pec'],
    [{ sdiCode: '0000000', pec: null }, 'pec_required', 'pec'],
    [{ sdiCode: 'KRRH6B9', pec: 'not-an-address' }, 'invalid_email', 'pec'],
    [{ pec: 'a@b.it' }, 'invalid_body', 'sdiCode'],
    [{ sdiCode: 'KRRH6B9', extra: 1 }, 'invalid_body', 'extra'],
    [{ sdiCode: 1234567 }, 'invalid_body', 'sdiCode'],
  ])('400 for %j', async (payload, code, field) => {
    const res = await put(payload)
    expectLegacy(res, 400, code, field)
    // Every refusal of an input names it in `errors` too (docs/api-conventions.md), the rules of
    // the service (pec_required, invalid_email) as well as the schema's.
    expect((res.json() as { errors: unknown }).errors).toEqual([{ field, code }])
  })

  it('400 einvoicing_not_applicable for a public administration or a foreign customer', async () => {
    const db = t.app.ctx.db
    const otherId = (db.prepare(`SELECT id FROM registrars WHERE code = 'OTHER-REG'`).get() as { id: number }).id
    try {
      db.prepare(`UPDATE customers SET customer_type = 'publicAdministration' WHERE registrar_id = ?`).run(otherId)
      expectLegacy(await put({ sdiCode: 'KRRH6B9' }, 'other-admin'), 400, 'einvoicing_not_applicable')
      db.prepare(`UPDATE customers SET customer_type = 'private', country = 'de' WHERE registrar_id = ?`).run(otherId)
      expectLegacy(await put({ sdiCode: 'KRRH6B9' }, 'other-admin'), 400, 'einvoicing_not_applicable')
    } finally {
      db.prepare(`UPDATE customers SET customer_type = 'private', country = 'it' WHERE registrar_id = ?`).run(otherId)
    }
    expect((await put({ sdiCode: 'KRRH6B9' }, 'other-admin')).statusCode).toBe(204)
  })

  it('401 without a token, 403 for domain and darwin users', async () => {
    expectLegacy(await t.call({ method: 'PUT', url: '/v1/customer/eInvoicing', payload: { sdiCode: 'KRRH6B9' } }), 401, 'unauthenticated')
    for (const as of ['domain', 'darwin']) expectLegacy(await put({ sdiCode: 'KRRH6B9' }, as), 403, 'forbidden_group')
  })
})

describe('GET and PUT /v1/emails', () => {
  it('reads the e-mails, replaces them (200 same shape) and other registrars are untouched', async () => {
    const before = await t.call({ method: 'GET', url: '/v1/emails', as: 'darwin' })
    expect(before.statusCode).toBe(200)
    expect(Object.keys(before.json()).sort()).toEqual(['abuse', 'administrative', 'billing', 'pec', 'technical'])
    const res = await t.call({ method: 'PUT', url: '/v1/emails', as: 'admin', payload: before.json() })
    expect(res.statusCode).toBe(200)
    const changed = await t.call({ method: 'PUT', url: '/v1/emails', as: 'admin', payload: EMAILS })
    expect(changed.json()).toEqual(EMAILS)
    expect((await t.call({ method: 'GET', url: '/v1/emails', as: 'billing' })).json()).toEqual(EMAILS)
    expect((await t.call({ method: 'GET', url: '/v1/emails', as: 'other-admin' })).json().administrative).toMatch(/@altro-registrar\.it$/)
  })

  it.each([
    [{ ...EMAILS, technical: 'noc@' }, 'invalid_email', 'technical'],
    [{ ...EMAILS, billing: 'conti..x@demo.it' }, 'invalid_email', 'billing'],
    [{ ...EMAILS, pec: 'pec at demo.it' }, 'invalid_email', 'pec'],
    [{ ...EMAILS, abuse: undefined }, 'invalid_body', 'abuse'],
    [{ ...EMAILS, sales: 'x@y.it' }, 'invalid_body', 'sales'],
  ])('400 for %j', async (payload, code, field) => {
    expectLegacy(await t.call({ method: 'PUT', url: '/v1/emails', as: 'admin', payload }), 400, code, field)
  })

  it('401 without a token, 403 for every group but admin', async () => {
    expectLegacy(await t.call({ method: 'PUT', url: '/v1/emails', payload: EMAILS }), 401, 'unauthenticated')
    for (const as of ['billing', 'domain', 'darwin']) {
      expectLegacy(await t.call({ method: 'PUT', url: '/v1/emails', as, payload: EMAILS }), 403, 'forbidden_group')
    }
  })
})

describe('GET and PUT /v1/headQuarter', () => {
  it('reads and replaces the headquarter address', async () => {
    const before = (await t.call({ method: 'GET', url: '/v1/headQuarter', as: 'domain' })).json()
    expect(before).toMatchObject({ country: 'it' })
    expect(before.phone).toMatch(/^\+39\.\d+$/)
    const res = await t.call({ method: 'PUT', url: '/v1/headQuarter', as: 'admin', payload: HEADQUARTER })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(HEADQUARTER)
    expect((await t.call({ method: 'GET', url: '/v1/headQuarter', as: 'billing' })).json()).toEqual(HEADQUARTER)
    expect((await t.call({ method: 'GET', url: '/v1/headQuarter', as: 'other-admin' })).json().street).not.toBe(HEADQUARTER.street)
  })

  it('accepts a headquarter abroad with a foreign postal code and no province', async () => {
    const abroad = { ...HEADQUARTER, street: 'Bahnhofstrasse 10', city: 'Zürich', postalCode: '8001', province: null, country: 'ch', phone: '+41.441234567' }
    const res = await t.call({ method: 'PUT', url: '/v1/headQuarter', as: 'admin', payload: abroad })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(abroad)
  })

  it.each([
    [{ postalCode: '8012' }, 'invalid_postal_code', 'postalCode'],
    [{ postalCode: '80I21' }, 'invalid_postal_code', 'postalCode'],
    [{ province: 'XX' }, 'invalid_province', 'province'],
    [{ province: 'na' }, 'invalid_province', 'province'],
    [{ province: null }, 'invalid_province', 'province'],
    [{ country: 'xx' }, 'invalid_country', 'country'],
    // Not a lowercase code of the list, however it is wrong: one code for one mistake.
    [{ country: 'IT' }, 'invalid_country', 'country'],
    [{ country: 'ita' }, 'invalid_country', 'country'],
    [{ country: '' }, 'invalid_country', 'country'],
    [{ country: 39 }, 'invalid_body', 'country'],
    // The empty string is refused by the schema, text of spaces only by the service.
    [{ province: '' }, 'invalid_body', 'province'],
    [{ province: '', country: 'ch', postalCode: '8001' }, 'invalid_body', 'province'],
    [{ province: '  ', country: 'ch', postalCode: '8001' }, 'blank_value', 'province'],
    [{ phone: '081 7654321' }, 'invalid_phone', 'phone'],
    [{ phone: '+39-0817654321' }, 'invalid_phone', 'phone'],
    [{ fax: '0817654321' }, 'invalid_phone', 'fax'],
    [{ street: '   ' }, 'blank_value', 'street'],
    [{ city: '' }, 'invalid_body', 'city'],
    [{ phone: undefined }, 'invalid_body', 'phone'],
  ])('400 for %j', async (change, code, field) => {
    const payload = { ...HEADQUARTER, ...change }
    expectLegacy(await t.call({ method: 'PUT', url: '/v1/headQuarter', as: 'admin', payload }), 400, code, field)
  })

  it('401 without a token, 403 for every group but admin', async () => {
    expectLegacy(await t.call({ method: 'PUT', url: '/v1/headQuarter', payload: HEADQUARTER }), 401, 'unauthenticated')
    for (const as of ['billing', 'domain', 'darwin']) {
      expectLegacy(await t.call({ method: 'PUT', url: '/v1/headQuarter', as, payload: HEADQUARTER }), 403, 'forbidden_group')
    }
  })
})
