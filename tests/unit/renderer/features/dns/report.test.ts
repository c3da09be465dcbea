import { describe, expect, it } from 'vitest'
import type { DnsQuery, DnsValidationResult } from '@contract/dns'
import { buildReport, queryLines } from '@/features/dns/report'
import { checkExplanation, reportText } from '@/features/dns/report-text'
import { failedResult } from './result-fixture'

const soa = (nameserver: string, address: string, over: Partial<DnsQuery> = {}): DnsQuery => ({
  nameserver,
  address,
  protocol: 'udp',
  qname: 'example.it.',
  qtype: 'SOA',
  durationMs: 3,
  outcome: 'answered',
  rcode: 'NOERROR',
  authoritative: true,
  truncated: false,
  answers: ['example.it. 300 IN SOA ns1.example.it. hostmaster.example.it. 2026010101 3600 600 604800 300'],
  authorities: [],
  ...over,
})

const result: DnsValidationResult = {
  ...failedResult,
  tests: [
    { name: 'NameserverCount', status: 'PASSED', message: '2 nameservers (2 to 6)' },
    { name: 'NameserverReachable', status: 'PASSED', message: 'ns1 answers', nameserver: 'ns1.example.it.', address: '127.0.0.1' },
    { name: 'NameserverReachable', status: 'PASSED', message: 'ns2 answers', nameserver: 'ns2.example.it.', address: '127.0.0.3' },
    { name: 'Authoritative', status: 'PASSED', message: 'ok', nameserver: 'ns1.example.it.', address: '127.0.0.1' },
    { name: 'Authoritative', status: 'FAILED', message: 'lame', nameserver: 'ns2.example.it.', address: '127.0.0.3' },
    { name: 'NsSetConsistent', status: 'PASSED', message: 'same' },
    { name: 'GlueMatches', status: 'PASSED', message: 'glue ok', nameserver: 'ns1.example.it.' },
    { name: 'DsMatchesDnskey', status: 'SKIPPED', message: 'DNSSEC validation is off' },
  ],
  queries: [
    soa('ns1.example.it.', '127.0.0.1'),
    soa('ns2.example.it.', '127.0.0.3', { authoritative: false, answers: [] }),
    soa('ns2.example.it.', '127.0.0.3', { protocol: 'tcp', authoritative: false, answers: [], durationMs: 9 }),
    { ...soa('ns1.example.it.', '127.0.0.1'), qtype: 'NS', answers: ['example.it. 300 IN NS ns1.example.it.'] },
    { ...soa('ns1.example.it.', '127.0.0.1'), qname: 'ns1.example.it.', qtype: 'A', answers: ['ns1.example.it. 300 IN A 127.0.0.1'] },
    { ...soa('ns2.example.it.', '127.0.0.3'), qname: 'ns1.example.it.', qtype: 'A', answers: [] },
  ],
}

describe('the DNS check report', () => {
  const report = buildReport(result)

  it('counts the outcomes', () => {
    expect(report.counts).toEqual({ PASSED: 6, FAILED: 1, SKIPPED: 1 })
  })

  it('puts under each check the queries it rests on', () => {
    const by = (i: number) => report.checks[i]!.queries.map((q) => `${q.address} ${q.protocol} ${q.qname} ${q.qtype}`)
    expect(by(0)).toEqual([])
    expect(by(1)).toEqual(['127.0.0.1 udp example.it. SOA'])
    expect(by(4)).toEqual(['127.0.0.3 udp example.it. SOA', '127.0.0.3 tcp example.it. SOA'])
    expect(by(5)).toEqual(['127.0.0.1 udp example.it. NS'])
    expect(by(6)).toEqual(['127.0.0.1 udp ns1.example.it. A', '127.0.0.3 udp ns1.example.it. A'])
    expect(by(7)).toEqual([])
  })

  it('makes one table per nameserver, with the last SOA answer of each address', () => {
    expect(report.nameservers).toEqual([
      {
        nameserver: 'ns1.example.it.',
        failed: 0,
        addresses: [{ address: '127.0.0.1', protocol: 'udp', outcome: 'answered', rcode: 'NOERROR', authoritative: true, serial: 2026010101, durationMs: 3 }],
      },
      {
        nameserver: 'ns2.example.it.',
        failed: 1,
        addresses: [{ address: '127.0.0.3', protocol: 'tcp', outcome: 'answered', rcode: 'NOERROR', authoritative: false, serial: null, durationMs: 9 }],
      },
    ])
  })

  it('writes a query and its answer as lines', () => {
    expect(queryLines(result.queries![0]!)).toEqual([
      'example.it. SOA → ns1.example.it. (127.0.0.1, udp, 3 ms): answered NOERROR AA',
      '  example.it. 300 IN SOA ns1.example.it. hostmaster.example.it. 2026010101 3600 600 604800 300',
    ])
    expect(queryLines({ ...soa('ns9.example.it.', '192.0.2.9'), outcome: 'timeout', rcode: undefined, authoritative: undefined, truncated: undefined, answers: undefined, error: 'no answer in 2000 ms' })).toEqual([
      'example.it. SOA → ns9.example.it. (192.0.2.9, udp, 3 ms): timeout no answer in 2000 ms',
    ])
  })

  it('copies as text with each check’s explanation, the validator’s words and the queries', () => {
    const t = (key: string, named: Record<string, unknown> = {}) => `${key}${Object.keys(named).length > 0 ? JSON.stringify(named) : ''}`
    const text = reportText(report, t, '01/03/2026 10:15')
    expect(text).toContain('dns.report.outcome.FAILED')
    expect(text).toContain('[dns.status.FAILED] dns.checks.Authoritative.title: dns.checks.Authoritative.FAILED{"nameserver":"ns2.example.it.","address":"127.0.0.3","keytag":""}')
    expect(text).toContain('    lame\n')
    expect(text).toContain('      example.it. SOA → ns2.example.it. (127.0.0.3, tcp, 9 ms): answered NOERROR')
    expect(checkExplanation(t, result.tests![7]!)).toBe('dns.checks.DsMatchesDnskey.SKIPPED{"nameserver":"","address":"","keytag":""}')
  })
})
