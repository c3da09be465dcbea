/**
 * The live contract monitor (docs/request-log.md, "Live contract monitor"): the registry, played
 * by a second sandbox made to misbehave by a hook, answers an extra field, a missing field, a field
 * of the wrong type and an undocumented status; each is found, stored with its request's record
 * and summed up per operation, while the client gets the registry's answer byte for byte. The
 * sandbox, built from the spec, is never checked.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OperationFindings } from '../../local-server/contract/contract-findings.js'
import type { RequestRecordView, RequestSummary } from '../../local-server/contract/request-log.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { liveForSuite } from './live-setup.js'

type Misbehaviour = 'extra' | 'missing' | 'type' | 'status'

/** What the registry sent last for each misbehaviour, as bytes. */
const sent = new Map<string, Buffer>()

type Page = { elements: Array<Record<string, unknown>> } & Record<string, unknown>
const changes: Record<Misbehaviour, (page: Page) => void> = {
  extra: (page) => {
    page.registryVersion = '2.1'
    for (const p of page.elements) p.internalRef = `R-${String(p.id)}`
  },
  missing: (page) => {
    delete page.elements[0]!.amount
  },
  type: (page) => {
    page.elements[0]!.id = String(page.elements[0]!.id)
  },
  status: () => undefined,
}

/** The registry's answer to `GET /v1/payments`, changed as the request's `x-test-misbehave` says. */
function misbehave(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const how = request.headers['x-test-misbehave'] as Misbehaviour | undefined
    // A search page the registry keeps is sent again as the same Buffer (core/page-cache.ts).
    if (!how || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload
    if (how === 'status') reply.code(418)
    const page = JSON.parse(payload.toString()) as Page
    changes[how](page)
    const out = JSON.stringify(page)
    sent.set(how, Buffer.from(out))
    return out
  })
}

const live = liveForSuite({ requestLog: true }, misbehave)

async function recordOf(requestId: string): Promise<RequestRecordView> {
  const page = (await (await live.gateway.call(`/gateway/requests?requestId=${requestId}`)).json()) as { elements: RequestSummary[] }
  expect(page.elements).toHaveLength(1)
  return (await (await live.gateway.call(`/gateway/requests/${page.elements[0]!.id}`)).json()) as RequestRecordView
}

/** Asks the gateway for payments with the registry misbehaving; answers the bytes the client got. */
async function ask(how: Misbehaviour | undefined, requestId: string): Promise<{ status: number; body: Buffer }> {
  const res = await live.gateway.call('/v1/payments?size=3', { headers: { 'x-request-id': requestId, ...(how ? { 'x-test-misbehave': how } : {}) } })
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) }
}

describe('the live contract monitor', () => {
  it('finds nothing in an answer as the spec describes it, and says it checked it', async () => {
    await ask(undefined, 'cm-clean')
    const r = await recordOf('cm-clean')
    expect(r.contractFindings).toEqual([])
    expect(r.contractFindingCount).toBe(0)
    expect(r.contractNote).toBeUndefined()
  })

  it('reports the fields the spec does not show, with the client’s answer byte for byte the registry’s', async () => {
    const got = await ask('extra', 'cm-extra')
    expect(got.status).toBe(200)
    expect(got.body.equals(sent.get('extra')!)).toBe(true)
    const r = await recordOf('cm-extra')
    expect(r.contractFindingCount).toBe(4)
    expect(r.contractFindings).toEqual([
      { kind: 'unknown_field', path: '/elements/0/internalRef', field: '/elements/*/internalRef', actual: 'string' },
      { kind: 'unknown_field', path: '/elements/1/internalRef', field: '/elements/*/internalRef', actual: 'string' },
      { kind: 'unknown_field', path: '/elements/2/internalRef', field: '/elements/*/internalRef', actual: 'string' },
      { kind: 'unknown_field', path: '/registryVersion', field: '/registryVersion', actual: 'string' },
    ])
  })

  it('reports a missing required field and a field of the wrong type', async () => {
    const missing = await ask('missing', 'cm-missing')
    expect(missing.body.equals(sent.get('missing')!)).toBe(true)
    expect((await recordOf('cm-missing')).contractFindings).toEqual([{ kind: 'missing_field', path: '/elements/0/amount', field: '/elements/*/amount' }])
    const typed = await ask('type', 'cm-type')
    expect(typed.body.equals(sent.get('type')!)).toBe(true)
    expect((await recordOf('cm-type')).contractFindings).toEqual([
      { kind: 'wrong_type', path: '/elements/0/id', field: '/elements/*/id', expected: 'integer', actual: 'string' },
    ])
  })

  it('reports an undocumented status, and passes it on', async () => {
    const got = await ask('status', 'cm-status')
    expect(got.status).toBe(418)
    expect(got.body.equals(sent.get('status')!)).toBe(true)
    expect((await recordOf('cm-status')).contractFindings).toEqual([
      { kind: 'undocumented_status', path: '', field: '', expected: '200, 400, 401, 403', actual: '418' },
    ])
  })

  it('sums the findings up per operation, and finds the records that have some', async () => {
    const res = await live.gateway.call('/gateway/requests/contract-findings')
    expect(res.status).toBe(200)
    const { operations } = (await res.json()) as { operations: OperationFindings[] }
    expect(operations).toHaveLength(1)
    const payments = operations[0]!
    expect(payments).toMatchObject({ operationId: 'payments.list', method: 'GET', path: '/v1/payments', checked: 5, withFindings: 4 })
    expect(Date.parse(payments.lastSeen)).toBeGreaterThanOrEqual(Date.parse(payments.firstSeen))
    const kinds = Object.fromEntries(payments.kinds.map((k) => [k.kind, k]))
    expect(kinds.unknown_field).toEqual({ kind: 'unknown_field', occurrences: 4, fields: ['/elements/*/internalRef', '/registryVersion'], values: [] })
    expect(kinds.missing_field).toEqual({ kind: 'missing_field', occurrences: 1, fields: ['/elements/*/amount'], values: [] })
    expect(kinds.wrong_type).toEqual({ kind: 'wrong_type', occurrences: 1, fields: ['/elements/*/id'], values: [] })
    expect(kinds.undocumented_status).toEqual({ kind: 'undocumented_status', occurrences: 1, fields: [], values: ['418'] })

    const withFindings = (await (await live.gateway.call('/gateway/requests?hasFindings=true')).json()) as { elements: RequestSummary[] }
    expect(withFindings.elements.map((e) => e.requestId).sort()).toEqual(['cm-extra', 'cm-missing', 'cm-status', 'cm-type'])
    const without = (await (await live.gateway.call('/gateway/requests?hasFindings=false&path=/v1/payments')).json()) as { elements: RequestSummary[] }
    expect(without.elements.map((e) => e.requestId)).toEqual(['cm-clean'])
  })

  it('does not check the gateway’s own answers', async () => {
    await live.gateway.call('/gateway/status', { headers: { 'x-request-id': 'cm-own' } })
    const r = await recordOf('cm-own')
    expect(r.contractFindings).toBeUndefined()
    expect(r.contractFindingCount).toBeUndefined()
  })
})

describe('the contract monitor in sandbox mode', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ requestLog: true })
  })
  afterAll(() => t.close())

  it('checks nothing: the sandbox is built from the spec', async () => {
    expect((await t.call({ method: 'GET', url: '/v1/payments?size=3', as: 'admin', headers: { 'x-request-id': 'sb-1' } })).statusCode).toBe(200)
    const page = (await t.call({ method: 'GET', url: '/gateway/requests?requestId=sb-1', as: 'admin' })).json() as { elements: RequestSummary[] }
    expect(page.elements[0]!.contractFindingCount).toBeUndefined()
    const record = (await t.call({ method: 'GET', url: `/gateway/requests/${page.elements[0]!.id}`, as: 'admin' })).json() as RequestRecordView
    expect(record.contractFindings).toBeUndefined()
    const summary = await t.call({ method: 'GET', url: '/gateway/requests/contract-findings', as: 'admin' })
    expect(summary.statusCode).toBe(200)
    expect(summary.json()).toEqual({ operations: [] })
  })
})
