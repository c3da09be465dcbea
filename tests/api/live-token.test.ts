/**
 * The registrar's token at the registry: obtained from the OAuth 2 token endpoint (here the
 * sandbox's own /oauth/token), renewed before it expires, renewed once after a 401 and the
 * request sent again once; a pasted token that the registry refuses answers a clear 502.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { disposeRegistry, type Registry, startGateway, startRegistry } from './live-setup.js'

let registry: Registry
beforeAll(async () => {
  registry = await startRegistry({ tokenLifetimeSeconds: 60 })
}, 60_000)
afterAll(async () => {
  if (registry) await disposeRegistry(registry)
})

const lines = () => registry.seen.map((s) => s.line)
const tokenRequests = () => lines().filter((l) => l === 'POST /oauth/token').length

describe('live mode: the token from a token endpoint', () => {
  it('is obtained once, then renewed before it expires', async () => {
    const gateway = await startGateway(registry)
    try {
      registry.seen.length = 0
      expect((await gateway.call('/v1/credit')).status).toBe(200)
      expect((await gateway.call('/v1/credit')).status).toBe(200)
      expect(tokenRequests()).toBe(1)
      // 55 s later (of a 60 s token): inside the renewal margin.
      gateway.now += 55_000
      registry.now += 55_000
      expect((await gateway.call('/v1/credit')).status).toBe(200)
      expect(tokenRequests()).toBe(2)
      expect(lines().filter((l) => l.startsWith('GET')).length).toBe(3)
    } finally {
      await gateway.close()
    }
  })

  it('is renewed once after a 401, and the request sent again once', async () => {
    const gateway = await startGateway(registry)
    try {
      expect((await gateway.call('/v1/credit')).status).toBe(200)
      registry.seen.length = 0
      // The registry's clock runs ahead: the gateway's token has expired there.
      registry.now += 120_000
      const res = await gateway.call('/v1/credit')
      expect(res.status).toBe(200)
      expect(lines()).toEqual(['GET /v1/credit', 'POST /oauth/token', 'GET /v1/credit'])
      const [first, , second] = registry.seen
      expect(first!.authorization).not.toBe(second!.authorization)
    } finally {
      await gateway.close()
    }
  })

  it('is renewed once for many requests waiting together', async () => {
    const gateway = await startGateway(registry)
    try {
      expect((await gateway.call('/v1/credit')).status).toBe(200)
      registry.seen.length = 0
      gateway.now += 59_000
      registry.now += 59_000
      const answers = await Promise.all(['/v1/credit', '/v1/province', '/v1/user', '/v1/registrar'].map((p) => gateway.call(p)))
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200])
      expect(tokenRequests()).toBe(1)
    } finally {
      await gateway.close()
    }
  })

  it('answers 502 upstream_authentication_failed when the token endpoint refuses the credentials', async () => {
    const gateway = await startGateway(registry, { password: 'wrong' })
    try {
      for (const method of ['GET', 'POST']) {
        const res = await gateway.call('/v1/credit/warnThreshold', { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? null : '{}' })
        expect(res.status, method).toBe(502)
        const body = await res.json()
        expect(body).toMatchObject({ code: 'upstream_authentication_failed', status: 502 })
        expect(JSON.stringify(body)).not.toContain('wrong')
      }
    } finally {
      await gateway.close()
    }
  })
})

describe('live mode: a pasted token', () => {
  it('is sent as it is, and when the registry refuses it the answer is 502 without a retry', async () => {
    const token = await registry.token('billing')
    const gateway = await startGateway(registry, { token, tokenUrl: undefined, username: undefined, password: undefined })
    try {
      registry.seen.length = 0
      expect((await gateway.call('/v1/credit')).status).toBe(200)
      expect(registry.seen[0]!.authorization).toBe(`Bearer ${token}`)
      registry.seen.length = 0
      registry.now += 120_000
      const res = await gateway.call('/v1/credit')
      expect(res.status).toBe(502)
      expect((await res.json()).code).toBe('upstream_authentication_failed')
      expect(lines()).toEqual(['GET /v1/credit'])
    } finally {
      await gateway.close()
    }
  })
})

describe('live mode: configuration', () => {
  it.each([
    [{ tokenUrl: undefined }, /username and password|token/],
    [{ upstream: 'ftp://registry.example' }, /http or https/],
    [{ upstream: 'https://user:secret@registry.example' }, /must not carry/],
    [{ password: undefined }, /password: is needed with a user name/],
    [{ token: 'abc' }, /tokenUrl: cannot be given with a token/],
  ])('refuses to start with %o', async (change, message) => {
    await expect(startGateway(registry, change)).rejects.toThrow(message)
  })
})
