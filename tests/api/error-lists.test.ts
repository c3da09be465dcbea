import { Value } from 'typebox/value'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCurrentSchema, ErrorLegacySchema } from '../../local-server/contract/common.js'
import { ERROR_CODES, type ErrorCode } from '../../local-server/contract/errors.js'
import { createTestApp, type TestApp } from '../helpers/app.js'

// Validation failures name every failing input at once (docs/api-conventions.md, "Errors"), and
// the document lists per error response the codes of the one list it may carry.
let t: TestApp
let doc: Record<string, any>
beforeAll(async () => {
  t = await createTestApp()
  doc = (await t.call({ method: 'GET', url: '/openapi.json' })).json()
})
afterAll(() => t.close())

describe('the errors list of a failed validation', () => {
  it('lists every wrong field of a body in the current kind; the first is code and field', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/payments/bank', as: 'billing', payload: { amount: 'x', bankPayment: { european: 3 } } })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body).toMatchObject({ code: 'invalid_body', field: 'amount', detail: 'amount: must be number' })
    expect(body.errors[0]).toEqual({ field: 'amount', code: 'invalid_body' })
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(
      ['amount', ...['applicant', 'applicantRole', 'bankName', 'branchName', 'european', 'paymentDate', 'transactionId', 'valueDate'].map((f) => `bankPayment.${f}`)].sort(),
    )
    expect(Value.Check(ErrorCurrentSchema, body)).toBe(true)
  })

  it('lists every wrong query parameter, each once', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/payments?page=-1&size=0', as: 'billing' })
    expect(res.json()).toMatchObject({ code: 'invalid_parameter', field: 'page' })
    expect(res.json().errors).toEqual([{ field: 'page', code: 'invalid_parameter' }, { field: 'size', code: 'invalid_parameter' }])
  })

  it('gives the legacy kind the same list', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/registrar/contacts', as: 'admin', payload: {} })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.errors.length).toBeGreaterThan(1)
    expect(body.errors[0]).toEqual({ field: body.field, code: body.code })
    expect(Value.Check(ErrorLegacySchema, body)).toBe(true)
  })

  // Two stages, each complete: what the schema refuses (formats, patterns) is listed first, all at
  // once; the business checks run on a body the schema accepted and list all theirs at once.
  it('names every refused address of an IP address request at once, at each stage', async () => {
    const me = (await t.call({ method: 'GET', url: '/v1/user', as: 'admin' })).json()
    const post = (ipAddresses: string[]) => t.call({ method: 'POST', url: '/v1/ipAddresses', as: 'admin', payload: { service: 'das', userId: me.id, ipAddresses } })
    const malformed = await post(['192.0.2.10', '999.1.1.1', 'not an address'])
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({ code: 'invalid_ip_address', field: 'ipAddresses.1' })
    expect(malformed.json().errors).toEqual([
      { field: 'ipAddresses.1', code: 'invalid_ip_address' },
      { field: 'ipAddresses.2', code: 'invalid_ip_address' },
    ])
    const refused = await post(['192.0.2.10', '127.0.0.1', '192.0.2.10'])
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toEqual([
      { field: 'ipAddresses.1', code: 'ip_address_not_allowed' },
      { field: 'ipAddresses.2', code: 'ip_address_repeated' },
    ])
  })

  it('names every field the registrar checks refuse at once, in the legacy kind, at each stage', async () => {
    const contact = { role: 'technical', firstName: 'Anna', lastName: 'Esposito', email: 'anna@example.it', phone: '+39.061234567', mobile: '+39.3331234567', language: 'it' }
    const post = (change: Record<string, string>) => t.call({ method: 'POST', url: '/v1/registrar/contacts', as: 'admin', payload: { ...contact, ...change } })
    const malformed = await post({ email: 'not-an-email', phone: '06 1234' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({ code: 'invalid_email', field: 'email' })
    expect(malformed.json().errors).toEqual([
      { field: 'email', code: 'invalid_email' },
      { field: 'phone', code: 'invalid_phone' },
    ])
    expect(Value.Check(ErrorLegacySchema, malformed.json())).toBe(true)
    const blank = await post({ firstName: ' ', lastName: ' ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toMatchObject({ code: 'blank_value', field: 'firstName' })
    expect(blank.json().errors).toEqual([
      { field: 'firstName', code: 'blank_value' },
      { field: 'lastName', code: 'blank_value' },
    ])
    expect(Value.Check(ErrorLegacySchema, blank.json())).toBe(true)
  })

  it('names every wrong part of an address at once', async () => {
    const hq = (await t.call({ method: 'GET', url: '/v1/headQuarter', as: 'admin' })).json()
    const res = await t.call({ method: 'PUT', url: '/v1/headQuarter', as: 'admin', payload: { ...hq, city: ' ', postalCode: '123', province: 'XX' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([
      { field: 'city', code: 'blank_value' },
      { field: 'postalCode', code: 'invalid_postal_code' },
      { field: 'province', code: 'invalid_province' },
    ])
  })

  it('has no list when nothing was validated field by field', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/payments/999999', as: 'billing' })
    expect(res.statusCode).toBe(404)
    expect(res.json().errors).toBeUndefined()
  })
})

describe('x-error-codes in the document', () => {
  const responses = () =>
    Object.values(doc.paths as Record<string, Record<string, any>>).flatMap((item) =>
      Object.values(item).flatMap((op) => Object.entries((op?.responses ?? {}) as Record<string, any>).map(([status, r]) => ({ op, status: Number(status), r }))),
    )

  it('lists on each error response only codes of the one list with that status', () => {
    const listed = responses().filter(({ r }) => r['x-error-codes'])
    expect(listed.length).toBeGreaterThan(100)
    for (const { status, r } of listed) {
      for (const code of r['x-error-codes'] as ErrorCode[]) expect(ERROR_CODES[code]?.status, `${code} on ${status}`).toBe(status)
    }
  })

  it('names the general codes and the operation’s own', () => {
    const bank = doc.paths['/v1/payments/bank'].post.responses
    expect(bank['400']['x-error-codes']).toEqual(expect.arrayContaining(['invalid_body', 'date_in_future', 'inconsistent_dates']))
    // It takes no parameter, so none is refused.
    expect(bank['400']['x-error-codes']).not.toContain('invalid_parameter')
    expect(doc.paths['/v1/payments'].get.responses['400']['x-error-codes']).toContain('invalid_parameter')
    expect(bank['401']['x-error-codes']).toEqual(['unauthenticated', 'invalid_token'])
    const ip = doc.paths['/v1/ipAddresses'].post.responses
    // The spec lists 400, 401, 403 and 404 for the creation: an address already allowed is a 400.
    expect(ip['409']).toBeUndefined()
    expect(ip['400']['x-error-codes']).toEqual(expect.arrayContaining(['invalid_ip_address', 'ip_address_repeated', 'ip_address_exists']))
    expect(ip['404']['x-error-codes']).toEqual(['not_found', 'user_not_found'])
  })

  it('lists an operation’s declared codes, and no other code of its area', () => {
    const hq = doc.paths['/v1/headQuarter']
    expect(hq.put.responses['400']['x-error-codes']).toEqual(
      expect.arrayContaining(['blank_value', 'invalid_country', 'invalid_postal_code', 'invalid_province', 'invalid_phone']),
    )
    expect(hq.put.responses['400']['x-error-codes']).not.toContain('invalid_sdi_code')
    // It takes no parameter (any sent is ignored): only the request's own faults, two Host or Authorization headers.
    expect(hq.get.responses['400']['x-error-codes']).toEqual(['duplicate_host', 'duplicate_authorization'])
    expect(doc.paths['/v1/invoices/{invoiceId}/pdf'].get.responses['404']['x-error-codes']).toEqual(['not_found', 'pdf_unavailable'])
  })

  it('documents the error code as an enum of the list in both kinds', () => {
    for (const name of ['ErrorCurrent', 'ErrorLegacy']) {
      expect(doc.components.schemas[name].properties.code.enum).toEqual(Object.keys(ERROR_CODES))
      expect(doc.components.schemas[name].properties.errors.items.properties.code.enum).toEqual(Object.keys(ERROR_CODES))
    }
  })
})

describe('docs/api-conventions.md', () => {
  it('lists every code of the one list with its status', async () => {
    const { readFile } = await import('node:fs/promises')
    const text = await readFile(new URL('../../docs/api-conventions.md', import.meta.url), 'utf8')
    const missing = Object.entries(ERROR_CODES).filter(([code, info]) => !text.includes(`| \`${code}\` | ${info.status} |`))
    expect(missing.map(([code]) => code)).toEqual([])
  })
})
