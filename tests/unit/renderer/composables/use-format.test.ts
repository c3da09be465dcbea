import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { type Formatters, useFormat } from '@/composables/use-format'
import { createAppI18n, type Locale } from '@/i18n'

function formatters(locale: Locale): Formatters {
  let fmt: Formatters | undefined
  mount(defineComponent({ setup: () => ((fmt = useFormat()), () => h('div')) }), { global: { plugins: [createAppI18n(locale)] } })
  return fmt!
}

// Run by `npm run test:clock` in UTC, Europe/Rome and America/Los_Angeles: the answers must not move.
describe('useFormat: dates as the registry writes them, in any machine zone', () => {
  it('shows an instant on its date and hour in Rome, across midnight and the year', () => {
    const it = formatters('it')
    expect(it.dateTime('2026-11-24T23:30:00Z')).toBe('25 nov 2026, 00:30')
    expect(it.date('2026-12-31T23:30:00Z')).toBe('1 gen 2027')
    expect(formatters('en').dateTime('2026-07-01T22:15:00Z')).toBe('Jul 2, 2026, 12:15 AM')
  })

  it('shows a calendar date as that date, never the day before', () => {
    expect(formatters('it').date('2028-02-29')).toBe('29 feb 2028')
    expect(formatters('en').date('2027-01-01')).toBe('Jan 1, 2027')
  })
})
