/**
 * The checks run on what the nameservers answered (probe.ts). Pure functions: each turns the
 * probes into test outcomes with a stable name (docs/dns-check.md lists them).
 */
import type * as packet from 'dns-packet'
import type { DnsTest } from '../../contract/dns.js'
import { dsDigest, keyTag, ZONE_KEY_FLAG, type Dnskey } from './dnssec.js'
import { canonicalAddress } from './names.js'
import type { ProbeResult } from './probe.js'
import type { DsRecord, Nameserver } from './request.js'
import type { Exchange } from './transport.js'

const fqdn = (name: string) => `${name.toLowerCase().replace(/\.$/, '')}.`
const where = (p: ProbeResult) => `${p.target.nameserver} (${p.target.address})`
const about = (p: ProbeResult) => ({ nameserver: p.target.nameserver, address: p.target.address })

interface DataOf {
  SOA: packet.SoaData
  NS: string
  A: string
  AAAA: string
  DNSKEY: packet.DnskeyData
}

/** The `data` of the answer records of one type owned by `name`. */
function records<T extends keyof DataOf>(e: Exchange | undefined, type: T, name: string): DataOf[T][] {
  const answers = e?.outcome === 'answered' ? (e.response?.answers ?? []) : []
  return answers.filter((a) => a.type === type && fqdn(a.name) === name).map((a) => (a as unknown as { data: DataOf[T] }).data)
}

export function reachability(probes: readonly ProbeResult[]): DnsTest[] {
  return probes.map((p) =>
    p.soa.outcome === 'answered'
      ? { name: 'NameserverReachable', status: 'PASSED', message: `${where(p)} answers over ${p.soa.protocol.toUpperCase()}`, ...about(p) }
      : { name: 'NameserverReachable', status: 'FAILED', message: `${where(p)} does not answer: ${p.soa.error ?? p.soa.outcome}`, ...about(p) },
  )
}

/** Why an SOA answer is not an authoritative one for the domain; undefined when it is. */
function notAuthoritative(p: ProbeResult, domain: string): string | undefined {
  const r = p.soa.response
  if (!r) return 'no answer'
  const rcode = r.rcode ?? 'NOERROR'
  if (rcode !== 'NOERROR') return `answers ${rcode} for ${domain}`
  if (!r.flag_aa) return `is not authoritative for ${domain} (AA bit off): a lame delegation`
  if (records(p.soa, 'SOA', domain).length === 0) return `has no SOA record for ${domain}`
  return undefined
}

export function authority(probes: readonly ProbeResult[], domain: string): { tests: DnsTest[]; authoritative: ProbeResult[] } {
  const tests: DnsTest[] = []
  const authoritative: ProbeResult[] = []
  for (const p of probes) {
    if (p.soa.outcome !== 'answered') {
      tests.push({ name: 'Authoritative', status: 'SKIPPED', message: `${where(p)} did not answer`, ...about(p) })
      continue
    }
    const why = notAuthoritative(p, domain)
    if (why) tests.push({ name: 'Authoritative', status: 'FAILED', message: `${where(p)} ${why}`, ...about(p) })
    else {
      authoritative.push(p)
      tests.push({ name: 'Authoritative', status: 'PASSED', message: `${where(p)} answers authoritatively for ${domain}`, ...about(p) })
    }
  }
  return { tests, authoritative }
}

export function soaSerials(authoritative: readonly ProbeResult[], domain: string): DnsTest {
  if (authoritative.length === 0) return { name: 'SoaSerialConsistent', status: 'SKIPPED', message: 'No authoritative answer to compare' }
  const serials = authoritative.map((p) => ({ p, serial: records(p.soa, 'SOA', domain)[0]?.serial ?? 0 }))
  const distinct = new Set(serials.map((s) => s.serial))
  if (distinct.size === 1) {
    return { name: 'SoaSerialConsistent', status: 'PASSED', message: `Every nameserver has SOA serial ${serials[0]!.serial}` }
  }
  return {
    name: 'SoaSerialConsistent',
    status: 'FAILED',
    message: `SOA serials differ: ${serials.map((s) => `${where(s.p)} ${s.serial}`).join(', ')}`,
  }
}

const nsSet = (p: ProbeResult, domain: string): string[] => [...new Set(records(p.ns, 'NS', domain).map(fqdn))].sort()

export function nsSets(authoritative: readonly ProbeResult[], domain: string, expected: readonly string[], source: string): DnsTest[] {
  if (authoritative.length === 0) {
    return [
      { name: 'NsSetConsistent', status: 'SKIPPED', message: 'No authoritative answer to compare' },
      { name: 'NsSetMatchesRequest', status: 'SKIPPED', message: 'No authoritative answer to compare' },
    ]
  }
  const sets = authoritative.map((p) => ({ p, set: nsSet(p, domain) }))
  const show = (set: string[]) => (set.length ? set.join(' ') : '(none)')
  const distinct = new Set(sets.map((s) => s.set.join(' ')))
  const consistent: DnsTest =
    distinct.size === 1
      ? { name: 'NsSetConsistent', status: 'PASSED', message: `Every nameserver serves the NS set ${show(sets[0]!.set)}` }
      : { name: 'NsSetConsistent', status: 'FAILED', message: `NS sets differ: ${sets.map((s) => `${where(s.p)} ${show(s.set)}`).join('; ')}` }
  const want = [...expected].sort()
  const differences = sets.flatMap(({ p, set }) => {
    const missing = want.filter((n) => !set.includes(n))
    const extra = set.filter((n) => !want.includes(n))
    if (missing.length === 0 && extra.length === 0) return []
    const parts = [missing.length ? `lacks ${missing.join(' ')}` : '', extra.length ? `has ${extra.join(' ')} too` : '']
    return [`${where(p)} ${parts.filter(Boolean).join(' and ')}`]
  })
  const matches: DnsTest =
    differences.length === 0
      ? { name: 'NsSetMatchesRequest', status: 'PASSED', message: `The zone's NS set is the ${source}: ${show(want)}` }
      : { name: 'NsSetMatchesRequest', status: 'FAILED', message: `The zone's NS set is not the ${source} (${show(want)}): ${differences.join('; ')}` }
  return [consistent, matches]
}

/** Address entries of each nameserver inside the domain against its A/AAAA records in the zone. */
export function glue(authoritative: readonly ProbeResult[], inDomain: readonly Nameserver[]): DnsTest[] {
  return inDomain.map((ns): DnsTest => {
    if (ns.addresses.length === 0) return { name: 'GlueMatches', status: 'SKIPPED', message: `${ns.name} has no address entries`, nameserver: ns.name }
    if (authoritative.length === 0) return { name: 'GlueMatches', status: 'SKIPPED', message: 'No authoritative answer to compare', nameserver: ns.name }
    const problems: string[] = []
    for (const [type, family] of [['A', 'IPv4'], ['AAAA', 'IPv6']] as const) {
      const given = ns.addresses.filter((a) => a.type === family).map((a) => a.value).sort()
      // Only the families the request gives are compared: an IPv4-only request says nothing of AAAA.
      if (given.length === 0) continue
      for (const p of authoritative) {
        const e = p.glue.get(`${ns.name} ${type}`)
        if (!e || e.outcome !== 'answered') {
          problems.push(`${where(p)} did not answer ${type} ${ns.name}`)
          continue
        }
        const served = [...new Set(records(e, type, ns.name).map(canonicalAddress))].sort()
        if (served.join(' ') !== given.join(' ')) {
          problems.push(`${where(p)} resolves ${ns.name} ${type} to ${served.length ? served.join(' ') : '(nothing)'}, the request gives ${given.join(' ')}`)
        }
      }
    }
    return problems.length === 0
      ? { name: 'GlueMatches', status: 'PASSED', message: `The address entries of ${ns.name} match the zone`, nameserver: ns.name }
      : { name: 'GlueMatches', status: 'FAILED', message: problems.join('; '), nameserver: ns.name }
  })
}

export function dsRecords(authoritative: readonly ProbeResult[], domain: string, dnssec: boolean, ds: readonly DsRecord[]): DnsTest[] {
  if (!dnssec) return [{ name: 'DsMatchesDnskey', status: 'SKIPPED', message: 'DNSSEC validation is off (dnsSecDisabled is not false)' }]
  if (ds.length === 0) return [{ name: 'DsMatchesDnskey', status: 'SKIPPED', message: 'DNSSEC is on but no DS record was given' }]
  const keys = new Map<string, Dnskey>()
  for (const p of authoritative) {
    for (const k of records(p.dnskey, 'DNSKEY', domain)) keys.set(`${k.flags} ${k.algorithm} ${k.key.toString('hex')}`, k)
  }
  return ds.map((d): DnsTest => {
    const subject = `DS ${d.keytag} ${d.algorithm} ${d.digestType}`
    const fail = (message: string): DnsTest => ({ name: 'DsMatchesDnskey', status: 'FAILED', message: `${subject}: ${message}`, keytag: d.keytag })
    if (authoritative.length === 0) return { name: 'DsMatchesDnskey', status: 'SKIPPED', message: `${subject}: no authoritative answer`, keytag: d.keytag }
    if (keys.size === 0) return fail(`the zone serves no DNSKEY for ${domain}`)
    const all = [...keys.values()]
    const candidates = all.filter((k) => keyTag(k) === d.keytag && k.algorithm === d.algorithm)
    if (candidates.length === 0) {
      const tags = all.map((k) => `${keyTag(k)}/${k.algorithm}`).join(', ')
      return fail(`no DNSKEY has key tag ${d.keytag} and algorithm ${d.algorithm} (the zone has ${tags})`)
    }
    const zoneKeys = candidates.filter((k) => (k.flags & ZONE_KEY_FLAG) !== 0)
    if (zoneKeys.length === 0) return fail('the DNSKEY with that key tag is not a zone key')
    if (zoneKeys.some((k) => dsDigest(domain, k, d.digestType) === d.digest)) {
      return { name: 'DsMatchesDnskey', status: 'PASSED', message: `${subject} matches a DNSKEY of ${domain}`, keytag: d.keytag }
    }
    return fail('the digest does not match the DNSKEY with that key tag')
  })
}
