import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import StatsFilterForm from '@/features/statistics/components/StatsFilterForm.vue'
import { createAppI18n } from '@/i18n'

const mountForm = (filters: { period: 'day' | 'month' | 'year'; from: string; to: string }) =>
  mount(StatsFilterForm, { props: { filters, today: '2026-11-24' }, global: { plugins: [createAppI18n('it')] } })

describe('the statistics form', () => {
  it('applies the period chosen with the range, together, on Show', async () => {
    const w = mountForm({ period: 'month', from: '2022-01-01', to: '2026-11-24' })
    await w.find('[data-testid="period-year"]').setValue(true)
    expect(w.emitted('apply')).toBeUndefined()
    await w.find('form').trigger('submit')
    expect(w.emitted('apply')).toEqual([[{ period: 'year', from: '2022-01-01', to: '2026-11-24' }]])
  })

  it('refuses a range that ends before it starts, and asks nothing', async () => {
    const w = mountForm({ period: 'day', from: '2026-02-01', to: '2026-01-01' })
    await w.find('form').trigger('submit')
    expect(w.emitted('apply')).toBeUndefined()
    expect(w.find('[data-testid="statistics-filters-problem"]').text()).toBe('La prima data deve precedere la seconda.')
  })

  it('marks both dates of a reversed range, tied to the message, and puts the focus on the first', async () => {
    const w = mount(StatsFilterForm, { attachTo: document.body, props: { filters: { period: 'day', from: '2026-02-01', to: '2026-01-01' }, today: '2026-11-24' }, global: { plugins: [createAppI18n('it')] } })
    w.get<HTMLButtonElement>('[data-testid=statistics-apply]').element.focus()
    await w.find('form').trigger('submit')
    await flushPromises()
    const from = w.get('input#statistics-from')
    const to = w.get('input#statistics-to')
    expect(document.activeElement).toBe(from.element)
    for (const input of [from, to]) {
      expect(input.attributes('aria-invalid')).toBe('true')
      expect(input.attributes('aria-describedby')).toBe('statistics-filters-problem')
    }
    expect(w.get('#statistics-filters-problem').text()).toBe('La prima data deve precedere la seconda.')
    w.unmount()
  })

  it('marks only the empty date, and puts the focus on it', async () => {
    const w = mount(StatsFilterForm, { attachTo: document.body, props: { filters: { period: 'day', from: '2026-02-01', to: '' }, today: '2026-11-24' }, global: { plugins: [createAppI18n('it')] } })
    await w.find('form').trigger('submit')
    await flushPromises()
    expect(w.emitted('apply')).toBeUndefined()
    expect(document.activeElement).toBe(w.get('input#statistics-to').element)
    expect(w.get('input#statistics-to').attributes('aria-describedby')).toBe('statistics-filters-problem')
    expect(w.get('input#statistics-from').attributes('aria-invalid')).toBeUndefined()
    w.unmount()
  })
})
