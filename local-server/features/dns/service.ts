/**
 * A whole validation: find the nameservers and their addresses (from the request, else by
 * resolution), probe every address in parallel, run the checks, and cut the answer to the
 * format asked. The run is bounded: each query by `timeoutMs`, everything by `overallTimeoutMs`.
 */
import type { DnsFormat, DnsQuery, DnsTest, DnsValidationResult } from '../../contract/dns.js'
import { DNS_CHECK_NAMES, DNS_LIMITS } from '../../contract/dns.js'
import { authority, dsRecords, glue, nsSets, reachability, soaSerials } from './checks.js'
import { isInside } from './names.js'
import { probeAll, type Target } from './probe.js'
import type { CheckRequest, Nameserver } from './request.js'
import { createNameResolver, type NameResolver } from './resolve.js'

const VALIDATOR_VERSION = '1.0'

export interface ValidatorOptions {
  /** Port the nameservers are asked on: 53, except in tests. */
  readonly port: number
  /** One query (UDP, and again TCP on truncation). */
  readonly timeoutMs: number
  /** The whole validation. */
  readonly overallTimeoutMs: number
  /** `host:port` of the resolver; undefined: the system's. */
  readonly resolver?: string
}

export const DEFAULT_VALIDATOR_OPTIONS: ValidatorOptions = { port: 53, timeoutMs: 2000, overallTimeoutMs: 8000 }

export interface ValidatorDeps {
  /** Business time for `validationDate`. */
  now(): number
  newId(): string
}

export type FullResult = DnsValidationResult & { tests: DnsTest[]; queries: DnsQuery[] }

interface Found {
  readonly nameservers: Nameserver[]
  readonly tests: DnsTest[]
  readonly queries: DnsQuery[]
  /** The delegation could not be found: nothing more to check. */
  readonly stop?: boolean
}

/** Addresses (A and AAAA) of a nameserver the request gives none for, by resolution. */
async function resolveAddresses(resolver: NameResolver, name: string, queries: DnsQuery[]): Promise<{ ns: Nameserver; test: DnsTest }> {
  const [a, aaaa] = await Promise.all([resolver.addresses(name, 'A'), resolver.addresses(name, 'AAAA')])
  queries.push(a.query, aaaa.query)
  const addresses = [
    ...(a.value ?? []).map((value) => ({ value, type: 'IPv4' as const })),
    ...(aaaa.value ?? []).map((value) => ({ value, type: 'IPv6' as const })),
  ]
  const test: DnsTest =
    addresses.length > 0
      ? { name: 'NameserverResolvable', status: 'PASSED', message: `${name} resolves to ${addresses.map((x) => x.value).join(' ')}`, nameserver: name }
      : { name: 'NameserverResolvable', status: 'FAILED', message: `${name} has no address (${a.error ?? 'no A'}, ${aaaa.error ?? 'no AAAA'})`, nameserver: name }
  return { ns: { name, addresses }, test }
}

async function fromRequest(req: CheckRequest, given: readonly Nameserver[], resolver: NameResolver): Promise<Found> {
  const tests: DnsTest[] = [
    { name: 'NameserverCount', status: 'PASSED', message: `${given.length} nameservers (${DNS_LIMITS.nameserversMin} to ${DNS_LIMITS.nameserversMax})` },
  ]
  const queries: DnsQuery[] = []
  const nameservers = await Promise.all(
    given.map(async (ns): Promise<Nameserver> => {
      if (isInside(ns.name, req.domain)) {
        tests.push(
          ns.addresses.length > 0
            ? { name: 'GlueRequired', status: 'PASSED', message: `${ns.name} is inside ${req.domain} and has address entries`, nameserver: ns.name }
            : { name: 'GlueRequired', status: 'FAILED', message: `${ns.name} is inside ${req.domain}: it needs address entries`, nameserver: ns.name },
        )
        return ns
      }
      if (ns.addresses.length > 0) return ns
      const { ns: resolved, test } = await resolveAddresses(resolver, ns.name, queries)
      tests.push(test)
      return resolved
    }),
  )
  return { nameservers, tests, queries }
}

async function fromDelegation(req: CheckRequest, resolver: NameResolver): Promise<Found> {
  const queries: DnsQuery[] = []
  const lookup = await resolver.nameservers(req.domain)
  queries.push(lookup.query)
  if (!lookup.value || lookup.value.length === 0) {
    const message = lookup.missing
      ? `${req.domain} is not delegated: no NS records (${lookup.error ?? 'empty answer'}); give its nameservers in the request`
      : `The nameservers of ${req.domain} could not be resolved: ${lookup.error ?? 'no answer'}`
    return { nameservers: [], tests: [{ name: 'Delegated', status: 'FAILED', message }], queries, stop: true }
  }
  const names = [...new Set(lookup.value)].sort()
  const { nameserversMin: min, nameserversMax: max } = DNS_LIMITS
  const tests: DnsTest[] = [
    { name: 'Delegated', status: 'PASSED', message: `${req.domain} is delegated to ${names.join(' ')}` },
    names.length >= min && names.length <= max
      ? { name: 'NameserverCount', status: 'PASSED', message: `${names.length} nameservers (${min} to ${max})` }
      : { name: 'NameserverCount', status: 'FAILED', message: `${names.length} nameservers; a delegation has ${min} to ${max}` },
  ]
  // More than the maximum are still looked at, up to a bound, so the report says what is wrong.
  const resolved = await Promise.all(names.slice(0, 2 * max).map((name) => resolveAddresses(resolver, name, queries)))
  tests.push(...resolved.map((r) => r.test))
  return { nameservers: resolved.map((r) => r.ns), tests, queries }
}

export async function validateDelegation(
  req: CheckRequest,
  options: ValidatorOptions,
  deps: ValidatorDeps,
  // Tests may pass their own resolver; by default node:dns with the configured server.
  makeResolver: (remainingMs: () => number) => NameResolver = (remaining) => createNameResolver(options.resolver, options.timeoutMs, remaining),
): Promise<FullResult> {
  const validationDate = deps.now()
  const deadline = performance.now() + options.overallTimeoutMs
  const remainingMs = () => Math.floor(deadline - performance.now())
  const resolver = makeResolver(remainingMs)

  const found = req.nameservers ? await fromRequest(req, req.nameservers, resolver) : await fromDelegation(req, resolver)
  const tests = [...found.tests]
  const queries = [...found.queries]
  if (!found.stop) {
    const targets: Target[] = found.nameservers.flatMap((ns) => ns.addresses.map((a) => ({ nameserver: ns.name, address: a.value })))
    const inDomain = found.nameservers.filter((ns) => isInside(ns.name, req.domain))
    const probes = await probeAll(targets, { domain: req.domain, inDomain: inDomain.map((ns) => ns.name), dnssec: req.dnssec }, {
      port: options.port,
      timeoutMs: options.timeoutMs,
      remainingMs,
    })
    for (const p of probes) queries.push(...p.queries)
    const { tests: authorityTests, authoritative } = authority(probes, req.domain)
    const source = req.nameservers ? 'requested set' : 'delegated set'
    tests.push(
      ...reachability(probes),
      ...authorityTests,
      soaSerials(authoritative, req.domain),
      ...nsSets(authoritative, req.domain, found.nameservers.map((ns) => ns.name), source),
      ...glue(authoritative, inDomain),
      ...dsRecords(authoritative, req.domain, req.dnssec, req.dsRecords),
    )
  }
  // One order for every report: the order of the checks in docs/dns-check.md (the sort is stable).
  tests.sort((a, b) => DNS_CHECK_NAMES.indexOf(a.name) - DNS_CHECK_NAMES.indexOf(b.name))
  return {
    domain: req.domain,
    status: tests.some((t) => t.status === 'FAILED') ? 'FAILED' : 'SUCCEEDED',
    validationId: deps.newId(),
    validationDate,
    version: VALIDATOR_VERSION,
    tests,
    queries,
  }
}

/** `minimal`: the outcome; `terse`: and the checks; `verbose`: and every query. */
export function inFormat(result: FullResult, format: DnsFormat): DnsValidationResult {
  const { tests, queries, ...minimal } = result
  if (format === 'minimal') return minimal
  if (format === 'terse') return { ...minimal, tests }
  return { ...minimal, tests, queries }
}
