/**
 * One rule for the numbers of every search (docs/api-conventions.md, "Values"): an integer filter
 * takes a whole number in decimal digits, an amount filter euro with at most two decimals, both
 * exactly as written (no spaces, no `+`, no exponent, no `1.0` for an integer). Anything else
 * answers 400 `invalid_value` naming the parameter. A value beyond int64 (for an amount, its cents)
 * is no number the registry keeps: 400. Within int64 but beyond 2^53 − 1 it is kept exactly and
 * compared as it is: no row has it, so `eq` and `in` match nothing and `ne`, `notIn`, `lt`, `le`
 * match every row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

interface Search {
  /** The list operation, with `?` or `&` ready for one more parameter. */
  readonly url: string
  readonly as: string
  readonly param: string
  readonly kind: 'integer' | 'amount'
  /** A value that matches some of the registrar's rows (so `ne:` of a huge value is seen to keep them all). */
  readonly some: string
  /** Its operators beyond eq: which of ne, in, notIn, lt it lists. */
  readonly ops: readonly ('ne' | 'in' | 'notIn' | 'lt')[]
  /** What every row means for its ne and notIn, when not the whole list (`paymentId=ne:…` keeps only invoices of a payment). */
  readonly every?: string
}

const SEARCHES: readonly Search[] = [
  { url: '/v1/payments?size=100&', as: 'billing', param: 'amount', kind: 'amount', some: '1000', ops: ['ne', 'in', 'notIn', 'lt'] },
  { url: '/v1/invoices?size=100&', as: 'billing', param: 'totalAmount', kind: 'amount', some: '5000', ops: ['ne', 'in', 'notIn', 'lt'] },
  { url: '/v1/invoices?size=100&', as: 'billing', param: 'invoiceNumber', kind: 'integer', some: '1', ops: ['ne', 'in', 'notIn'] },
  { url: '/v1/invoices?size=100&', as: 'billing', param: 'paymentId', kind: 'integer', some: '1', ops: ['ne', 'in', 'notIn'], every: 'ne:0' },
  { url: '/v1/ipAddresses?', as: 'admin', param: 'userId', kind: 'integer', some: '1', ops: ['ne', 'in', 'notIn'] },
  { url: '/v1/darwin/domains?size=100&', as: 'admin', param: 'contactId', kind: 'integer', some: '1', ops: [] },
  { url: '/v1/darwin/domains?size=100&', as: 'admin', param: 'dbnaId', kind: 'integer', some: '9300001', ops: [] },
  { url: '/v1/darwin/domains?size=100&', as: 'admin', param: 'requestId', kind: 'integer', some: '1', ops: [] },
  { url: '/v1/darwin/contacts?size=100&', as: 'admin', param: 'dbnaId', kind: 'integer', some: '4100001', ops: [] },
  { url: '/v1/darwin/contacts?size=100&', as: 'admin', param: 'requestId', kind: 'integer', some: '1', ops: [] },
  { url: '/v1/darwin/documents?size=100&', as: 'admin', param: 'requestId', kind: 'integer', some: '1', ops: ['in'] },
  { url: '/v1/darwin/domains/count?', as: 'admin', param: 'contactId', kind: 'integer', some: '1', ops: [] },
  { url: '/v1/darwin/contacts/count?', as: 'admin', param: 'requestId', kind: 'integer', some: '1', ops: [] },
  { url: '/v1/darwin/documents/count?', as: 'admin', param: 'requestId', kind: 'integer', some: '1', ops: ['in'] },
]

const get = (s: Search, value: string) => t.call({ method: 'GET', url: `${s.url}${s.param}=${value}`, as: s.as })

/** The rows (or the count) an answer holds. */
function rows(body: unknown): unknown {
  if (Array.isArray(body)) return body
  const b = body as { elements?: unknown[]; count?: number }
  return b.elements ?? b.count
}
const none = (body: unknown) => {
  const r = rows(body)
  return Array.isArray(r) ? r.length === 0 : r === 0
}

async function expectRefused(s: Search, value: string) {
  const res = await get(s, value)
  expect(res.statusCode, `${s.url}${s.param}=${value}: ${res.body}`).toBe(400)
  expect(res.json()).toMatchObject({ code: 'invalid_value', field: s.param })
}

async function expectSame(s: Search, value: string, without: unknown) {
  const res = await get(s, value)
  expect(res.statusCode, `${s.url}${s.param}=${value}: ${res.body}`).toBe(200)
  expect(rows(res.json())).toEqual(without)
}

const INT64_MAX = '9223372036854775807'
/** In euro, the largest amount whose cents fit int64. */
const CENTS_MAX = '92233720368547758.07'

describe.each(SEARCHES.map((s) => [`${s.url}${s.param} (${s.kind})`, s] as const))('%s', (_name, s) => {
  const huge = s.kind === 'integer' ? INT64_MAX : CENTS_MAX
  const beyond = s.kind === 'integer' ? '9223372036854775808' : '92233720368547758.08'

  it('a plain value still finds its rows', async () => {
    const res = await get(s, s.some)
    expect(res.statusCode, res.body).toBe(200)
    expect(none(res.json())).toBe(false)
  })

  it.each(['%20{v}', '{v}%20', '%09{v}', '{v}%0A', '%2B{v}', '{v}e0', '0x1', '{v}_0', 'Infinity', 'NaN', '', '{v}.', '.5', 'eq:%20{v}'])(
    '400 invalid_value for %s ({v}: a value that finds rows)',
    async (pattern) => {
      await expectRefused(s, pattern.replaceAll('{v}', s.some))
    },
  )

  it('400 invalid_value for a space inside a list', async () => {
    const list = s.ops.find((o) => o === 'in' || o === 'notIn')
    if (!list) return
    await expectRefused(s, `${list}:${s.some},%20${s.some}`)
    await expectRefused(s, `${list}:${s.some},${s.some}%20`)
  })

  if (s.kind === 'integer') {
    it.each(['1.0', '1.00', '10.0', '1.5', '-0.0'])('400 invalid_value for %s: an integer is written without a decimal point', async (value) => {
      await expectRefused(s, value)
    })
  } else {
    it.each(['1.001', '0.001'])('400 invalid_value for %s: more than two decimals', async (value) => {
      await expectRefused(s, value)
    })
  }

  it('400 invalid_value beyond int64, alone or in a list', async () => {
    await expectRefused(s, beyond)
    await expectRefused(s, `-${beyond.replace(/8$/, '9')}`)
    await expectRefused(s, '99999999999999999999999999')
    for (const op of s.ops) await expectRefused(s, `${op}:${op === 'in' || op === 'notIn' ? `${s.some},` : ''}${beyond}`)
  })

  it('within int64 but beyond 2^53 − 1: matches no row with eq and in, every row with ne, notIn and lt', async () => {
    const all = rows((await t.call({ method: 'GET', url: s.every ? `${s.url}${s.param}=${s.every}` : s.url.replace(/[?&]$/, ''), as: s.as })).json())
    for (const value of [huge, '9007199254740993', `-${huge}`]) {
      const res = await get(s, value)
      expect(res.statusCode, `${s.param}=${value}: ${res.body}`).toBe(200)
      expect(none(res.json()), `${s.param}=${value}`).toBe(true)
    }
    if (s.ops.includes('ne')) await expectSame(s, `ne:${huge}`, all)
    if (s.ops.includes('notIn')) await expectSame(s, `notIn:${huge},9007199254740993`, all)
    if (s.ops.includes('lt')) await expectSame(s, `lt:${huge}`, all)
    if (s.ops.includes('in')) {
      const res = await get(s, `in:${huge},9007199254740993`)
      expect(res.statusCode, res.body).toBe(200)
      expect(none(res.json())).toBe(true)
    }
  })
})

describe('dates and closed lists follow the same rule', () => {
  it.each([
    ['/v1/payments?created=%202026-01-01', 'created'],
    ['/v1/payments?status=%20approved', 'status'],
    ['/v1/payments?amount=between:100,%20200', 'amount'],
    ['/v1/invoices?invoiceDate=2026-01-01%20', 'invoiceDate'],
  ])('%s answers 400 naming %s', async (url, field) => {
    const res = await t.call({ method: 'GET', url, as: 'billing' })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ code: 'invalid_value', field })
  })
})
