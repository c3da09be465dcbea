import { describe, expect, it } from 'vitest'
import { buildZone } from '../../../../helpers/dns-server.js'
import { DOMAIN, failures, HOSTS, named, NS1, outcome, request, run, zone } from './fixtures.js'

const good = () => [
  { address: '127.0.0.1', zone: zone() },
  { address: '127.0.0.2', zone: zone() },
]

describe('validateDelegation against loopback nameservers', () => {
  it('passes a healthy delegation, naming every check it ran', async () => {
    const r = await run(good(), request())
    expect(r).toMatchObject({ domain: 'example.it.', status: 'SUCCEEDED', validationId: 'test-id', validationDate: 1_767_225_600_000, version: '1.0' })
    expect(failures(r)).toEqual([])
    expect([...new Set(r.tests.map((t) => t.name))]).toEqual([
      'NameserverCount',
      'GlueRequired',
      'NameserverReachable',
      'Authoritative',
      'SoaSerialConsistent',
      'NsSetConsistent',
      'NsSetMatchesRequest',
      'GlueMatches',
      'DsMatchesDnskey',
    ])
    expect(named(r, 'NameserverReachable').map((t) => t.address)).toEqual(['127.0.0.1', '127.0.0.2'])
    expect(outcome(r, 'DsMatchesDnskey')).toBe('SKIPPED')
    // Every address was asked SOA and NS, and the A and AAAA of both in-domain nameservers.
    expect(r.queries.filter((q) => q.address === '127.0.0.1').map((q) => `${q.qname} ${q.qtype}`).sort()).toEqual([
      'example.it. NS',
      'example.it. SOA',
      'ns1.example.it. A',
      'ns1.example.it. AAAA',
      'ns2.example.it. A',
      'ns2.example.it. AAAA',
    ])
    expect(r.queries.find((q) => q.qtype === 'SOA')).toMatchObject({ protocol: 'udp', outcome: 'answered', rcode: 'NOERROR', authoritative: true })
  })

  it('fails a lame delegation: a nameserver that is not authoritative (AA bit off)', async () => {
    const r = await run([{ address: '127.0.0.1', zone: zone() }, { address: '127.0.0.2', zone: zone(), behaviour: { authoritative: false } }], request())
    expect(r.status).toBe('FAILED')
    expect(failures(r)).toEqual(['Authoritative'])
    expect(outcome(r, 'Authoritative', '127.0.0.1')).toBe('PASSED')
    const lame = named(r, 'Authoritative').find((t) => t.address === '127.0.0.2')!
    expect(lame).toMatchObject({ status: 'FAILED', nameserver: 'ns2.example.it.' })
    expect(lame.message).toContain('lame')
  })

  it('fails a nameserver that answers REFUSED for the domain', async () => {
    const r = await run([{ address: '127.0.0.1', zone: zone() }, { address: '127.0.0.2', zone: zone(), behaviour: { refuse: true } }], request())
    expect(failures(r)).toEqual(['Authoritative'])
    expect(named(r, 'Authoritative').find((t) => t.address === '127.0.0.2')?.message).toContain('REFUSED')
  })

  it('fails when the SOA serials differ', async () => {
    const r = await run([{ address: '127.0.0.1', zone: zone({ serial: 2026010101 }) }, { address: '127.0.0.2', zone: zone({ serial: 2026010102 }) }], request())
    expect(failures(r)).toEqual(['SoaSerialConsistent'])
    expect(named(r, 'SoaSerialConsistent')[0]!.message).toContain('2026010102')
  })

  it('fails when an in-domain nameserver has no address entries (missing glue)', async () => {
    const r = await run(good(), request({ nameservers: [NS1, { name: 'ns2.example.it' }] }))
    expect(failures(r)).toEqual(['GlueRequired'])
    expect(outcome(r, 'GlueRequired', 'ns2.example.it.')).toBe('FAILED')
    expect(outcome(r, 'GlueRequired', 'ns1.example.it.')).toBe('PASSED')
    expect(outcome(r, 'GlueMatches', 'ns2.example.it.')).toBe('SKIPPED')
    // Without an address, ns2 cannot be asked anything.
    expect(r.queries.some((q) => q.address === '127.0.0.2')).toBe(false)
  })

  it('fails when the address entries differ from what the zone resolves', async () => {
    const wrong = zone({ hosts: { ...HOSTS, 'ns2.example.it': ['127.0.0.9'] } })
    const r = await run([{ address: '127.0.0.1', zone: wrong }, { address: '127.0.0.2', zone: wrong }], request())
    expect(failures(r)).toEqual(['GlueMatches'])
    expect(outcome(r, 'GlueMatches', 'ns1.example.it.')).toBe('PASSED')
    const t = named(r, 'GlueMatches').find((x) => x.nameserver === 'ns2.example.it.')!
    expect(t.status).toBe('FAILED')
    expect(t.message).toContain('127.0.0.9')
  })

  it('fails when the zone has no address for an in-domain nameserver', async () => {
    const noA = zone({ hosts: { 'ns1.example.it': ['127.0.0.1'] } })
    const r = await run([{ address: '127.0.0.1', zone: noA }, { address: '127.0.0.2', zone: noA }], request())
    expect(failures(r)).toEqual(['GlueMatches'])
    expect(named(r, 'GlueMatches').find((x) => x.nameserver === 'ns2.example.it.')?.message).toContain('(nothing)')
  })

  it('fails when the zone serves another NS set than the one requested', async () => {
    const more = zone({ ns: ['ns1.example.it', 'ns2.example.it', 'ns3.example.it'] })
    const r = await run([{ address: '127.0.0.1', zone: more }, { address: '127.0.0.2', zone: more }], request())
    expect(failures(r)).toEqual(['NsSetMatchesRequest'])
    expect(named(r, 'NsSetMatchesRequest')[0]!.message).toContain('has ns3.example.it. too')
  })

  it('fails when the nameservers serve different NS sets', async () => {
    const r = await run([{ address: '127.0.0.1', zone: zone() }, { address: '127.0.0.2', zone: zone({ ns: ['ns1.example.it', 'ns2.example.it', 'ns9.example.it'] }) }], request())
    expect(failures(r)).toEqual(['NsSetConsistent', 'NsSetMatchesRequest'])
  })

  it('asks again over TCP when the UDP answer is truncated', async () => {
    const r = await run([{ address: '127.0.0.1', zone: zone() }, { address: '127.0.0.2', zone: zone(), behaviour: { truncateUdp: true } }], request())
    expect(r.status).toBe('SUCCEEDED')
    const soa = r.queries.filter((q) => q.address === '127.0.0.2' && q.qtype === 'SOA')
    expect(soa.map((q) => [q.protocol, q.truncated])).toEqual([
      ['udp', true],
      ['tcp', false],
    ])
    expect(named(r, 'NameserverReachable').find((t) => t.address === '127.0.0.2')?.message).toContain('TCP')
  })

  it('reports a black-holed nameserver within the query timeout', async () => {
    const started = performance.now()
    const r = await run([{ address: '127.0.0.1', zone: zone() }, { address: '127.0.0.2', zone: zone(), behaviour: { silent: true } }], request(), {
      timeoutMs: 300,
    })
    expect(performance.now() - started).toBeLessThan(1500)
    expect(failures(r)).toEqual(['NameserverReachable'])
    expect(named(r, 'NameserverReachable').find((t) => t.address === '127.0.0.2')?.message).toContain('no answer within 300 ms')
    expect(outcome(r, 'Authoritative', '127.0.0.2')).toBe('SKIPPED')
    expect(r.queries.filter((q) => q.address === '127.0.0.2')).toMatchObject([{ qtype: 'SOA', outcome: 'timeout' }])
  })

  it('stops at the overall cap even when each query may take longer', async () => {
    const started = performance.now()
    const r = await run([{ address: '127.0.0.1', zone: zone(), behaviour: { silent: true } }, { address: '127.0.0.2', zone: zone(), behaviour: { silent: true } }], request(), {
      timeoutMs: 5000,
      overallTimeoutMs: 400,
    })
    expect(performance.now() - started).toBeLessThan(1500)
    expect(r.status).toBe('FAILED')
    expect(named(r, 'NameserverReachable').map((t) => t.status)).toEqual(['FAILED', 'FAILED'])
  })

  it('fails an address where nothing listens', async () => {
    const r = await run([{ address: '127.0.0.1', zone: zone() }], request({ nameservers: [NS1, { name: 'ns2.example.it', address: [{ value: '127.0.0.3', type: 'IPv4' }] }] }))
    expect(failures(r)).toContain('NameserverReachable')
    expect(named(r, 'NameserverReachable').find((t) => t.address === '127.0.0.3')?.status).toBe('FAILED')
  })
})

describe('nameservers found by resolution', () => {
  const resolverZone = (ns: string[], hosts: Record<string, string[]> = HOSTS) => ({
    address: '127.0.0.53',
    zone: { origin: '.', records: buildZone(DOMAIN, { ns, hosts }).records.filter((r) => r.type !== 'SOA') },
  })

  it('resolves the address of a nameserver outside the domain', async () => {
    const z = zone({ ns: ['ns1.example.it', 'ns.other.net'] })
    const r = await run([{ address: '127.0.0.1', zone: z }, { address: '127.0.0.2', zone: z }], request({ nameservers: [NS1, { name: 'ns.other.net' }] }), {
      resolver: resolverZone(['ns1.example.it'], { 'ns.other.net': ['127.0.0.2'] }),
    })
    expect(r.status).toBe('SUCCEEDED')
    expect(named(r, 'NameserverResolvable')).toMatchObject([{ status: 'PASSED', nameserver: 'ns.other.net.' }])
    expect(r.queries.filter((q) => q.protocol === 'resolver').map((q) => `${q.qname} ${q.qtype}`)).toEqual(['ns.other.net. A', 'ns.other.net. AAAA'])
  })

  it('fails a nameserver outside the domain whose name does not resolve', async () => {
    const r = await run(good(), request({ nameservers: [NS1, { name: 'ns.nowhere.net' }] }), { resolver: resolverZone([]) })
    expect(failures(r)).toContain('NameserverResolvable')
  })

  it('finds the nameservers of a delegated domain given without nameservers', async () => {
    const r = await run(good(), { domain: DOMAIN }, { resolver: resolverZone(['ns1.example.it', 'ns2.example.it']) })
    expect(r.status).toBe('SUCCEEDED')
    expect(outcome(r, 'Delegated')).toBe('PASSED')
    expect(outcome(r, 'NameserverCount')).toBe('PASSED')
    expect(named(r, 'NsSetMatchesRequest')[0]!.message).toContain('delegated set')
  })

  it('says FAILED, not an error, when the domain is not delegated', async () => {
    const r = await run(good(), { domain: 'missing.it' }, { resolver: resolverZone(['ns1.example.it', 'ns2.example.it']) })
    expect(r).toMatchObject({ domain: 'missing.it.', status: 'FAILED' })
    expect(r.tests).toHaveLength(1)
    expect(r.tests[0]).toMatchObject({ name: 'Delegated', status: 'FAILED' })
    expect(r.tests[0]!.message).toContain('not delegated')
  })

  it('fails a delegation to a single nameserver', async () => {
    const r = await run(good(), { domain: DOMAIN }, { resolver: resolverZone(['ns1.example.it']) })
    expect(outcome(r, 'NameserverCount')).toBe('FAILED')
  })

  it('fails within the timeout when the resolver does not answer', async () => {
    const started = performance.now()
    const r = await run(good(), { domain: DOMAIN }, { timeoutMs: 300, resolver: { ...resolverZone([]), behaviour: { silent: true } } })
    expect(performance.now() - started).toBeLessThan(2000)
    expect(r.tests).toMatchObject([{ name: 'Delegated', status: 'FAILED' }])
    expect(r.tests[0]!.message).toContain('could not be resolved')
  })
})
