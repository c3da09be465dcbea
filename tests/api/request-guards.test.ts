/**
 * A JSON operation takes only JSON bodies (415 otherwise, in the operation's error kind), form
 * bodies stay accepted where the contract lists them, and a request with two Host or two
 * Authorization headers is 400.
 */
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const clockBody = { now: '2026-03-01T10:00:00+01:00', frozen: true }

describe('body media types', () => {
  it('answers 415 unsupported_media_type (problem details) to a form or text body on a JSON operation', async () => {
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'now=2026-03-01T10%3A00%3A00%2B01%3A00&frozen=true'],
      ['text/plain', JSON.stringify(clockBody)],
    ] as const) {
      const res = await t.call({ method: 'PUT', url: '/sandbox/clock', as: 'admin', headers: { 'content-type': type }, payload })
      expect(res.statusCode, type).toBe(415)
      expect(res.headers['content-type']).toContain('application/problem+json')
      expect(res.json()).toMatchObject({ status: 415, code: 'unsupported_media_type' })
    }
    expect((await t.call({ method: 'GET', url: '/sandbox/clock', as: 'admin' })).json().frozen).toBe(false)
  })

  it('answers 415 in the legacy kind on a legacy operation', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/v1/registrar/publicInfo',
      as: 'admin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'web=https%3A%2F%2Fexample.org',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toMatchObject({ code: 'unsupported_media_type' })
    expect(res.json().timestamp).toBeDefined()
  })

  it('takes JSON with a charset parameter', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/sandbox/clock',
      as: 'admin',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify(clockBody),
    })
    expect(res.statusCode).toBe(200)
    await t.call({ method: 'DELETE', url: '/sandbox/clock', as: 'admin' })
  })

  it('keeps form bodies where the contract takes them (/oauth/token), and answers its own error kind to others', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=billing&password=sandbox',
    })
    expect(form.statusCode).toBe(200)
    const text = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'text/plain' },
      payload: 'grant_type=password&username=billing&password=sandbox',
    })
    expect(text.statusCode).toBe(415)
    expect(text.json()).toMatchObject({ error: 'invalid_request' })
  })
})

/** Sends raw bytes over a real connection (an injected request cannot repeat a header). */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(head))
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

/** The test app's port, listening from the first call on. */
async function listening(): Promise<number> {
  if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 })
  return (t.app.server.address() as net.AddressInfo).port
}

describe('Host header', () => {
  it('answers 400 duplicate_host to a request with two Host headers, and serves one with one', async () => {
    const port = await listening()
    const twice = await rawRequest(port, `GET /health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`)
    expect(twice).toMatch(/^HTTP\/1\.1 400 /)
    expect(twice).toContain('"code":"duplicate_host"')
    const once = await rawRequest(port, `GET /health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)
    expect(once).toMatch(/^HTTP\/1\.1 200 /)
  })
})

describe('a request without Host', () => {
  it('answers 400 bad_request naming Host, with an X-Request-Id, in HTTP/1.1; HTTP/1.0 may leave it out', async () => {
    const port = await listening()
    const answer = await rawRequest(port, `GET /v1/credit HTTP/1.1\r\nX-Request-Id: no-host-1\r\nConnection: close\r\n\r\n`)
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toContain('"code":"bad_request"')
    expect(answer).toContain('"field":"Host"')
    expect(answer).toMatch(/^x-request-id: no-host-1\r$/im)
    // HTTP/1.0 has no Host requirement: the request goes on to the local guard, which asks that it name this server.
    const old = await rawRequest(port, `GET /health HTTP/1.0\r\n\r\n`)
    expect(old).toMatch(/^HTTP\/1\.1 421 /)
    expect(old).toContain('"code":"host_not_allowed"')
  })
})

describe('Authorization header', () => {
  it("answers 400 duplicate_authorization to two Authorization headers, whoever's tokens they carry, and serves one", async () => {
    const port = await listening()
    const [admin, other] = [await t.token('admin'), await t.token('other-admin')]
    const ask = (...tokens: string[]) =>
      rawRequest(port, `GET /v1/credit HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${tokens.map((token) => `authorization: Bearer ${token}\r\n`).join('')}Connection: close\r\n\r\n`)
    for (const pair of [[admin, other], [admin, admin]]) {
      const twice = await ask(...pair)
      expect(twice).toMatch(/^HTTP\/1\.1 400 /)
      expect(twice).toContain('"code":"duplicate_authorization"')
      expect(twice).toContain('"field":"Authorization"')
    }
    expect(await ask(admin)).toMatch(/^HTTP\/1\.1 200 /)
  })
})
