/** The fault rules' screen by keyboard: the focus after a deletion and after a refused Add. */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FaultRule } from '@contract/faults'
import type { OperationDef } from '@contract/operation'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import FaultsView from '@/features/faults/views/FaultsView.vue'
import { createAppI18n } from '@/i18n'
import { expectBusyKeepingFocus } from '../../busy-button'

const rule = (id: number): FaultRule => ({ id, match: { operationId: 'invoices.list' }, action: { kind: 'error', status: 503 }, probability: 1, applied: 0, active: true })
const STATUS = { mode: 'sandbox', platform: 'sandbox', online: true, registryTime: '2026-11-20T10:15:00+01:00', activeFaults: 0 }

let unmount: (() => void) | undefined
afterEach(() => unmount?.())

/** The screen with two rules; `answers` replaces the fake server's answer to an operation. */
async function open(answers: Partial<Record<string, (input?: unknown) => unknown>> = {}) {
  let rules = [rule(1), rule(2)]
  const call = vi.fn(async (op: OperationDef, input?: unknown) => {
    if (answers[op.id]) return answers[op.id]!(input)
    switch (op.id) {
      case 'faults.list':
        return rules
      case 'faults.remove':
        rules = rules.filter((r) => r.id !== (input as { params: { ruleId: number } }).params.ruleId)
        return undefined
      case 'faults.clear':
        rules = []
        return undefined
      case 'gateway.status':
        return STATUS
      case 'openapi.document':
        throw new ApiFailure(404, 'not_found', 'none')
      default:
        throw new Error(`unexpected ${op.id}`)
    }
  })
  const w = mount(FaultsView, { attachTo: document.body, global: { plugins: [createAppI18n('it'), createPinia()], provide: { [CallKey as symbol]: call } } })
  unmount = () => w.unmount()
  await flushPromises()
  return { w, call }
}

/** Activates a button as a keyboard user does: focused, then pressed. */
async function press(w: Awaited<ReturnType<typeof open>>['w'], selector: string) {
  const button = w.get<HTMLButtonElement>(selector)
  button.element.focus()
  await button.trigger('click')
  await flushPromises()
}

describe('the fault rules’ screen', () => {
  it('puts the focus on the list’s heading once a deleted rule’s row is gone, and says so in a region already there', async () => {
    const { w } = await open()
    const status = w.find('[role=status].faults__notice')
    await press(w, '[data-testid=fault-delete-1]')
    await press(w, '[data-testid=confirm-ok]')
    expect(w.find('[data-testid=fault-delete-1]').exists()).toBe(false)
    expect(document.activeElement).toBe(w.get('.faults__list h2').element)
    // The region was there, empty, before the message came.
    expect(status.exists()).toBe(true)
    expect(w.get('[role=status].faults__notice').element).toBe(status.element)
    expect(status.text()).toBe('Eliminata la regola n. 1.')
  })

  it('puts the focus on the list’s heading once Delete all is gone with every rule', async () => {
    const { w } = await open()
    await press(w, '[data-testid=fault-delete-all]')
    await press(w, '[data-testid=confirm-ok]')
    expect(w.find('[data-testid=fault-delete-all]').exists()).toBe(false)
    expect(document.activeElement).toBe(w.get('.faults__list h2').element)
  })
})

describe('the form to add a fault rule', () => {
  it('puts the focus on the first field it refuses, each tied to its message', async () => {
    const { w, call } = await open()
    w.get<HTMLButtonElement>('[data-testid=fault-add]').element.focus()
    await w.get('#fault-probability').setValue('')
    await w.get('[data-testid=fault-form]').trigger('submit')
    await flushPromises()
    expect(call.mock.calls.filter(([op]) => op.id === 'faults.add')).toHaveLength(0)
    const operation = w.get('#fault-operation')
    expect(document.activeElement).toBe(operation.element)
    expect(operation.attributes('aria-describedby')).toBe('fault-operation-error')
    expect(w.get('#fault-probability').attributes('aria-invalid')).toBe('true')
  })

  it('puts the focus on the field the server refuses, and keeps it on Add while it waits', async () => {
    let refuse: (err: unknown) => void = () => {}
    const { w, call } = await open({ 'faults.add': () => new Promise((_, reject) => (refuse = reject)) })
    await w.get('[data-testid=fault-form] input[value=path]').setValue(true)
    await w.get('#fault-path').setValue('/v1/invoices')
    const add = w.get<HTMLButtonElement>('[data-testid=fault-add]')
    add.element.focus()
    await w.get('[data-testid=fault-form]').trigger('submit')
    await w.get('[data-testid=fault-form]').trigger('submit')
    expectBusyKeepingFocus(add)
    expect(call.mock.calls.filter(([op]) => op.id === 'faults.add')).toHaveLength(1)
    refuse(new ApiFailure(400, 'invalid_body', 'bad', 'match.method', [{ field: 'match.method', code: 'invalid_body' }]))
    await flushPromises()
    const method = w.get('#fault-method')
    expect(document.activeElement).toBe(method.element)
    expect(method.attributes('aria-invalid')).toBe('true')
    expect(method.attributes('aria-describedby')).toBe('fault-method-error')
  })
})
