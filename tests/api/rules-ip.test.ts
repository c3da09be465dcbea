/**
 * One table of addresses run through the API (POST /v1/ipAddresses) and through the add form's
 * check (renderer/src/features/security/ip-check.ts): both must accept and refuse the same ones,
 * with the same code. Guards the "one rule, one module" promise against a copy creeping back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkAddressList } from '@/features/security/ip-check'
import { createTestApp, type TestApp } from '../helpers/app.js'

const SAMPLES = [
  '192.0.2.10', ' 2001:DB8::1 ', '198.51.100.0/28', '192.0.2.5/24', '10.0.0.0/8', '2001:db8::/32',
  '2001:db8::/48', '127.0.0.1', '::1', 'fe80::1%eth0', '127.1', '010.1.1.1', '1.2.3.4/', '1.2.3.4/00',
  '::ffff:192.0.2.1', '::ffff:192.0.2.0/120', '::ffff:192.0.2.1/90', '255.255.255.255', '192.0.2.1/32',
  '2001:db8::1/128', 'notanip', '203.0.113.0/25', '203.0.113.128/25', '224.1.1.1', '0.0.0.0/0',
]

let t: TestApp
let userId: number
beforeAll(async () => {
  t = await createTestApp()
  userId = (t.app.ctx.db.prepare("SELECT id FROM users WHERE username = 'admin'").get() as { id: number }).id
  // The demo records would answer 409 for some samples: only the address rules are compared here.
  const demo = (await t.call({ method: 'GET', url: '/v1/ipAddresses', as: 'admin' })).json() as Array<{ id: number }>
  for (const r of demo) await t.call({ method: 'DELETE', url: `/v1/ipAddresses/${r.id}`, as: 'admin' })
})
afterAll(() => t.close())

describe('IP addresses: the form and the API agree', () => {
  it.each(SAMPLES)('%s', async (sample) => {
    const form = checkAddressList(sample)
    const res = await t.call({ method: 'POST', url: '/v1/ipAddresses', as: 'admin', payload: { service: 'das', userId, ipAddresses: [sample] } })
    const apiCode = res.statusCode === 201 ? undefined : (res.json() as { code: string }).code
    expect(form.problems[0]?.problem, `form vs API (${res.statusCode})`).toBe(apiCode)
    if (res.statusCode === 201) {
      // Remove it again, so that every sample meets an empty list.
      for (const r of res.json() as Array<{ id: number }>) await t.call({ method: 'DELETE', url: `/v1/ipAddresses/${r.id}`, as: 'admin' })
    }
  })
})
