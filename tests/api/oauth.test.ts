import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const post = (payload: string | object, contentType = 'application/x-www-form-urlencoded') =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': typeof payload === 'string' ? contentType : 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })

describe('POST /oauth/token', () => {
  it('issues a bearer token for a demo user with both scopes by default (form body)', async () => {
    const res = await post('grant_type=password&username=billing&password=sandbox')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json()
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'billing darwin' })
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  })

  it('accepts JSON and narrows to the asked scope', async () => {
    const res = await post({ grant_type: 'password', username: 'admin', password: 'sandbox', scope: 'darwin' })
    expect(res.statusCode).toBe(200)
    expect(res.json().scope).toBe('darwin')
  })

  it.each([
    ['grant_type=password&username=billing&password=wrong', 'invalid_grant'],
    ['grant_type=password&username=nobody&password=sandbox', 'invalid_grant'],
    ['grant_type=password&username=billing&password=sandbox&scope=billing%20dns', 'invalid_scope'],
    ['grant_type=password&username=billing', 'invalid_request'],
    ['username=billing&password=sandbox', 'invalid_request'],
    ['grant_type=client_credentials&client_id=x', 'unsupported_grant_type'],
    // RFC 6749 3.2 and 5.2: a parameter sent twice is invalid_request, whatever its values.
    ['grant_type=password&grant_type=password&username=billing&password=sandbox', 'invalid_request'],
    ['grant_type=password&username=billing&username=admin&password=sandbox', 'invalid_request'],
    ['grant_type=password&username=billing&password=sandbox&scope=billing&scope=darwin', 'invalid_request'],
  ])('answers 400 with the RFC 6749 error for %s', async (body, error) => {
    const res = await post(body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error })
  })

  it('answers invalid_request to a JSON body with a field of the wrong type', async () => {
    const res = await post({ grant_type: 'password', username: 42, password: 'sandbox' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('invalid_request')
  })
})

describe('bearer tokens', () => {
  it('401 without a token, with an altered token and with a token of another secret', async () => {
    const none = await t.call({ method: 'GET', url: '/sandbox/clock' })
    expect(none.statusCode).toBe(401)
    expect(none.headers['www-authenticate']).toContain('Bearer')
    const good = await t.token('admin')
    const [h, p, s] = good.split('.')
    const altered = `${h}.${p!.slice(0, -2)}xx.${s}`
    expect((await t.call({ method: 'GET', url: '/sandbox/clock', token: altered })).statusCode).toBe(401)
    const other = await createTestApp()
    try {
      const foreign = await other.token('admin')
      expect((await t.call({ method: 'GET', url: '/sandbox/clock', token: foreign })).statusCode).toBe(401)
    } finally {
      await other.close()
    }
    expect((await t.call({ method: 'GET', url: '/sandbox/clock', token: good })).statusCode).toBe(200)
  })

  it('401 once the token has expired', async () => {
    let now = Date.now()
    const aging = await createTestApp({}, { realNow: () => now })
    try {
      const token = await aging.token('admin')
      expect((await aging.call({ method: 'GET', url: '/sandbox/clock', token })).statusCode).toBe(200)
      now += 3601 * 1000
      const res = await aging.call({ method: 'GET', url: '/sandbox/clock', token })
      expect(res.statusCode).toBe(401)
      expect(res.json().code).toBe('invalid_token')
    } finally {
      await aging.close()
    }
  })

  it('401 for a well-signed token without a numeric expiry (it would never expire)', async () => {
    // Signed with the folder's own secret, so only the missing or malformed `exp` is wrong.
    const secret = Buffer.from(readFileSync(path.join(t.dataDir, 'token-secret'), 'utf8').trim(), 'hex')
    // Signed by hand: a JWT library refuses to make a token with a non-numeric `exp`.
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const sign = (payload: object) => {
      const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`
      return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`
    }
    const admin = await t.token('admin')
    const claims = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>
    const { exp: _exp, ...withoutExp } = claims
    for (const forged of [sign(withoutExp), sign({ ...withoutExp, exp: String(claims.exp) })]) {
      const res = await t.call({ method: 'GET', url: '/sandbox/clock', token: forged })
      expect(res.statusCode).toBe(401)
      expect(res.json().code).toBe('invalid_token')
    }
    expect((await t.call({ method: 'GET', url: '/sandbox/clock', token: sign(claims) })).statusCode).toBe(200)
  })

  it('401 for the token of a user a reset removed, though the user was seen before', async () => {
    const own = await createTestApp()
    try {
      const { db, tokens } = own.app.ctx
      const registrarId = (db.prepare(`SELECT registrar_id AS r FROM users WHERE username = 'admin'`).get() as { r: number }).r
      const userId = Number(
        db.prepare(`INSERT INTO users (registrar_id, username, password_hash, name, last_name, email, created, lastupdate, last_password_change)
          SELECT registrar_id, 'temp-admin', password_hash, name, last_name, 'temp@example.it', created, lastupdate, last_password_change FROM users WHERE username = 'admin'`).run().lastInsertRowid,
      )
      const token = tokens.issue({ userId, username: 'temp-admin', registrarId, groups: ['admin'], scopes: ['billing', 'darwin'] })
      expect((await own.call({ method: 'GET', url: '/sandbox/clock', token })).statusCode).toBe(200)
      own.app.ctx.resetRegistrar(registrarId)
      const res = await own.call({ method: 'GET', url: '/sandbox/clock', token })
      expect(res.statusCode).toBe(401)
      expect(res.json().code).toBe('invalid_token')
    } finally {
      await own.close()
    }
  })

  it('403 for a group that may not call', async () => {
    const res = await t.call({ method: 'GET', url: '/sandbox/clock', as: 'billing' })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ status: 403, code: 'forbidden_group' })
  })
})
