import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import CustomerPicker from '@/features/customer/components/CustomerPicker.vue'

const provinces = [
  { code: 'RM', name: 'Roma' },
  { code: 'MI', name: 'Milano' },
]

function picker(modelValue: string, options = provinces) {
  return mount(CustomerPicker, { props: { id: 'p', name: 'province', modelValue, options } })
}

describe('the searchable picker', () => {
  it('is a text field offering the list’s entries by name and code', () => {
    const w = picker('RM')
    const input = w.find('input')
    expect(input.attributes('list')).toBe('p-options')
    expect((input.element as HTMLInputElement).value).toBe('Roma (RM)')
    expect(w.findAll('datalist#p-options option').map((o) => o.attributes('value'))).toEqual(['Roma (RM)', 'Milano (MI)'])
  })

  it('gives the code of an entry typed by name, and writes it as the entry on leaving the field', async () => {
    const w = picker('RM')
    const input = w.find('input')
    await input.setValue('milano')
    expect(w.emitted('update:modelValue')!.at(-1)).toEqual(['MI'])
    await input.trigger('blur')
    expect((input.element as HTMLInputElement).value).toBe('Milano (MI)')
  })

  it('gives what was typed when it names no entry, and keeps it on leaving the field', async () => {
    const w = picker('RM')
    const input = w.find('input')
    await input.setValue('ZZ')
    expect(w.emitted('update:modelValue')!.at(-1)).toEqual(['ZZ'])
    await input.trigger('blur')
    expect((input.element as HTMLInputElement).value).toBe('ZZ')
  })

  it('shows the entry once the list arrives, and offers nothing without a list', async () => {
    const w = picker('MI', [])
    expect(w.find('input').attributes('list')).toBeUndefined()
    expect((w.find('input').element as HTMLInputElement).value).toBe('MI')
    await w.setProps({ options: provinces })
    expect((w.find('input').element as HTMLInputElement).value).toBe('Milano (MI)')
  })
})

describe('the searchable picker without a list', () => {
  it('keeps the text as typed, spaces included, when the list is given again', async () => {
    const w = picker('', [])
    const input = w.find('input')
    await input.setValue('Île de ')
    expect(w.emitted('update:modelValue')!.at(-1)).toEqual(['Île de'])
    await w.setProps({ modelValue: 'Île de', options: [] })
    expect((input.element as HTMLInputElement).value).toBe('Île de ')
  })
})
