import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import DarwinDaysLeft from '@/features/darwin/components/DarwinDaysLeft.vue'
import { createAppI18n, type Locale } from '@/i18n'

// The request's page shows it large, with what it is; the queue's column already says it.
const shown = (locale: Locale, days: number, large = true) =>
  mount(DarwinDaysLeft, { props: { days, status: 'pending', large }, global: { plugins: [createAppI18n(locale)] } })

describe('DarwinDaysLeft: the deadline as a phrase', () => {
  it('says when the deadline falls, its number stressed', () => {
    const w = shown('it', 5)
    expect(w.text()).toBe('scadenza tra 5 giorni')
    expect(w.find('strong').text()).toBe('5')
    expect(w.attributes('data-days')).toBe('5')
    expect(shown('en', 5).text()).toBe('due in 5 days')
  })

  it('is the bare phrase in the queue, under its column', () => {
    expect(shown('it', 12, false).text()).toBe('tra 12 giorni')
    expect(shown('en', 12, false).text()).toBe('in 12 days')
  })

  it('uses words for today and tomorrow, and the past once overdue', () => {
    expect(shown('it', 1).text()).toBe('scadenza domani')
    expect(shown('it', 0).text()).toBe('scadenza oggi')
    expect(shown('en', -2).text()).toBe('due 2 days ago')
  })
})
