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

  it('reads an amount in the app’s language and gives the API its own form, whatever the browser’s language', async () => {
    const w = mount(FilterBar, { props: { fields, values: { 'amount.max': '1250.5' } }, global: { plugins: [createAppI18n('it')] } })
    const min = w.find('input[name="amount.min"]')
    expect(min.attributes('type')).toBe('text')
    expect(min.attributes('inputmode')).toBe('decimal')
    expect((w.find('input[name="amount.max"]').element as HTMLInputElement).value).toBe('1250,5')
    await min.setValue('12,50')
    await w.find('form').trigger('submit')
    expect(w.emitted('apply')![0]).toEqual([{ 'amount.min': '12.50', 'amount.max': '1250.5' }])
    const en = mount(FilterBar, { props: { fields, values: {} }, global: { plugins: [i18n()] } })
    await en.find('input[name="amount.min"]').setValue(' 99999999 ')
    await en.find('form').trigger('submit')
    expect(en.emitted('apply')![0]).toEqual([{ 'amount.min': '99999999' }])
  })

  it('reads thousands grouped as the app’s language groups them', async () => {
    const w = mount(FilterBar, { props: { fields, values: {} }, global: { plugins: [createAppI18n('it')] } })
    await w.find('input[name="amount.min"]').setValue('1.000,00')
    await w.find('input[name="amount.max"]').setValue('2.500,50')
    await w.find('form').trigger('submit')
    expect(w.emitted('apply')![0]).toEqual([{ 'amount.min': '1000.00', 'amount.max': '2500.50' }])
    const en = mount(FilterBar, { props: { fields, values: {} }, global: { plugins: [i18n()] } })
    await en.find('input[name="amount.max"]').setValue('2,500.50')
    await en.find('form').trigger('submit')
    expect(en.emitted('apply')![0]).toEqual([{ 'amount.max': '2500.50' }])
  })

  it.each([['1.2.3'], ['abc'], ['-5'], ['12,345']])('refuses a bound that is not an amount (%s) on the field, and applies nothing', async (typed) => {
    const w = mount(FilterBar, { props: { fields, values: {} }, global: { plugins: [createAppI18n('it')] } })
    await w.find('input[name="amount.max"]').setValue(typed)
    await w.find('form').trigger('submit')
    expect(w.emitted('apply')).toBeUndefined()
    expect(w.find('[data-testid=filter-amount-error]').text()).toBe('Scrivere un importo in euro, ad esempio 1250,50.')
    expect(w.find('input[name="amount.max"]').attributes('aria-invalid')).toBe('true')
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
  describe('text filters with a choice', () => {
    const ops = { label: 'How the name matches', options: [{ value: 'contains', label: 'contains' }, { value: 'startsWith', label: 'starts with' }] }
    const textFields = [
      { name: 'name', kind: 'text' as const, label: 'Name', operators: ops },
      { name: 'group', kind: 'text' as const, label: 'Group', options: [{ value: '', label: 'Any' }, { value: 'admin', label: 'Admin' }] },
    ]

    it('keeps the operator beside the value, the default one left out', async () => {
      const w = mount(FilterBar, { props: { fields: textFields, values: {} }, global: { plugins: [i18n()] } })
      const op = w.find('select[name="name.op"]')
      expect(op.attributes('aria-label')).toBe('How the name matches')
      expect((op.element as HTMLSelectElement).value).toBe('contains')
      // The typed value is named by the field's label.
      const input = w.find('input[name="name"]')
      expect(w.find(`label[for="${input.attributes('id')}"]`).text()).toBe('Name')
      await input.setValue('Ros')
      await w.find('form').trigger('submit')
      expect(w.emitted('apply')![0]).toEqual([{ name: 'Ros' }])
      await op.setValue('startsWith')
      await w.find('form').trigger('submit')
      expect(w.emitted('apply')![1]).toEqual([{ name: 'Ros', 'name.op': 'startsWith' }])
      await op.setValue('contains')
      await w.find('form').trigger('submit')
      expect(w.emitted('apply')![2]).toEqual([{ name: 'Ros' }])
    })

    it('shows the operator the URL holds, and drops it when there is no value to match', async () => {
      const w = mount(FilterBar, { props: { fields: textFields, values: { name: 'Ros', 'name.op': 'startsWith' } }, global: { plugins: [i18n()] } })
      expect((w.find('select[name="name.op"]').element as HTMLSelectElement).value).toBe('startsWith')
      await w.find('input[name="name"]').setValue('')
      await w.find('form').trigger('submit')
      expect(w.emitted('apply')![0]).toEqual([{}])
    })

    it('keeps what is typed when another field changes before it is applied, and trims it then', async () => {
      const w = mount(FilterBar, { props: { fields: textFields, values: {} }, global: { plugins: [i18n()] } })
      const input = w.find('input[name="name"]')
      ;(input.element as HTMLInputElement).value = ' Ros '
      await input.trigger('input')
      await w.find('select[name="group"]').setValue('admin')
      expect((input.element as HTMLInputElement).value).toBe(' Ros ')
      await w.find('form').trigger('submit')
      expect(w.emitted('apply')![0]).toEqual([{ name: 'Ros', group: 'admin' }])
    })

    it('chooses one value in a list; the empty option chooses none', async () => {
      const w = mount(FilterBar, { props: { fields: textFields, values: { group: 'admin' } }, global: { plugins: [i18n()] } })
      const group = w.find('select[name="group"]')
      expect((group.element as HTMLSelectElement).value).toBe('admin')
      await group.setValue('')
      await w.find('form').trigger('submit')
      expect(w.emitted('apply')![0]).toEqual([{}])
      await group.setValue('admin')
      await w.find('form').trigger('submit')
      expect(w.emitted('apply')![1]).toEqual([{ group: 'admin' }])
    })
  })
})
