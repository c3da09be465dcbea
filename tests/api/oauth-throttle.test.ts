/**
 * Failed sign-ins at /oauth/token are slowed down per username and per client; successful ones
 * never are. Time is the app's injected real-time clock, moved by the test: nothing sleeps.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'

let t: TestApp
let now = Date.UTC(2026, 2, 10, 9, 0, 0)
beforeAll(async () => {
  t = await createTestApp({}, { realNow: () => now })
})
afterAll(() => t.close())

const signIn = (username: string, password: string, extra: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password, ...extra }).toString(),
  })

describe('POST /oauth/token under repeated failures', () => {
  it('never slows down successful sign-ins, however many', async () => {
    for (let i = 0; i < 40; i++) expect((await signIn('admin', 'sandbox')).statusCode).toBe(200)
  })

  it('answers 429 slow_down with Retry-After after 5 failures for a username, even to the right password, until the wait is over', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('billing', 'wrong', {}, '10.0.0.1')).statusCode).toBe(400)
    expect((await signIn('billing', 'wrong', {}, '10.0.0.1')).statusCode).toBe(400)
    const locked = await signIn('billing', 'sandbox', {}, '10.0.0.2')
    expect(locked.statusCode).toBe(429)
    expect(locked.headers['retry-after']).toBe('1')
    expect(locked.json()).toMatchObject({ error: 'slow_down' })
    // Other users are not affected.
    expect((await signIn('domain', 'sandbox', {}, '10.0.0.1')).statusCode).toBe(200)
    now += 1000
    expect((await signIn('billing', 'sandbox', {}, '10.0.0.2')).statusCode).toBe(200)
    // The correct password cleared the username's failures.
    expect((await signIn('billing', 'wrong', {}, '10.0.0.3')).statusCode).toBe(400)
  })

  it('counts unknown usernames like wrong passwords, so a lock does not tell whether a user exists', async () => {
    for (let i = 0; i < 6; i++) expect((await signIn('nobody', 'sandbox', {}, '10.0.1.1')).json().error).toBe('invalid_grant')
    const locked = await signIn('nobody', 'sandbox', {}, '10.0.1.2')
    expect(locked.statusCode).toBe(429)
  })

  it('slows down a client (address and client_id) that guesses across many usernames', async () => {
    for (let i = 0; i < 21; i++) expect((await signIn(`user-${i}`, 'guess', { client_id: 'spray' }, '10.0.2.1')).statusCode).toBe(400)
    const locked = await signIn('darwin', 'sandbox', { client_id: 'spray' }, '10.0.2.1')
    expect(locked.statusCode).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    // The same address with another client_id, and another address, still sign in.
    expect((await signIn('darwin', 'sandbox', { client_id: 'desk' }, '10.0.2.1')).statusCode).toBe(200)
    expect((await signIn('darwin', 'sandbox', { client_id: 'spray' }, '10.0.2.9')).statusCode).toBe(200)
    now += 15 * 60_000
    expect((await signIn('darwin', 'sandbox', { client_id: 'spray' }, '10.0.2.1')).statusCode).toBe(200)
  })

  it('spends the same password check on an unknown username as on a wrong password', async () => {
    // scrypt takes milliseconds; skipping it for unknown users would answer them far faster.
    const median = async (username: string) => {
      const times: number[] = []
      for (let i = 0; i < 3; i++) {
        const start = performance.now()
        await signIn(username, `wrong-${i}`, {}, `10.0.3.${i}`)
        times.push(performance.now() - start)
      }
      return times.sort((a, b) => a - b)[1]!
    }
    const unknown = await median('no-such-user')
    const wrong = await median('darwin2')
    expect(unknown).toBeGreaterThan(wrong * 0.4)
  })
})
