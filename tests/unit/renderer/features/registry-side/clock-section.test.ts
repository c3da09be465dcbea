import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import type { OperationDef } from '@contract/operation'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import RegistryClockSection from '@/features/registry-side/components/RegistryClockSection.vue'
import { provideRegistryConfirm } from '@/features/registry-side/composables/use-registry-confirm'
import { createAppI18n } from '@/i18n'

/** The clock section inside the screen's confirmation, with the API's answers given by `call`. */
function mountSection(call: (op: OperationDef) => Promise<unknown>) {
  const Screen = defineComponent({
    setup() {
      provideRegistryConfirm(async () => {})
      return () => h(RegistryClockSection)
    },
  })
  return mount(Screen, { global: { plugins: [createAppI18n('en')], provide: { [CallKey as symbol]: vi.fn(call) } } })
}

describe('the registry side’s clock', () => {
  it('reads the registry’s time again to move it forward when it could not be read, and says why when it still cannot', async () => {
    const failures = ['The registry’s clock is not answering', 'Still not answering']
    const call = vi.fn(async (op: OperationDef) => {
      expect(op.id).toBe('sandbox.clock.get')
      // A code the build does not know, on a status without a sentence of its own: its detail is shown.
      throw new ApiFailure(409, 'clock_unreachable_for_test', failures.shift()!)
    })
    const w = mountSection(call)
    await flushPromises()
    expect(w.get('[role="alert"]').text()).toBe('The registry’s clock is not answering')

    await w.get('[data-testid="registry-clock-forward"]').trigger('submit')
    await flushPromises()
    expect(call).toHaveBeenCalledTimes(2)
    expect(w.get('[role="alert"]').text()).toBe('Still not answering')
  })
})
