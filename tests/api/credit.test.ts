import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, endOfDate, formatDate, formatDateTime, startOfDate } from '../../local-server/time.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { planProblems, queryPlan } from '../helpers/query-plan.js'
import { expectBillingAccess, expectErrorKind, registrarId } from './billing-helpers.js'

let t: TestApp
let demo: number
beforeAll(async () => {
  t = await createTestApp()
  demo = registrarId(t, 'DEMO-REG')
})
afterAll(() => t.close())

const get = (url: string, as = 'billing') => t.call({ method: 'GET', url, as })
const credit = async (as = 'billing') => (await get('/v1/credit', as)).json() as { credit: number; threshold: number; status: string; lastupdate: string }
const untilDate = async (date: string, as = 'billing') => (await get(`/v1/credit/untilDate?date=${date}`, as)).json().credit as number
const charge = (payload: object, as = 'admin') => t.call({ method: 'POST', url: '/sandbox/credit/charges', as, payload })
const setThreshold = (threshold: unknown, as = 'billing') =>
  t.call({ method: 'PUT', url: '/v1/credit/warnThreshold', as, payload: { threshold } })
const messages = async (as = 'admin') => (await get('/sandbox/credit/messages', as)).json() as { credit: number; threshold: number; message: string; type: string; created: string }[]
const ledgerSum = (until: number) =>
  (t.app.ctx.db.prepare('SELECT COALESCE(SUM(amount), 0) AS s FROM credit_movements WHERE registrar_id = ? AND at <= ?').get(demo, until) as { s: number }).s / 100

describe('access', () => {
  it.each([
    ['GET', '/v1/credit', undefined, 'current'],
    ['GET', '/v1/credit/untilDate?date=2026-01-01', undefined, 'current'],
    ['GET', '/v1/credit/warnThreshold', undefined, 'current'],
    ['PUT', '/v1/credit/warnThreshold', { threshold: 100 }, 'legacy'],
  ] as const)('%s %s: 401 without a token, 403 by scope and by group', async (method, url, payload, kind) => {
    await expectBillingAccess(t, { method, url, ...(payload ? { payload } : {}) }, kind)
  })

  it('both billing groups may read the credit', async () => {
    for (const as of ['admin', 'billing']) expect((await get('/v1/credit', as)).statusCode).toBe(200)
  })

  it('sandbox controls need group admin', async () => {
    expect((await charge({ operation: 'penalty' }, 'billing')).statusCode).toBe(403)
    expect((await get('/sandbox/credit/messages', 'billing')).statusCode).toBe(403)
    expect((await t.call({ method: 'GET', url: '/sandbox/credit/messages' })).statusCode).toBe(401)
  })
})

describe('GET /v1/credit', () => {
  it('answers the balance of the ledger, the threshold and normalBalance for the demo data', async () => {
    const c = await credit()
    expect(c).toMatchObject({ threshold: 500, status: 'normalBalance' })
    expect(c.credit).toBeCloseTo(ledgerSum(Number.MAX_SAFE_INTEGER), 2)
    expect(c.credit).toBeGreaterThan(500)
    expect(c.lastupdate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
  })

  it('isolates registrars: OTHER-REG has its own credit and threshold', async () => {
    const other = await credit('other-admin')
    expect(other.threshold).toBe(200)
    expect(other.credit).not.toBe((await credit()).credit)
  })
})

describe('GET /v1/credit/untilDate', () => {
  it('equals the sum of every movement up to 23:59:59 of the date, week by week over the year', async () => {
    const today = formatDate(t.app.ctx.clock.now())
    for (let d = addDays(today, -371); d <= today; d = addDays(d, 7)) {
      expect(await untilDate(d)).toBeCloseTo(ledgerSum(endOfDate(d)), 2)
    }
    expect(await untilDate('2001-01-01')).toBe(0)
    expect(await untilDate(today)).toBeCloseTo((await credit()).credit, 2)
  })

  it('answers for the first and the last date a client can write (0001-01-01: nothing yet; 9999-12-31: the credit now)', async () => {
    expect(await untilDate('0001-01-01')).toBe(0)
    expect(await untilDate('0099-12-31')).toBe(0)
    const last = await get('/v1/credit/untilDate?date=9999-12-31')
    expect(last.statusCode, last.body).toBe(200)
    expect(last.json().credit).toBeCloseTo((await credit()).credit, 2)
  })

  it('is one indexed lookup on the running balance', () => {
    const plan = queryPlan(
      t.app.ctx.db,
      'SELECT balance FROM credit_movements WHERE registrar_id = ? AND at <= ? ORDER BY at DESC, id DESC LIMIT 1',
      [demo, Date.now()],
    )
    expect(planProblems(plan)).toEqual([])
    expect(plan.join(' ')).toMatch(/USING COVERING INDEX credit_movements_registrar_at/)
    // The payment a new charge goes on: one lookup too.
    const charged = queryPlan(
      t.app.ctx.db,
      `SELECT payment_id AS paymentId FROM credit_movements
        WHERE registrar_id = ? AND kind = 'payment' AND at <= ? ORDER BY at DESC, id DESC LIMIT 1`,
      [demo, Date.now()],
    )
    expect(planProblems(charged)).toEqual([])
  })

  it('counts a change at 23:59:59 in its date and one at 00:00:00 in the next, even back in time', async () => {
    const day = addDays(formatDate(t.app.ctx.clock.now()), -30)
    const [dayBefore, dayOf, dayAfter, now] = [
      await untilDate(addDays(day, -1)),
      await untilDate(day),
      await untilDate(addDays(day, 1)),
      (await credit()).credit,
    ]
    const setClock = (ms: number) =>
      t.call({ method: 'PUT', url: '/sandbox/clock', as: 'admin', payload: { now: formatDateTime(ms), frozen: true } })
    try {
      expect((await setClock(endOfDate(day) - 999)).statusCode).toBe(200)
      expect((await charge({ operation: 'domain-renew', domain: 'mezzanotte.it' })).statusCode).toBe(201)
      expect(await untilDate(day)).toBeCloseTo(dayOf - 4, 2)
      expect(await untilDate(addDays(day, -1))).toBeCloseTo(dayBefore, 2)
      expect((await setClock(startOfDate(addDays(day, 1)))).statusCode).toBe(200)
      expect((await charge({ operation: 'domain-create', domain: 'alba.it' })).statusCode).toBe(201)
      expect(await untilDate(day)).toBeCloseTo(dayOf - 4, 2)
      // The next day has both charges, whatever else the demo data did that day.
      expect(await untilDate(addDays(day, 1))).toBeCloseTo(dayAfter - 8, 2)
    } finally {
      await t.call({ method: 'DELETE', url: '/sandbox/clock', as: 'admin' })
    }
    // Later balances moved with the change inserted in the past.
    expect((await credit()).credit).toBeCloseTo(now - 8, 2)
    expect(await untilDate(formatDate(Date.now()))).toBeCloseTo(ledgerSum(Number.MAX_SAFE_INTEGER), 2)
  })

  it.each([
    ['', 'missing'],
    ['?date=2026-02-30', 'not a real date'],
    ['?date=2026-1-5', 'not YYYY-MM-DD'],
    ['?date=yesterday', 'not a date'],
    ['?date=2026-01-05T10:00:00Z', 'a date-time'],
  ])('400 naming date when it is %s (%s)', async (query) => {
    const res = await get(`/v1/credit/untilDate${query}`)
    expect(res.statusCode).toBe(400)
    expect(expectErrorKind(res, 'current', 400).field).toBe('date')
  })

  it('400 for an unknown parameter', async () => {
    expect((await get('/v1/credit/untilDate?date=2026-01-05&from=2026-01-01')).statusCode).toBe(400)
  })

  // The spec gives GET /v1/credit 401 and 403 only: an operation that takes no parameter reads
  // none, and a client's cache-buster (`_=…`) is no error there.
  it('ignores parameters sent to an operation that takes none', async () => {
    for (const url of ['/v1/credit?_=1733500000000', '/v1/credit/warnThreshold?x=1&x=2', '/v1/registrar?anything']) {
      expect((await get(url, 'admin')).statusCode, url).toBe(200)
    }
  })
})

describe('warnThreshold', () => {
  it('reads and sets the threshold (204), also seen by GET /v1/credit', async () => {
    expect((await get('/v1/credit/warnThreshold')).json()).toEqual({ threshold: 500 })
    const res = await setThreshold(750.25)
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect((await get('/v1/credit/warnThreshold', 'admin')).json()).toEqual({ threshold: 750.25 })
    expect((await credit()).threshold).toBe(750.25)
    expect((await get('/v1/credit/warnThreshold', 'other-admin')).json()).toEqual({ threshold: 200 })
    expect((await setThreshold(0)).statusCode).toBe(204)
    expect((await setThreshold(500)).statusCode).toBe(204)
  })

  it.each([
    [-1, 'threshold'],
    [1.234, 'threshold'],
    ['100', 'threshold'],
    [null, 'threshold'],
    [20_000_000, 'threshold'],
  ])('400 (legacy body) for threshold %j', async (value, field) => {
    const res = await setThreshold(value)
    expect(res.statusCode).toBe(400)
    expect(expectErrorKind(res, 'legacy', 400).field).toBe(field)
  })

  it('400 for a missing threshold, an unknown field and a body that is not JSON', async () => {
    const missing = await t.call({ method: 'PUT', url: '/v1/credit/warnThreshold', as: 'billing', payload: {} })
    expect(missing.statusCode).toBe(400)
    expect(expectErrorKind(missing, 'legacy', 400).field).toBe('threshold')
    const extra = await t.call({ method: 'PUT', url: '/v1/credit/warnThreshold', as: 'billing', payload: { threshold: 1, warn: true } })
    expect(extra.statusCode).toBe(400)
    expect(extra.json().field).toBe('warn')
    const broken = await t.call({
      method: 'PUT', url: '/v1/credit/warnThreshold', as: 'billing', headers: { 'content-type': 'application/json' }, payload: '{"threshold":',
    })
    expect(broken.statusCode).toBe(400)
    expectErrorKind(broken, 'legacy', 400)
  })
})

describe('threshold warnings (EPP messages)', () => {
  it('the demo data carries the warnings of its history, and each registrar sees only its own', async () => {
    const demoMessages = await messages()
    expect(demoMessages.length).toBeGreaterThan(0)
    for (const m of demoMessages) expect(m.credit).toBeLessThan(m.threshold)
    const others = await messages('other-admin')
    expect(others.every((m) => !demoMessages.some((d) => d.message === m.message && d.credit === m.credit))).toBe(true)
  })

  it("each warning is in the registrar's events log too, at the same instant, and only there", async () => {
    const warningEvents = async () =>
      (await t.call({ method: 'GET', url: '/v1/registrar/events?type=creditWarning&size=100', as: 'admin' })).json().elements as { created: string; user: string; message: string }[]
    const shown = await messages()
    const logged = await warningEvents()
    expect(logged.map((e) => Date.parse(e.created)).sort((a, b) => a - b)).toEqual(shown.map((m) => Date.parse(m.created)).sort((a, b) => a - b))
    for (const e of logged) expect(e).toMatchObject({ user: 'registry', message: expect.stringMatching(/^Credit below the warning threshold of [\d.]+ euro$/) })

    // A new crossing writes both.
    const c = (await credit()).credit
    expect((await setThreshold(Math.ceil(c) + 10)).statusCode).toBe(204)
    const [newest] = await messages()
    const events = await warningEvents()
    expect(events).toHaveLength(logged.length + 1)
    expect(events[0]).toMatchObject({ created: newest!.created, message: `Credit below the warning threshold of ${(Math.ceil(c) + 10).toFixed(2)} euro` })
    expect((await setThreshold(500)).statusCode).toBe(204)
  })

  it('one message per crossing: falling below, staying below, going back up, falling again', async () => {
    const before = (await messages()).length
    const c = (await credit()).credit
    expect((await setThreshold(Math.floor(c) - 20)).statusCode).toBe(204)
    expect((await messages()).length).toBe(before)
    expect((await charge({ operation: 'penalty' })).statusCode).toBe(201)
    expect((await credit()).status).toBe('belowThreshold')
    const once = await messages()
    expect(once.length).toBe(before + 1)
    expect(once[0]).toMatchObject({ type: 'creditWarning', threshold: Math.floor(c) - 20 })
    expect(once[0]!.message).toMatch(/below the warning threshold/)
    expect((await charge({ operation: 'domain-renew', domain: 'ancora-sotto.it' })).statusCode).toBe(201)
    expect((await messages()).length).toBe(before + 1)
    // Back above: a lower threshold re-arms the warning; raising it again is a new crossing.
    expect((await setThreshold(1)).statusCode).toBe(204)
    expect((await credit()).status).toBe('normalBalance')
    expect((await messages()).length).toBe(before + 1)
    expect((await setThreshold(Math.floor(c))).statusCode).toBe(204)
    expect((await messages()).length).toBe(before + 2)
    expect((await setThreshold(500)).statusCode).toBe(204)
  })
})

describe('sandbox charges', () => {
  it('charges on the latest approved payment: its debited amount and final residual follow', async () => {
    const latest = (
      await t.call({ method: 'GET', url: '/v1/payments?status=approved&sort=statusDate,desc&size=1', as: 'billing' })
    ).json().elements[0]
    const before = (await credit()).credit
    const res = await charge({ operation: 'domain-create', domain: '  Nuovo-Dominio.IT ', cost: 5.5 })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ operation: 'domain-create', domain: 'nuovo-dominio.it', amount: -5.5, paymentId: latest.id })
    expect(res.json().credit).toBeCloseTo(before - 5.5, 2)
    const after = (await t.call({ method: 'GET', url: `/v1/payments/${latest.id}`, as: 'billing' })).json()
    expect(after.debitedAmount).toBeCloseTo(latest.debitedAmount + 5.5, 2)
    expect(after.finalResidual).toBeCloseTo(latest.finalResidual - 5.5, 2)
  })

  it.each([
    [{ operation: 'domain-create' }, 'domain'],
    [{ operation: 'domain-renew', domain: 'not a domain' }, 'domain'],
    [{ operation: 'penalty', cost: 1.001 }, 'cost'],
    [{ operation: 'penalty', cost: 0 }, 'cost'],
    [{ operation: 'refund' }, 'operation'],
    [{ operation: 'penalty', extra: 1 }, 'extra'],
  ])('400 for %j', async (payload, field) => {
    const res = await charge(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().field).toBe(field)
  })

  it('409 when the credit does not cover the operation, and nothing changes', async () => {
    const before = (await credit()).credit
    const res = await charge({ operation: 'penalty', cost: 9_999_999 })
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('insufficient_credit')
    expect((await credit()).credit).toBe(before)
  })

  it("a registrar's charges never touch another registrar's credit", async () => {
    const demoBefore = (await credit()).credit
    const otherBefore = (await credit('other-admin')).credit
    expect((await charge({ operation: 'penalty' }, 'other-admin')).statusCode).toBe(201)
    expect((await credit('other-admin')).credit).toBeCloseTo(otherBefore - 50, 2)
    expect((await credit()).credit).toBe(demoBefore)
  })
})
