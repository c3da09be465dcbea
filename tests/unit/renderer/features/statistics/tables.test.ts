import { describe, expect, it } from 'vitest'
import { createCsvWriter } from '@/features/exports/csv-writer'
import { cellText } from '@/features/statistics/table-columns'
import { growthColumns, type GrowthRow } from '@/features/statistics/tables'
import { createAppI18n } from '@/i18n'

// A registrar new on the second date: no growth and no renewal rate (their divisors are 0).
const newcomer: GrowthRow = {
  name: 'Nuovo Registrar',
  domainsFrom: 0,
  domainsTo: 1200,
  shareFromBasisPoints: 0,
  shareToBasisPoints: 35,
  growthBasisPoints: null,
  renewed: 0,
  deleted: 0,
  renewalRateBasisPoints: null,
}

describe('the registrars’ growth table', () => {
  const t = createAppI18n('en').global.t
  const columns = growthColumns(t, '01/01/2022', '11/24/2026')

  it('shows “none” where the API has no figure, and a share in percent', () => {
    const texts = columns.map((c) => cellText(c.value(newcomer), c.kind, 'en', '—'))
    expect(texts).toEqual(['Nuovo Registrar', '0', '1,200', '—', '0', '0', '—'])
    expect(cellText(-2445, 'decimal', 'it', '—')).toBe('-2.445,00')
  })

  it('leaves those cells empty in the CSV, under headers naming the dates', () => {
    const w = createCsvWriter('en', columns)
    const text = new TextDecoder().decode(w.header()) + new TextDecoder().decode(w.rows([newcomer]))
    expect(text).toBe(
      'Registrar,Domains on 01/01/2022,Domains on 11/24/2026,Growth (%),Renewals,Deletions,Renewal rate (%)\r\nNuovo Registrar,0,1200,,0,0,\r\n',
    )
  })
})
