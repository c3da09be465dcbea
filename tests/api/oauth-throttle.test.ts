/**
 * Failed sign-ins at /oauth/token are slowed down per username and per client; successful ones
 * never are. Time is the app's injected real-time clock, moved by the test: nothing sleeps.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'

// The real password check, observed: which stored hash each sign-in is checked against.
const { verifyPassword } = vi.hoisted(() => ({ verifyPassword: vi.fn<(password: string, stored: string) => boolean>() }))
vi.mock('../../local-server/core/passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../local-server/core/passwords.js')>()
  verifyPassword.mockImplementation(real.verifyPassword)
  return { ...real, verifyPassword }
})

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

  it('lets 5 failures for a username through; the 6th locks it: 429 slow_down with Retry-After, even to the right password, until the wait is over', async () => {
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
    // Skipping scrypt for unknown users would answer them far faster and tell which usernames
    // exist. Asserted on the work done, not on timings: the same scrypt check, with the same cost.
    verifyPassword.mockClear()
    expect((await signIn('no-such-user', 'wrong', {}, '10.0.3.1')).statusCode).toBe(400)
    expect((await signIn('darwin2', 'wrong', {}, '10.0.3.2')).statusCode).toBe(400)
    expect(verifyPassword).toHaveBeenCalledTimes(2)
    const [unknownHash, knownHash] = verifyPassword.mock.calls.map(([, stored]) => stored.split('$'))
    expect(unknownHash![0]).toBe('scrypt')
    expect(Buffer.from(unknownHash![1]!, 'base64')).toHaveLength(Buffer.from(knownHash![1]!, 'base64').length)
    expect(Buffer.from(unknownHash![2]!, 'base64')).toHaveLength(Buffer.from(knownHash![2]!, 'base64').length)
  })
})
