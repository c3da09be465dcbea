import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const GDPR = {
  legalRepresentative: { firstName: 'Mario', lastName: 'Rossi', fiscalCode: 'RSSMRA85T10A562S', role: 'Amministratore delegato' },
  dataProtectionOfficer: { name: 'Studio Privacy Bianchi', email: 'dpo@studiobianchi.it', phone: '+39.0212345678' },
  privacyEmail: 'privacy@demo-registrar.it',
  privacyPolicyUrl: 'https://www.demo-registrar.it/privacy',
  language: 'it',
  accepted: true,
}

const put = (payload: object, as = 'admin') => t.call({ method: 'PUT', url: '/v1/gdpr', as, payload })

function expectLegacy(res: { statusCode: number; json(): unknown }, status: number, code: string, field?: string) {
  expect(res.statusCode).toBe(status)
  expect(res.json()).toMatchObject({ code, ...(field ? { field } : {}) })
  expect(res.json()).toHaveProperty('timestamp')
}

describe('GET /v1/gdpr/template/{language}', () => {
  it('gives a readable agreement in Italian and in English', async () => {
    const it_ = await t.call({ method: 'GET', url: '/v1/gdpr/template/it', as: 'darwin' })
    expect(it_.statusCode).toBe(200)
    expect(it_.json()).toMatchObject({ language: 'it', version: '2026.1', title: 'Accordo sul trattamento dei dati personali' })
    expect(it_.json().text).toContain('Regolamento (UE) 2016/679')
    expect(it_.json().text).toContain('Il Registrar si impegna a')
    expect(it_.json().text.length).toBeGreaterThan(3000)

    const en = await t.call({ method: 'GET', url: '/v1/gdpr/template/en', as: 'billing' })
    expect(en.json()).toMatchObject({ language: 'en', title: 'Data processing agreement' })
    expect(en.json().text).toContain('The Registrar undertakes to')
    expect(en.json().text).not.toContain('Registrar si impegna')
  })

  it.each(['fr', 'IT', 'ita', 'x'])('400 invalid_language for %s', async (language) => {
    expectLegacy(await t.call({ method: 'GET', url: `/v1/gdpr/template/${language}`, as: 'admin' }), 400, 'invalid_language', 'language')
  })

  it('401 without a token', async () => {
    expectLegacy(await t.call({ method: 'GET', url: '/v1/gdpr/template/it' }), 401, 'unauthenticated')
  })
})

describe('GDPR data lifecycle', () => {
  it('404 before the first PUT, for every group, and confirm is 404 too', async () => {
    for (const as of ['admin', 'billing', 'domain', 'darwin', 'other-admin']) {
      expectLegacy(await t.call({ method: 'GET', url: '/v1/gdpr', as }), 404, 'not_found')
    }
    expectLegacy(await t.call({ method: 'PUT', url: '/v1/gdpr/confirm', as: 'admin' }), 404, 'not_found')
  })

  it('201 when created, 200 when updated; OTHER-REG still has none', async () => {
    const created = await put(GDPR)
    expect(created.statusCode).toBe(201)
    const body = created.json()
    const { accepted: _accepted, ...fields } = GDPR
    expect(body).toMatchObject({ ...fields, templateVersion: '2026.1' })
    expect(body.created).toBe(body.lastupdate)
    expect((await t.call({ method: 'GET', url: '/v1/gdpr', as: 'domain' })).json()).toEqual(body)

    const updated = await put({ ...GDPR, dataProtectionOfficer: null, language: 'en' })
    expect(updated.statusCode).toBe(200)
    expect(updated.json()).toMatchObject({ dataProtectionOfficer: null, language: 'en', created: body.created })
    expectLegacy(await t.call({ method: 'GET', url: '/v1/gdpr', as: 'other-admin' }), 404, 'not_found')
  })

  it('confirm changes only lastupdate', async () => {
    const before = (await t.call({ method: 'GET', url: '/v1/gdpr', as: 'admin' })).json()
    t.app.ctx.clock.set(t.app.ctx.clock.now() + 3 * 86_400_000, true)
    try {
      const res = await t.call({ method: 'PUT', url: '/v1/gdpr/confirm', as: 'admin' })
      expect(res.statusCode).toBe(200)
      const after = res.json()
      expect(after.lastupdate).not.toBe(before.lastupdate)
      expect({ ...after, lastupdate: before.lastupdate }).toEqual(before)
    } finally {
      t.app.ctx.clock.reset()
    }
  })

  it.each([
    [{ accepted: false }, 'agreement_not_accepted', 'accepted'],
    [{ legalRepresentative: { ...GDPR.legalRepresentative, fiscalCode: 'RSSMRA85T10A562T' } }, 'invalid_fiscal_code', 'legalRepresentative.fiscalCode'],
    [{ legalRepresentative: { ...GDPR.legalRepresentative, fiscalCode: '12345678903' } }, 'invalid_fiscal_code', 'legalRepresentative.fiscalCode'],
    [{ legalRepresentative: { ...GDPR.legalRepresentative, lastName: ' ' } }, 'blank_value', 'legalRepresentative.lastName'],
    [{ dataProtectionOfficer: { ...GDPR.dataProtectionOfficer, email: 'dpo' } }, 'invalid_email', 'dataProtectionOfficer.email'],
    [{ dataProtectionOfficer: { ...GDPR.dataProtectionOfficer, phone: '+39 02 1234' } }, 'invalid_phone', 'dataProtectionOfficer.phone'],
    [{ privacyEmail: 'privacy@' }, 'invalid_email', 'privacyEmail'],
    [{ privacyPolicyUrl: 'http://www.demo-registrar.it/privacy' }, 'invalid_url', 'privacyPolicyUrl'],
    [{ privacyPolicyUrl: 'privacy page' }, 'invalid_url', 'privacyPolicyUrl'],
    [{ language: 'de' }, 'invalid_body', 'language'],
    [{ accepted: undefined }, 'invalid_body', 'accepted'],
    [{ legalRepresentative: { firstName: 'Mario' } }, 'invalid_body', 'legalRepresentative.lastName'],
  ])('400 for %j', async (change, code, field) => {
    expectLegacy(await put({ ...GDPR, ...change }), 400, code, field)
  })

  it('names every refused field at once, the agreement among them', async () => {
    const res = await put({ ...GDPR, accepted: false, legalRepresentative: { ...GDPR.legalRepresentative, fiscalCode: 'RSSMRA85T10A562T' } })
    expectLegacy(res, 400, 'agreement_not_accepted', 'accepted')
    expect(res.json().errors).toEqual([
      { field: 'accepted', code: 'agreement_not_accepted' },
      { field: 'legalRepresentative.fiscalCode', code: 'invalid_fiscal_code' },
    ])
  })

  it('401 without a token, 403 for every group but admin on PUT and confirm', async () => {
    expectLegacy(await t.call({ method: 'GET', url: '/v1/gdpr' }), 401, 'unauthenticated')
    expectLegacy(await t.call({ method: 'PUT', url: '/v1/gdpr', payload: GDPR }), 401, 'unauthenticated')
    expectLegacy(await t.call({ method: 'PUT', url: '/v1/gdpr/confirm' }), 401, 'unauthenticated')
    for (const as of ['billing', 'domain', 'darwin']) {
      expectLegacy(await put(GDPR, as), 403, 'forbidden_group')
      expectLegacy(await t.call({ method: 'PUT', url: '/v1/gdpr/confirm', as }), 403, 'forbidden_group')
    }
  })
})
