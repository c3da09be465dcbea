import { describe, expect, it } from 'vitest'
import { parseZoneLines } from '@/features/dns/zone-lines'

describe('parseZoneLines', () => {
  it('reads NS, DS and glue lines as dig prints them', () => {
    const zone = parseZoneLines(
      [
        'example.it.\t3600\tIN\tNS\tns1.example.it.',
        'example.it. 3600 IN NS NS.Provider.NET.',
        'ns1.example.it. 3600 IN A 192.0.2.1',
        'ns1.example.it. 3600 IN AAAA 2001:DB8::1',
        'example.it. IN DS 12345 13 2 abcdef0123',
      ].join('\n'),
    )
    expect(zone).toEqual({
      domain: 'example.it',
      nameservers: ['ns1.example.it', 'ns.provider.net'],
      addresses: { 'ns1.example.it': ['192.0.2.1', '2001:db8::1'] },
      dsRecords: [{ keytag: 12345, algorithm: 13, digestType: 2, digest: 'ABCDEF0123' }],
      ignored: 0,
    })
  })

  it('takes the TTL and the class in either order, or neither', () => {
    const zone = parseZoneLines('example.it. IN 300 NS a.example.it.\nexample.it. NS b.example.it\nexample.it. 1h ns c.example.it.')
    expect(zone.nameservers).toEqual(['a.example.it', 'b.example.it', 'c.example.it'])
  })

  it('joins a digest split by spaces and drops comments and parentheses', () => {
    const zone = parseZoneLines('example.it. 86400 IN DS 60485 8 2 ( D4B7D520 E7BB5F0F ; the key\n)')
    expect(zone.dsRecords).toEqual([{ keytag: 60485, algorithm: 8, digestType: 2, digest: 'D4B7D520E7BB5F0F' }])
  })

  it('counts lines of other types, other owners and broken DS lines as ignored, blank lines not', () => {
    const zone = parseZoneLines(
      ['; a comment', '', 'example.it. IN SOA ns1.example.it. hostmaster.example.it. 1 2 3 4 5', 'example.it. IN NS ns1.example.it.', 'other.it. IN NS ns.other.it.', 'example.it. IN DS x 13 2 AB', 'example.it. IN NS'].join('\n'),
    )
    expect(zone.nameservers).toEqual(['ns1.example.it'])
    expect(zone.dsRecords).toEqual([])
    expect(zone.ignored).toBe(4)
  })

  it('keeps each nameserver and address once', () => {
    const zone = parseZoneLines('example.it. NS ns1.example.it.\nexample.it. NS NS1.example.it\nns1.example.it. A 192.0.2.1\nns1.example.it A 192.0.2.1')
    expect(zone.nameservers).toEqual(['ns1.example.it'])
    expect(zone.addresses).toEqual({ 'ns1.example.it': ['192.0.2.1'] })
  })

  it('finds nothing in text that has no records', () => {
    expect(parseZoneLines('hello world')).toMatchObject({ domain: null, nameservers: [], dsRecords: [], ignored: 1 })
  })
})
