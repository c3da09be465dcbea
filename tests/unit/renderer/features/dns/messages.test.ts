import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DNS_CHECK_NAMES } from '@contract/dns'
import { dnsLocales } from '@/features/dns/locales'

type Tree = { [key: string]: string | Tree }
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`)))

/** Every check name the server's sources write (`name: 'Authoritative'`). */
function serverCheckNames(): string[] {
  const files = ['checks.ts', 'service.ts', 'resolve.ts', 'probe.ts'].map((f) => readFileSync(`local-server/features/dns/${f}`, 'utf8'))
  return [...new Set(files.flatMap((src) => [...src.matchAll(/name: '([A-Z][A-Za-z]+)'/g)].map((m) => m[1]!)))]
}

describe('the DNS check’s messages', () => {
  it('have the same keys in Italian and English', () => {
    expect(keysOf(dnsLocales.it)).toEqual(keysOf(dnsLocales.en))
  })

  it('explain every check the server can produce, for every outcome, in both languages', () => {
    expect(serverCheckNames().length).toBeGreaterThan(5)
    for (const name of serverCheckNames()) expect(DNS_CHECK_NAMES).toContain(name)
    for (const lang of ['it', 'en'] as const) {
      const checks = dnsLocales[lang].dns.checks as Record<string, Record<string, string>>
      expect(Object.keys(checks).sort()).toEqual([...DNS_CHECK_NAMES].sort())
      for (const name of DNS_CHECK_NAMES) {
        for (const key of ['title', 'PASSED', 'FAILED', 'SKIPPED']) expect(checks[name]?.[key], `${lang} ${name}.${key}`).toMatch(/\S/)
      }
    }
  })

  it('use only the subject of the entry as placeholders, the same in both languages', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    const it = dnsLocales.it.dns.checks as Record<string, Record<string, string>>
    const en = dnsLocales.en.dns.checks as Record<string, Record<string, string>>
    for (const name of DNS_CHECK_NAMES) {
      for (const key of ['PASSED', 'FAILED', 'SKIPPED']) {
        const used = placeholders(it[name]![key]!)
        for (const p of used) expect(['nameserver', 'address', 'keytag']).toContain(p)
        expect(placeholders(en[name]![key]!), `${name}.${key}`).toEqual(used)
      }
    }
  })
})
