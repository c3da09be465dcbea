/**
 * Kept-alive connections to the registry, and what a connection broken under a request means: a
 * read may be sent again, a write never (docs/live-mode.md: "payments must never be sent twice").
 * The stand-in registry numbers the requests on each of its connections, so a test can tell which
 * connection a request came on and can drop one at a chosen request.
 */
import http from 'node:http'
import type net from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { tempDataDir } from '../helpers/app.js'
import { buildApp } from '../../local-server/app.js'

interface Received {
  readonly method: string
  readonly path: string
  /** 1 for the first request on its connection. */
  readonly onConnection: number
}

/**
 * `drop-reused`: a connection's second request is read and the connection closed without an
 * answer (the registry's idle timeout racing a request). `drop-write`: a write is read whole and
 * its connection closed before the answer (the registry's process or a proxy dropping it).
 */
type Behaviour = 'answer' | 'drop-reused' | 'drop-write'

let behaviour: Behaviour = 'answer'
let received: Received[] = []
let registry: http.Server
let gateway: FastifyInstance
let gatewayUrl: string
let apiKey: string

beforeAll(async () => {
  const requestsOn = new WeakMap<net.Socket, number>()
  registry = http.createServer((req, res) => {
    const onConnection = (requestsOn.get(req.socket) ?? 0) + 1
    requestsOn.set(req.socket, onConnection)
    req.resume()
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', onConnection })
      const write = req.method !== 'GET' && req.method !== 'HEAD'
      if ((behaviour === 'drop-reused' && onConnection > 1) || (behaviour === 'drop-write' && write)) {
        req.socket.destroy()
        return
      }
      res.writeHead(write ? 201 : 200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: received.length }))
    })
  })
  registry.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve))
  const upstream = `http://127.0.0.1:${(registry.address() as net.AddressInfo).port}`
  gateway = await buildApp({ dataDir: tempDataDir(), logLevel: 'silent', upstream, token: 'pasted-token', upstreamConnectTimeoutMs: 1000, upstreamTimeoutMs: 2000 })
  await gateway.listen({ host: '127.0.0.1', port: 0 })
  gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as net.AddressInfo).port}`
  apiKey = gateway.gateway.apiKey()!
}, 60_000)

afterAll(async () => {
  await gateway?.close()
  registry?.closeAllConnections()
  registry?.close()
})

beforeEach(() => {
  behaviour = 'answer'
  received = []
})

async function call(method: string, path: string): Promise<{ status: number; body: { code?: string } }> {
  const res = await fetch(`${gatewayUrl}${path}`, {
    method,
    headers: { 'x-api-key': apiKey, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { body: JSON.stringify({ amount: 100 }) } : {}),
  })
  return { status: res.status, body: (await res.json()) as { code?: string } }
}

describe('live mode: kept-alive connections to the registry', () => {
  it('reuses a connection for reads, and sends a read again on a new one when the registry had closed it', async () => {
    expect((await call('GET', '/v1/credit')).status).toBe(200)
    expect((await call('GET', '/v1/credit')).status).toBe(200)
    expect(received.map((r) => r.onConnection)).toEqual([1, 2])

    behaviour = 'drop-reused'
    received = []
    expect((await call('GET', '/v1/credit')).status).toBe(200)
    expect(received.map((r) => r.onConnection)).toEqual([3, 1])
  })

  it('sends a write on a connection of its own, which an idle timeout of the registry cannot have closed', async () => {
    expect((await call('GET', '/v1/credit')).status).toBe(200)
    behaviour = 'drop-reused'
    const write = await call('POST', '/v1/payments/bank')
    expect(write.status).toBe(201)
    expect(received.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: '/v1/payments/bank', onConnection: 1 }])
  })

  it('never sends a write twice: a connection broken after the registry read it answers 504 upstream_outcome_unknown', async () => {
    expect((await call('GET', '/v1/credit')).status).toBe(200)
    behaviour = 'drop-write'
    const write = await call('POST', '/v1/payments/bank')
    expect(write.status).toBe(504)
    expect(write.body.code).toBe('upstream_outcome_unknown')
    expect(received.filter((r) => r.method === 'POST')).toHaveLength(1)
  })
})
