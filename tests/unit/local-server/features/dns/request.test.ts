import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../../local-server/api-error.js'
import type { DnsValidationRequest } from '../../../../../local-server/contract/dns.js'
import { normalizeRequest } from '../../../../../local-server/features/dns/request.js'
import { canonicalAddress, isInside, normalizeName } from '../../../../../local-server/features/dns/names.js'

const rules = { itOnly: true, ipv6Enabled: true }
const v4 = (value: string) => ({ value, type: 'IPv4' as const })
const two = [
  { name: 'ns1.example.it', address: [v4('192.0.2.1')] },
  { name: 'ns.other.net' },
]

function rejection(body: DnsValidationRequest): { code: string; field?: string } {
  try {
    normalizeRequest(body, rules)
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError)
    const e = err as ApiError
    expect(e.status).toBe(400)
    return { code: e.code, ...(e.field ? { field: e.field } : {}) }
  }
  throw new Error('accepted')
}

describe('names', () => {
  it('normalizes to lower case with the trailing dot', () => {
    expect(normalizeName('Example.IT')).toBe('example.it.')
    expect(normalizeName('ns1.example.it.')).toBe('ns1.example.it.')
    expect(normalizeName('xn--caf-dma.it')).toBe('xn--caf-dma.it.')
  })

  it.each(['it', '', 'a..it', '-a.it', 'a-.it', 'under_score.it', 'a b.it', '1.2.3.4', `${'a'.repeat(64)}.it`, `${'a.'.repeat(127)}it`])(
    'rejects %j',
    (name) => expect(normalizeName(name)).toBeUndefined(),
  )

  it('knows what is inside a domain', () => {
    expect(isInside('ns1.example.it.', 'example.it.')).toBe(true)
    expect(isInside('example.it.', 'example.it.')).toBe(true)
    expect(isInside('ns1.notexample.it.', 'example.it.')).toBe(false)
  })

  it('writes an IPv6 address one way', () => {
    expect(canonicalAddress('2001:DB8:0:0::1')).toBe('2001:db8::1')
    expect(canonicalAddress('192.0.2.1')).toBe('192.0.2.1')
  })
})

describe('normalizeRequest', () => {
  it('normalizes names, keeps DNSSEC off by default and lowers the digest', () => {
    const r = normalizeRequest({ domain: 'Example.IT', nameservers: two, dsRecords: [{ keytag: 1, algorithm: 8, digestType: 2, digest: 'AB'.repeat(32) }] }, rules)
    expect(r.domain).toBe('example.it.')
    expect(r.nameservers?.map((n) => n.name)).toEqual(['ns1.example.it.', 'ns.other.net.'])
    expect(r.dnssec).toBe(false)
    expect(r.dsRecords[0]!.digest).toBe('ab'.repeat(32))
  })

  it('turns DNSSEC on only with dnsSecDisabled false', () => {
    expect(normalizeRequest({ domain: 'example.it', dnsSecDisabled: false }, rules).dnssec).toBe(true)
    expect(normalizeRequest({ domain: 'example.it', dnsSecDisabled: true }, rules).dnssec).toBe(false)
  })

  it('treats no nameservers and an empty list alike: the delegation is resolved', () => {
    expect(normalizeRequest({ domain: 'example.it' }, rules).nameservers).toBeUndefined()
    expect(normalizeRequest({ domain: 'example.it', nameservers: [] }, rules).nameservers).toBeUndefined()
  })

  it.each([
    [{ domain: 'not a domain' }, 'invalid_domain', 'domain'],
    [{ domain: 'example.com' }, 'domain_not_it', 'domain'],
    [{ domain: 'example.it', nameservers: [two[0]!] }, 'nameserver_count', 'nameservers'],
    [{ domain: 'example.it', nameservers: [...two, { name: 'bad_name.it' }] }, 'invalid_nameserver', 'nameservers.2.name'],
    [{ domain: 'example.it', nameservers: [...two, { name: 'NS.other.net.' }] }, 'duplicate_nameserver', 'nameservers.2.name'],
    [{ domain: 'example.it', nameservers: [{ name: 'ns1.example.it', address: [v4('300.1.1.1')] }, two[1]!] }, 'invalid_address', 'nameservers.0.address.0.value'],
    [
      { domain: 'example.it', nameservers: [{ name: 'ns1.example.it', address: [{ value: '2001:db8::1', type: 'IPv4' as const }] }, two[1]!] },
      'address_type_mismatch',
      'nameservers.0.address.0.type',
    ],
    [{ domain: 'example.it', dsRecords: [{ keytag: 1, algorithm: 8, digestType: 3, digest: 'ab' }] }, 'unsupported_digest_type', 'dsRecords.0.digestType'],
    [{ domain: 'example.it', dsRecords: [{ keytag: 1, algorithm: 8, digestType: 2, digest: 'abcd' }] }, 'invalid_digest', 'dsRecords.0.digest'],
    [{ domain: 'example.it', dsRecords: [{ keytag: 1, algorithm: 8, digestType: 1, digest: 'zz'.repeat(20) }] }, 'invalid_digest', 'dsRecords.0.digest'],
  ])('answers 400 to %j', (body, code, field) => {
    expect(rejection(body as DnsValidationRequest)).toEqual({ code, field })
  })

  it('answers 400 to more than one DS record (when the schema is bypassed)', () => {
    const ds = { keytag: 1, algorithm: 8, digestType: 1, digest: 'ab'.repeat(20) }
    expect(rejection({ domain: 'example.it', dsRecords: [ds, ds] })).toEqual({ code: 'too_many_ds_records', field: 'dsRecords' })
  })
})
