/**
 * Asks every address of every nameserver what the checks need: the SOA first (is it there, is it
 * authoritative), then in parallel the NS set, the addresses of the nameservers inside the
 * domain and, with DNSSEC, the DNSKEY set. An address that does not answer the SOA is asked
 * nothing more, so a black-holed one costs one timeout.
 */
import type * as packet from 'dns-packet'
import type { DnsQuery } from '../../contract/dns.js'
import { ask, type Exchange, type Response } from './transport.js'

export interface Target {
  readonly nameserver: string
  readonly address: string
}

export interface ProbeSettings {
  readonly port: number
  readonly timeoutMs: number
  readonly remainingMs: () => number
}

export interface ProbeResult {
  readonly target: Target
  /** The final exchange of the SOA question (TCP when UDP was truncated). */
  readonly soa: Exchange
  readonly ns?: Exchange
  readonly dnskey?: Exchange
  /** `name type` → the exchange that asked it (A and AAAA of in-domain nameservers). */
  readonly glue: ReadonlyMap<string, Exchange>
  readonly queries: DnsQuery[]
}

export interface ProbePlan {
  readonly domain: string
  /** Nameservers inside the domain, whose A and AAAA are asked. */
  readonly inDomain: readonly string[]
  readonly dnssec: boolean
}

/** Presentation form of one record, as in a zone file. */
function formatRecord(a: packet.Answer): string {
  const head = `${a.name === '.' ? '.' : `${a.name}.`} ${'ttl' in a ? (a.ttl ?? 0) : 0} IN ${a.type}`
  const data = (a as { data?: unknown }).data
  switch (a.type) {
    case 'SOA': {
      const s = a.data
      return `${head} ${s.mname}. ${s.rname}. ${s.serial ?? 0} ${s.refresh ?? 0} ${s.retry ?? 0} ${s.expire ?? 0} ${s.minimum ?? 0}`
    }
    case 'NS':
    case 'CNAME':
      return `${head} ${String(data)}.`
    case 'DNSKEY':
      return `${head} ${a.data.flags} 3 ${a.data.algorithm} ${a.data.key.toString('base64')}`
    case 'OPT':
      return `${head} udp=${a.udpPayloadSize}`
    default:
      return `${head} ${typeof data === 'string' ? data : Buffer.isBuffer(data) ? data.toString('hex') : JSON.stringify(data)}`
  }
}

function toQuery(target: Target, qname: string, qtype: string, e: Exchange): DnsQuery {
  const r: Response | undefined = e.response
  return {
    nameserver: target.nameserver,
    address: target.address,
    protocol: e.protocol,
    qname,
    qtype,
    durationMs: e.durationMs,
    outcome: e.outcome,
    ...(e.error ? { error: e.error } : {}),
    ...(r
      ? {
          rcode: r.rcode ?? 'NOERROR',
          authoritative: r.flag_aa,
          truncated: r.flag_tc,
          answers: (r.answers ?? []).map(formatRecord),
          authorities: (r.authorities ?? []).map(formatRecord),
        }
      : {}),
  }
}

async function probeTarget(target: Target, plan: ProbePlan, s: ProbeSettings): Promise<ProbeResult> {
  const queries: DnsQuery[] = []
  const question = async (name: string, type: packet.RecordType, dnssec = false): Promise<Exchange> => {
    const exchanges = await ask({ address: target.address, port: s.port, name, type, dnssec, timeoutMs: s.timeoutMs }, s.remainingMs)
    for (const e of exchanges) queries.push(toQuery(target, name, type, e))
    return exchanges[exchanges.length - 1]!
  }
  const soa = await question(plan.domain, 'SOA')
  const glue = new Map<string, Exchange>()
  if (soa.outcome !== 'answered' || s.remainingMs() <= 0) return { target, soa, glue, queries }
  const asked = await Promise.all([
    question(plan.domain, 'NS'),
    plan.dnssec ? question(plan.domain, 'DNSKEY', true) : Promise.resolve(undefined),
    ...plan.inDomain.flatMap((name) =>
      (['A', 'AAAA'] as const).map(async (type) => {
        glue.set(`${name} ${type}`, await question(name, type))
      }),
    ),
  ])
  const [ns, dnskey] = asked as [Exchange, Exchange | undefined]
  return { target, soa, ns, ...(dnskey ? { dnskey } : {}), glue, queries }
}

/** Probes every target in parallel; results keep the order of the targets. */
export function probeAll(targets: readonly Target[], plan: ProbePlan, s: ProbeSettings): Promise<ProbeResult[]> {
  return Promise.all(targets.map((t) => probeTarget(t, plan, s)))
}
