import { mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { ApiFailure } from '@/api/errors'
import { provideRegistryConfirm, type RegistryConfirm } from '@/features/registry-side/composables/use-registry-confirm'
import { createAppI18n } from '@/i18n'

/** The screen's confirmation, as the registry-side view provides it. */
function confirmer(afterChange = vi.fn(async () => {})): { c: RegistryConfirm; afterChange: typeof afterChange } {
  let c!: RegistryConfirm
  mount(defineComponent({ setup: () => ((c = provideRegistryConfirm(afterChange)), () => h('div')) }), { global: { plugins: [createAppI18n('en')] } })
  return { c, afterChange }
}
const action = (run: () => Promise<string>, placeError?: (e: unknown) => boolean) => ({
  title: 'Approve?', message: 'Payment No. 1 will be approved', confirmLabel: 'Approve', changes: ['payments', 'credit'] as const, run, ...(placeError ? { placeError } : {}),
})

describe('the registry side’s confirmation', () => {
  it('runs nothing until confirmed, then settles with the result after the stores are told', async () => {
    const { c, afterChange } = confirmer()
    const run = vi.fn(async () => 'done')
    const asked = c.ask(action(run))
    expect(c.pending.value?.message).toBe('Payment No. 1 will be approved')
    expect(run).not.toHaveBeenCalled()
    await c.confirm()
    expect(await asked).toBe('done')
    expect(afterChange).toHaveBeenCalledWith(['payments', 'credit'])
    expect(c.pending.value).toBeNull()
  })

  it('settles with nothing when cancelled, and changes nothing', async () => {
    const { c, afterChange } = confirmer()
    const run = vi.fn(async () => 'done')
    const asked = c.ask(action(run))
    c.cancel()
    expect(await asked).toBeUndefined()
    expect(run).not.toHaveBeenCalled()
    expect(afterChange).not.toHaveBeenCalled()
  })

  it('keeps the dialog open with the refusal in words, or closes it when the form shows the refusal on its fields', async () => {
    const { c, afterChange } = confirmer()
    const refused = new ApiFailure(409, 'invalid_transition', 'Cannot go from approved to suspended')
    c.ask(action(async () => Promise.reject(refused)))
    await c.confirm()
    expect(c.pending.value).not.toBeNull()
    expect(c.error.value).toBeTruthy()
    expect(afterChange).not.toHaveBeenCalled()
    c.cancel()
    const onFields = c.ask(action(async () => Promise.reject(refused), () => true))
    await c.confirm()
    expect(await onFields).toBeUndefined()
    expect(c.pending.value).toBeNull()
  })
})
