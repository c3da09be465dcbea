import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import type { DnsValidationResult } from '@contract/dns'
import DnsReport from '@/features/dns/components/DnsReport.vue'
import { createAppI18n } from '@/i18n'
import { type FileData, type FileFilter, type Platform, PlatformKey } from '@/platform'
import { failedResult } from './result-fixture'

const result: DnsValidationResult = {
  ...failedResult,
  tests: [
    { name: 'NameserverCount', status: 'PASSED', message: '2 nameservers (2 to 6)' },
    { name: 'Authoritative', status: 'FAILED', message: 'lame', nameserver: 'ns2.example.it.', address: '192.0.2.2' },
  ],
  queries: [
    {
      nameserver: 'ns2.example.it.',
      address: '192.0.2.2',
      protocol: 'udp',
      qname: 'example.it.',
      qtype: 'SOA',
      durationMs: 4,
      outcome: 'answered',
      rcode: 'NOERROR',
      authoritative: false,
      answers: [],
    },
  ],
}

function mountReport(locale: 'it' | 'en', shown: DnsValidationResult = result) {
  const saved: Array<{ data: FileData; name: string; filters: FileFilter[] }> = []
  const platform: Platform = {
    kind: 'web',
    saveFile: async (data, name, filters) => (saved.push({ data, name, filters }), null),
    appVersion: async () => 'test',
  }
  const w = mount(DnsReport, { props: { result: shown }, global: { plugins: [createAppI18n(locale)], provide: { [PlatformKey as symbol]: platform } } })
  return { w, saved }
}

describe('the DNS check report', () => {
  it('shows the outcome, the failed check under it, each check explained and its queries folded', () => {
    const { w } = mountReport('it')
    expect(w.find('[data-testid="dns-outcome"]').text()).toContain('Delega con problemi')
    expect(w.find('[data-testid="dns-failed"]').text()).toBe(
      'Risposta autorevole: ns2.example.it. (192.0.2.2) non risponde con autorità per il dominio (delega zoppa): configurare la zona su questo name server.',
    )
    const checks = w.findAll('[data-testid="dns-check"]')
    expect(checks.map((c) => c.attributes('data-status'))).toEqual(['PASSED', 'FAILED'])
    expect(checks[0]!.find('[data-testid="dns-check-queries"]').exists()).toBe(false)
    expect(checks[1]!.find('details pre').text()).toContain('example.it. SOA → ns2.example.it. (192.0.2.2, udp, 4 ms): answered NOERROR')
    expect(w.find('[data-testid="dns-ns-table-ns2.example.it."] tr[data-address="192.0.2.2"]').text()).toContain('no')
  })

  it('copies the report as text in the user’s language', async () => {
    const writeText = vi.fn(async (_text: string) => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { w } = mountReport('en')
    await w.find('[data-testid="dns-copy"]').trigger('click')
    await flushPromises()
    const text = writeText.mock.calls[0]![0]
    expect(text).toContain('Result for example.it\nDelegation has problems — 1 passed, 1 failed, 0 not run')
    expect(text).toContain('[Failed] Authoritative answer: ns2.example.it. (192.0.2.2) does not answer authoritatively')
    expect(w.find('[data-testid="dns-report-notice"]').text()).toBe('Result copied to the clipboard.')
  })

  it('saves the result as it came, as JSON', async () => {
    const { w, saved } = mountReport('en')
    await w.find('[data-testid="dns-save-json"]').trigger('click')
    await flushPromises()
    expect(saved).toHaveLength(1)
    expect(saved[0]!.name).toBe('dns-check-example.it-2026-03-01.json')
    expect(saved[0]!.filters).toEqual([{ name: 'JSON', extensions: ['json'] }])
    expect(JSON.parse(new TextDecoder().decode(saved[0]!.data as Uint8Array))).toEqual(result)
  })

  it('names the file by the check’s day in Rome, not in UTC, just after midnight', async () => {
    const { w, saved } = mountReport('en', { ...result, validationDate: Date.parse('2026-03-02T00:30:00+01:00') })
    await w.find('[data-testid="dns-save-json"]').trigger('click')
    await flushPromises()
    expect(saved[0]!.name).toBe('dns-check-example.it-2026-03-02.json')
  })
})
