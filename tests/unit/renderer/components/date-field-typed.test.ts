import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h, nextTick, ref } from 'vue'
import DateField from '@/components/DateField.vue'
import FilterBar from '@/components/FilterBar.vue'
import { localDate, maskTypedDate, readTypedDate } from '@/components/date-input'
import { createAppI18n, type Locale } from '@/i18n'

// What the date field does with a text that is no date, and its two buttons (date-field.test.ts
// has the rest).

function field(locale: Locale, modelValue: string, bounds: { min?: string; max?: string } = {}) {
  return mount(DateField, {
    props: { id: 'when', name: 'when', modelValue, 'onUpdate:modelValue': () => undefined, ...bounds },
    global: { plugins: [createAppI18n(locale)] },
    attachTo: document.body,
  })
}

/** A field bound as a form binds it (v-model): what it gives comes back to it. */
function bound(locale: Locale, modelValue: string, bounds: { min?: string; max?: string } = {}) {
  const w = field(locale, modelValue, bounds)
  void w.setProps({ 'onUpdate:modelValue': (value: string) => w.setProps({ modelValue: value }) })
  return w
}
/**
 * Types key by key, as a user does over the text selected: one input event a character, the first
 * replacing what was there; then `end` (Enter, Tab or leaving).
 */
async function typeKeys(w: ReturnType<typeof field>, text: string, end: 'Enter' | 'Tab' | 'blur') {
  const input = w.find('input#when')
  await input.trigger('focus')
  for (let i = 1; i <= text.length; i++) await input.setValue(text.slice(0, i))
  if (end !== 'blur') await input.trigger('keydown', { key: end })
  if (end !== 'Enter') await input.trigger('blur')
  await nextTick()
}
const shown = (w: ReturnType<typeof field>) => (w.get('input#when').element as HTMLInputElement).value
/** Every date the field gave its form, '' for none. */
const given = (w: ReturnType<typeof field>) => (w.emitted('update:modelValue') ?? []).map(([value]) => value)

// The picker read every beginning of the text as a date and gave it at once: `3` the 3rd of this
// month, `02/3` the 3rd of February. A date that did not exist (`31/02/2026`) then read as nothing
// and left the last beginning in the form, under the text typed: the request sent 2026-02-03.
describe('DateField: a date that does not exist is refused, never read as another', () => {
  it.each([
    ['it', '31/02/2026'],
    ['it', '30/02/2026'],
    ['it', '31/04/2026'],
    ['it', '29/02/2027'],
    ['en', '02/31/2026'],
    ['en', '04/31/2026'],
  ] as const)('in %s, %s typed key by key is kept as typed, held as no date and marked invalid', async (locale, text) => {
    for (const end of ['Enter', 'Tab', 'blur'] as const) {
      const w = bound(locale, '2026-11-10')
      await nextTick()
      await typeKeys(w, text.replaceAll('/', ''), end)
      // The date held before goes at the first key: '' is all the form is given.
      expect(given(w), end).toEqual([''])
      expect(shown(w), end).toBe(text)
      expect(w.get('input#when').attributes('aria-invalid'), end).toBe('true')
      w.unmount()
    }
  })

  // The picker's mask capped the day at 31 and the month at 12: `13/13/2026` became 13 December.
  it.each([
    ['it', '13132026', '13/13/2026'],
    ['it', '32012026', '32/01/2026'],
    ['en', '13012026', '13/01/2026'],
    ['it', '00012026', '00/01/2026'],
  ] as const)('in %s, the digits %s stay %s and are refused', async (locale, digits, text) => {
    const w = bound(locale, '')
    await typeKeys(w, digits, 'Enter')
    expect(shown(w)).toBe(text)
    expect(given(w)).toEqual([])
    expect(w.get('input#when').attributes('aria-invalid')).toBe('true')
    w.unmount()
  })

  it('refuses a date left incomplete, and a date past the max, without keeping the date held before', async () => {
    const w = bound('it', '2026-11-10', { max: '2026-11-24' })
    await nextTick()
    await typeKeys(w, '241120', 'blur')
    expect(shown(w)).toBe('24/11/20')
    expect(given(w)).toEqual([''])
    await typeKeys(w, '25112026', 'Enter')
    expect(shown(w)).toBe('25/11/2026')
    expect(given(w)).toEqual([''])
    expect(w.get('input#when').attributes('aria-invalid')).toBe('true')
    w.unmount()
  })

  it('marks a text refused only once it is left, not while it is typed', async () => {
    const w = bound('it', '')
    const input = w.get('input#when')
    await input.trigger('focus')
    await input.setValue('24')
    expect(input.attributes('aria-invalid')).toBeUndefined()
    await input.trigger('blur')
    expect(input.attributes('aria-invalid')).toBe('true')
    w.unmount()
  })

  // Tab on a refused text went through the picker, which "cleared" the field (its own text was
  // empty) and put the focus back on the input once the key was up: Tab could not leave it.
  it('lets Tab leave a refused text for the next control', async () => {
    const w = bound('it', '2026-11-10')
    await nextTick()
    await typeKeys(w, '31022026', 'Enter')
    const input = w.get('input#when').element as HTMLElement
    const clear = w.get('[data-testid="date-field-when-clear"]').element as HTMLElement
    input.focus()
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', code: 'Tab', bubbles: true, cancelable: true }))
    // The browser moves the focus on: to the clear button, next in the field.
    clear.focus()
    clear.dispatchEvent(new KeyboardEvent('keyup', { key: 'Tab', code: 'Tab', bubbles: true, cancelable: true }))
    await flushPromises()
    expect(document.activeElement).toBe(clear)
    expect(shown(w)).toBe('31/02/2026')
    w.unmount()
  })

  it('closes the calendar opened by a click in the input when Tab leaves a refused text', async () => {
    const w = bound('it', '')
    const input = w.get('input#when')
    await input.trigger('click')
    await vi.waitFor(() => expect(w.find('.dp--menu').exists()).toBe(true))
    await typeKeys(w, '31022026', 'Tab')
    await vi.waitFor(() => expect(w.find('.dp--menu').exists()).toBe(false))
    expect(shown(w)).toBe('31/02/2026')
    w.unmount()
  })

  it('takes a date typed after a refused one, and the message goes', async () => {
    const w = bound('it', '')
    await typeKeys(w, '31022026', 'Enter')
    await typeKeys(w, '28022026', 'Enter')
    expect(given(w).at(-1)).toBe('2026-02-28')
    expect(shown(w)).toBe('28/02/2026')
    expect(w.get('input#when').attributes('aria-invalid')).toBeUndefined()
    expect(w.find('[data-testid="date-field-when-error"]').exists()).toBe(false)
    w.unmount()
  })
})

describe('DateField: a date that exists is taken as before', () => {
  it.each([
    ['it', '24112026', '24/11/2026', 'Enter'],
    ['it', '29022028', '29/02/2028', 'Tab'],
    ['en', '11242026', '11/24/2026', 'blur'],
    ['en', '02282026', '02/28/2026', 'Enter'],
  ] as const)('in %s, %s typed key by key shows %s and gives only that date (%s)', async (locale, digits, text, end) => {
    const w = bound(locale, '')
    await typeKeys(w, digits, end)
    const [d, m, y] = locale === 'it' ? text.split('/') : [text.split('/')[1], text.split('/')[0], text.split('/')[2]]
    // No beginning of it (the 2nd, the 24th of this month…) given on the way.
    expect(given(w)).toEqual([`${y}-${m}-${d}`])
    expect(shown(w)).toBe(text)
    expect(w.get('input#when').attributes('aria-invalid')).toBeUndefined()
    w.unmount()
  })

  it('reads a date pasted in the API’s form, in either language', async () => {
    for (const locale of ['it', 'en'] as const) {
      const w = bound(locale, '')
      const input = w.get('input#when')
      await input.trigger('focus')
      await input.setValue('2026-11-24')
      await input.trigger('keydown', { key: 'Enter' })
      expect(given(w)).toEqual(['2026-11-24'])
      w.unmount()
    }
  })

  it('never refuses the date it holds, even one past today’s max', async () => {
    const w = bound('it', '2026-11-30', { max: '2026-11-24' })
    await nextTick()
    const input = w.get('input#when')
    await input.trigger('focus')
    await input.trigger('blur')
    expect(given(w)).toEqual([])
    expect(input.attributes('aria-invalid')).toBeUndefined()
    w.unmount()
  })
})

describe('DateField: a form is not submitted while a date is refused', () => {
  /**
   * A form holding the field, as the bank transfer's: it keeps what it was submitted with, and may
   * have its own message for the field (`invalid`).
   */
  const Form = defineComponent({
    props: { invalid: Boolean },
    setup(props) {
      const date = ref('')
      const submitted = ref<string[]>([])
      return () =>
        h('form', { novalidate: true, onSubmit: (e: Event) => (e.preventDefault(), submitted.value.push(date.value)) }, [
          h(DateField, { id: 'when', modelValue: date.value, 'onUpdate:modelValue': (v: string) => (date.value = v), invalid: props.invalid, describedBy: props.invalid ? 'form-says' : undefined }),
          h('button', { type: 'submit', 'data-submitted': submitted.value.join(',') || undefined }),
        ])
    },
  })
  const inForm = (locale: Locale) => mount(Form, { global: { plugins: [createAppI18n(locale)] }, attachTo: document.body })
  const submitted = (w: ReturnType<typeof inForm>) => w.get('button[type=submit]').attributes('data-submitted')

  it.each([
    ['it', '31/02/2026', '28/02/2026', 'Data non valida.'],
    ['en', '02/31/2026', '02/28/2026', 'Not a valid date.'],
  ] as const)('in %s, keeps the submit of %s from the form, says why and puts the focus on the date; %s then goes', async (locale, wrong, right, message) => {
    const w = inForm(locale)
    const input = w.get('input#when')
    await input.setValue(wrong)
    await input.trigger('blur')
    // Nothing said yet: the message would move the button being clicked.
    expect(w.find('[data-testid="date-field-when-error"]').exists()).toBe(false)
    ;(w.get('button[type=submit]').element as HTMLElement).focus()
    await w.get('form').trigger('submit')
    expect(submitted(w)).toBeUndefined()
    expect(document.activeElement).toBe(input.element)
    const error = w.get('[data-testid="date-field-when-error"]')
    expect(error.text()).toBe(message)
    expect(input.attributes('aria-describedby')).toBe(error.attributes('id'))
    expect(input.attributes('aria-invalid')).toBe('true')
    await input.setValue(right)
    // From the first try on, the message follows the text as it is typed.
    expect(w.find('[data-testid="date-field-when-error"]').exists()).toBe(false)
    await w.get('form').trigger('submit')
    expect(submitted(w)).toBe('2026-02-28')
    w.unmount()
  })

  it('leaves the message to the form when the form has its own for the field', async () => {
    const w = inForm('it')
    await w.get('input#when').setValue('31/02/2026')
    await w.setProps({ invalid: true })
    await w.get('form').trigger('submit')
    expect(submitted(w)).toBeUndefined()
    expect(w.find('[data-testid="date-field-when-error"]').exists()).toBe(false)
    expect(w.get('input#when').attributes('aria-describedby')).toBe('form-says')
    w.unmount()
  })

  // The invoices' "From" dropped the date on Apply: the list came without it and nothing was said.
  it('keeps a filter bar from applying its filters without the date typed', async () => {
    const fields = [{ name: 'invoiceDate', kind: 'dateRange' as const, label: 'Data' }]
    const w = mount(FilterBar, { props: { fields, values: {} }, global: { plugins: [createAppI18n('it')] }, attachTo: document.body })
    const from = w.get('input[name="invoiceDate.from"]')
    await from.setValue('31/02/2026')
    await w.get('form').trigger('submit')
    expect(w.emitted('apply')).toBeUndefined()
    expect(from.attributes('aria-invalid')).toBe('true')
    expect(w.get('[data-testid="date-field-filter-invoiceDate.from-error"]').text()).toBe('Data non valida.')
    await from.setValue('28/02/2026')
    await w.get('form').trigger('submit')
    expect(w.emitted('apply')).toEqual([[{ 'invoiceDate.from': '2026-02-28' }]])
    w.unmount()
  })
})

// The picker's clear button was drawn over the calendar's (both at the end of the field): a click
// on the calendar's icon cleared the date. Each now has its own box, one after the other.
describe('DateField: the clear button and the calendar’s side by side', () => {
  it('puts the two buttons in the field’s row, each with its name, and none of the picker’s over them', async () => {
    for (const [locale, names] of [
      ['it', ['Azzera la data', 'Apri il calendario']],
      ['en', ['Clear the date', 'Open the calendar']],
    ] as const) {
      const w = field(locale, '2026-11-10')
      await nextTick()
      const row = w.get('.date-field__box')
      expect(row.findAll('input, button').map((c) => c.attributes('aria-label') ?? c.element.tagName)).toEqual(['INPUT', ...names])
      expect(w.findAll('button').length).toBe(2)
      w.unmount()
    }
  })

  it('opens the calendar from its button and keeps the date; clears it from the other', async () => {
    const w = bound('en', '2026-11-10')
    await nextTick()
    await w.get('[data-testid="date-field-when-calendar"]').trigger('click')
    await vi.waitFor(() => expect(w.find('.dp--menu').exists()).toBe(true))
    expect(given(w)).toEqual([])
    expect(shown(w)).toBe('11/10/2026')
    await w.get('[data-testid="date-field-when-clear"]').trigger('click')
    await nextTick()
    expect(given(w)).toEqual([''])
    expect(shown(w)).toBe('')
    expect(w.find('[data-testid="date-field-when-clear"]').exists()).toBe(false)
    w.unmount()
  })

  it('clears a refused text too', async () => {
    const w = bound('it', '')
    await typeKeys(w, '31022026', 'Enter')
    await w.get('[data-testid="date-field-when-clear"]').trigger('click')
    await nextTick()
    expect(shown(w)).toBe('')
    expect(w.get('input#when').attributes('aria-invalid')).toBeUndefined()
    w.unmount()
  })
})

describe('readTypedDate and maskTypedDate', () => {
  it('reads a whole date in the language’s order or the API’s, and nothing else', () => {
    expect(readTypedDate('24/11/2026', 'dd/MM/yyyy')).toBe('2026-11-24')
    expect(readTypedDate('11/24/2026', 'MM/dd/yyyy')).toBe('2026-11-24')
    expect(readTypedDate(' 2026-11-24 ', 'dd/MM/yyyy')).toBe('2026-11-24')
    expect(readTypedDate('29/02/2028', 'dd/MM/yyyy')).toBe('2028-02-29')
    expect(readTypedDate('29/02/2000', 'dd/MM/yyyy')).toBe('2000-02-29')
    for (const text of ['29/02/2100', '31/06/2026', '24/11/20', '24/11', '3', '', '24/11/2026x', '2026-02-30', '00/01/2026', '01/01/0000']) {
      expect(readTypedDate(text, 'dd/MM/yyyy'), text).toBeNull()
    }
  })

  it('puts the slashes in as the digits come, and corrects none', () => {
    expect(maskTypedDate('2', 'dd/MM/yyyy')).toBe('2')
    expect(maskTypedDate('24', 'dd/MM/yyyy')).toBe('24/')
    expect(maskTypedDate('24112026', 'dd/MM/yyyy')).toBe('24/11/2026')
    expect(maskTypedDate('99/99/99999', 'MM/dd/yyyy')).toBe('99/99/9999')
    expect(maskTypedDate('2026-11-24', 'dd/MM/yyyy')).toBe('2026-11-24')
  })

  it('gives a date of the first century its own year, not 1900 and more', () => {
    expect(localDate('0026-02-10')?.getFullYear()).toBe(26)
    expect(localDate('2026-02-10')?.getDate()).toBe(10)
    expect(localDate('')).toBeUndefined()
  })
})
