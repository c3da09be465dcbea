/**
 * The request screen's "ready to process" against the registry's `process`: for every working
 * request of the demo data, the facts are read through the API as the screen reads them
 * (renderer/src/features/darwin/process-facts.ts), the shared rule judges them, and then the API
 * processes the request. Both must agree: ready ⇔ 200, else the same problems in the same order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DarwinContact } from '@contract/darwin-contacts'
import type { DarwinEvent } from '@contract/darwin-events'
import type { DarwinRequest } from '@contract/darwin-requests'
import { allowsRegistrarChanges, processProblems } from '@validation/darwin-workflow'
import { processFactsOf } from '@/features/darwin/process-facts'
import { createTestApp, type TestApp } from '../helpers/app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const get = async <T>(url: string): Promise<T> => {
  const res = await t.call({ method: 'GET', url, as: 'admin' })
  expect(res.statusCode, url).toBe(200)
  return res.json() as T
}

async function factsOf(id: number) {
  const request = await get<DarwinRequest>(`/v1/darwin/requests/${id}`)
  const contacts = (await get<{ elements: DarwinContact[] }>(`/v1/darwin/contacts?requestId=${id}&size=100`)).elements
  const anomalous = new Set<number>()
  for (const c of contacts) if ((await get<unknown[]>(`/v1/darwin/contacts/${c.id}/anomalies?all=true`)).length > 0) anomalous.add(c.id)
  const documents = (await get<{ elements: Array<{ documentType: string }> }>(`/v1/darwin/documents?requestId=${id}&size=100`)).elements
  const updates = await get<unknown[]>(`/v1/darwin/contactUpdates?requestId=${id}`)
  const events = (await get<{ elements: DarwinEvent[] }>(`/v1/darwin/events?requestId=${id}&size=100`)).elements
  return processFactsOf({
    requiredDocuments: request.requiredDocuments?.documents ?? [],
    uploadedTypes: documents.map((d) => d.documentType),
    contacts,
    anomalousContactIds: anomalous,
    updateCount: updates.length,
    events,
  })
}

describe('ready to process: the request screen and the API agree', () => {
  it('on every working request of the demo data', async () => {
    const all = (await get<{ elements: DarwinRequest[] }>('/v1/darwin/requests?size=100')).elements
    const working = all.filter((r) => allowsRegistrarChanges(r.status))
    expect(working.length).toBeGreaterThan(3)
    const verdicts = { ready: 0, refused: 0 }
    for (const r of working) {
      const expected = processProblems(await factsOf(r.id))
      const res = await t.call({ method: 'POST', url: `/v1/darwin/requests/${r.id}/process`, as: 'admin' })
      if (expected.length === 0) {
        expect(res.statusCode, `request ${r.id}: ${res.body}`).toBe(200)
        verdicts.ready++
      } else {
        expect(res.statusCode, `request ${r.id}`).toBe(400)
        const body = res.json() as { code: string; detail: string }
        expect(body.code, `request ${r.id}`).toBe(expected[0]!.code)
        expect(body.detail.split('; '), `request ${r.id}`).toHaveLength(expected.length)
        verdicts.refused++
      }
    }
    // The demo data has both kinds, so both branches are compared.
    expect(verdicts.ready).toBeGreaterThan(0)
    expect(verdicts.refused).toBeGreaterThan(0)
  })
})
