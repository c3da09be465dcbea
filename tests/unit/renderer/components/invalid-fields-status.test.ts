/**
 * A form's count of fields marked invalid: said once in a polite live region, the fields' own
 * messages read with their fields (FormField ties them, never announcing them by themselves).
 */
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, reactive } from 'vue'
import FormField from '@/components/FormField.vue'
import InvalidFieldsStatus from '@/components/InvalidFieldsStatus.vue'
import { createAppI18n } from '@/i18n'

/** A form of up to three fields, each refused when its error is set; `extra` adds a field. */
const Form = defineComponent({
  props: { errors: { type: Object, required: true }, extra: { type: Boolean, default: false } },
  setup(props) {
    const errors = props.errors as Record<string, string | undefined>
    const field = (id: string) =>
      h(FormField, { id, label: id.toUpperCase(), error: errors[id] ?? null }, {
        default: ({ invalid, describedBy }: { invalid: boolean; describedBy?: string }) =>
          h('input', { id, 'aria-invalid': invalid, 'aria-describedby': describedBy }),
      })
    return () =>
      h('form', { novalidate: true }, [
        field('name'),
        field('email'),
        ...(props.extra ? [field('phone')] : []),
        h('div', [h(InvalidFieldsStatus), h('button', { type: 'submit' }, 'Save')]),
      ])
  },
})

const mountForm = (errors: Record<string, string | undefined>, extra = false) =>
  mount(Form, { props: { errors, extra }, attachTo: document.body, global: { plugins: [createAppI18n('en')] } })

/** The MutationObserver's records are delivered in a microtask after the change is drawn. */
const settle = async () => {
  await nextTick()
  await Promise.resolve()
  await nextTick()
}

describe('InvalidFieldsStatus', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('is an empty polite live region while no field is marked', () => {
    const w = mountForm({})
    const status = w.get('[data-testid=invalid-fields]')
    expect(status.attributes('role')).toBe('status')
    expect(status.text()).toBe('')
    // Matched by :empty, which takes it out of the form's layout (no gap around nothing).
    expect(status.element.matches(':empty')).toBe(true)
  })

  it('counts the fields marked, in the singular and the plural, and empties once they are corrected', async () => {
    const errors = reactive<Record<string, string | undefined>>({ name: 'Required.', email: 'Not an address.' })
    const w = mountForm(errors)
    await settle()
    const status = w.get('[data-testid=invalid-fields]')
    expect(status.text()).toBe('Fix the 2 fields marked in red.')
    errors.email = undefined
    await settle()
    expect(status.text()).toBe('Fix the field marked in red.')
    expect(status.element.matches(':empty')).toBe(false)
    errors.name = undefined
    await settle()
    expect(status.text()).toBe('')
    expect(status.element.matches(':empty')).toBe(true)
    // The same element throughout: a live region announces what changes in it.
    expect(w.get('[data-testid=invalid-fields]').element).toBe(status.element)
  })

  it('counts a field that comes with its mark, and forgets one that goes', async () => {
    const errors = reactive<Record<string, string | undefined>>({ phone: 'Too short.' })
    const w = mountForm(errors)
    await settle()
    expect(w.get('[data-testid=invalid-fields]').text()).toBe('')
    await w.setProps({ extra: true })
    await settle()
    expect(w.get('[data-testid=invalid-fields]').text()).toBe('Fix the field marked in red.')
    await w.setProps({ extra: false })
    await settle()
    expect(w.get('[data-testid=invalid-fields]').text()).toBe('')
  })

  it('leaves each field’s message to be read with its field, not announced by itself', async () => {
    const w = mountForm({ name: 'Required.' })
    await settle()
    const message = w.get('#name-error')
    expect(message.text()).toBe('Required.')
    expect(message.attributes('role')).toBeUndefined()
    expect(message.element.closest('[role=alert], [role=status], [aria-live]')).toBeNull()
    expect(w.get('#name').attributes('aria-describedby')).toBe('name-error')
    expect(w.get('#name').attributes('aria-invalid')).toBe('true')
  })

  it('says it in Italian', async () => {
    const w = mount(Form, { props: { errors: { name: 'Obbligatorio.', email: 'No.' } }, attachTo: document.body, global: { plugins: [createAppI18n('it')] } })
    await settle()
    expect(w.get('[data-testid=invalid-fields]').text()).toBe('Correggere i 2 campi segnati in rosso.')
  })
})
