/**
 * The queue's "unassigned" tab lists exactly the unassigned requests that can still be taken:
 * its query (renderer/src/features/darwin/queue.ts, the API's own status search narrowed by the
 * shared `ASSIGNABLE_STATUSES`) is sent to the API, then every unassigned request is offered to
 * `assignToMe`. Listed ⇔ taken (204); a final request, or one whose deadline has passed by the
 * sandbox clock, is neither listed nor taken (409).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DarwinRequest } from '@contract/darwin-requests'
import { readListState } from '@/composables/list-state'
import { countQuery, QUEUE_DEFAULTS, QUEUE_SPEC, requestsQuery } from '@/features/darwin/queue'
import { formatDateTime } from '../../local-server/time.js'
import { createTestApp, type TestApp } from '../helpers/app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const DAY = 86_400_000
const contact = {
  registrarContactId: 'TAKE-1', name: 'Ditta Scaduta S.r.l.', org: 'Ditta Scaduta S.r.l.', email: 'info@scaduta.it', voice: '+39.0612345678',
  streets: ['Via Appia 10'], city: 'Roma', postalCode: '00179', state: 'RM', country: 'it', regcode: '02145870362',
  nationality: 'it', entityType: 2, anomalies: [{ field: 'org', codes: [1010] }], domains: [{ domain: 'scaduta.it' }],
}
const toUrl = (path: string, query: Record<string, string | string[] | number>) => {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) for (const one of Array.isArray(v) ? v : [v]) params.append(k, String(one))
  return `${path}?${params}`
}
const unassignedTab = readListState({ registrarAssignation: 'unassigned', size: '100' }, QUEUE_SPEC, QUEUE_DEFAULTS)

describe('the unassigned tab lists only the requests that can still be taken', () => {
  it('agrees with assignToMe on every unassigned request, a request past its deadline included', async () => {
    // A request of one day, then the sandbox clock three days on: its deadline has passed.
    const created = await t.call({ method: 'POST', url: '/sandbox/darwin/requests', as: 'admin', payload: { contacts: [contact], expirationDays: 1, note: 'n' } })
    expect(created.statusCode).toBe(201)
    const late = (created.json() as { id: number }).id
    const moved = await t.call({ method: 'PUT', url: '/sandbox/clock', as: 'admin', payload: { now: formatDateTime(t.app.ctx.clock.now() + 3 * DAY), frozen: true } })
    expect(moved.statusCode).toBe(200)

    const listed = await t.call({ method: 'GET', url: toUrl('/v1/darwin/requests', requestsQuery(unassignedTab)), as: 'domain' })
    expect(listed.statusCode, listed.body).toBe(200)
    const ids = new Set((listed.json() as { elements: DarwinRequest[] }).elements.map((r) => r.id))
    const counted = await t.call({ method: 'GET', url: toUrl('/v1/darwin/requests/count', countQuery(unassignedTab, 'unassigned')), as: 'domain' })
    expect((counted.json() as { count: number }).count).toBe(ids.size)

    const all = await t.call({ method: 'GET', url: '/v1/darwin/requests?registrarAssignation=unassigned&size=100', as: 'domain' })
    const unassigned = (all.json() as { elements: DarwinRequest[] }).elements
    // The demo data has unassigned requests in final statuses: the tab must leave them out.
    expect(unassigned.some((r) => !ids.has(r.id))).toBe(true)
    expect(ids.has(late)).toBe(false)
    expect(ids.size).toBeGreaterThan(0)
    for (const r of unassigned) {
      const res = await t.call({ method: 'POST', url: `/v1/darwin/requests/${r.id}/assignToMe`, as: 'domain' })
      expect(res.statusCode, `request ${r.id} (${r.status})`).toBe(ids.has(r.id) ? 204 : 409)
    }
  })

  it('narrows a chosen status to those that can be taken, and a status of which none can be taken to nothing', () => {
    const stateOf = (status: string) => readListState({ registrarAssignation: 'unassigned', status }, QUEUE_SPEC, QUEUE_DEFAULTS)
    expect(requestsQuery(stateOf('submitted,completed')).status).toBe('submitted')
    expect(requestsQuery(stateOf('completed,expired')).status).toMatch(/^notIn:/)
    // Other tabs keep the status filter as chosen.
    expect(countQuery(stateOf('submitted,completed'), 'all').status).toBe('in:submitted,completed')
  })
})
