import { describe, expect, it } from 'vitest'
import { createAppI18n } from '@/i18n'

// The map shows domains per 1,000 inhabitants (30 to 70, not fractions of one): its title and the
// unit under its colour legend say so in the words of the table beside it.
describe.each(['it', 'en'] as const)('the map’s words in %s', (lang) => {
  const { t } = createAppI18n(lang).global

  it('names in its title and under its legend the unit of its table’s figures', () => {
    const column = t('statistics.columns.perThousand')
    expect(column).toMatch(lang === 'it' ? /ogni 1\.000 abitanti$/ : /per 1,000 inhabitants$/)
    expect(t('statistics.map.title')).toBe(column)
    expect(column.endsWith(t('statistics.map.legend'))).toBe(true)
  })
})
