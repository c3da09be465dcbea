import { describe, expect, it, vi } from 'vitest'
import { createUpstreamToken, identityOf } from '../../../../local-server/gateway/upstream-token.js'

const tokenUrl = new URL('https://registry.example/oauth/token')
const upstream = new URL('https://registry.example/')

function endpoint(...answers: Array<{ status: number; body: unknown } | Error>) {
  const requests: Array<{ headers: Record<string, string>; body: string }> = []
  const fetch = vi.fn(async (_url: unknown, init?: RequestInit) => {
    requests.push({ headers: init!.headers as Record<string, string>, body: String(init!.body) })
    const next = answers.shift()!
    if (next instanceof Error) throw next
    return new Response(JSON.stringify(next.body), { status: next.status })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests }
}

describe('the upstream token', () => {
  it('uses the client-credentials grant with the client in HTTP Basic (RFC 6749 2.3.1)', async () => {
    const e = endpoint({ status: 200, body: { access_token: 'T1', expires_in: 3600 } })
    const token = createUpstreamToken(upstream, { kind: 'client', tokenUrl, clientId: 'my client', clientSecret: 's:cret', scope: 'billing' }, { realNow: () => 0, timeoutMs: 1000, fetch: e.fetch })
    expect(await token.current()).toBe('T1')
    expect(e.requests[0]!.body).toBe('grant_type=client_credentials&scope=billing')
    expect(e.requests[0]!.headers.authorization).toBe(`Basic ${Buffer.from('my+client:s%3Acret').toString('base64')}`)
  })

  it('uses the password grant and renews 10% before the end (at most a minute)', async () => {
    let now = 0
    const e = endpoint({ status: 200, body: { access_token: 'T1', expires_in: 100 } }, { status: 200, body: { access_token: 'T2', expires_in: 100 } })
    const token = createUpstreamToken(upstream, { kind: 'password', tokenUrl, username: 'u', password: 'p w' }, { realNow: () => now, timeoutMs: 1000, fetch: e.fetch })
    expect(await token.current()).toBe('T1')
    expect(e.requests[0]!.body).toBe('grant_type=password&username=u&password=p+w')
    now = 89_000
    expect(await token.current()).toBe('T1')
    now = 90_000
    expect(await token.current()).toBe('T2')
  })

  it('never puts the secret in an error, and says unreachable when the endpoint is', async () => {
    const refused = endpoint({ status: 400, body: { error: 'invalid_grant' } })
    const a = createUpstreamToken(upstream, { kind: 'password', tokenUrl, username: 'u', password: 'hunter2' }, { realNow: () => 0, timeoutMs: 1000, fetch: refused.fetch })
    const err = await a.current().catch((e: Error & { kind: string }) => e)
    expect(err).toMatchObject({ kind: 'refused' })
    expect(String((err as Error).message)).toContain('invalid_grant')
    expect(String((err as Error).message)).not.toContain('hunter2')
    const down = endpoint(new TypeError('fetch failed'))
    const b = createUpstreamToken(upstream, { kind: 'password', tokenUrl, username: 'u', password: 'p' }, { realNow: () => 0, timeoutMs: 1000, fetch: down.fetch })
    await expect(b.current()).rejects.toMatchObject({ kind: 'unreachable' })
  })

  it('tells users apart for the cache without holding their secrets', () => {
    const a = identityOf(upstream, { kind: 'password', tokenUrl, username: 'alice', password: 'x' })
    expect(a).toBe(identityOf(upstream, { kind: 'password', tokenUrl, username: 'alice', password: 'changed' }))
    expect(a).not.toBe(identityOf(upstream, { kind: 'password', tokenUrl, username: 'bob', password: 'x' }))
    expect(a).not.toBe(identityOf(new URL('https://test.registry.example/'), { kind: 'password', tokenUrl, username: 'alice', password: 'x' }))
    const jwt = (sub: string, n: number) => `h.${Buffer.from(JSON.stringify({ sub, n })).toString('base64url')}.s`
    expect(identityOf(upstream, { kind: 'token', token: jwt('7', 1) })).toBe(identityOf(upstream, { kind: 'token', token: jwt('7', 2) }))
    expect(a).not.toContain('alice')
  })
})
