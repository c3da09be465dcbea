import { type InjectionKey, inject, provide, type Ref, ref, shallowRef } from 'vue'
import { useApiErrorText } from '@/composables/use-api-error'
import type { RegistryChange } from '../changes'

/** One action of the registry, as the confirmation dialog asks about it. */
export interface RegistryAction<T> {
  readonly title: string
  /** What will change, naming the object and the effect. */
  readonly message: string
  readonly confirmLabel: string
  readonly changes: readonly RegistryChange[]
  run(): Promise<T>
  /** Shows a refusal on the form's fields; true closes the dialog (the form says why). */
  placeError?(err: unknown): boolean
}

export interface RegistryConfirm {
  /** The action the dialog asks about; null while no dialog is open. */
  readonly pending: Ref<RegistryAction<unknown> | null>
  readonly busy: Ref<boolean>
  /** Why the action failed, shown in the dialog, which stays open. */
  readonly error: Ref<string | null>
  /** Opens the dialog; settles with the action's result once done, or undefined if cancelled. */
  ask<T>(action: RegistryAction<T>): Promise<T | undefined>
  confirm(): Promise<void>
  cancel(): void
}

const RegistryConfirmKey: InjectionKey<RegistryConfirm> = Symbol('registry-confirm')

/**
 * Every action of the registry-side screen asks first, in one dialog the screen shows: the
 * sections only say what they will do. After the action, `afterChange` drops what the stores
 * keep of it (changes.ts), so other screens show the new state.
 */
export function provideRegistryConfirm(afterChange: (changes: readonly RegistryChange[]) => Promise<void>): RegistryConfirm {
  const errorText = useApiErrorText()
  const pending = shallowRef<RegistryAction<unknown> | null>(null)
  const busy = ref(false)
  const error = ref<string | null>(null)
  let settle: ((value: unknown) => void) | undefined

  const close = (value: unknown) => {
    pending.value = null
    settle?.(value)
    settle = undefined
  }

  const confirmer: RegistryConfirm = {
    pending,
    busy,
    error,
    ask<T>(action: RegistryAction<T>): Promise<T | undefined> {
      settle?.(undefined)
      error.value = null
      pending.value = action as RegistryAction<unknown>
      return new Promise<T | undefined>((resolve) => {
        settle = resolve as (value: unknown) => void
      })
    },
    async confirm() {
      const action = pending.value
      if (!action || busy.value) return
      busy.value = true
      error.value = null
      try {
        const result = await action.run()
        await afterChange(action.changes)
        close(result)
      } catch (err) {
        if (action.placeError?.(err)) close(undefined)
        else error.value = errorText(err)
      } finally {
        busy.value = false
      }
    },
    cancel: () => close(undefined),
  }
  provide(RegistryConfirmKey, confirmer)
  return confirmer
}

export function useRegistryConfirm(): RegistryConfirm {
  const confirmer = inject(RegistryConfirmKey)
  if (!confirmer) throw new Error('useRegistryConfirm outside the registry-side screen')
  return confirmer
}
