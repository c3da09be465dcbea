/** The filter bar shows a list's own refusal of a field under that field, tied to it as its own errors are. */
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import FilterBar from '@/components/FilterBar.vue'
import { createAppI18n } from '@/i18n'

const fields = [
  { name: 'invoiceNumber', kind: 'text' as const, label: 'Number' },
  { name: 'status', kind: 'text' as const, label: 'Status', options: [{ value: '', label: 'Any' }, { value: 'open', label: 'Open' }] },
  { name: 'amount', kind: 'range' as const, label: 'Amount' },
]
const mountBar = (errors?: Record<string, string>) =>
  mount(FilterBar, { props: { fields, values: {}, ...(errors ? { errors } : {}) }, global: { plugins: [createAppI18n('en')] }, attachTo: document.body })

describe('FilterBar with errors from its list', () => {
  it('says a typed field’s error under it, named by the input and marking it invalid', () => {
    const w = mountBar({ invoiceNumber: 'Write the number as the list shows it.' })
    const input = w.get('#filter-invoiceNumber')
    const error = w.get('[data-testid=filter-invoiceNumber-error]')
    expect(error.text()).toBe('Write the number as the list shows it.')
    expect(error.attributes('role')).toBe('alert')
    expect(input.attributes('aria-describedby')).toBe(error.attributes('id'))
    expect(document.getElementById(input.attributes('aria-describedby')!)?.textContent?.trim()).toBe('Write the number as the list shows it.')
    expect(input.attributes('aria-invalid')).toBe('true')
    // Under the field it is about, inside the same item of the bar.
    const item = w.get('[data-testid=filter-invoiceNumber]')
    expect(item.find('#filter-invoiceNumber').exists()).toBe(true)
    expect(item.element.lastElementChild).toBe(error.element)
    // The other fields are left alone.
    expect(w.get('#filter-status').attributes('aria-invalid')).toBeUndefined()
    expect(w.get('input[name="amount.min"]').attributes('aria-describedby')).toBeUndefined()
    w.unmount()
  })

  it('ties an error to a chosen value and to a range too, and goes once the list takes the value', async () => {
    const w = mountBar({ status: 'Not a status.', amount: 'Too large.' })
    expect(w.get('#filter-status').attributes('aria-describedby')).toBe('filter-status-error')
    expect(w.get('#filter-status').attributes('aria-invalid')).toBe('true')
    expect(w.get('input[name="amount.max"]').attributes('aria-describedby')).toBe('filter-amount-error')
    expect(w.get('[data-testid=filter-amount-error]').text()).toBe('Too large.')
    await w.setProps({ errors: {} })
    expect(w.find('[data-testid=filter-status-error]').exists()).toBe(false)
    expect(w.get('#filter-status').attributes('aria-invalid')).toBeUndefined()
    expect(w.get('#filter-status').attributes('aria-describedby')).toBeUndefined()
    w.unmount()
  })

  it('shows its own error about the values as typed now over the list’s older one, and still applies nothing', async () => {
    const w = mountBar({ amount: 'Too large.' })
    await w.get('input[name="amount.min"]').setValue('2000')
    await w.get('input[name="amount.max"]').setValue('1000')
    expect(w.get('[data-testid=filter-amount-error]').text()).toBe('The minimum is above the maximum.')
    await w.get('form').trigger('submit')
    expect(w.emitted('apply')).toBeUndefined()
    w.unmount()
  })

  it('reads its own error with the field rather than announcing it as the user types, and takes the focus there on Apply', async () => {
    const w = mountBar()
    await w.get('input[name="amount.min"]').setValue('200')
    // On the way to 1000: below the minimum for a moment.
    await w.get('input[name="amount.max"]').setValue('10')
    const error = w.get('[data-testid=filter-amount-error]')
    expect(error.text()).toBe('The minimum is above the maximum.')
    expect(error.attributes('role')).toBeUndefined()
    expect(w.get('input[name="amount.max"]').attributes('aria-describedby')).toBe(error.attributes('id'))
    await w.get('form').trigger('submit')
    await nextTick()
    expect(document.activeElement).toBe(w.get('input[name="amount.min"]').element)
    expect(w.emitted('apply')).toBeUndefined()
    w.unmount()
  })

  it('applies the values although the list refused one before: the list judges them again', async () => {
    const w = mountBar({ invoiceNumber: 'Write the number as the list shows it.' })
    await w.get('#filter-invoiceNumber').setValue('89/2026')
    await w.get('form').trigger('submit')
    expect(w.emitted('apply')![0]).toEqual([{ invoiceNumber: '89/2026' }])
    w.unmount()
  })
})
