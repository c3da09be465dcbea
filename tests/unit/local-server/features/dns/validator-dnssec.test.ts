import { describe, expect, it } from 'vitest'
import { dsDigest, keyTag } from '../../../../../local-server/features/dns/dnssec.js'
import { failures, named, outcome, request, run, zone } from './fixtures.js'

// Key material need not be a real key: the validator checks tags and digests, not signatures.
const KSK = { flags: 257, algorithm: 13, key: Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 37 + 11) % 256)) }
const ZSK = { flags: 256, algorithm: 13, key: Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 53 + 7) % 256)) }
const ds = (key = KSK, digestType = 2) => ({
  keytag: keyTag(key),
  algorithm: key.algorithm,
  digestType,
  digest: dsDigest('example.it.', key, digestType)!.toUpperCase(),
})

const signed = (behaviour = {}) => [
  { address: '127.0.0.1', zone: zone({ dnskeys: [KSK, ZSK] }), behaviour },
  { address: '127.0.0.2', zone: zone({ dnskeys: [KSK, ZSK] }), behaviour },
]

describe('DS records against the zone DNSKEYs', () => {
  it.each([1, 2, 4])('passes a DS record that matches the KSK (digest type %i)', async (digestType) => {
    const r = await run(signed(), request({ dnsSecDisabled: false, dsRecords: [ds(KSK, digestType)] }))
    expect(r.status).toBe('SUCCEEDED')
    expect(named(r, 'DsMatchesDnskey')).toMatchObject([{ status: 'PASSED', keytag: keyTag(KSK) }])
    expect(r.queries.filter((q) => q.qtype === 'DNSKEY')).toHaveLength(2)
  })

  it('fails a DS record whose digest is wrong', async () => {
    const wrong = { ...ds(), digest: 'AB'.repeat(32) }
    const r = await run(signed(), request({ dnsSecDisabled: false, dsRecords: [wrong] }))
    expect(failures(r)).toEqual(['DsMatchesDnskey'])
    expect(named(r, 'DsMatchesDnskey')[0]!.message).toContain('digest does not match')
  })

  it('fails a DS record whose key tag is no DNSKEY of the zone', async () => {
    const r = await run(signed(), request({ dnsSecDisabled: false, dsRecords: [{ ...ds(), keytag: (keyTag(KSK) + 1) % 65536 }] }))
    expect(named(r, 'DsMatchesDnskey')[0]).toMatchObject({ status: 'FAILED' })
    expect(named(r, 'DsMatchesDnskey')[0]!.message).toContain('no DNSKEY has key tag')
  })

  it('fails a DS record with another algorithm than the key', async () => {
    const r = await run(signed(), request({ dnsSecDisabled: false, dsRecords: [{ ...ds(), algorithm: 8 }] }))
    expect(outcome(r, 'DsMatchesDnskey')).toBe('FAILED')
  })

  it('fails a DS record pointing at a key without the Zone Key flag', async () => {
    const notZone = { ...KSK, flags: 1 }
    const z = zone({ dnskeys: [notZone] })
    const r = await run([{ address: '127.0.0.1', zone: z }, { address: '127.0.0.2', zone: z }], request({ dnsSecDisabled: false, dsRecords: [ds(notZone)] }))
    expect(named(r, 'DsMatchesDnskey')[0]!.message).toContain('not a zone key')
  })

  it('fails when DNSSEC is on and the zone serves no DNSKEY', async () => {
    const r = await run([{ address: '127.0.0.1', zone: zone() }, { address: '127.0.0.2', zone: zone() }], request({ dnsSecDisabled: false, dsRecords: [ds()] }))
    expect(failures(r)).toEqual(['DsMatchesDnskey'])
    expect(named(r, 'DsMatchesDnskey')[0]!.message).toContain('serves no DNSKEY')
  })

  it('reads the DNSKEY set over TCP when UDP answers are truncated', async () => {
    const r = await run(signed({ truncateUdp: true }), request({ dnsSecDisabled: false, dsRecords: [ds()] }))
    expect(r.status).toBe('SUCCEEDED')
    expect(r.queries.filter((q) => q.qtype === 'DNSKEY').map((q) => q.protocol)).toEqual(['udp', 'tcp', 'udp', 'tcp'])
  })

  it('skips the DS check when DNSSEC is off (the default), even with DS records given', async () => {
    const r = await run(signed(), request({ dsRecords: [{ ...ds(), digest: 'AB'.repeat(32) }] }))
    expect(r.status).toBe('SUCCEEDED')
    expect(named(r, 'DsMatchesDnskey')).toMatchObject([{ status: 'SKIPPED' }])
    expect(r.queries.some((q) => q.qtype === 'DNSKEY')).toBe(false)
  })

  it('skips the DS check when DNSSEC is on but no DS record is given', async () => {
    const r = await run(signed(), request({ dnsSecDisabled: false }))
    expect(named(r, 'DsMatchesDnskey')[0]).toMatchObject({ status: 'SKIPPED', message: 'DNSSEC is on but no DS record was given' })
  })
})
