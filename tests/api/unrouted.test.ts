/**
 * Requests that reach no operation still answer in the project's error kinds: a known path with
 * another method (405 with `Allow`, in the kind of its area), a path parameter too long to route
 * (404), and a request line or headers over Node's limit or unreadable (431 and 400, before Fastify
 * sees a request), each with an `X-Request-Id` as every answer has (CONTRACT.md).
 */
import { request as httpRequest } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'

let t: TestApp
let port: number
beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  port = (t.app.server.address() as AddressInfo).port
})
afterAll(() => t.close())

/** A raw request over a socket, so that Node's parser, not light-my-request, reads it. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string; body: string; requestId: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body, requestId: res.headers['x-request-id'] }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('a known path with a method it does not have', () => {
  it('answers 405 with Allow, as problem details in a current-kind area', async () => {
    const res = await t.call({ method: 'DELETE', url: '/v1/payments', as: 'billing' })
    expect(res.statusCode).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(res.json()).toMatchObject({ status: 405, code: 'method_not_allowed', instance: '/v1/payments' })
  })

  it('answers 405 in the legacy kind in a legacy area, and names every method of the path', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/registrar/contacts/12', as: 'admin' })
    expect(res.statusCode).toBe(405)
    expect(res.headers.allow).toBe('DELETE, GET, HEAD, PUT')
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.json()).toMatchObject({ code: 'method_not_allowed' })
    expect(res.json().timestamp).toBeDefined()
  })

  it('tells a static path from a parameter: /count is not an id', async () => {
    const res = await t.call({ method: 'DELETE', url: '/v1/darwin/requests/count', as: 'admin' })
    expect(res.statusCode).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
  })

  it('still answers 404 to a path nobody knows', async () => {
    const res = await t.call({ method: 'DELETE', url: '/v1/nothing-here' })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('not_found')
  })

  // docs/api-conventions.md: the 404 of an unknown path answers in the kind of the area it is in,
  // the area of the longest known path it extends.
  it('answers an unknown path under a legacy area in the legacy kind, and one under a current area in the current kind', async () => {
    const legacy = await t.call({ method: 'GET', url: '/v1/registrar/nothing', as: 'admin' })
    expect(legacy.statusCode).toBe(404)
    expect(legacy.headers['content-type']).toMatch(/^application\/json/)
    expect(legacy.json().timestamp).toBeDefined()
    const current = await t.call({ method: 'GET', url: '/v1/invoices/1/pdf/extra', as: 'billing' })
    expect(current.statusCode).toBe(404)
    expect(current.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect((await t.call({ method: 'GET', url: '/v1/payments/1/report/extra', as: 'billing' })).headers['content-type']).toMatch(/^application\/problem\+json/)
  })
})

describe('requests too large to route or to read', () => {
  it('answers 414 in the area kind to a path parameter longer than the router takes', async () => {
    const res = await t.call({ method: 'GET', url: `/v1/registrar/contacts/${'9'.repeat(300)}`, as: 'admin' })
    expect(res.statusCode).toBe(414)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.json()).toMatchObject({ code: 'uri_too_long' })
  })

  it('answers 431 problem details to a path over 16 KiB', async () => {
    const res = await rawGet(`/v1/payments?q=${'a'.repeat(20_000)}`)
    expect(res.status).toBe(431)
    expect(res.type).toMatch(/^application\/problem\+json/)
    expect(JSON.parse(res.body)).toMatchObject({ status: 431, code: 'request_too_large' })
    expect(res.requestId).toMatch(UUID_V7)
  })

  it('answers 431 problem details to a header over 16 KiB', async () => {
    const res = await rawGet('/v1/payments', { 'x-padding': 'b'.repeat(20_000) })
    expect(res.status).toBe(431)
    expect(JSON.parse(res.body)).toMatchObject({ status: 431, code: 'request_too_large' })
    expect(res.requestId).toMatch(UUID_V7)
  })

  it('answers 400 problem details with a new X-Request-Id to a header Node cannot read', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      let text = ''
      const socket = connect(port, '127.0.0.1', () => socket.write(`GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header: x\r\nX-Request-Id: mine\r\n\r\n`))
      socket.setEncoding('utf8')
      socket.on('data', (chunk: string) => (text += chunk))
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toContain('"code":"bad_request"')
    expect(/^x-request-id: (.+)\r$/im.exec(answer)?.[1]).toMatch(UUID_V7)
  })
})

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
