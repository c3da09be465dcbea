import { describe, expect, it } from 'vitest'
import { checkIpAddress } from '../../../../local-server/validation/ip-address.js'

const value = (raw: string) => {
  const r = checkIpAddress(raw)
  return r.ok ? r.value : `!${r.problem}`
}

describe('checkIpAddress', () => {
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
    const r = checkIpAddress('192.0.2.77/24')
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.message).toContain('192.0.2.0/24')
  })
})

describe('checkIpAddress, as the add form uses it', () => {
  it('accepts IPv4, IPv6 and ranges, in the spelling the API stores', () => {
    expect(checkIpAddress(' 192.0.2.10 ')).toMatchObject({ ok: true, value: '192.0.2.10' })
    expect(checkIpAddress('2001:DB8:10:0:0:0:0:1')).toMatchObject({ ok: true, value: '2001:db8:10::1' })
    expect(checkIpAddress('198.51.100.0/28')).toMatchObject({ ok: true, value: '198.51.100.0/28' })
    expect(checkIpAddress('2001:db8:10::/64')).toMatchObject({ ok: true, value: '2001:db8:10::/64' })
    expect(checkIpAddress('::ffff:192.0.2.1')).toMatchObject({ ok: true, value: '192.0.2.1' })
    expect(checkIpAddress('::ffff:192.0.2.0/120')).toMatchObject({ ok: true, value: '192.0.2.0/24' })
    expect(checkIpAddress('192.0.2.7/32')).toMatchObject({ ok: true, value: '192.0.2.7' })
    expect(checkIpAddress('10.1.2.3')).toMatchObject({ ok: true, value: '10.1.2.3' })
  })

  it('refuses what is not an address, and the short, octal and hex forms', () => {
    for (const bad of ['', 'abc', '192.0.2', '127.1', '0x7f.0.0.1', '010.0.0.1', '192.0.2.256', '192.0.2.1/33', '192.0.2.0/024', '2001:db8::/129', 'fe80::1%eth0', '1.2.3.4/24/1', '/24', '2001:db8::g']) {
      expect(checkIpAddress(bad), bad).toMatchObject({ ok: false, problem: 'invalid_ip_address' })
    }
  })

  it('refuses addresses that can never be a client’s', () => {
    for (const bad of ['127.0.0.1', '0.0.0.0', '224.0.0.1', '169.254.1.1', '255.255.255.255', '::1', '::', 'ff02::1', 'fe80::1']) {
      expect(checkIpAddress(bad), bad).toMatchObject({ ok: false, problem: 'ip_address_not_allowed' })
    }
  })

  it('refuses ranges wider than /24 and /48, and names the network meant when host bits are set', () => {
    expect(checkIpAddress('10.0.0.0/16')).toMatchObject({ ok: false, problem: 'ip_range_too_wide', min: 24 })
    expect(checkIpAddress('2001:db8::/32')).toMatchObject({ ok: false, problem: 'ip_range_too_wide', min: 48 })
    expect(checkIpAddress('192.0.2.5/24')).toMatchObject({ ok: false, problem: 'ip_range_host_bits', network: '192.0.2.0/24' })
    expect(checkIpAddress('2001:db8:10::1/64')).toMatchObject({ ok: false, problem: 'ip_range_host_bits', network: '2001:db8:10::/64' })
  })
})
