import { mount } from '@vue/test-utils'
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
})
