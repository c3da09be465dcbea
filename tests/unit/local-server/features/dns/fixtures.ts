/** Zones, requests and a runner shared by the validator's tests (loopback nameservers only). */
import type { DnsTest, DnsValidationRequest } from '../../../../../local-server/contract/dns.js'
import { normalizeRequest } from '../../../../../local-server/features/dns/request.js'
import { DEFAULT_VALIDATOR_OPTIONS, type FullResult, validateDelegation } from '../../../../../local-server/features/dns/service.js'
import { buildZone, type ServerSpec, startNameservers, type Zone, type ZoneOptions } from '../../../../helpers/dns-server.js'

export const DOMAIN = 'example.it'
export const NS1 = { name: 'ns1.example.it', address: [{ value: '127.0.0.1', type: 'IPv4' as const }] }
const NS2 = { name: 'ns2.example.it', address: [{ value: '127.0.0.2', type: 'IPv4' as const }] }
export const HOSTS = { 'ns1.example.it': ['127.0.0.1'], 'ns2.example.it': ['127.0.0.2'] }

/** The zone as both servers should serve it, with changes for a broken one. */
export const zone = (changes: Partial<ZoneOptions> = {}): Zone =>
  buildZone(DOMAIN, { ns: ['ns1.example.it', 'ns2.example.it'], hosts: HOSTS, ...changes })

export const request = (changes: Partial<DnsValidationRequest> = {}): DnsValidationRequest => ({
  domain: DOMAIN,
  nameservers: [NS1, NS2],
  ...changes,
})

export interface RunOptions {
  timeoutMs?: number
  overallTimeoutMs?: number
  /** Servers playing the resolver (on their own port). */
  resolver?: ServerSpec
}

/** Starts the servers, validates, stops them. */
export async function run(specs: readonly ServerSpec[], body: DnsValidationRequest, o: RunOptions = {}): Promise<FullResult> {
  const servers = await startNameservers(specs)
  const resolver = o.resolver ? await startNameservers([o.resolver]) : undefined
  try {
    return await validateDelegation(
      normalizeRequest(body, { itOnly: true, ipv6Enabled: true }),
      {
        ...DEFAULT_VALIDATOR_OPTIONS,
        port: servers.port,
        timeoutMs: o.timeoutMs ?? 1000,
        overallTimeoutMs: o.overallTimeoutMs ?? 4000,
        // Never the system's resolver in tests: a loopback one, or one where nothing listens.
        resolver: resolver ? `${o.resolver!.address}:${resolver.port}` : '127.0.0.1:9',
      },
      { now: () => 1_767_225_600_000, newId: () => 'test-id' },
    )
  } finally {
    await servers.close()
    await resolver?.close()
  }
}

export const named = (r: FullResult, name: DnsTest['name']) => r.tests.filter((t) => t.name === name)
export const outcome = (r: FullResult, name: DnsTest['name'], about?: string) =>
  r.tests.find((t) => t.name === name && (about === undefined || t.nameserver === about || t.address === about))?.status
/** Every check name that did not pass. */
export const failures = (r: FullResult) => [...new Set(r.tests.filter((t) => t.status === 'FAILED').map((t) => t.name))]
