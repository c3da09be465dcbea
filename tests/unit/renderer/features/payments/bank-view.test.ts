import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import NewBankPaymentView from '@/features/payments/views/NewBankPaymentView.vue'
import { createAppI18n } from '@/i18n'
import { expectBusyKeepingFocus } from '../../busy-button'

const Empty = { template: '<p />' }

async function setup(answer: () => Promise<unknown>) {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', name: 'new', component: NewBankPaymentView },
      { path: '/payments', name: 'payments', component: Empty },
      { path: '/payments/:paymentId', name: 'payment', component: Empty },
    ],
  })
  await router.push('/')
  const call = vi.fn(answer)
  const w = mount(NewBankPaymentView, { attachTo: document.body, global: { plugins: [createAppI18n('it'), createPinia(), router], provide: { [CallKey as symbol]: call } } })
  return { w, call }
}

const errorOf = (w: Awaited<ReturnType<typeof setup>>['w'], field: string) => {
  const p = w.find(`#bank-${field}-error`)
  return p.exists() ? p.text() : null
}

async function fillValid(w: Awaited<ReturnType<typeof setup>>['w']) {
  await w.find('#bank-amount').setValue('150,50')
  await w.find('#bank-applicantRole').setValue('registrar')
  await w.find('#bank-applicant').setValue('Mario Rossi')
  await w.find('#bank-bankName').setValue('Banca di Pisa')
  await w.find('#bank-branchName').setValue('Pisa centro')
  await w.find('#bank-transactionId').setValue('CRO123')
  await typeDate(w, 'paymentDate', '02/01/2026')
  await typeDate(w, 'valueDate', '03/01/2026')
}

/** Types a date in the date field as an Italian user does: day first, then Enter. */
async function typeDate(w: Awaited<ReturnType<typeof setup>>['w'], field: string, text: string) {
  const input = w.find(`input#bank-${field}`)
  await input.trigger('focus')
  await input.setValue(text)
  await input.trigger('keydown', { key: 'Enter' })
  await nextTick()
}

// The registry refuses three fields of one request: all three are named at once.
const refusal = () =>
  new ApiFailure(400, 'date_in_future', 'bankPayment.paymentDate: must not be in the future', 'bankPayment.paymentDate', [
    { field: 'bankPayment.paymentDate', code: 'date_in_future' },
    { field: 'bankPayment.valueDate', code: 'inconsistent_dates' },
    { field: 'bankPayment.transactionId', code: 'invalid_body' },
  ])

describe('the bank payment form', () => {
  it('shows every field the registry refuses at once, each on its field, in Italian', async () => {
    const { w, call } = await setup(async () => Promise.reject(refusal()))
    await fillValid(w)
    await w.find('[data-testid=bank-form]').trigger('submit')
    await flushPromises()
    expect(call).toHaveBeenCalledTimes(1)
    expect(errorOf(w, 'paymentDate')).toBe('La data non può essere futura.')
    expect(errorOf(w, 'valueDate')).toBe('La data valuta non può precedere la data ordine.')
    expect(errorOf(w, 'transactionId')).toBe('Dati non validi.')
    expect(errorOf(w, 'bankName')).toBeNull()
    expect(w.find('[data-testid=form-error]').exists()).toBe(false)
  })

  it('drops a field’s error as soon as that field changes, and keeps the others', async () => {
    const { w } = await setup(async () => Promise.reject(refusal()))
    await fillValid(w)
    await w.find('[data-testid=bank-form]').trigger('submit')
    await flushPromises()
    await w.find('#bank-transactionId').setValue('CRO124')
    expect(errorOf(w, 'transactionId')).toBeNull()
    expect(errorOf(w, 'paymentDate')).toBe('La data non può essere futura.')
    expect(errorOf(w, 'valueDate')).toBe('La data valuta non può precedere la data ordine.')
  })

  it('drops the form’s own message of a field once the field is right', async () => {
    const { w, call } = await setup(async () => ({ id: 1 }))
    await w.find('[data-testid=bank-form]').trigger('submit')
    expect(errorOf(w, 'applicant')).toBe('Campo obbligatorio.')
    expect(errorOf(w, 'bankName')).toBe('Campo obbligatorio.')
    await w.find('#bank-applicant').setValue('Mario Rossi')
    expect(errorOf(w, 'applicant')).toBeNull()
    expect(errorOf(w, 'bankName')).toBe('Campo obbligatorio.')
    expect(call).not.toHaveBeenCalled()
  })

  it('shows a refusal that names no field of the form above the buttons, in Italian', async () => {
    const { w } = await setup(async () => Promise.reject(new ApiFailure(403, 'forbidden_group', 'This operation is for the groups admin, billing')))
    await fillValid(w)
    await w.find('[data-testid=bank-form]').trigger('submit')
    await flushPromises()
    expect(w.find('[data-testid=form-error]').text()).toBe('Il gruppo dell’utente non consente questa operazione.')
  })

  it('puts the focus on the first field the registry refuses, in the form’s order', async () => {
    const { w } = await setup(async () => Promise.reject(refusal()))
    await fillValid(w)
    await w.find('[data-testid=bank-form]').trigger('submit')
    await flushPromises()
    expect(document.activeElement).toBe(w.find('#bank-transactionId').element)
    expect(w.find('#bank-transactionId').attributes('aria-describedby')).toBe('bank-transactionId-error')
    w.unmount()
  })

  it('keeps the focus on Submit while the registry answers and after a refusal naming no field, and sends once', async () => {
    let refuse: (err: unknown) => void = () => {}
    const { w, call } = await setup(() => new Promise((_, reject) => (refuse = reject)))
    await fillValid(w)
    const submit = w.find<HTMLButtonElement>('[data-testid=bank-submit]')
    submit.element.focus()
    await w.find('[data-testid=bank-form]').trigger('submit')
    await w.find('[data-testid=bank-form]').trigger('submit')
    expectBusyKeepingFocus(submit)
    expect(call).toHaveBeenCalledTimes(1)
    refuse(new ApiFailure(403, 'forbidden_group', 'This operation is for the groups admin, billing'))
    await flushPromises()
    expect(w.find('[data-testid=form-error]').exists()).toBe(true)
    expect(submit.attributes('aria-disabled')).toBeUndefined()
    expect(document.activeElement).toBe(submit.element)
    w.unmount()
  })
})
