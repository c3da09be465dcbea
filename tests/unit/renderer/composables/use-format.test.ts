import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { decimalMark } from '@/composables/formats'
import { type Formatters, useFormat } from '@/composables/use-format'
import { createAppI18n, type Locale } from '@/i18n'
import { formatEuro } from '../../../../local-server/features/invoices/format'

function formatters(locale: Locale, i18n = createAppI18n(locale)): Formatters {
  let fmt: Formatters | undefined
  mount(defineComponent({ setup: () => ((fmt = useFormat()), () => h('div')) }), { global: { plugins: [i18n] } })
  return fmt!
}

// Intl separates the euro sign with a no-break space; the PDF writes a plain one for text search.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('useFormat: amounts grouped in every language', () => {
  it('groups four-digit amounts in Italian too, like five-digit ones', () => {
    const it = formatters('it')
    expect(plainSpaces(it.money(8693))).toBe('8.693,00 €')
    expect(plainSpaces(it.money('10193.00'))).toBe('10.193,00 €')
    expect(plainSpaces(it.money(-1220.5))).toBe('-1.220,50 €')
    expect(plainSpaces(it.money(0.05))).toBe('0,05 €')
  })

  it('writes English amounts with the sign first', () => {
    const en = formatters('en')
    expect(en.money(8693)).toBe('€8,693.00')
    expect(en.money(10193)).toBe('€10,193.00')
  })

  it('agrees with the invoice PDF on every amount', () => {
    const it = formatters('it')
    for (const cents of [0, 5, 100, 99_999, 123_456, 869_300, 1_019_300, 123_456_789, -122_000]) {
      expect(plainSpaces(it.money(cents / 100))).toBe(formatEuro(cents))
    }
  })

  it('shows a dash for no amount', () => {
    expect(formatters('it').money(null)).toBe(formatters('it').money(undefined))
  })
})

describe('useFormat: whole numbers grouped as amounts are', () => {
  it('groups four digits in Italian too, and never shows a decimal', () => {
    expect([7, 1250, 400_000, 1_000_000].map((n) => formatters('it').count(n))).toEqual(['7', '1.250', '400.000', '1.000.000'])
    expect([7, 1250, 400_000].map((n) => formatters('en').count(n))).toEqual(['7', '1,250', '400,000'])
  })

  it('knows each language’s decimal mark, for the forms that show a number to edit', () => {
    expect(decimalMark('it')).toBe(',')
    expect(decimalMark('en')).toBe('.')
  })
})

// Run by `npm run test:clock` in UTC, Europe/Rome and America/Los_Angeles: the answers must not move.
describe('useFormat: dates as the registry writes them, in any machine zone', () => {
  it('shows an instant on its date and hour in Rome, across midnight and the year', () => {
    const it = formatters('it')
    expect(it.dateTime('2026-11-24T00:45:00Z')).toBe('24/11/2026 01:45')
    expect(it.dateTime('2026-11-24T23:30:00Z')).toBe('25/11/2026 00:30')
    expect(it.date('2026-12-31T23:30:00Z')).toBe('01/01/2027')
    expect(plainSpaces(formatters('en').dateTime('2026-07-01T22:15:00Z'))).toBe('07/02/2026 12:15 AM')
  })

  it('shows a calendar date as that date, never the day before', () => {
    expect(formatters('it').date('2028-02-29')).toBe('29/02/2028')
    expect(formatters('en').date('2027-01-01')).toBe('01/01/2027')
    expect(formatters('en').date('2026-11-24')).toBe('11/24/2026')
  })
})

describe('useFormat: days to a deadline as a phrase', () => {
  it('says when, in the chosen language', () => {
    const it = formatters('it')
    expect(it.daysFromNow(5)).toBe('tra 5 giorni')
    expect(it.daysFromNow(1)).toBe('domani')
    expect(it.daysFromNow(0)).toBe('oggi')
    expect(it.daysFromNow(-3)).toBe('3 giorni fa')
    expect(formatters('en').daysFromNow(5)).toBe('in 5 days')
  })
})

describe('useFormat: the decimal mark amounts are typed with', () => {
  it('is the language’s, and follows a change of language', async () => {
    const i18n = createAppI18n('it')
    const fmt = formatters('it', i18n)
    expect(fmt.decimalMark()).toBe(',')
    i18n.global.locale.value = 'en'
    expect(fmt.decimalMark()).toBe('.')
  })
})
