import { describe, expect, it } from 'vitest'
import { type DnsForm, emptyDnsForm, fillFromZone, formFieldOf, isInside, toRequest } from '@/features/dns/dns-form'
import { parseZoneLines } from '@/features/dns/zone-lines'

const config = { nameserversMin: 2, nameserversMax: 6, maxDSRecords: 1 }
const form = (over: Partial<DnsForm> = {}): DnsForm => ({ ...emptyDnsForm(config), ...over })

describe('the DNS check form', () => {
  it('tells nameservers inside the domain from the others', () => {
    expect(isInside('ns1.example.it', 'example.it')).toBe(true)
    expect(isInside('NS1.Example.IT.', 'example.it.')).toBe(true)
    expect(isInside('ns1.anotherexample.it', 'example.it')).toBe(false)
    expect(isInside('ns.provider.net', 'example.it')).toBe(false)
    expect(isInside('ns1.example.it', '')).toBe(false)
  })

  it('sends address entries only for nameservers inside the domain, with their family', () => {
    const request = toRequest(
      form({
        domain: ' example.it ',
        nameservers: [
          { name: 'ns1.example.it', addresses: '192.0.2.1, 2001:db8::1' },
          { name: '', addresses: '' },
          { name: 'ns.provider.net', addresses: '198.51.100.1' },
        ],
      }),
    )
    expect(request).toEqual({
      domain: 'example.it',
      dnsSecDisabled: true,
      nameservers: [
        { name: 'ns1.example.it', address: [{ value: '192.0.2.1', type: 'IPv4' }, { value: '2001:db8::1', type: 'IPv6' }] },
        { name: 'ns.provider.net' },
      ],
    })
  })

  it('sends no nameservers when none is named, and DS records only with DNSSEC on', () => {
    const ds = [{ keytag: '60485', algorithm: '13', digestType: '2', digest: 'AB CD' }]
    expect(toRequest(form({ domain: 'example.it', dsRecords: ds }))).toEqual({ domain: 'example.it', dnsSecDisabled: true })
    expect(toRequest(form({ domain: 'example.it', dnssec: true, dsRecords: ds }))).toEqual({
      domain: 'example.it',
      dnsSecDisabled: false,
      dsRecords: [{ keytag: 60485, algorithm: 13, digestType: 2, digest: 'ABCD' }],
    })
  })

  it('places the API’s fields on the form’s rows, counting only named rows', () => {
    const f = form({ domain: 'example.it', nameservers: [{ name: '', addresses: '' }, { name: 'ns1.example.it', addresses: 'x' }, { name: 'ns2.example.it', addresses: '' }] })
    expect(formFieldOf(f, 'domain')).toBe('domain')
    expect(formFieldOf(f, 'nameservers')).toBe('nameservers')
    expect(formFieldOf(f, 'nameservers.0.address.0.value')).toBe('ns-1-addresses')
    expect(formFieldOf(f, 'nameservers.1.name')).toBe('ns-2-name')
    expect(formFieldOf(f, 'nameservers.5.name')).toBe('nameservers')
    expect(formFieldOf(f, 'dsRecords.0.digest')).toBe('ds-0-digest')
    expect(formFieldOf(f, 'format')).toBeUndefined()
  })

  it('fills the form from pasted zone lines, within the limits', () => {
    const zone = parseZoneLines('example.it. NS ns1.example.it.\nns1.example.it. A 192.0.2.1\nexample.it. DS 1 13 2 AB\nexample.it. DS 2 13 2 CD')
    expect(fillFromZone(form(), zone, config)).toEqual({
      domain: 'example.it',
      nameservers: [
        { name: 'ns1.example.it', addresses: '192.0.2.1' },
        { name: '', addresses: '' },
      ],
      dnssec: true,
      dsRecords: [{ keytag: '1', algorithm: '13', digestType: '2', digest: 'AB' }],
    })
  })

  it('gives pasted addresses alone to the rows they belong to', () => {
    const before = form({ domain: 'example.it', nameservers: [{ name: 'ns1.example.it', addresses: '' }, { name: 'ns.other.net', addresses: '' }] })
    const after = fillFromZone(before, parseZoneLines('ns1.example.it. IN A 192.0.2.7'), config)
    expect(after.nameservers).toEqual([{ name: 'ns1.example.it', addresses: '192.0.2.7' }, { name: 'ns.other.net', addresses: '' }])
    expect(after.domain).toBe('example.it')
  })
})
