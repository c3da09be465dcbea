import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import StatsTable from '@/features/statistics/components/StatsTable.vue'
import { marketShareColumns, type MarketShareRow } from '@/features/statistics/tables'
import { createAppI18n } from '@/i18n'
import { type FileData, joinChunks, type Platform, PlatformKey } from '@/platform'

const rows: MarketShareRow[] = [
  { name: 'Big Registrar S.p.A.', domains: 1_234_567, shareBasisPoints: 8766 },
  { name: 'Demo Registrar S.r.l.', domains: 173_456, shareBasisPoints: 1234 },
]

function mountTable(locale: 'it' | 'en') {
  const saved: Array<{ data: FileData; name: string }> = []
  const platform: Platform = { kind: 'web', saveFile: async (data, name) => (saved.push({ data, name }), name), appVersion: async () => 'test' }
  const i18n = createAppI18n(locale)
  const w = mount(StatsTable<MarketShareRow>, {
    props: {
      columns: marketShareColumns(i18n.global.t),
      rows,
      caption: 'Market share',
      fileName: 'shares',
      highlight: (r: MarketShareRow) => r.name.startsWith('Demo'),
      testid: 'table-market-share',
    },
    global: { plugins: [i18n], provide: { [PlatformKey as symbol]: platform } },
  })
  return { w, saved }
}

describe('a statistics table', () => {
  it('shows the figures in the language and marks the caller’s registrar', () => {
    const { w } = mountTable('it')
    const cells = w.findAll('tbody tr').map((tr) => tr.findAll('td').map((td) => td.text()))
    expect(cells[0]).toEqual(['Big Registrar S.p.A.', '1.234.567', '87,66'])
    expect(cells[1]).toEqual(['Demo Registrar S.r.l. (registrar in uso)', '173.456', '12,34'])
    expect(w.find('tbody tr:nth-child(2) strong').exists()).toBe(true)
  })

  it('downloads the same figures as CSV in the language’s dialect', async () => {
    const it_ = mountTable('it')
    await it_.w.find('[data-testid="table-market-share-csv"]').trigger('click')
    await flushPromises()
    expect(it_.saved[0]!.name).toBe('shares.csv')
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(joinChunks(it_.saved[0]!.data))).toBe(
      '\uFEFFRegistrar;Domini;Quota (%)\r\nBig Registrar S.p.A.;1234567;87,66\r\nDemo Registrar S.r.l.;173456;12,34\r\n',
    )
    const en = mountTable('en')
    await en.w.find('[data-testid="table-market-share-csv"]').trigger('click')
    await flushPromises()
    expect(new TextDecoder().decode(joinChunks(en.saved[0]!.data))).toBe(
      'Registrar,Domains,Share (%)\r\nBig Registrar S.p.A.,1234567,87.66\r\nDemo Registrar S.r.l.,173456,12.34\r\n',
    )
  })
})
