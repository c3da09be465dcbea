/** The card top-up waiting for the bank: a failed look of the moment does not stop it looking. */
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OperationDef } from '@contract/operation'
import { cardTransactionsGet, cardTransactionsStart } from '@contract/payments'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import CardTopUpView from '@/features/payments/views/CardTopUpView.vue'
import { createAppI18n } from '@/i18n'
import { stubRouter } from '../../stub-router'
import { expectBusyKeepingFocus } from '../../busy-button'

const PENDING = { id: 'tx-1', amount: 100, status: 'pending', paymentUrl: 'http://127.0.0.1/sandbox/bank/tx-1', created: '2026-11-24T10:00:00+01:00' }
const APPROVED = { ...PENDING, status: 'approved', paymentId: 77 }

async function open(looks: (() => unknown)[]) {
  const router = await stubRouter({ payments: '', payment: 'paymentId' })
  const call = vi.fn(async (op: OperationDef) => {
    if (op === cardTransactionsStart) return PENDING
    if (op === cardTransactionsGet) return looks.shift()!()
    throw new Error(`unexpected ${op.id}`)
  })
  vi.spyOn(window, 'open').mockReturnValue(null)
  const w = mount(CardTopUpView, { attachTo: document.body, global: { plugins: [createAppI18n('it'), router], provide: { [CallKey as symbol]: call } } })
  await w.get('#card-amount').setValue('100')
  await w.get('[data-testid=card-form]').trigger('submit')
  await flushPromises()
  return { w, call }
}

const look = async () => {
  await vi.advanceTimersByTimeAsync(1500)
  await flushPromises()
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the card top-up', () => {
  it('keeps looking after a failed look of the moment, and shows the outcome once the registry answers', async () => {
    vi.useFakeTimers()
    const { w } = await open([
      () => Promise.reject(new ApiFailure(0, 'unreachable', 'Network Error')),
      () => Promise.reject(new ApiFailure(503, 'registry_offline', 'offline')),
      () => APPROVED,
    ])
    expect(w.find('[data-testid=card-pending]').exists()).toBe(true)
    await look()
    expect(w.get('[data-testid=card-status] [role=alert]').text()).not.toBe('')
    await look()
    await look()
    expect(w.find('[data-testid=card-approved]').exists()).toBe(true)
    expect(w.find('[data-testid=card-status] [role=alert]').exists()).toBe(false)
    w.unmount()
  })

  it('stops at a refusal, which is final', async () => {
    vi.useFakeTimers()
    const { w, call } = await open([() => Promise.reject(new ApiFailure(404, 'not_found', 'no such transaction'))])
    await look()
    await look()
    expect(call.mock.calls.filter(([op]) => op === cardTransactionsGet)).toHaveLength(1)
    expect(w.get('[data-testid=card-status] [role=alert]').text()).not.toBe('')
    w.unmount()
  })

  it('puts the focus on the top-up’s state when it replaces the form, and on the amount for another one', async () => {
    vi.useFakeTimers()
    const { w } = await open([() => APPROVED])
    expect(document.activeElement?.closest('[data-testid=card-status]')).not.toBeNull()
    const title = w.get('#card-status-title')
    expect(document.activeElement).toBe(title.element)
    expect(title.text()).toContain('100,00')
    expect(title.attributes('aria-describedby')).toBe('card-state')
    expect(w.get('#card-state').attributes('data-testid')).toBe('card-pending')
    await look()
    await w.get('[data-testid=card-status] button').trigger('click')
    await flushPromises()
    expect(document.activeElement).toBe(w.get('#card-amount').element)
    w.unmount()
  })

  it('keeps the focus on the button while the top-up starts, and puts it on an amount it cannot read', async () => {
    const router = await stubRouter({ payments: '', payment: 'paymentId' })
    let answer: (tx: unknown) => void = () => {}
    const call = vi.fn(() => new Promise((resolve) => (answer = resolve)))
    vi.spyOn(window, 'open').mockReturnValue(null)
    const w = mount(CardTopUpView, { attachTo: document.body, global: { plugins: [createAppI18n('it'), router], provide: { [CallKey as symbol]: call } } })
    await w.get('[data-testid=card-form]').trigger('submit')
    expect(document.activeElement).toBe(w.get('#card-amount').element)
    expect(w.get('#card-amount').attributes('aria-describedby')).toBe('card-amount-error')

    await w.get('#card-amount').setValue('100')
    const button = w.get<HTMLButtonElement>('[data-testid=card-start]')
    button.element.focus()
    await w.get('[data-testid=card-form]').trigger('submit')
    await w.get('[data-testid=card-form]').trigger('submit')
    expectBusyKeepingFocus(button)
    expect(call).toHaveBeenCalledTimes(1)
    answer({ ...PENDING, status: 'declined' })
    await flushPromises()
    expect(document.activeElement).toBe(w.get('#card-status-title').element)
    w.unmount()
  })
})
