import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import FilterBar from '@/components/FilterBar.vue'
import DataTable from '@/components/DataTable.vue'
import { createAppI18n } from '@/i18n'

const i18n = () => createAppI18n('en')

describe('FilterBar', () => {
  const fields = [
    { name: 'status', kind: 'multi' as const, label: 'Status', options: [{ value: 'approved', label: 'Approved' }, { value: 'rejected', label: 'Rejected' }] },
    { name: 'amount', kind: 'range' as const, label: 'Amount' },
    { name: 'created', kind: 'dateRange' as const, label: 'Created' },
  ]

  it('applies the chosen values together, only when asked', async () => {
    const w = mount(FilterBar, { props: { fields, values: {} }, global: { plugins: [i18n()] }, attachTo: document.body })
    const boxes = w.findAll('input[type=checkbox]')
    await boxes[0]!.setValue(true)
    await boxes[1]!.setValue(true)
    await w.find('input[name="amount.min"]').setValue('100')
    // The date field speaks the app's language (English here): month first.
    const to = w.find('input[name="created.to"]')
    await to.setValue('01/31/2026')
    await to.trigger('keydown', { key: 'Enter' })
    expect(w.emitted('apply')).toBeUndefined()
    await w.find('form').trigger('submit')
    expect(w.emitted('apply')![0]).toEqual([{ status: 'approved,rejected', 'amount.min': '100', 'created.to': '2026-01-31' }])
  })

  it('refuses a minimum above the maximum on the field, and applies nothing', async () => {
    const w = mount(FilterBar, { props: { fields, values: {} }, global: { plugins: [i18n()] } })
    await w.find('input[name="amount.min"]').setValue('2000')
    await w.find('input[name="amount.max"]').setValue('1000')
    await w.find('form').trigger('submit')
    expect(w.emitted('apply')).toBeUndefined()
    const error = w.find('[data-testid=filter-amount-error]')
    expect(error.text()).toBe('The minimum is above the maximum.')
    expect(w.find('input[name="amount.max"]').attributes('aria-invalid')).toBe('true')
    expect(w.find('input[name="amount.max"]').attributes('aria-describedby')).toBe(error.attributes('id'))
    // Equal bounds are a range of one value, and numbers compare as numbers (900 < 1000).
    await w.find('input[name="amount.min"]').setValue('900')
    expect(w.find('[data-testid=filter-amount-error]').exists()).toBe(false)
    await w.find('form').trigger('submit')
    expect(w.emitted('apply')![0]).toEqual([{ 'amount.min': '900', 'amount.max': '1000' }])
  })

  it('refuses a start date after the end date', async () => {
    const w = mount(FilterBar, { props: { fields, values: { 'created.from': '2026-02-01', 'created.to': '2026-01-31' } }, global: { plugins: [i18n()] } })
    await w.find('form').trigger('submit')
    expect(w.emitted('apply')).toBeUndefined()
    expect(w.find('[data-testid=filter-created-error]').text()).toBe('The start date is after the end date.')
  })

  it('clears every filter at once', async () => {
    const w = mount(FilterBar, { props: { fields, values: { status: 'approved' } }, global: { plugins: [i18n()] } })
    expect((w.findAll('input[type=checkbox]')[0]!.element as HTMLInputElement).checked).toBe(true)
    await w.find('[data-testid=filters-clear]').trigger('click')
    expect(w.emitted('apply')![0]).toEqual([{}])
  })
})

describe('DataTable', () => {
  it('shows rows, marks the sorted column for assistive technology, and asks to sort', async () => {
    const w = mount(DataTable, {
      props: {
        columns: [
          { key: 'id', label: 'Id' },
          { key: 'amount', label: 'Amount', sortField: 'amount', align: 'end' as const },
        ],
        rows: [{ id: 1, amount: 10 }, { id: 2, amount: 20 }],
        rowKey: (r: unknown) => (r as { id: number }).id,
        sort: ['amount,desc'],
      },
      global: { plugins: [i18n()] },
    })
    expect(w.findAll('tbody tr')).toHaveLength(2)
    expect(w.findAll('th')[1]!.attributes('aria-sort')).toBe('descending')
    expect(w.findAll('th')[0]!.attributes('aria-sort')).toBeUndefined()
    await w.find('[data-testid=sort-amount]').trigger('click')
    expect(w.emitted('sort')![0]).toEqual(['amount'])
  })
})
