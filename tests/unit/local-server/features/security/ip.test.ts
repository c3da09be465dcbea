import { describe, expect, it } from 'vitest'
import { normaliseIp } from '../../../../../local-server/features/security/ip.js'

const value = (raw: string) => {
  const r = normaliseIp(raw)
  return r.ok ? r.value : `!${r.problem}`
}

describe('normaliseIp', () => {
  it.each([
    ['192.0.2.10', '192.0.2.10'],
    ['  192.0.2.10 ', '192.0.2.10'],
    ['192.0.2.10/32', '192.0.2.10'],
    ['192.0.2.0/24', '192.0.2.0/24'],
    ['198.51.100.16/28', '198.51.100.16/28'],
    ['10.1.2.3', '10.1.2.3'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8::1/128', '2001:db8::1'],
    ['2001:DB8:10::/64', '2001:db8:10::/64'],
    ['2001:db8::/48', '2001:db8::/48'],
    ['::ffff:192.0.2.10', '192.0.2.10'],
    ['::ffff:192.0.2.0/120', '192.0.2.0/24'],
  ])('%s → %s', (raw, expected) => {
    expect(value(raw)).toBe(expected)
  })

  it.each([
    ['', 'invalid_ip_address'],
    ['abc', 'invalid_ip_address'],
    ['999.0.0.1', 'invalid_ip_address'],
    ['010.0.0.1', 'invalid_ip_address'],
    ['0x7f.0.0.1', 'invalid_ip_address'],
    ['127.1', 'invalid_ip_address'],
    ['192.0.2.1/', 'invalid_ip_address'],
    ['192.0.2.1/024', 'invalid_ip_address'],
    ['192.0.2.1/33', 'invalid_ip_address'],
    ['2001:db8::1/129', 'invalid_ip_address'],
    ['192.0.2.0/24/1', 'invalid_ip_address'],
    ['fe80::1%eth0', 'invalid_ip_address'],
    ['127.0.0.1', 'ip_address_not_allowed'],
    ['::1', 'ip_address_not_allowed'],
    ['0.0.0.0', 'ip_address_not_allowed'],
    ['::', 'ip_address_not_allowed'],
    ['224.0.0.1', 'ip_address_not_allowed'],
    ['ff02::1', 'ip_address_not_allowed'],
    ['169.254.1.1', 'ip_address_not_allowed'],
    ['fe80::1', 'ip_address_not_allowed'],
    ['255.255.255.255', 'ip_address_not_allowed'],
    ['10.0.0.0/8', 'ip_range_too_wide'],
    ['192.0.2.0/23', 'ip_range_too_wide'],
    ['2001:db8::/47', 'ip_range_too_wide'],
    ['192.0.2.1/24', 'ip_range_host_bits'],
    ['2001:db8::1/64', 'ip_range_host_bits'],
  ])('%s is refused: %s', (raw, problem) => {
    expect(value(raw)).toBe(`!${problem}`)
  })

  it('says what the range should have been when host bits are set', () => {
    const r = normaliseIp('192.0.2.77/24')
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.message).toContain('192.0.2.0/24')
  })
})
