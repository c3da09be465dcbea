/**
 * The DNS check's result arranged for reading: the checks in the validator's order, each with the
 * queries of the verbose format that it rests on, and one table per nameserver of what each of
 * its addresses answered to the SOA query. Pure: the screen and the text copy both use it.
 */
import type { DnsQuery, DnsTest, DnsValidationResult } from '@contract/dns'

export interface ReportCheck {
  readonly test: DnsTest
  /** The queries and answers behind this outcome (verbose format), in the order they were sent. */
  readonly queries: DnsQuery[]
}

export interface AddressRow {
  readonly address: string
  readonly protocol: DnsQuery['protocol']
  readonly outcome: DnsQuery['outcome']
  readonly rcode: string | null
  readonly authoritative: boolean | null
  /** The SOA serial it answered, when it answered one. */
  readonly serial: number | null
  readonly durationMs: number
}

export interface NameserverTable {
  readonly nameserver: string
  /** Addresses asked, each with its SOA answer; empty when none could be asked. */
  readonly addresses: AddressRow[]
  /** How many checks about this nameserver failed. */
  readonly failed: number
}

export interface Report {
  readonly result: DnsValidationResult
  readonly checks: ReportCheck[]
  readonly nameservers: NameserverTable[]
  readonly counts: Record<DnsTest['status'], number>
}

const isResolver = (q: DnsQuery) => q.protocol === 'resolver'
const sameName = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase().replace(/\.?$/, '.') === b.toLowerCase().replace(/\.?$/, '.')
const isAddressQuery = (q: DnsQuery) => q.qtype === 'A' || q.qtype === 'AAAA'

/** Which queries a check's outcome rests on: by the check's name, its nameserver and its address. */
function queriesOf(test: DnsTest, queries: readonly DnsQuery[]): DnsQuery[] {
  const aboutSubject = (q: DnsQuery) => (test.address === undefined || q.address === test.address) && (test.nameserver === undefined || sameName(q.nameserver, test.nameserver))
  switch (test.name) {
    case 'Delegated':
      return queries.filter((q) => isResolver(q) && q.qtype === 'NS')
    case 'NameserverResolvable':
      return queries.filter((q) => isResolver(q) && isAddressQuery(q) && test.nameserver !== undefined && sameName(q.qname, test.nameserver))
    case 'NameserverReachable':
    case 'Authoritative':
      return queries.filter((q) => !isResolver(q) && q.qtype === 'SOA' && aboutSubject(q))
    case 'SoaSerialConsistent':
      return queries.filter((q) => !isResolver(q) && q.qtype === 'SOA')
    case 'NsSetConsistent':
    case 'NsSetMatchesRequest':
      return queries.filter((q) => !isResolver(q) && q.qtype === 'NS')
    case 'GlueMatches':
      return queries.filter((q) => !isResolver(q) && isAddressQuery(q) && test.nameserver !== undefined && sameName(q.qname, test.nameserver))
    case 'DsMatchesDnskey':
      return queries.filter((q) => q.qtype === 'DNSKEY')
    default:
      return []
  }
}

/** The serial of an SOA answer line (`example.it. 300 IN SOA mname rname SERIAL …`). */
function serialOf(q: DnsQuery): number | null {
  for (const line of q.answers ?? []) {
    const f = line.split(/\s+/)
    const at = f.indexOf('SOA')
    const serial = at >= 0 ? f[at + 3] : undefined
    if (serial && /^\d+$/.test(serial)) return Number(serial)
  }
  return null
}

function nameserverTables(result: DnsValidationResult): NameserverTable[] {
  const tests = result.tests ?? []
  const queries = (result.queries ?? []).filter((q) => !isResolver(q))
  const names: string[] = []
  const add = (n: string | undefined) => {
    if (n && !names.some((m) => sameName(m, n))) names.push(n)
  }
  for (const t of tests) add(t.nameserver)
  for (const q of queries) add(q.nameserver)
  return names.map((nameserver) => {
    const soa = queries.filter((q) => q.qtype === 'SOA' && sameName(q.nameserver, nameserver))
    // The last SOA query of an address is the one that counts (TCP after a truncated UDP answer).
    const byAddress = new Map<string, DnsQuery>()
    for (const q of soa) byAddress.set(q.address, q)
    const addresses = [...byAddress.values()].map(
      (q): AddressRow => ({
        address: q.address,
        protocol: q.protocol,
        outcome: q.outcome,
        rcode: q.rcode ?? null,
        authoritative: q.authoritative ?? null,
        serial: serialOf(q),
        durationMs: q.durationMs,
      }),
    )
    const failed = tests.filter((t) => t.status === 'FAILED' && sameName(t.nameserver, nameserver)).length
    return { nameserver, addresses, failed }
  })
}

export function buildReport(result: DnsValidationResult): Report {
  const tests = result.tests ?? []
  const queries = result.queries ?? []
  const counts: Record<DnsTest['status'], number> = { PASSED: 0, FAILED: 0, SKIPPED: 0 }
  for (const t of tests) counts[t.status]++
  return { result, checks: tests.map((test) => ({ test, queries: queriesOf(test, queries) })), nameservers: nameserverTables(result), counts }
}

/** One query and its answer as `dig` would sum it up: a line for the question, one per record. */
export function queryLines(q: DnsQuery): string[] {
  const head = `${q.qname} ${q.qtype} → ${q.nameserver} (${q.address}, ${q.protocol}, ${q.durationMs} ms): ${q.outcome}`
  const flags = [q.rcode, q.authoritative ? 'AA' : null, q.truncated ? 'TC' : null].filter((f): f is string => !!f)
  const first = [head, flags.length > 0 ? flags.join(' ') : null, q.error ?? null].filter((p): p is string => !!p).join(' ')
  return [first, ...(q.answers ?? []).map((a) => `  ${a}`), ...(q.authorities ?? []).map((a) => `  ${a}`)]
}
