/** The credit screen when a read fails, and its threshold saved once however often Save is clicked. */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { creditGet, creditThresholdSet, creditUntilDate } from '@contract/credit'
import type { OperationDef } from '@contract/operation'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import CreditView from '@/features/credit/views/CreditView.vue'
import { createAppI18n } from '@/i18n'

const CREDIT = { credit: 1200, threshold: 500, status: 'normalBalance', lastupdate: '2026-11-24T08:00:00+01:00' }
const offline = () => new ApiFailure(503, 'registry_offline', 'The registry cannot be reached')

function open(answers: Partial<Record<string, (input?: unknown) => unknown>>) {
  const call = vi.fn(async (op: OperationDef, input?: unknown) => {
    const answer = answers[op.id]
    if (!answer) throw new Error(`unexpected ${op.id}`)
    return answer(input)
  })
  const w = mount(CreditView, {
    attachTo: document.body,
    global: { plugins: [createAppI18n('it'), createPinia()], provide: { [CallKey as symbol]: call }, stubs: { CreditChart: { props: ['threshold'], template: '<div data-testid="chart" :data-threshold="threshold" />' } } },
  })
  return { w, call }
}

const calls = (call: ReturnType<typeof vi.fn>, op: OperationDef) => call.mock.calls.filter(([o]) => o === op).length

describe('the credit screen', () => {
  it('says the credit could not be read, with a retry, and still draws the history (without the threshold)', async () => {
    let failing = true
    const { w, call } = open({
      [creditGet.id]: () => (failing ? Promise.reject(offline()) : CREDIT),
      [creditUntilDate.id]: () => ({ credit: 900 }),
    })
    await flushPromises()
    expect(w.get('[data-testid=screen-error]').text()).not.toContain('The registry cannot be reached')
    expect(w.find('[data-testid=list-loading]').exists()).toBe(false)
    expect(w.get('[data-testid=chart]').attributes('data-threshold')).toBeUndefined()

    failing = false
    await w.get('[data-testid=screen-retry]').trigger('click')
    await flushPromises()
    expect(calls(call, creditGet)).toBe(2)
    expect(w.find('[data-testid=screen-error]').exists()).toBe(false)
    expect(w.get('[data-testid=credit-amount]').text()).toContain('1.200,00')
    expect(w.get('[data-testid=chart]').attributes('data-threshold')).toBe('500')
    w.unmount()
  })

  it('saves a threshold once however often Save is clicked while it is being saved', async () => {
    let release: () => void = () => {}
    const { w, call } = open({
      [creditGet.id]: () => CREDIT,
      [creditUntilDate.id]: () => ({ credit: 900 }),
      [creditThresholdSet.id]: () => new Promise<void>((resolve) => (release = resolve)),
    })
    await flushPromises()
    await w.get('[data-testid=threshold-edit]').trigger('click')
    await w.get('#threshold-input').setValue('750')
    w.get<HTMLButtonElement>('[data-testid=threshold-save]').element.focus()
    await w.get('form.credit__form').trigger('submit')
    await w.get('form.credit__form').trigger('submit')
    // Busy, Save keeps the focus: a disabled button would send it to the page's body.
    expect(w.get('[data-testid=threshold-save]').attributes('aria-disabled')).toBe('true')
    expect(w.get('[data-testid=threshold-save]').attributes('disabled')).toBeUndefined()
    expect(document.activeElement).toBe(w.get('[data-testid=threshold-save]').element)
    expect(calls(call, creditThresholdSet)).toBe(1)
    release()
    await flushPromises()
    expect(w.find('#threshold-input').exists()).toBe(false)
    w.unmount()
  })

  it('moves the focus between Edit and the threshold’s field, and to the field it refuses', async () => {
    const { w, call } = open({
      [creditGet.id]: () => CREDIT,
      [creditUntilDate.id]: () => ({ credit: 900 }),
      [creditThresholdSet.id]: () => undefined,
    })
    await flushPromises()
    await w.get('[data-testid=threshold-edit]').trigger('click')
    expect(document.activeElement).toBe(w.get('#threshold-input').element)
    await w.get('[data-testid=threshold] button[type=button]').trigger('click')
    expect(document.activeElement).toBe(w.get('[data-testid=threshold-edit]').element)

    await w.get('[data-testid=threshold-edit]').trigger('click')
    await w.get('#threshold-input').setValue('tanti')
    const save = w.get<HTMLButtonElement>('[data-testid=threshold-save]')
    save.element.focus()
    await w.get('form.credit__form').trigger('submit')
    await flushPromises()
    const input = w.get('#threshold-input')
    expect(document.activeElement).toBe(input.element)
    expect(input.attributes('aria-invalid')).toBe('true')
    expect(input.attributes('aria-describedby')).toBe('threshold-input-error')
    expect(w.get('#threshold-input-error').text()).not.toBe('')
    expect(calls(call, creditThresholdSet)).toBe(0)

    await input.setValue('750')
    save.element.focus()
    await w.get('form.credit__form').trigger('submit')
    await flushPromises()
    expect(calls(call, creditThresholdSet)).toBe(1)
    expect(document.activeElement).toBe(w.get('[data-testid=threshold-edit]').element)
    w.unmount()
  })

  it('puts the focus on the date when the credit on it is refused, after Show, not when the screen opens', async () => {
    const refuse = () => Promise.reject(new ApiFailure(400, 'invalid_query', 'date is in the future', 'date'))
    const { w } = open({ [creditGet.id]: () => CREDIT, [creditUntilDate.id]: refuse })
    await flushPromises()
    const input = w.get('#credit-date')
    expect(document.activeElement).not.toBe(input.element)
    const show = w.get<HTMLButtonElement>('[data-testid=credit-on-date] button[type=submit]')
    show.element.focus()
    await w.get('[data-testid=credit-on-date]').trigger('submit')
    await flushPromises()
    expect(document.activeElement).toBe(input.element)
    expect(input.attributes('aria-invalid')).toBe('true')
    w.unmount()
  })

  it('says the threshold is saved in a region that was there before', async () => {
    const { w } = open({
      [creditGet.id]: () => CREDIT,
      [creditUntilDate.id]: () => ({ credit: 900 }),
      [creditThresholdSet.id]: () => undefined,
    })
    await flushPromises()
    const status = w.get('[data-testid=threshold] [role=status]')
    expect(status.text()).toBe('')
    await w.get('[data-testid=threshold-edit]').trigger('click')
    await w.get('#threshold-input').setValue('750')
    await w.get('form.credit__form').trigger('submit')
    await flushPromises()
    // The same region, now with its text: a region created with its text is often not announced.
    expect(w.get('[data-testid=threshold] [role=status]').element).toBe(status.element)
    expect(status.text()).toBe('Soglia salvata.')
    w.unmount()
  })
})
