import { describe, expect, it } from 'vitest'
import { checkAddressList, checkIpAddress, splitAddresses } from '@/features/security/ip-check'
import { normaliseIp } from '../../../../../local-server/features/security/ip'

describe('checkIpAddress', () => {
  it('accepts IPv4, IPv6 and ranges, in the spelling the API stores', () => {
    expect(checkIpAddress(' 192.0.2.10 ')).toEqual({ ok: true, value: '192.0.2.10' })
    expect(checkIpAddress('2001:DB8:10:0:0:0:0:1')).toEqual({ ok: true, value: '2001:db8:10::1' })
    expect(checkIpAddress('198.51.100.0/28')).toEqual({ ok: true, value: '198.51.100.0/28' })
    expect(checkIpAddress('2001:db8:10::/64')).toEqual({ ok: true, value: '2001:db8:10::/64' })
    expect(checkIpAddress('::ffff:192.0.2.1')).toEqual({ ok: true, value: '192.0.2.1' })
    expect(checkIpAddress('::ffff:192.0.2.0/120')).toEqual({ ok: true, value: '192.0.2.0/24' })
    expect(checkIpAddress('192.0.2.7/32')).toEqual({ ok: true, value: '192.0.2.7' })
    expect(checkIpAddress('10.1.2.3')).toEqual({ ok: true, value: '10.1.2.3' })
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
    expect(checkIpAddress('10.0.0.0/16')).toEqual({ ok: false, problem: 'ip_range_too_wide', min: 24 })
    expect(checkIpAddress('2001:db8::/32')).toEqual({ ok: false, problem: 'ip_range_too_wide', min: 48 })
    expect(checkIpAddress('192.0.2.5/24')).toEqual({ ok: false, problem: 'ip_range_host_bits', network: '192.0.2.0/24' })
    expect(checkIpAddress('2001:db8:10::1/64')).toEqual({ ok: false, problem: 'ip_range_host_bits', network: '2001:db8:10::/64' })
  })

  it('agrees with the server on every case', () => {
    const cases = [
      '192.0.2.10', ' 2001:DB8::1 ', '198.51.100.0/28', '192.0.2.5/24', '10.0.0.0/8', '2001:db8::/32',
      '2001:db8::/48', '127.0.0.1', '::1', 'fe80::1%eth0', '127.1', '010.1.1.1', '1.2.3.4/', '1.2.3.4/00',
      '::ffff:192.0.2.1', '::ffff:192.0.2.0/120', '::ffff:192.0.2.1/90', '255.255.255.255', '192.0.2.1/32',
      '2001:db8::1/128', 'not an ip', '203.0.113.0/25', '203.0.113.128/25', '224.1.1.1', '0.0.0.0/0',
    ]
    for (const raw of cases) {
      const server = normaliseIp(raw)
      const client = checkIpAddress(raw)
      expect(client.ok, raw).toBe(server.ok)
      if (client.ok && server.ok) expect(client.value, raw).toBe(server.value)
      if (!client.ok && !server.ok) expect(client.problem, raw).toBe(server.problem)
    }
  })
})

describe('checkAddressList', () => {
  it('splits on lines, commas, semicolons and spaces', () => {
    expect(splitAddresses(' 192.0.2.1,192.0.2.2;\n2001:db8::1  192.0.2.0/24\n')).toEqual(['192.0.2.1', '192.0.2.2', '2001:db8::1', '192.0.2.0/24'])
  })

  it('needs 1 to 20 addresses', () => {
    expect(checkAddressList('  \n ').listProblem).toBe('required')
    const many = Array.from({ length: 21 }, (_, i) => `192.0.2.${i + 1}`).join('\n')
    expect(checkAddressList(many).listProblem).toBe('too_many')
    expect(checkAddressList(many.split('\n').slice(0, 20).join('\n'))).toMatchObject({ listProblem: undefined, problems: [] })
  })

  it('reports every bad entry with its position, and repeats after normalisation', () => {
    const result = checkAddressList('192.0.2.1\nbogus\n2001:db8::1\n2001:DB8:0::1\n192.0.2.9/24')
    expect(result.addresses).toHaveLength(5)
    expect(result.problems).toEqual([
      { index: 1, address: 'bogus', problem: 'invalid_ip_address', network: undefined, min: undefined },
      { index: 3, address: '2001:DB8:0::1', problem: 'ip_address_repeated', sameAs: 2 },
      { index: 4, address: '192.0.2.9/24', problem: 'ip_range_host_bits', network: '192.0.2.0/24', min: undefined },
    ])
  })
})
