/**
 * Operations that take no body (the spec's "no body"): a client library that sends
 * `Content-Type: application/json` on every request, with nothing after it, is no error there.
 * Fastify's JSON parser refused such a request (400 "Body cannot be empty…") before the operation
 * was reached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const JSON_HEADERS = { 'content-type': 'application/json' }

describe('an operation that takes no body, sent an empty one with a JSON Content-Type', () => {
  it('PUT /v1/gdpr/confirm answers as without the header: 404 before there is GDPR data', async () => {
    const res = await t.call({ method: 'PUT', url: '/v1/gdpr/confirm', as: 'admin', headers: JSON_HEADERS })
    expect(res.statusCode, res.body).toBe(404)
    expect(res.json().code).toBe('not_found')
  })

  it('DELETE /v1/ipAddresses/{id} deletes (204)', async () => {
    const list = (await t.call({ method: 'GET', url: '/v1/ipAddresses', as: 'admin' })).json() as { id: number }[]
    const id = list[0]!.id
    const res = await t.call({ method: 'DELETE', url: `/v1/ipAddresses/${id}`, as: 'admin', headers: JSON_HEADERS })
    expect(res.statusCode, res.body).toBe(204)
    const after = (await t.call({ method: 'GET', url: '/v1/ipAddresses', as: 'admin' })).json() as { id: number }[]
    expect(after.map((a) => a.id)).not.toContain(id)
  })

  it('POST /v1/darwin/requests/{id}/assignToMe answers as without the header', async () => {
    const page = (await t.call({ method: 'GET', url: '/v1/darwin/requests?registrarAssignation=unassigned&status=submitted', as: 'admin' })).json()
    const id = page.elements[0].id as number
    const res = await t.call({ method: 'POST', url: `/v1/darwin/requests/${id}/assignToMe`, as: 'admin', headers: JSON_HEADERS })
    expect(res.statusCode, res.body).toBe(204)
  })

  it('still reads a body it is sent as JSON, and refuses a body of an operation that takes one when it is empty', async () => {
    const res = await t.call({ method: 'PUT', url: '/v1/emails', as: 'admin', headers: JSON_HEADERS })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('invalid_body')
  })
})
