/**
 * Who may talk to the local gateway: its own Host only (DNS rebinding), no other origin, and in
 * live mode the API key or the web UI's session header, checked before anything reaches the
 * registry. The sandbox keeps /oauth/token and needs no key; live mode has no sandbox paths.
 */
import http from 'node:http'
import net from 'node:net'
import { Validator } from '@seriousme/openapi-schema-validator'
import { statSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { Value } from 'typebox/value'
import { buildApp } from '../../local-server/app.js'
import { ErrorCurrentSchema } from '../../local-server/contract/common.js'
import { tempDataDir } from '../helpers/app.js'
import { liveForSuite, startGateway } from './live-setup.js'

const live = liveForSuite()

interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** A request with exactly these headers (fetch would not let a test forge Host or Origin). */
function raw(base: string, method: string, url: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

const port = (url: string) => new URL(url).port

/**
 * A request whose request line is written as given (`GET /%67ateway/api-key`, or an absolute
 * target), which http.request and fetch would normalise or refuse: over a plain socket.
 */
function rawTarget(base: string, requestLine: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port: p } = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(p), hostname, () => {
      const lines = [`${requestLine} HTTP/1.1`, `Host: ${hostname}:${p}`, 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)]
      socket.end(`${lines.join('\r\n')}\r\n\r\n`)
    })
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (c: string) => (text += c))
    socket.on('error', reject)
    socket.on('end', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const body = rest.join('\r\n\r\n')
      // Node answers these with a fixed length, never chunked, so the body is as sent.
      resolve({ status: Number(head.split(' ')[1]), body })
    })
  })
}

describe('the local guard (both modes)', () => {
  it('refuses a Host that is not its own loopback name and port, before the registry sees anything', async () => {
    live.registry.seen.length = 0
    for (const host of ['evil.example', `evil.example:${port(live.gateway.url)}`, '127.0.0.1:1', `localhost.evil.example:${port(live.gateway.url)}`]) {
      const res = await raw(live.gateway.url, 'GET', '/v1/credit', { host, 'x-api-key': live.gateway.apiKey })
      expect(res.status, host).toBe(421)
      expect(JSON.parse(res.body)).toMatchObject({ code: 'host_not_allowed', status: 421 })
    }
    expect(live.registry.seen).toEqual([])
    for (const host of [`127.0.0.1:${port(live.gateway.url)}`, `localhost:${port(live.gateway.url)}`]) {
      expect((await raw(live.gateway.url, 'GET', '/health', { host })).status, host).toBe(200)
    }
  })

  it('refuses cross-origin browser requests and sends no CORS headers', async () => {
    live.registry.seen.length = 0
    const cross = await raw(live.gateway.url, 'GET', '/v1/credit', { origin: 'https://evil.example', 'x-api-key': live.gateway.apiKey })
    expect(cross.status).toBe(403)
    expect(JSON.parse(cross.body).code).toBe('origin_not_allowed')
    expect(cross.headers['access-control-allow-origin']).toBeUndefined()
    const preflight = await raw(live.gateway.url, 'OPTIONS', '/v1/credit', { origin: 'https://evil.example', 'access-control-request-method': 'GET' })
    expect(preflight.status).toBe(403)
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
    const noCors = await raw(live.gateway.url, 'GET', '/gateway/status', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' })
    expect(noCors.status).toBe(403)
    expect(live.registry.seen).toEqual([])
    const same = await raw(live.gateway.url, 'GET', '/v1/credit', { origin: live.gateway.url, 'sec-fetch-site': 'same-origin', 'x-api-key': live.gateway.apiKey })
    expect(same.status).toBe(200)
  })

  it('guards the sandbox too, which keeps /oauth/token and needs no key', async () => {
    const dataDir = tempDataDir()
    const sandbox = await buildApp({ dataDir, logLevel: 'silent', empty: true })
    await sandbox.listen({ host: '127.0.0.1', port: 0 })
    const base = `http://127.0.0.1:${(sandbox.server.address() as { port: number }).port}`
    try {
      expect((await raw(base, 'GET', '/v1/province', { host: 'rebind.example' })).status).toBe(421)
      expect((await raw(base, 'GET', '/v1/province', { origin: 'http://localhost:1234' })).status).toBe(403)
      expect((await raw(base, 'GET', '/v1/province')).status).toBe(200)
      expect((await rawTarget(base, 'GET /%761/province')).status).toBe(400)
      const status = JSON.parse((await raw(base, 'GET', '/gateway/status')).body)
      // The sandbox also tells the screens its darwin upload limit (default 10 MiB), so they can explain it before sending.
      expect(status).toEqual({ mode: 'sandbox', platform: 'sandbox', online: true, registryTime: expect.any(String), maxUploadBytes: 10 * 1024 * 1024, activeFaults: 0 })
      expect((await raw(base, 'DELETE', '/gateway/cache')).status).toBe(204)
      expect((await raw(base, 'GET', '/gateway/api-key')).status).toBe(404)
    } finally {
      await sandbox.close()
    }
  })

  it('checks the Host of every request on a connection, not only its first', async () => {
    const sandbox = await buildApp({ dataDir: tempDataDir(), logLevel: 'silent', empty: true })
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      await sandbox.listen({ host: '127.0.0.1', port: 0 })
      const port = (sandbox.server.address() as { port: number }).port
      const statusWith = (host: string) =>
        new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
          const req = http.request({ host: '127.0.0.1', port, path: '/health', agent, headers: { host } }, (res) => {
            res.resume()
            res.on('end', () => resolve({ status: res.statusCode ?? 0, socket: req.socket }))
          })
          req.on('error', reject)
          req.end()
        })
      const answers = []
      for (const host of [`localhost:${port}`, 'rebind.example', `localhost:${port}`, `localhost:${port + 1}`]) answers.push(await statusWith(host))
      expect(answers.map((a) => a.status)).toEqual([200, 421, 200, 421])
      // One connection carried them all (421 does not close it).
      expect(new Set(answers.map((a) => a.socket)).size).toBe(1)
    } finally {
      agent.destroy()
      await sandbox.close()
    }
  })

  it('accepts the names given with --allowed-hosts on any port (a container behind a mapped port), or any with *', async () => {
    const named = await buildApp({ dataDir: tempDataDir(), logLevel: 'silent', empty: true, allowedHosts: ['registry', 'sandbox.ci.internal'] })
    const open = await buildApp({ dataDir: tempDataDir(), logLevel: 'silent', empty: true, allowedHosts: ['*'] })
    try {
      await named.listen({ host: '127.0.0.1', port: 0 })
      await open.listen({ host: '127.0.0.1', port: 0 })
      const baseOf = (app: typeof named) => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
      for (const host of ['registry:8787', 'REGISTRY', 'sandbox.ci.internal:9000']) {
        expect((await raw(baseOf(named), 'GET', '/v1/province', { host })).status, host).toBe(200)
      }
      for (const host of ['rebind.example', 'registry.evil.example:8787', '127.0.0.1:1']) {
        expect((await raw(baseOf(named), 'GET', '/v1/province', { host })).status, host).toBe(421)
      }
      expect((await raw(baseOf(open), 'GET', '/v1/province', { host: 'anything.example:1' })).status).toBe(200)
      // The Origin check stays: another origin's page is refused.
      expect((await raw(baseOf(open), 'GET', '/v1/province', { host: 'localhost:9000', origin: 'http://evil.example' })).status).toBe(403)
      // A page of a name rebound to this server is its own origin: with * its requests pass the
      // Origin check, so a browser's request must name the server by a loopback name, an address
      // or a name given (on any port: Docker maps them); pipelines, which are no browser, any name.
      const rebound = { host: 'rebind.attacker.example:8787', origin: 'http://rebind.attacker.example:8787', 'sec-fetch-site': 'same-origin' }
      expect((await raw(baseOf(open), 'POST', '/oauth/token', { ...rebound, 'content-type': 'application/x-www-form-urlencoded' }, 'grant_type=password&username=admin&password=sandbox')).status).toBe(421)
      expect((await raw(baseOf(open), 'GET', '/v1/province', { host: rebound.host, 'sec-fetch-site': 'same-origin' })).status).toBe(421)
      for (const host of ['localhost:9000', '192.168.1.20:8787', '[fd00::1]:8787']) {
        expect((await raw(baseOf(open), 'GET', '/v1/province', { host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' })).status, host).toBe(200)
      }
      const openNamed = await buildApp({ dataDir: tempDataDir(), logLevel: 'silent', empty: true, allowedHosts: ['*', 'desk.lan'] })
      try {
        await openNamed.listen({ host: '127.0.0.1', port: 0 })
        expect((await raw(baseOf(openNamed), 'GET', '/v1/province', { host: 'desk.lan:8787', 'sec-fetch-site': 'same-origin' })).status).toBe(200)
      } finally {
        await openNamed.close()
      }
    } finally {
      await named.close()
      await open.close()
    }
  })
})

describe('live mode: the local API key', () => {
  it('is made at the first start, kept in the owner-only api-key file, and the same after a restart', async () => {
    const file = path.join(live.gateway.dataDir, 'api-key')
    expect(readFileSync(file, 'utf8').trim()).toBe(live.gateway.apiKey)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(live.gateway.apiKey.length).toBeGreaterThanOrEqual(32)
    // A restart: one data folder serves one gateway at a time (db/folder-lock.ts).
    const dataDir = tempDataDir()
    const first = await startGateway(live.registry, { dataDir })
    const key = first.apiKey
    await first.close()
    const again = await startGateway(live.registry, { dataDir })
    try {
      expect(again.apiKey).toBe(key)
    } finally {
      await again.close()
    }
  })

  it('answers 401 without the right key, and the registry sees nothing', async () => {
    live.registry.seen.length = 0
    for (const key of [null, '', 'wrong', `${live.gateway.apiKey}x`]) {
      for (const [method, url] of [['GET', '/v1/credit'], ['POST', '/v1/ipAddresses'], ['GET', '/gateway/api-key'], ['DELETE', '/gateway/cache']] as const) {
        const res = await live.gateway.call(url, { method, key: key as string | null })
        expect(res.status, `${method} ${url} ${key}`).toBe(401)
        const body = await res.json()
        expect(body).toMatchObject({ code: 'api_key_required', type: 'urn:registrar-api:error:api_key_required' })
        // Written by the sandbox's own error writer: the documented current kind, nothing else.
        expect(Value.Check(ErrorCurrentSchema, body), JSON.stringify(body)).toBe(true)
      }
    }
    const bearer = await live.gateway.call('/v1/credit', { key: null, headers: { authorization: `Bearer ${await live.registry.token()}` } })
    expect(bearer.status).toBe(401)
    expect(live.registry.seen.filter((s) => s.line.startsWith('GET /v1/') || s.line.startsWith('POST /v1/'))).toEqual([])
  })

  it('cannot be passed by writing a path another way: letters percent-encoded, or the address in the request line', async () => {
    live.registry.seen.length = 0
    const gatewayPort = port(live.gateway.url)
    // The router reads `/%67ateway/api-key` as `/gateway/api-key`, and an absolute request target
    // as its path: each spelling is refused as a whole, before any route or the registry.
    for (const [method, url] of [
      ['GET', '/%67ateway/api-key'],
      ['POST', '/%67ateway/api-key'],
      ['GET', '/gateway/%61pi-key'],
      ['GET', '/%761/credit'],
      ['GET', '/v%31/credit'],
      ['GET', '/%73andbox/clock'],
      ['POST', '/%6fauth/token'],
      ['GET', `http://127.0.0.1:${gatewayPort}/gateway/api-key`],
      ['GET', `http://127.0.0.1:${gatewayPort}/v1/credit`],
    ] as const) {
      const res = await rawTarget(live.gateway.url, `${method} ${url}`)
      expect(res.status, `${method} ${url}`).toBe(400)
      expect(res.body, `${method} ${url}`).not.toContain(live.gateway.apiKey)
      expect(JSON.parse(res.body), `${method} ${url}`).toMatchObject({ code: 'bad_request', status: 400 })
    }
    expect(live.registry.seen).toEqual([])
    // A path parameter may still carry encoded reserved characters (`%2F`, `%40`) and non-ASCII letters.
    expect((await rawTarget(live.gateway.url, 'GET /v1/ipAddresses/%40x%2Fy', { 'x-api-key': live.gateway.apiKey })).status).not.toBe(400)
    expect((await rawTarget(live.gateway.url, 'GET /gateway/api-key', { 'x-api-key': live.gateway.apiKey })).status).toBe(200)
  })

  it('leaves the UI, /health, /openapi.json and /gateway/status open, and has no /oauth/token or /sandbox paths', async () => {
    expect((await live.gateway.call('/health', { key: null })).status).toBe(200)
    const doc = await (await live.gateway.call('/openapi.json', { key: null })).json()
    expect(doc.paths['/v1/credit']).toBeDefined()
    expect(doc.paths['/gateway/status']).toBeDefined()
    expect(doc.paths['/gateway/session'].get.operationId).toBe('gateway.session')
    const checked = await new Validator().validate(doc)
    expect(checked.errors ?? []).toEqual([])
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/sandbox') || p.startsWith('/oauth'))).toEqual([])
    // What Swagger UI's Authorize offers: the local API key, never a token flow at a missing /oauth/token.
    expect(doc.components.securitySchemes).toEqual({ local_api_key: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Api-Key' }) })
    const operations = Object.values(doc.paths as Record<string, Record<string, { security?: unknown[] }>>).flatMap((item) => Object.values(item))
    expect(doc.paths['/v1/credit'].get.security).toEqual([{ local_api_key: [] }])
    expect(doc.paths['/gateway/status'].get.security).toEqual([])
    expect(operations.flatMap((op) => op.security ?? []).filter((s) => !('local_api_key' in (s as object)))).toEqual([])
    expect((await live.gateway.call('/gateway/status', { key: null })).status).toBe(200)
    live.registry.seen.length = 0
    const token = await live.gateway.call('/oauth/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=password&username=admin&password=sandbox' })
    expect(token.status).toBe(404)
    expect((await live.gateway.call('/sandbox/clock')).status).toBe(404)
    expect((await live.gateway.call('/sandbox/reset', { method: 'POST' })).status).toBe(404)
    expect(live.registry.seen).toEqual([])
  })

  it('is regenerated by POST /gateway/api-key: the old key stops working', async () => {
    const other = await startGateway(live.registry)
    try {
      const old = other.apiKey
      const res = await other.call('/gateway/api-key', { method: 'POST' })
      const { apiKey } = await res.json()
      expect(apiKey).not.toBe(old)
      expect(readFileSync(path.join(other.dataDir, 'api-key'), 'utf8').trim()).toBe(apiKey)
      expect((await other.call('/v1/credit', { key: old })).status).toBe(401)
      expect((await other.call('/v1/credit', { key: apiKey })).status).toBe(200)
      expect(await (await other.call('/gateway/api-key', { key: apiKey })).json()).toEqual({ apiKey })
    } finally {
      await other.close()
    }
  })
})

/** The session secret the sign-in link hands out, in the fragment of its redirect (the address the UI opens with). */
function sessionOf(answer: RawAnswer): string {
  const secret = /#gateway-session=([\w-]+)$/.exec(answer.headers.location ?? '')?.[1]
  if (!secret) throw new Error(`no session in ${JSON.stringify(answer.headers)}`)
  return secret
}

const signInLink = (gateway: { url: string; apiKey: string }) => raw(gateway.url, 'GET', `/gateway/session?key=${encodeURIComponent(gateway.apiKey)}`)

describe("live mode: the web UI's session", () => {
  it('is no ambient credential: replayed as a cookie by a non-browser client (another local port\'s server), it reads no key and reaches no registry', async () => {
    const secret = sessionOf(await signInLink(live.gateway))
    live.registry.seen.length = 0
    // What a server on another port of 127.0.0.1 receives from the user's browser, sent with curl:
    // no Origin, no Sec-Fetch-* headers.
    const key = await raw(live.gateway.url, 'GET', '/gateway/api-key', { cookie: `gateway_session=${secret}` })
    expect(key.status).toBe(401)
    expect(key.body).not.toContain(live.gateway.apiKey)
    expect(JSON.parse(key.body)).toMatchObject({ code: 'api_key_required', status: 401 })
    const proxied = await raw(live.gateway.url, 'GET', '/v1/credit', { cookie: `gateway_session=${secret}` })
    expect(proxied.status).toBe(401)
    expect((await raw(live.gateway.url, 'POST', '/gateway/api-key', { cookie: `gateway_session=${secret}` })).status).toBe(401)
    expect(live.registry.seen).toEqual([])
  })

  it('is handed out by /gateway/session in the fragment of its redirect to the UI, never as a cookie', async () => {
    const bad = await raw(live.gateway.url, 'GET', '/gateway/session?key=wrong')
    expect(bad.status).toBe(401)
    expect(bad.headers.location).toBeUndefined()
    const open = await signInLink(live.gateway)
    expect(open.status).toBe(303)
    expect(open.headers.location).toMatch(/^\/#gateway-session=[\w-]{43}$/)
    expect(open.headers['set-cookie']).toBeUndefined()
    expect(open.headers['referrer-policy']).toBe('no-referrer')
    expect(open.headers['cache-control']).toBe('no-store')
    // The same secret for every opening of the link while the key stays the same (several tabs).
    expect(sessionOf(await signInLink(live.gateway))).toBe(sessionOf(open))
    // A browser still holding an older gateway's cookie is told to drop it.
    const withOld = await raw(live.gateway.url, 'GET', `/gateway/session?key=${encodeURIComponent(live.gateway.apiKey)}`, { cookie: 'gateway_session=old; lang=it' })
    expect(withOld.headers['set-cookie']).toEqual([expect.stringMatching(/^gateway_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict$/)])
    const page = await raw(live.gateway.url, 'GET', '/')
    expect(page.headers['set-cookie']).toBeUndefined()
  })

  it('works instead of the key as the X-Gateway-Session header of same-origin requests', async () => {
    const secret = sessionOf(await signInLink(live.gateway))
    expect((await raw(live.gateway.url, 'GET', '/v1/credit', { 'x-gateway-session': secret })).status).toBe(200)
    const ui = await raw(live.gateway.url, 'GET', '/v1/credit', { 'x-gateway-session': secret, origin: live.gateway.url, 'sec-fetch-site': 'same-origin' })
    expect(ui.status).toBe(200)
    expect(ui.headers['x-gateway-cache']).toBe('live')
    const key = await raw(live.gateway.url, 'GET', '/gateway/api-key', { 'x-gateway-session': secret, 'sec-fetch-site': 'same-origin' })
    expect(JSON.parse(key.body)).toEqual({ apiKey: live.gateway.apiKey })
    // A page of another port on 127.0.0.1 is same-site: refused even with the secret.
    expect((await raw(live.gateway.url, 'GET', '/v1/credit', { 'x-gateway-session': secret, 'sec-fetch-site': 'same-site' })).status).toBe(403)
  })

  it('answers 401 api_key_required to a missing, empty or wrong header, or the secret sent another way; the registry sees nothing', async () => {
    const secret = sessionOf(await signInLink(live.gateway))
    live.registry.seen.length = 0
    const attempts: Record<string, string>[] = [
      {},
      { 'x-gateway-session': '' },
      { 'x-gateway-session': 'forged' },
      { 'x-gateway-session': `${secret}x` },
      { 'x-gateway-session': live.gateway.apiKey },
      { 'x-api-key': secret },
      { authorization: `Bearer ${secret}` },
      { cookie: `gateway_session=${secret}`, 'sec-fetch-site': 'same-origin' },
    ]
    for (const headers of attempts) {
      for (const path of ['/v1/credit', '/gateway/api-key']) {
        const res = await raw(live.gateway.url, 'GET', path, headers)
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(401)
        expect(JSON.parse(res.body)).toMatchObject({ code: 'api_key_required' })
        expect(res.headers['cache-control']).toBe('no-store')
      }
    }
    expect(live.registry.seen).toEqual([])
  })

  it('ends when the key is regenerated, except for the caller, whose answer carries its new session', async () => {
    const other = await startGateway(live.registry)
    try {
      const secret = sessionOf(await signInLink(other))
      const regen = await raw(other.url, 'POST', '/gateway/api-key', { 'x-gateway-session': secret })
      expect(regen.status).toBe(200)
      expect(regen.headers['set-cookie']).toBeUndefined()
      expect(regen.headers['cache-control']).toBe('no-store')
      const renewed = regen.headers['x-gateway-session']
      expect(renewed).toMatch(/^[\w-]{43}$/)
      expect(renewed).not.toBe(secret)
      expect((await raw(other.url, 'GET', '/v1/credit', { 'x-gateway-session': secret })).status).toBe(401)
      expect((await raw(other.url, 'GET', '/v1/credit', { 'x-gateway-session': renewed as string })).status).toBe(200)
      const { apiKey } = JSON.parse(regen.body) as { apiKey: string }
      expect(sessionOf(await signInLink({ url: other.url, apiKey }))).toBe(renewed)
    } finally {
      await other.close()
    }
  })
})
