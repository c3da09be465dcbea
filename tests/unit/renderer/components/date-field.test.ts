import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import DateField from '@/components/DateField.vue'
import { dateTyping } from '@/composables/formats'
import { createAppI18n, type Locale } from '@/i18n'

function field(locale: Locale, modelValue: string) {
  return mount(DateField, {
    props: { id: 'when', name: 'when', modelValue, 'onUpdate:modelValue': () => undefined },
    global: { plugins: [createAppI18n(locale)] },
    attachTo: document.body,
  })
}

/** Types as a user does: the text, then Enter. */
async function type(w: ReturnType<typeof field>, text: string) {
  const input = w.find('input#when')
  await input.trigger('focus')
  await input.setValue(text)
  await input.trigger('keydown', { key: 'Enter' })
  await nextTick()
}

describe('DateField: dates typed and shown in the app’s language', () => {
  it('shows an ISO date day first in Italian and month first in English', async () => {
    const it = field('it', '2026-11-24')
    await nextTick()
    expect((it.find('input#when').element as HTMLInputElement).value).toBe('24/11/2026')
    expect(it.find('input#when').attributes('placeholder')).toBe('gg/mm/aaaa')
    const en = field('en', '2026-11-24')
    await nextTick()
    expect((en.find('input#when').element as HTMLInputElement).value).toBe('11/24/2026')
    it.unmount()
    en.unmount()
  })

  it('reads a date typed day first in Italian, slashes or not, and gives the ISO date', async () => {
    const w = field('it', '')
    await type(w, '10/01/2026')
    expect(w.emitted('update:modelValue')?.at(-1)).toEqual(['2026-01-10'])
    await type(w, '24112026')
    expect(w.emitted('update:modelValue')?.at(-1)).toEqual(['2026-11-24'])
    w.unmount()
  })

  it('reads the same digits month first in English', async () => {
    const w = field('en', '')
    await type(w, '10/01/2026')
    expect(w.emitted('update:modelValue')?.at(-1)).toEqual(['2026-10-01'])
    w.unmount()
  })

  it('ties the input to its error for assistive technology', () => {
    const w = mount(DateField, {
      props: { id: 'when', modelValue: '', invalid: true, describedBy: 'when-error' },
      global: { plugins: [createAppI18n('it')] },
    })
    const input = w.find('input#when')
    expect(input.attributes('aria-invalid')).toBe('true')
    expect(input.attributes('aria-describedby')).toBe('when-error')
    expect(w.find('button').attributes('aria-label')).toBe('Apri il calendario')
  })
})

describe('dateTyping', () => {
  it('types dates in the order they are shown', () => {
    expect(dateTyping('it')).toEqual({ pattern: 'dd/MM/yyyy', mask: 'DD/MM/YYYY', placeholder: 'gg/mm/aaaa' })
    expect(dateTyping('en').pattern).toBe('MM/dd/yyyy')
  })
})
