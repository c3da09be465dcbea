/**
 * Fault injection (docs/faults.md) in sandbox mode: each kind of rule, how rules are matched,
 * counted and removed, the log's mark, the status badge's count, `serve --faults FILE`; and in live
 * mode, that a rule acts before anything reaches the registry.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { Value } from 'typebox/value'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../local-server/app.js'
import { ErrorCurrentSchema, ErrorLegacySchema } from '../../local-server/contract/common.js'
import type { FaultRule, FaultRuleInput } from '../../local-server/contract/faults.js'
import type { RequestSummary } from '../../local-server/contract/request-log.js'
import { createTestApp, tempDataDir, type TestApp } from '../helpers/app.js'
import { liveForSuite } from './live-setup.js'

let t: TestApp
let base: string
beforeAll(async () => {
  t = await createTestApp({ requestLog: true })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  const address = t.app.server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => t.close())
afterEach(async () => {
  await t.call({ method: 'DELETE', url: '/gateway/faults', as: 'admin' })
})

async function addRule(rule: Partial<FaultRuleInput> & Pick<FaultRuleInput, 'match' | 'action'>): Promise<FaultRule> {
  const res = await t.call({ method: 'POST', url: '/gateway/faults', as: 'admin', payload: rule })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as FaultRule
}

const bearer = async (username: string) => ({ authorization: `Bearer ${await t.token(username)}` })

async function loggedAs(requestId: string): Promise<RequestSummary> {
  const page = (await t.call({ method: 'GET', url: `/gateway/requests?requestId=${requestId}`, as: 'admin' })).json() as { elements: RequestSummary[] }
  expect(page.elements).toHaveLength(1)
  return page.elements[0]!
}

describe('an error rule', () => {
  it("answers its status in the operation's own error body, marked in the log and counted by the status badge", async () => {
    const rule = await addRule({ name: 'invoices down', match: { path: '/v1/invoices' }, action: { kind: 'error', status: 503 } })
    expect((await t.call({ method: 'GET', url: '/gateway/status', as: 'billing' })).json()).toMatchObject({ activeFaults: 1 })
    const res = await t.call({ method: 'GET', url: '/v1/invoices', as: 'billing', headers: { 'x-request-id': 'fault-503' } })
    expect(res.statusCode).toBe(503)
    expect(Value.Check(ErrorCurrentSchema, res.json())).toBe(true)
    expect(res.json()).toMatchObject({ code: 'fault_injected', status: 503 })
    expect((await loggedAs('fault-503')).fault).toBe(`#${rule.id} invoices down: error`)

    // An operation of the legacy error kind answers in that kind.
    await addRule({ match: { operationId: 'customer.gdpr.get' }, action: { kind: 'error', status: 500, detail: 'rehearsal' } })
    const legacy = await t.call({ method: 'GET', url: '/v1/gdpr', as: 'admin' })
    expect(legacy.statusCode).toBe(500)
    expect(Value.Check(ErrorLegacySchema, legacy.json())).toBe(true)
    expect(legacy.json()).toMatchObject({ code: 'fault_injected', message: 'rehearsal' })
  })

  it('applies before the token is checked: an outage does not ask whether the token would do', async () => {
    await addRule({ match: { path: '/v1/**' }, action: { kind: 'error', status: 502 } })
    // Without the scope `billing`: refused with 403, were the registry up.
    expect((await t.call({ method: 'GET', url: '/v1/payments', as: 'billing', scope: 'darwin' })).statusCode).toBe(502)
  })
})

describe('matching, chance, count', () => {
  it('matches one segment with *, any rest with **, and a method when given', async () => {
    await addRule({ match: { path: '/v1/invoices/*/pdf', method: 'get' }, action: { kind: 'error', status: 500 } })
    await addRule({ match: { path: '/v1/darwin/**', method: 'POST' }, action: { kind: 'error', status: 504 } })
    expect((await t.call({ method: 'GET', url: '/v1/invoices/1/pdf', as: 'billing' })).statusCode).toBe(500)
    expect((await t.call({ method: 'GET', url: '/v1/invoices/1', as: 'billing' })).statusCode).not.toBe(500)
    expect((await t.call({ method: 'POST', url: '/v1/darwin/requests/1/documents', as: 'admin' })).statusCode).toBe(504)
    expect((await t.call({ method: 'GET', url: '/v1/darwin/requests', as: 'admin' })).statusCode).toBe(200)
  })

  it('changes `count` requests and then stays listed as spent; a chance of 0 changes none', async () => {
    const rule = await addRule({ match: { path: '/v1/province' }, action: { kind: 'error', status: 503 }, count: 2 })
    await addRule({ match: { path: '/v1/countries' }, action: { kind: 'error', status: 503 }, probability: 0 })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await t.call({ method: 'GET', url: '/v1/province', as: 'billing' })).statusCode)
    expect(statuses).toEqual([503, 503, 200])
    expect((await t.call({ method: 'GET', url: '/v1/countries', as: 'billing' })).statusCode).toBe(200)
    const listed = (await t.call({ method: 'GET', url: '/gateway/faults', as: 'admin' })).json() as FaultRule[]
    expect(listed.find((r) => r.id === rule.id)).toMatchObject({ applied: 2, active: false, count: 2 })
    expect((await t.call({ method: 'GET', url: '/gateway/status', as: 'admin' })).json()).toMatchObject({ activeFaults: 1 })
  })

  it("never changes the gateway's own operations, its documents or the web UI", async () => {
    await addRule({ match: { path: '/**' }, action: { kind: 'error', status: 503 } })
    for (const url of ['/gateway/status', '/health', '/openapi.json']) expect((await t.call({ method: 'GET', url, as: 'admin' })).statusCode, url).toBe(200)
    expect((await t.call({ method: 'GET', url: '/gateway/faults', as: 'admin' })).statusCode).toBe(200)
  })
})

describe('delays, dropped connections and timeouts', () => {
  it('delays an answer by at least the rule’s time, then answers as usual', async () => {
    await addRule({ match: { path: '/v1/province' }, action: { kind: 'delay', ms: 300, maxMs: 400 } })
    const res = await t.call({ method: 'GET', url: '/v1/province', as: 'billing', headers: { 'x-request-id': 'slow-1' } })
    expect(res.statusCode).toBe(200)
    expect((await loggedAs('slow-1')).durationMs).toBeGreaterThanOrEqual(300)
  })

  it('drops the connection without an answer, recorded with status 0', async () => {
    await addRule({ match: { path: '/v1/province' }, action: { kind: 'drop' } })
    await expect(fetch(`${base}/v1/province`, { headers: { ...(await bearer('billing')), 'x-request-id': 'dropped-1' } })).rejects.toThrow()
    const logged = await loggedAs('dropped-1')
    expect(logged).toMatchObject({ status: 0, fault: expect.stringMatching(/: drop$/) })
  })

  it('holds the connection until the client gives up, recorded with status 0', async () => {
    await addRule({ match: { path: '/v1/province' }, action: { kind: 'timeout', ms: 60_000 } })
    const headers = { ...(await bearer('billing')), 'x-request-id': 'held-1' }
    await expect(fetch(`${base}/v1/province`, { headers, signal: AbortSignal.timeout(300) })).rejects.toThrow()
    // The server sees the client go a moment after it gave up.
    let logged: RequestSummary | undefined
    for (let i = 0; i < 100 && !logged; i++) {
      await new Promise((r) => setTimeout(r, 20))
      const page = (await t.call({ method: 'GET', url: '/gateway/requests?requestId=held-1', as: 'admin' })).json() as { elements: RequestSummary[] }
      logged = page.elements[0]
    }
    expect(logged).toMatchObject({ status: 0, fault: expect.stringMatching(/: timeout$/) })
    // Held, not dropped: until the client gave up, 300 ms after it sent (a little less as the server counts).
    expect(logged!.durationMs).toBeGreaterThanOrEqual(200)
  })
})

describe('the rules’ operations', () => {
  it('add, list, remove one and remove all; refuse what is not a rule', async () => {
    const a = await addRule({ match: { path: '/v1/province' }, action: { kind: 'drop' } })
    const b = await addRule({ match: { operationId: 'payments.list' }, action: { kind: 'delay', ms: 10 } })
    expect(((await t.call({ method: 'GET', url: '/gateway/faults', as: 'admin' })).json() as FaultRule[]).map((r) => r.id)).toEqual([a.id, b.id])
    expect((await t.call({ method: 'DELETE', url: `/gateway/faults/${a.id}`, as: 'admin' })).statusCode).toBe(204)
    expect((await t.call({ method: 'DELETE', url: `/gateway/faults/${a.id}`, as: 'admin' })).statusCode).toBe(404)
    expect(((await t.call({ method: 'GET', url: '/gateway/faults', as: 'admin' })).json() as FaultRule[]).map((r) => r.id)).toEqual([b.id])

    for (const bad of [
      { match: { path: '/v1/x', operationId: 'payments.list' }, action: { kind: 'drop' } },
      // A misspelt operation would match nothing, silently.
      { match: { operationId: 'payments.search' }, action: { kind: 'drop' } },
      { match: {}, action: { kind: 'drop' } },
      { match: { path: 'v1/no-slash' }, action: { kind: 'drop' } },
      { match: { path: '/v1/x' }, action: { kind: 'delay', ms: 500, maxMs: 100 } },
      { match: { path: '/v1/x' }, action: { kind: 'error', status: 200 } },
      { match: { path: '/v1/x' }, action: { kind: 'explode' } },
      { match: { path: '/v1/x' }, action: { kind: 'drop' }, probability: 2 },
    ]) {
      const res = await t.call({ method: 'POST', url: '/gateway/faults', as: 'admin', payload: bad })
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
    }
    expect((await t.call({ method: 'GET', url: '/gateway/faults' })).statusCode).toBe(401)
    expect((await t.call({ method: 'GET', url: '/gateway/faults', as: 'billing' })).statusCode).toBe(403)
  })
})

describe('serve --faults FILE', () => {
  it('starts with the rules of the file, and refuses a file that is not one', async () => {
    const dir = tempDataDir()
    const file = path.join(dir, 'faults.json')
    writeFileSync(file, JSON.stringify({ rules: [{ name: 'slow credit', match: { path: '/v1/credit' }, action: { kind: 'delay', ms: 50 } }] }))
    const app = await buildApp({ dataDir: path.join(dir, 'data'), logLevel: 'silent', faultsFile: file })
    try {
      const as = async (username: string) => {
        const signIn = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username, password: 'sandbox' } })
        return { authorization: `Bearer ${(signIn.json() as { access_token: string }).access_token}` }
      }
      const [admin, other] = [await as('admin'), await as('other-admin')]
      expect((await app.inject({ method: 'GET', url: '/gateway/status', headers: admin })).json()).toMatchObject({ activeFaults: 1 })
      // Every registrar starts with the file's rules, each with its own copy.
      expect((await app.inject({ method: 'DELETE', url: '/gateway/faults/1', headers: admin })).statusCode).toBe(204)
      expect((await app.inject({ method: 'GET', url: '/gateway/faults', headers: admin })).json()).toEqual([])
      expect((await app.inject({ method: 'GET', url: '/gateway/faults', headers: other })).json()).toMatchObject([{ id: 1, name: 'slow credit' }])
      expect((await app.inject({ method: 'GET', url: '/gateway/status', headers: other })).json()).toMatchObject({ activeFaults: 1 })
    } finally {
      await app.close()
    }
    writeFileSync(file, JSON.stringify({ rules: [{ match: { path: '/v1/credit' }, action: { kind: 'melt' } }] }))
    await expect(buildApp({ dataDir: path.join(dir, 'data2'), logLevel: 'silent', faultsFile: file })).rejects.toThrow(/Invalid option faults: .*faults\.json: \/rules\/0\/action/)
    writeFileSync(file, JSON.stringify({ rules: [{ match: { path: '/v1/credit' }, action: { kind: 'drop' } }, { match: { operationId: 'credit.nothing' }, action: { kind: 'drop' } }] }))
    await expect(buildApp({ dataDir: path.join(dir, 'data4'), logLevel: 'silent', faultsFile: file })).rejects.toThrow(/Invalid option faults: .*faults\.json: \/rules\/1: No operation has the id 'credit\.nothing'/)
    writeFileSync(file, '{ not json')
    await expect(buildApp({ dataDir: path.join(dir, 'data3'), logLevel: 'silent', faultsFile: file })).rejects.toThrow(/is not a readable JSON file/)
  })
})

describe('in live mode', () => {
  const live = liveForSuite({ requestLog: true })

  it('acts before anything is forwarded: the registry never sees a faulted request', async () => {
    const added = await live.gateway.call('/gateway/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ match: { path: '/v1/payments' }, action: { kind: 'error', status: 503 } }),
    })
    expect(added.status).toBe(201)
    live.registry.seen.length = 0
    const res = await live.gateway.call('/v1/payments', { headers: { 'x-request-id': 'live-fault' } })
    expect(res.status).toBe(503)
    expect(((await res.json()) as { code: string }).code).toBe('fault_injected')
    expect(live.registry.seen).toEqual([])
    const page = (await (await live.gateway.call('/gateway/requests?requestId=live-fault')).json()) as { elements: RequestSummary[] }
    expect(page.elements[0]).toMatchObject({ status: 503, fault: expect.stringMatching(/: error$/), caller: { kind: 'apiKey' } })
    expect(((await (await live.gateway.call('/gateway/status')).json()) as { activeFaults: number }).activeFaults).toBe(1)
  })
})

describe("each registrar's own rules", () => {
  const rulesOf = async (as: string) => ((await t.call({ method: 'GET', url: '/gateway/faults', as })).json() as FaultRule[]).map((r) => r.name)
  afterEach(async () => {
    await t.call({ method: 'DELETE', url: '/gateway/faults', as: 'other-admin' })
  })

  it("are listed, removed and counted only for their registrar's admins", async () => {
    const demo = await addRule({ name: 'demo payments down', match: { path: '/v1/payments' }, action: { kind: 'error', status: 503 } })
    expect(await rulesOf('other-admin')).toEqual([])
    expect((await t.call({ method: 'GET', url: '/gateway/status', as: 'other-admin' })).json()).toMatchObject({ activeFaults: 0 })
    expect((await t.call({ method: 'GET', url: '/gateway/status', as: 'billing' })).json()).toMatchObject({ activeFaults: 1 })
    // Neither one by one nor all at once.
    expect((await t.call({ method: 'DELETE', url: `/gateway/faults/${demo.id}`, as: 'other-admin' })).statusCode).toBe(404)
    expect((await t.call({ method: 'DELETE', url: '/gateway/faults', as: 'other-admin' })).statusCode).toBe(204)
    expect(await rulesOf('admin')).toEqual(['demo payments down'])
  })

  it("change only the requests of their registrar's callers", async () => {
    const added = await t.call({
      method: 'POST',
      url: '/gateway/faults',
      as: 'other-admin',
      payload: { name: 'other payments down', match: { path: '/v1/payments' }, action: { kind: 'error', status: 503 } },
    })
    expect(added.statusCode).toBe(201)
    expect(await rulesOf('admin')).toEqual([])
    expect((await t.call({ method: 'GET', url: '/v1/payments', as: 'admin' })).statusCode).toBe(200)
    expect((await t.call({ method: 'GET', url: '/v1/payments', as: 'other-admin' })).statusCode).toBe(503)
    // A request without a token is no registrar's: no rule changes it.
    expect((await t.call({ method: 'GET', url: '/v1/payments' })).statusCode).toBe(401)
    expect((await t.call({ method: 'GET', url: '/gateway/status' })).json()).toMatchObject({ activeFaults: 0 })
  })

  it("change a sign-in when it names one of their registrar's users", async () => {
    await addRule({ name: 'sign-in down', match: { operationId: 'oauth.token' }, action: { kind: 'error', status: 503 } })
    const signIn = (username: string) =>
      t.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username, password: 'sandbox' } })
    expect((await signIn('billing')).statusCode).toBe(503)
    expect((await signIn('other-admin')).statusCode).toBe(200)
    expect((await signIn('nobody')).statusCode).toBe(400)
  })
})
