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
    const w = mount(FilterBar, { props: { fields, values: {} }, global: { plugins: [i18n()] } })
    const boxes = w.findAll('input[type=checkbox]')
    await boxes[0]!.setValue(true)
    await boxes[1]!.setValue(true)
    await w.find('input[name="amount.min"]').setValue('100')
    await w.find('input[name="created.to"]').setValue('2026-01-31')
    expect(w.emitted('apply')).toBeUndefined()
    await w.find('form').trigger('submit')
    expect(w.emitted('apply')![0]).toEqual([{ status: 'approved,rejected', 'amount.min': '100', 'created.to': '2026-01-31' }])
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
