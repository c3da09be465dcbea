/**
 * JSON bodies are read as they were sent or refused (plugins/json-body.ts): bytes that are not
 * UTF-8 and arrays or objects nested beyond 32 levels answer 400 `invalid_body` and store nothing,
 * in either error kind; Fastify's own guards still hold. A deeply nested body reaching the request
 * log's capture used to overflow the stack and end the process: the server must answer after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH } from '../../local-server/plugins/json-body.js'
import { nestsDeeperThan, numberBeyondInt64 } from '../../local-server/validation/json-text.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { expectErrorKind, validBank } from './billing-helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ requestLog: true })
})
afterAll(() => t.close())

const paymentRows = () => (t.app.ctx.db.prepare('SELECT count(*) AS n FROM payments').get() as { n: number }).n
const postBank = (payload: string | Buffer, as: string | undefined = 'billing') =>
  t.call({ method: 'POST', url: '/v1/payments/bank', ...(as ? { as } : {}), payload, headers: { 'content-type': 'application/json' } })

/** `{"x": [[[…]]]}` with `depth` levels in all. */
const nested = (depth: number) => `{"x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`

describe('bytes that are not UTF-8', () => {
  it('answer 400 invalid_body and store nothing, where they were taken and changed to U+FFFD', async () => {
    const before = paymentRows()
    const text = JSON.stringify(validBank()).replace('Demo Registrar', 'Demo \u0001\u0002 Registrar')
    // A Latin-1 byte and a broken sequence where the two placeholders were.
    const bytes = Buffer.from(text.replace('\u0001\u0002', 'XY'), 'utf8')
    const at = bytes.indexOf('XY')
    bytes[at] = 0xff
    bytes[at + 1] = 0xc3
    const res = await postBank(bytes)
    expect(res.statusCode, res.body).toBe(400)
    expect(expectErrorKind(res, 'current', 400)).toMatchObject({ code: 'invalid_body' })
    expect(res.json().detail).toContain('UTF-8')
    expect(paymentRows()).toBe(before)
  })

  it('in the legacy kind in a legacy area', async () => {
    const res = await t.call({ method: 'PUT', url: '/v1/credit/warnThreshold', as: 'billing', payload: Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]), headers: { 'content-type': 'application/json' } })
    expect(res.statusCode, res.body).toBe(400)
    expect(JSON.stringify(expectErrorKind(res, 'legacy', 400))).toContain('not valid UTF-8')
  })

  it('UTF-8 text, accents and emoji included, is kept as sent', async () => {
    const body = validBank()
    body.bankPayment.applicant = 'Società Città 🇮🇹'
    const res = await postBank(Buffer.from(JSON.stringify(body), 'utf8'))
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().bankPayment.applicant).toBe('Società Città 🇮🇹')
  })
})

describe('nesting', () => {
  it(`is read to ${MAX_JSON_DEPTH} levels and refused beyond, brackets inside strings not counted`, () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false)
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true)
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 2)).toBe(false)
  })

  it('beyond the limit answers 400 invalid_body naming the depth, never a 500, and stores nothing', async () => {
    const before = paymentRows()
    for (const depth of [MAX_JSON_DEPTH + 1, 5000]) {
      const res = await postBank(nested(depth))
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json()).toMatchObject({ code: 'invalid_body' })
      expect(res.json().detail).toContain(`more than ${MAX_JSON_DEPTH} levels`)
    }
    // Within the limit, the body is read and its schema refuses it like any other.
    const within = await postBank(nested(MAX_JSON_DEPTH))
    expect(within.statusCode).toBe(400)
    expect(within.json().detail).not.toContain('levels')
    expect(paymentRows()).toBe(before)
  })

  it('a deep body without a token, to the sign-in or to no operation, leaves the logging server answering', async () => {
    const deep = `{"grant_type":${'['.repeat(3000)}${']'.repeat(3000)}}`
    expect((await t.call({ method: 'POST', url: '/oauth/token', payload: deep, headers: { 'content-type': 'application/json' } })).statusCode).toBe(400)
    expect((await t.call({ method: 'POST', url: '/v1/nothing', payload: nested(5000), headers: { 'content-type': 'application/json' } })).statusCode).toBe(400)
    expect((await t.call({ method: 'GET', url: '/health' })).statusCode).toBe(200)
    // The request log kept them, as the body it could read or a note that it could not.
    await t.app.requestLog!.flush()
    const records = (await t.call({ method: 'GET', url: '/gateway/requests?path=/oauth/token', as: 'admin' })).json().elements
    expect(records.length).toBeGreaterThan(0)
  })
})

describe("Fastify's guards", () => {
  it('still refuse __proto__ and constructor.prototype keys', async () => {
    for (const payload of ['{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
      const res = await postBank(payload)
      expect(res.statusCode, payload).toBe(400)
      expect(res.json().code).toBe('invalid_body')
    }
  })

  it('still refuse an empty body and one that is not JSON', async () => {
    for (const payload of ['', '{"amount":']) {
      const res = await postBank(payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().code).toBe('invalid_body')
    }
  })
})

describe('numbers beyond int64', () => {
  it('are found as written, outside strings, and nothing within the range is', () => {
    for (const beyond of ['99999999999999999999', '9223372036854775808', '-9223372036854775809', '1e30', '-1E19', '9223372036854775807.5']) {
      expect(numberBeyondInt64(`{"a":[1,{"b":${beyond}}]}`), beyond).toBe(beyond)
    }
    for (const within of ['9223372036854775807', '-9223372036854775808', '9223372036854775807.0', '1e18', '12.5e3', '0.000000000000000000001']) {
      expect(numberBeyondInt64(`{"a":${within}}`), within).toBeNull()
    }
    expect(numberBeyondInt64('{"a":"99999999999999999999 \\" 1e30","b":1}')).toBeNull()
  })

  it('answer 400 invalid_body naming the number where a path answers 400 too, and change nothing', async () => {
    const before = t.app.ctx.db.prepare('SELECT assigned_user_id FROM darwin_requests ORDER BY id LIMIT 1').get()
    const id = (t.app.ctx.db.prepare('SELECT id FROM darwin_requests ORDER BY id LIMIT 1').get() as { id: number }).id
    for (const userId of ['99999999999999999999', '1e30']) {
      const res = await t.call({ method: 'POST', url: `/v1/darwin/requests/${id}/assignToUser`, as: 'admin', payload: `{"userId": ${userId}}`, headers: { 'content-type': 'application/json' } })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json()).toMatchObject({ code: 'invalid_body' })
      expect(res.json().detail).toContain(`${userId} is beyond the 64-bit integer range`)
    }
    expect(t.app.ctx.db.prepare('SELECT assigned_user_id FROM darwin_requests ORDER BY id LIMIT 1').get()).toEqual(before)
    // Within int64 the value is an id like any other: no user has it.
    const within = await t.call({ method: 'POST', url: `/v1/darwin/requests/${id}/assignToUser`, as: 'admin', payload: '{"userId": 9223372036854775807}', headers: { 'content-type': 'application/json' } })
    expect(within.statusCode, within.body).toBe(404)
    expect(within.json()).toMatchObject({ code: 'user_not_found' })
  })
})
