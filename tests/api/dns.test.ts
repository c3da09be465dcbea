import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dsDigest, keyTag } from '../../local-server/features/dns/dnssec.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { buildZone, type RunningNameservers, startNameservers } from '../helpers/dns-server.js'

const HOSTS = { 'ns1.example.it': ['127.0.0.1'], 'ns2.example.it': ['127.0.0.2'] }
const KSK = { flags: 257, algorithm: 13, key: Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 31 + 3) % 256)) }
const zone = buildZone('example.it', { ns: ['ns1.example.it', 'ns2.example.it'], hosts: HOSTS, dnskeys: [KSK] })
// ns3 answers for example.it but is not authoritative: a lame server for the failing cases.
const lame = '127.0.0.3'
// ns4 never answers: a black hole.
const hole = '127.0.0.4'

let t: TestApp
let servers: RunningNameservers
let resolver: RunningNameservers

beforeAll(async () => {
  servers = await startNameservers([
    { address: '127.0.0.1', zone },
    { address: '127.0.0.2', zone },
    { address: lame, zone, behaviour: { authoritative: false } },
    { address: hole, zone, behaviour: { silent: true } },
  ])
  const delegation = buildZone('example.it', { ns: ['ns1.example.it', 'ns2.example.it'], hosts: HOSTS })
  resolver = await startNameservers([{ address: '127.0.0.53', zone: { origin: '.', records: delegation.records.filter((r) => r.type !== 'SOA') } }])
  t = await createTestApp({ dnsPort: servers.port, resolver: `127.0.0.53:${resolver.port}` })
})
afterAll(async () => {
  await t.close()
  await servers.close()
  await resolver.close()
})

const v4 = (value: string) => [{ value, type: 'IPv4' }]
const healthy = {
  domain: 'example.it',
  nameservers: [
    { name: 'ns1.example.it', address: v4('127.0.0.1') },
    { name: 'ns2.example.it', address: v4('127.0.0.2') },
  ],
}
const xmlOf = (ns2Address = '127.0.0.2', extra = '') => `<?xml version="1.0" encoding="UTF-8"?>
<request>
  <domain>example.it</domain>
  <nameservers>
    <nameserver name="ns1.example.it"><address type="IPv4">127.0.0.1</address></nameserver>
    <nameserver name="ns2.example.it"><address type="IPv4">${ns2Address}</address></nameserver>
  </nameservers>
  <dnsSecDisabled>true</dnsSecDisabled>${extra}
</request>`

const validate = (payload: unknown, query = '', contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: `/v1/dns-check/validate${query}`,
    headers: { 'content-type': contentType, accept: 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })

describe('GET /v1/dns-check/config', () => {
  it('answers the configuration without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/dns-check/config' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ itOnly: true, maxDSRecords: 1, nameserversMin: 2, nameserversMax: 6, dnsSecEnabled: true, ipv6Enabled: true })
  })
})

describe('POST /v1/dns-check/validate', () => {
  it('validates a JSON request without a token, verbose by default', async () => {
    const res = await validate(healthy)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ domain: 'example.it.', status: 'SUCCEEDED', version: '1.0' })
    expect(body.validationId).toMatch(/^[0-9a-f-]{36}$/)
    expect(body.tests.every((x: { status: string }) => x.status !== 'FAILED')).toBe(true)
    expect(body.queries.length).toBeGreaterThan(0)
    expect(body.queries[0]).toMatchObject({ protocol: 'udp', outcome: 'answered' })
  })

  it('dates the validation with the sandbox clock', async () => {
    const at = '2026-03-01T10:15:00+01:00'
    const set = await t.call({ method: 'PUT', url: '/sandbox/clock', as: 'admin', payload: { now: at, frozen: true } })
    expect(set.statusCode).toBe(200)
    try {
      const res = await validate(healthy, '?format=minimal')
      expect(res.json().validationDate).toBe(Date.parse(at))
    } finally {
      await t.call({ method: 'DELETE', url: '/sandbox/clock', as: 'admin' })
    }
  })

  it('answers each format: minimal (outcome), terse (and checks), verbose (and queries)', async () => {
    const minimal = (await validate(healthy, '?format=minimal')).json()
    expect(Object.keys(minimal).sort()).toEqual(['domain', 'status', 'validationDate', 'validationId', 'version'])
    const terse = (await validate(healthy, '?format=terse')).json()
    expect(terse.tests.map((x: { name: string }) => x.name)).toContain('Authoritative')
    expect(terse.queries).toBeUndefined()
    const verbose = (await validate(healthy, '?format=verbose')).json()
    expect(verbose.tests).toEqual(terse.tests)
    expect(verbose.queries.length).toBeGreaterThan(0)
  })

  it.each(['application/xml', 'text/xml', 'application/xml; charset=utf-8'])('validates an XML request (%s)', async (type) => {
    const res = await validate(xmlOf(), '?format=terse', type)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ domain: 'example.it.', status: 'SUCCEEDED' })
  })

  it('reports a failed check in the result (200), JSON and XML alike', async () => {
    const json = (await validate({ ...healthy, nameservers: [healthy.nameservers[0], { name: 'ns2.example.it', address: v4(lame) }] }, '?format=terse')).json()
    expect(json.status).toBe('FAILED')
    expect(json.tests).toContainEqual(expect.objectContaining({ name: 'Authoritative', status: 'FAILED', address: lame }))
    const xml = (await validate(xmlOf(lame), '?format=terse', 'application/xml')).json()
    expect(xml.status).toBe('FAILED')
    expect(xml.tests).toEqual(json.tests)
  })

  it('checks a DS record against the DNSKEY when DNSSEC is turned on', async () => {
    const ds = { keytag: keyTag(KSK), algorithm: 13, digestType: 2, digest: dsDigest('example.it.', KSK, 2)! }
    const ok = (await validate({ ...healthy, dnsSecDisabled: false, dsRecords: [ds] }, '?format=terse')).json()
    expect(ok.status).toBe('SUCCEEDED')
    expect(ok.tests).toContainEqual(expect.objectContaining({ name: 'DsMatchesDnskey', status: 'PASSED' }))
    const xml = xmlOf('127.0.0.2', `<dsRecords><dsRecord><keytag>${ds.keytag}</keytag><algorithm>13</algorithm><digestType>2</digestType><digest>${'0'.repeat(64)}</digest></dsRecord></dsRecords>`).replace('<dnsSecDisabled>true', '<dnsSecDisabled>false')
    const bad = (await validate(xml, '?format=terse', 'application/xml')).json()
    expect(bad.status).toBe('FAILED')
    expect(bad.tests).toContainEqual(expect.objectContaining({ name: 'DsMatchesDnskey', status: 'FAILED' }))
  })

  it('resolves the nameservers of a delegated domain given alone', async () => {
    const res = await validate({ domain: 'example.it' }, '?format=terse')
    expect(res.statusCode).toBe(200)
    expect(res.json().status).toBe('SUCCEEDED')
    expect(res.json().tests[0]).toMatchObject({ name: 'Delegated', status: 'PASSED' })
  })

  it('says FAILED (200, not 500) for a domain that is not delegated', async () => {
    const res = await validate({ domain: 'nowhere.it', nameservers: [] }, '?format=terse')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ domain: 'nowhere.it.', status: 'FAILED', tests: [{ name: 'Delegated', status: 'FAILED' }] })
  })

  it('answers within the query timeout when a nameserver is black-holed', async () => {
    const started = performance.now()
    const res = await validate({ ...healthy, nameservers: [healthy.nameservers[0], { name: 'ns2.example.it', address: v4(hole) }] }, '?format=terse')
    expect(performance.now() - started).toBeLessThan(4000)
    expect(res.statusCode).toBe(200)
    expect(res.json().tests).toContainEqual(expect.objectContaining({ name: 'NameserverReachable', status: 'FAILED', address: hole }))
  })
})

describe('POST /v1/dns-check/validate: bad input answers 400 (current error kind)', () => {
  const ns = (i: number) => ({ name: `ns${i}.other.net`, address: v4('127.0.0.1') })
  const ds = { keytag: 1, algorithm: 13, digestType: 2, digest: 'ab'.repeat(32) }
  it.each([
    ['no domain', { nameservers: healthy.nameservers }, 'invalid_body', 'domain'],
    ['an invalid domain', { domain: 'exa mple.it' }, 'invalid_domain', 'domain'],
    ['a domain outside .it', { domain: 'example.com' }, 'domain_not_it', 'domain'],
    ['an invalid nameserver name', { ...healthy, nameservers: [healthy.nameservers[0], { name: 'ns_2.example.it' }] }, 'invalid_nameserver', 'nameservers.1.name'],
    ['an invalid address', { ...healthy, nameservers: [healthy.nameservers[0], { name: 'ns2.example.it', address: v4('127.0.0.256') }] }, 'invalid_address', 'nameservers.1.address.0.value'],
    ['an unknown address type', { ...healthy, nameservers: [healthy.nameservers[0], { name: 'ns2.example.it', address: [{ value: '127.0.0.2', type: 'IPv5' }] }] }, 'invalid_body', 'nameservers.1.address.0.type'],
    ['7 nameservers', { domain: 'example.it', nameservers: [1, 2, 3, 4, 5, 6, 7].map(ns) }, 'invalid_body', 'nameservers'],
    ['1 nameserver', { domain: 'example.it', nameservers: [ns(1)] }, 'nameserver_count', 'nameservers'],
    ['the same nameserver twice', { domain: 'example.it', nameservers: [ns(1), ns(1)] }, 'duplicate_nameserver', 'nameservers.1.name'],
    ['2 DS records', { ...healthy, dnsSecDisabled: false, dsRecords: [ds, ds] }, 'invalid_body', 'dsRecords'],
    ['a digest that is not hex', { ...healthy, dsRecords: [{ ...ds, digest: 'xyz' }] }, 'invalid_body', 'dsRecords.0.digest'],
    ['a digest of the wrong length', { ...healthy, dsRecords: [{ ...ds, digest: 'abcd' }] }, 'invalid_digest', 'dsRecords.0.digest'],
    ['an unsupported digest type', { ...healthy, dsRecords: [{ ...ds, digestType: 3 }] }, 'unsupported_digest_type', 'dsRecords.0.digestType'],
    ['a key tag out of range', { ...healthy, dsRecords: [{ ...ds, keytag: 70000 }] }, 'invalid_body', 'dsRecords.0.keytag'],
    ['dnsSecDisabled that is not a boolean', { ...healthy, dnsSecDisabled: 'no' }, 'invalid_body', 'dnsSecDisabled'],
    ['an unknown field', { ...healthy, ttl: 5 }, 'invalid_body', 'ttl'],
  ])('%s', async (_what, body, code, field) => {
    const res = await validate(body)
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json()).toMatchObject({ status: 400, code, field, instance: '/v1/dns-check/validate' })
  })

  it('an unknown format', async () => {
    const res = await validate(healthy, '?format=full')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'invalid_parameter', field: 'format' })
  })

  it('malformed JSON', async () => {
    const res = await validate('{"domain": ')
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('invalid_body')
  })

  it.each([
    ['malformed XML', '<request><domain>example.it</domain>', 'invalid_xml', undefined],
    ['another root element', '<validate><domain>example.it</domain></validate>', 'invalid_xml', undefined],
    ['a DOCTYPE', '<!DOCTYPE request><request><domain>example.it</domain></request>', 'invalid_xml', undefined],
    ['a nameserver without a name', xmlOf().replace('nameserver name="ns1.example.it"', 'nameserver'), 'invalid_xml', 'nameservers.0.name'],
    ['a key tag that is not a number', xmlOf('127.0.0.2', '<dsRecords><dsRecord><keytag>one</keytag><algorithm>13</algorithm><digestType>2</digestType><digest>ab</digest></dsRecord></dsRecords>'), 'invalid_body', 'dsRecords.0.keytag'],
    ['an invalid address', xmlOf('not-an-ip'), 'invalid_address', 'nameservers.1.address.0.value'],
    ['an unknown element', xmlOf('127.0.0.2', '<priority>1</priority>'), 'invalid_body', 'priority'],
    // The parser's own refusals (prototype-polluting names, deep nesting) are invalid XML too, not a 500.
    ['an element named __proto__', xmlOf('127.0.0.2', '<__proto__>1</__proto__>'), 'invalid_xml', undefined],
    ['an element named constructor', xmlOf('127.0.0.2', '<constructor>1</constructor>'), 'invalid_xml', undefined],
    ['__proto__ inside a nameserver', xmlOf().replace('<address type="IPv4">', '<__proto__/><address type="IPv4">'), 'invalid_xml', undefined],
    ['an attribute named __proto__', xmlOf().replace('nameserver name=', 'nameserver __proto__="x" name='), 'invalid_xml', undefined],
    ['elements nested past the parser\'s limit of 100', `<request><domain>example.it</domain>${'<a>'.repeat(101)}x${'</a>'.repeat(101)}</request>`, 'invalid_xml', undefined],
  ])('XML: %s', async (_what, xml, code, field) => {
    const res = await validate(xml, '', 'application/xml')
    expect(res.statusCode).toBe(400)
    expect(res.json(), res.body).toMatchObject({ status: 400, code, ...(field ? { field } : {}) })
  })

  it('refuses an XML body larger than 64 KiB (413) and other media types (415)', async () => {
    const big = xmlOf('127.0.0.2', `<!-- ${'x'.repeat(70 * 1024)} -->`)
    expect((await validate(big, '', 'application/xml')).statusCode).toBe(413)
    expect((await validate('domain=example.it', '', 'application/octet-stream')).statusCode).toBe(415)
  })

  it('keeps the XML parser to the DNS check: other routes do not take XML', async () => {
    const res = await validate('<request/>', '', 'application/xml').then(() =>
      t.app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/xml' }, payload: '<request/>' }),
    )
    expect(res.statusCode).toBe(415)
  })
})

describe('OpenAPI', () => {
  it('declares both operations public, under the tag public, with JSON and XML bodies', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json()
    const post = doc.paths['/v1/dns-check/validate'].post
    const get = doc.paths['/v1/dns-check/config'].get
    expect(post).toMatchObject({ operationId: 'public.dnsCheck.validate', tags: ['Public'], security: [] })
    expect(get).toMatchObject({ operationId: 'public.dnsCheck.config', tags: ['Public'], security: [] })
    expect(Object.keys(post.requestBody.content).sort()).toEqual(['application/json', 'application/xml', 'text/xml'])
  })
})
