import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import type { OperationDef } from '@contract/operation'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import RegistryClockSection from '@/features/registry-side/components/RegistryClockSection.vue'
import { provideRegistryConfirm, type RegistryConfirm } from '@/features/registry-side/composables/use-registry-confirm'
import { createAppI18n } from '@/i18n'

type Call = (op: OperationDef, args?: { body?: unknown }) => Promise<unknown>

/** The clock section inside the screen's confirmation, with the API's answers given by `call`. */
function mountSection(call: Call) {
  let confirmer!: RegistryConfirm
  const Screen = defineComponent({
    setup() {
      confirmer = provideRegistryConfirm(async () => {})
      return () => h(RegistryClockSection)
    },
  })
  const w = mount(Screen, { global: { plugins: [createAppI18n('en')], provide: { [CallKey as symbol]: vi.fn(call) } } })
  return { w, confirmer }
}

/** A sandbox clock that runs: `get` answers what `at.now` says, `set` records what it was sent. */
function runningClock(now: string) {
  const at = { now }
  const sent: unknown[] = []
  const call = vi.fn(async (op: OperationDef, args?: { body?: unknown }) => {
    if (op.id === 'sandbox.clock.get') return { now: at.now, moved: true, frozen: false }
    if (op.id === 'sandbox.clock.set') {
      sent.push(args?.body)
      return { now: (args?.body as { now: string }).now, moved: true, frozen: false }
    }
    throw new Error(`unexpected ${op.id}`)
  })
  return { at, sent, call }
}

describe('the registry side’s clock', () => {
  it('reads the registry’s time again to move it forward when it could not be read, and says why when it still cannot', async () => {
    const failures = ['The registry’s clock is not answering', 'Still not answering']
    const call = vi.fn(async (op: OperationDef) => {
      expect(op.id).toBe('sandbox.clock.get')
      // A code the build does not know, on a status without a sentence of its own: its detail is shown.
      throw new ApiFailure(409, 'clock_unreachable_for_test', failures.shift()!)
    })
    const { w } = mountSection(call)
    await flushPromises()
    expect(w.get('[role="alert"]').text()).toBe('The registry’s clock is not answering')

    await w.get('[data-testid="registry-clock-forward"]').trigger('submit')
    await flushPromises()
    expect(call).toHaveBeenCalledTimes(2)
    expect(w.get('[role="alert"]').text()).toBe('Still not answering')
  })

  it('moves forward from the registry’s time when the button is pressed, not from the reading of when the screen opened', async () => {
    // Read at 09:00 when the screen opened; the clock runs on, and the user asks for one day at
    // 17:00 the next day. Counting from the old reading would have moved the clock back 8 hours.
    const clock = runningClock('2027-01-10T09:00:00+01:00')
    const { w, confirmer } = mountSection(clock.call)
    await flushPromises()
    clock.at.now = '2027-01-11T17:00:00+01:00'

    await w.get('[data-testid="registry-clock-forward"]').trigger('submit')
    await flushPromises()
    expect(confirmer.pending.value?.message).toContain('from 01/11/2027 5:00 PM to 01/12/2027 5:00 PM')
    expect(w.get('[data-testid="registry-clock-now"]').text()).toContain('01/11/2027 5:00 PM')

    await confirmer.confirm()
    await flushPromises()
    expect(clock.sent).toEqual([{ now: '2027-01-12T17:00:00+01:00', frozen: false }])
  })

  it('waits for the reading before it asks, and does not read twice for a second press', async () => {
    const clock = runningClock('2027-01-10T09:00:00+01:00')
    const { w, confirmer } = mountSection(clock.call)
    await flushPromises()
    let answer!: () => void
    clock.call.mockImplementationOnce(() => new Promise((resolve) => (answer = () => resolve({ now: '2027-01-11T17:00:00+01:00', moved: true, frozen: false }))))

    const form = w.get('[data-testid="registry-clock-forward"]')
    await form.trigger('submit')
    expect(form.attributes('aria-busy')).toBe('true')
    expect(form.get('button[type="submit"]').attributes('aria-disabled')).toBe('true')
    expect(form.get('button[type="submit"]').text()).toBe('Working…')
    await form.trigger('submit')
    expect(clock.call).toHaveBeenCalledTimes(2)
    expect(confirmer.pending.value).toBeNull()

    answer()
    await flushPromises()
    expect(form.attributes('aria-busy')).toBeUndefined()
    expect(form.get('button[type="submit"]').attributes('aria-disabled')).toBeUndefined()
    expect(confirmer.pending.value?.message).toContain('from 01/11/2027 5:00 PM to 01/12/2027 5:00 PM')
  })

  it('does not ask to move the clock when it cannot be read again, and says why', async () => {
    const clock = runningClock('2027-01-10T09:00:00+01:00')
    const { w, confirmer } = mountSection(clock.call)
    await flushPromises()
    clock.call.mockRejectedValueOnce(new ApiFailure(409, 'clock_unreachable_for_test', 'The registry’s clock is not answering'))

    await w.get('[data-testid="registry-clock-forward"]').trigger('submit')
    await flushPromises()
    expect(confirmer.pending.value).toBeNull()
    expect(w.get('[role="alert"]').text()).toBe('The registry’s clock is not answering')
    // The old reading is no longer offered as the registry's time.
    expect(w.find('[data-testid="registry-clock-now"]').exists()).toBe(false)
    expect(clock.sent).toEqual([])
  })
})
