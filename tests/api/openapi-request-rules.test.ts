/**
 * The request schemas of /openapi.json say what the server enforces (issue 10, part 2): fixed
 * value sets as enums or patterns, formats, patterns and the error code a refused value answers
 * (`x-error-code`). Each rule is read from the served document, and the server is shown to refuse
 * a value the document's schema refuses, with the code clients rely on.
 */
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { resolverOf, type Resolve, type Schema } from '../helpers/openapi/values.js'

let t: TestApp
let doc: Schema
let resolve: Resolve
const ajv = new Ajv2020({ strict: false })
addFormats(ajv, { mode: 'full' })

beforeAll(async () => {
  t = await createTestApp()
  doc = (await t.call({ method: 'GET', url: '/openapi.json' })).json()
  resolve = resolverOf(doc)
})
afterAll(() => t.close())

const parameter = (url: string, method: string, name: string): Schema => {
  const p = (doc.paths[url][method].parameters as Schema[]).find((x) => x.name === name)
  if (!p) throw new Error(`${method} ${url} has no parameter ${name}`)
  return resolve(p.schema)
}

/** A body property by its dotted path (`contactData.email`); through arrays and `| null` unions. */
const bodyProperty = (url: string, method: string, path: string): Schema => {
  let s = resolve(doc.paths[url][method].requestBody.content['application/json'].schema)
  for (const key of path.split('.')) {
    if (s.type === 'array') s = resolve(s.items)
    s = resolve(s.properties[key])
    const nonNull = (s.anyOf as Schema[] | undefined)?.map(resolve).filter((a) => a.type !== 'null')
    if (nonNull?.length === 1) s = nonNull[0]!
  }
  return s
}

const accepts = (schema: Schema, value: unknown) => ajv.validate(schema, value)

describe('fixed value sets', () => {
  it('the GDPR template language is an enum answering invalid_language', async () => {
    const language = parameter('/v1/gdpr/template/{language}', 'get', 'language')
    expect(language.enum).toEqual(['it', 'en'])
    expect(language['x-error-code']).toBe('invalid_language')
    const res = await t.call({ method: 'GET', url: '/v1/gdpr/template/de', as: 'admin' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'invalid_language', field: 'language' })
  })

  it('a search parameter with a closed list admits exactly its values under its operators', async () => {
    const status = parameter('/v1/payments', 'get', 'status')
    for (const ok of ['approved', 'eq:approved', 'ne:rejected', 'in:approved,submitted', 'notIn:rejected', 'in:approved,,submitted,']) {
      expect(accepts(status, ok), ok).toBe(true)
    }
    for (const bad of ['lost', 'in:approved,lost', 'gt:approved', 'in:', 'contains:appr', 'Approved']) {
      expect(accepts(status, bad), bad).toBe(false)
    }
    for (const [query, code] of [['status=in:approved,lost', 'invalid_value'], ['status=gt:approved', 'operator_not_allowed']]) {
      const res = await t.call({ method: 'GET', url: `/v1/payments?${query}`, as: 'billing' })
      expect(res.statusCode, query).toBe(400)
      expect(res.json(), query).toMatchObject({ code, field: 'status' })
    }
  })

  it('every search parameter with a closed list carries its pattern', () => {
    const closed = [
      ['/v1/payments', 'type'],
      ['/v1/registrar/events', 'type'],
      ['/v1/ipAddresses', 'service'],
      ['/v1/users', 'group'],
      ['/v1/darwin/requests', 'status'],
      ['/v1/darwin/contacts', 'action'],
      ['/v1/darwin/documents', 'documentType'],
      ['/v1/darwin/events', 'type'],
    ] as const
    for (const [url, name] of closed) {
      const s = parameter(url, 'get', name)
      expect(s.pattern, `${url} ${name}`).toBeDefined()
      expect(s['x-operators'], `${url} ${name}`).toBeDefined()
    }
  })

  it('sort admits the listed fields with a direction, and names sort when it refuses one', async () => {
    const sort = resolve(parameter('/v1/payments', 'get', 'sort').items)
    for (const ok of ['amount', 'amount,desc', 'created,asc']) expect(accepts(sort, ok), ok).toBe(true)
    for (const bad of ['colour', 'amount,up', 'amount,desc,x']) expect(accepts(sort, bad), bad).toBe(false)
    for (const [value, code] of [['colour', 'unknown_sort_field'], ['amount,up', 'invalid_value']]) {
      const res = await t.call({ method: 'GET', url: `/v1/payments?sort=created&sort=${value}`, as: 'billing' })
      expect(res.json(), value).toMatchObject({ code, field: 'sort' })
    }
  })

  it('the darwin view takes only its two items', async () => {
    const view = parameter('/v1/darwin/requests', 'get', 'view')
    for (const ok of ['referenceContact', 'expirationDays, referenceContact', '']) expect(accepts(view, ok), ok).toBe(true)
    expect(accepts(view, 'referenceContact,documents')).toBe(false)
    const res = await t.call({ method: 'GET', url: '/v1/darwin/requests?view=documents', as: 'darwin' })
    expect(res.json()).toMatchObject({ code: 'invalid_value', field: 'view' })
  })

  it('the DS digest type is an enum answering unsupported_digest_type', () => {
    const digestType = bodyProperty('/v1/dns-check/validate', 'post', 'dsRecords.digestType')
    expect(digestType).toMatchObject({ type: 'integer', enum: [1, 2, 4], 'x-error-code': 'unsupported_digest_type' })
  })

  it('sandbox anomaly codes are an enum answering unknown_anomaly_code', async () => {
    const codes = bodyProperty('/sandbox/darwin/requests', 'post', 'anomalies.codes')
    expect(resolve(codes.items)).toMatchObject({ type: 'integer', 'x-error-code': 'unknown_anomaly_code' })
    expect(resolve(codes.items).enum).toContain(1010)
    const contact = {
      registrarContactId: 'R-1', name: 'Ditta Rossi S.r.l.', org: 'Ditta Rossi S.r.l.', email: 'info@dittarossi.it', voice: '+39.0612345678',
      streets: ['Via Appia 10'], city: 'Roma', postalCode: '00179', state: 'RM', country: 'it', regcode: '02145870362', nationality: 'it', entityType: 2,
    }
    const res = await t.call({ method: 'POST', url: '/sandbox/darwin/requests', as: 'admin', payload: { contacts: [contact], anomalies: [{ field: 'org', codes: [1010, 9999] }] } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'unknown_anomaly_code', field: 'anomalies.0.codes.1' })
  })
})

describe('formats and patterns', () => {
  const emails = [
    ['/v1/emails', 'put', 'administrative'],
    ['/v1/emails', 'put', 'pec'],
    ['/v1/customer/eInvoicing', 'put', 'pec'],
    ['/v1/registrar/publicInfo', 'put', 'email'],
    ['/v1/registrar/contacts', 'post', 'email'],
    ['/v1/gdpr', 'put', 'privacyEmail'],
    ['/v1/gdpr', 'put', 'dataProtectionOfficer.email'],
    ['/v1/darwin/contactUpdates', 'post', 'contactData.email'],
  ] as const
  it.each(emails)('%s %s: %s is format email', (url, method, path) => {
    expect(bodyProperty(url, method, path)).toMatchObject({ type: 'string', format: 'email', maxLength: 254 })
  })

  const phones = [
    ['/v1/headQuarter', 'put', 'phone', 'invalid_phone'],
    ['/v1/headQuarter', 'put', 'fax', 'invalid_phone'],
    ['/v1/registrar/contacts', 'post', 'mobile', 'invalid_phone'],
    ['/v1/gdpr', 'put', 'dataProtectionOfficer.phone', 'invalid_phone'],
    ['/v1/darwin/contactUpdates', 'post', 'contactData.voice', 'invalid_value'],
  ] as const
  it.each(phones)('%s %s: %s has the +CC.NUMBER pattern answering %s', (url, method, path, code) => {
    const phone = bodyProperty(url, method, path)
    expect(phone['x-error-code']).toBe(code)
    expect(accepts(phone, '+39.0612345678')).toBe(true)
    for (const bad of ['0612345678', '+39 06 1234', '+39.12']) expect(accepts(phone, bad), bad).toBe(false)
  })

  it('darwin contact data refuses blank names, street lines and cities as invalid_value', () => {
    for (const path of ['contactData.name', 'contactData.streets', 'contactData.city']) {
      let s = bodyProperty('/v1/darwin/contactUpdates', 'post', path)
      if (s.type === 'array') s = resolve(s.items)
      expect(s['x-error-code'], path).toBe('invalid_value')
      expect(accepts(s, '   '), path).toBe(false)
      expect(accepts(s, ' Roma '), path).toBe(true)
    }
  })

  it('web addresses are format uri with their schemes', () => {
    const website = bodyProperty('/v1/registrar/publicInfo', 'put', 'website')
    const privacy = bodyProperty('/v1/gdpr', 'put', 'privacyPolicyUrl')
    for (const s of [website, privacy]) expect(s).toMatchObject({ format: 'uri', 'x-error-code': 'invalid_url' })
    expect(accepts(website, 'http://www.example.it/')).toBe(true)
    expect(accepts(privacy, 'http://www.example.it/privacy')).toBe(false)
    expect(accepts(privacy, 'https://www.example.it/privacy')).toBe(true)
  })

  it('the recipient code is 7 uppercase letters or digits, answering invalid_sdi_code', async () => {
    const sdi = bodyProperty('/v1/customer/eInvoicing', 'put', 'sdiCode')
    expect(sdi.pattern).toBe('^[A-Z0-9]{7}$')
    const res = await t.call({ method: 'PUT', url: '/v1/customer/eInvoicing', as: 'admin', payload: { sdiCode: 'krrh6b9' } })
    expect(res.json()).toMatchObject({ code: 'invalid_sdi_code', field: 'sdiCode' })
  })

  it('an allow-list entry is an IPv4 or IPv6 address or a range', async () => {
    const entry = resolve(bodyProperty('/v1/ipAddresses', 'post', 'ipAddresses').items)
    const formats = (entry.anyOf as Schema[]).map((a) => resolve(a).format).filter(Boolean)
    expect(formats).toEqual(['ipv4', 'ipv6'])
    for (const ok of ['192.0.2.1', '2001:db8::1', '203.0.113.0/24', ' 192.0.2.1 ']) expect(accepts(entry, ok), ok).toBe(true)
    for (const bad of ['999.1.1.1', '010.1.1.1', 'fe80::1%eth0', 'example.it']) expect(accepts(entry, bad), bad).toBe(false)
    const res = await t.call({ method: 'POST', url: '/v1/ipAddresses', as: 'admin', payload: { service: 'das', userId: 1, ipAddresses: ['192.0.2.99', 'example.it'] } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'invalid_ip_address', field: 'ipAddresses.1' })
  })

  it('a value of the wrong type is still a fault of the body, not of the rule', async () => {
    const res = await t.call({ method: 'PUT', url: '/v1/customer/eInvoicing', as: 'admin', payload: { sdiCode: 1234567 } })
    expect(res.json()).toMatchObject({ code: 'invalid_body', field: 'sdiCode' })
  })
})
