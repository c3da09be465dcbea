/**
 * A registry that fails in other ways than being down: one that never answers (504 after the
 * bounded wait, never a hang), one that answers garbage (502), and one behind a proxy that
 * answers 503 itself (a cached copy stands in).
 */
import net from 'node:net'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempDataDir } from '../helpers/app.js'
import { buildApp } from '../../local-server/app.js'
import type { FastifyInstance } from 'fastify'

type Behaviour = 'silent' | 'garbage' | 'proxy-503' | 'ok' | 'html'
let behaviour: Behaviour = 'ok'
let upstream: net.Server
let upstreamUrl: string
let gateway: FastifyInstance
let gatewayUrl: string
let apiKey: string

beforeAll(async () => {
  // A tiny stand-in registry: a raw TCP server so that it can also misbehave below HTTP.
  const sockets = new Set<net.Socket>()
  upstream = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    socket.once('data', () => {
      if (behaviour === 'silent') return
      if (behaviour === 'garbage') {
        socket.end('this is not HTTP at all\r\n\r\n')
        return
      }
      if (behaviour === 'html') {
        // A page of a proxy in front of the registry, with a script and a lax policy of its own.
        const page = '<html><script>fetch("/gateway/api-key")</script></html>'
        socket.end(`HTTP/1.1 200 OK\r\ncontent-type: text/html\r\ncontent-security-policy: script-src *\r\ncontent-length: ${page.length}\r\nconnection: close\r\n\r\n${page}`)
        return
      }
      const [status, body] = behaviour === 'proxy-503' ? ['503 Service Unavailable', 'down'] : ['200 OK', '{"ok":true}']
      socket.end(`HTTP/1.1 ${status}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\nset-cookie: s=1\r\naccess-control-allow-origin: *\r\n\r\n${body}`)
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as net.AddressInfo).port}`
  gateway = await buildApp({ dataDir: tempDataDir(), logLevel: 'silent', upstream: upstreamUrl, token: 'pasted-token', upstreamConnectTimeoutMs: 300, upstreamTimeoutMs: 600 })
  await gateway.listen({ host: '127.0.0.1', port: 0 })
  gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as net.AddressInfo).port}`
  apiKey = gateway.gateway.apiKey()!
}, 60_000)
afterAll(async () => {
  await gateway?.close()
  upstream?.close()
})

function get(path: string, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${gatewayUrl}${path}`, { method, headers: { 'x-api-key': apiKey } }, (res) => {
      let body = ''
      res.on('data', (c) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('live mode: a failing registry', () => {
  it('passes a good answer without the registry cookies or CORS headers', async () => {
    behaviour = 'ok'
    const res = await get('/v1/credit')
    expect(res.status).toBe(200)
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
    expect(res.headers['x-gateway-cache']).toBe('live')
  })

  it('serves what the registry sends on the local origin without sniffing, and a page of it without scripts, fresh or cached', async () => {
    behaviour = 'ok'
    const json = await get('/v1/credit')
    expect(json.headers['x-content-type-options']).toBe('nosniff')
    expect(json.headers['content-security-policy']).toBeUndefined()
    behaviour = 'html'
    const page = await get('/v1/registrar')
    expect(page.status).toBe(200)
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; form-action 'none'; sandbox")
    behaviour = 'proxy-503'
    const cached = await get('/v1/registrar')
    expect(cached.headers['x-gateway-cache']).toBe('stale')
    expect(cached.body).toContain('<script>')
    expect(cached.headers['x-content-type-options']).toBe('nosniff')
    expect(cached.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; form-action 'none'; sandbox")
  })

  it('answers 504 after the bounded wait when the registry never answers, for reads and writes', async () => {
    behaviour = 'silent'
    const started = Date.now()
    const read = await get('/v1/payments')
    expect(read.status).toBe(504)
    expect(JSON.parse(read.body).code).toBe('upstream_unreachable')
    const write = await get('/v1/payments/bank', 'POST')
    expect(write.status).toBe(504)
    expect(JSON.parse(write.body).code).toBe('upstream_outcome_unknown')
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('answers 502 when the registry answers something that is not HTTP', async () => {
    behaviour = 'garbage'
    const res = await get('/v1/payments')
    expect(res.status).toBe(502)
    expect(res.headers['content-type']).toMatch(/problem\+json/)
    expect(JSON.parse(res.body).code).toBe('upstream_failed')
  })

  it('answers a cached copy when a proxy in front of the registry says 503', async () => {
    behaviour = 'ok'
    expect((await get('/v1/credit')).status).toBe(200)
    behaviour = 'proxy-503'
    const res = await get('/v1/credit')
    expect(res.status).toBe(200)
    expect(res.headers['x-gateway-cache']).toBe('stale')
    expect(JSON.parse(res.body)).toEqual({ ok: true })
    // Never read: the proxy's own answer passes through.
    expect((await get('/v1/invoices')).status).toBe(503)
  })
})
