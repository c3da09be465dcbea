import type { SeedContext } from '../../db/seed/context.js'

const DAY = 86_400_000

// Documentation addresses only (RFC 5737, RFC 3849): they can never be someone's real server.
const DEMO_IPS = [
  { registrar: 'demo', user: 'domain', service: 'epp-server', ip: '192.0.2.10', daysAgo: 120 },
  { registrar: 'demo', user: 'domain', service: 'epp-server', ip: '2001:db8:10::/64', daysAgo: 90 },
  { registrar: 'demo', user: 'admin', service: 'das', ip: '198.51.100.0/28', daysAgo: 60 },
  { registrar: 'demo', user: 'admin', service: 'das', ip: '198.51.100.20', daysAgo: 30 },
  { registrar: 'other', user: 'other-admin', service: 'epp-server', ip: '203.0.113.5', daysAgo: 100 },
  { registrar: 'other', user: 'other-admin', service: 'das', ip: '203.0.113.6', daysAgo: 50 },
] as const

/** The allowed IP addresses of the demo data set: two per service for DEMO-REG, two for OTHER-REG. */
export function seedSecurity(ctx: SeedContext): void {
  const insert = ctx.db.prepare(
    'INSERT INTO ip_addresses (registrar_id, user_id, service, ip_address, created) VALUES (?, ?, ?, ?, ?)',
  )
  for (const row of DEMO_IPS) {
    const userId = ctx.users[row.user]
    if (userId === undefined) throw new Error(`seedSecurity: no demo user ${row.user}`)
    insert.run(ctx.registrars[row.registrar], userId, row.service, row.ip, ctx.now - row.daysAgo * DAY + 9 * 3_600_000)
  }
}
