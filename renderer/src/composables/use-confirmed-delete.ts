import { type Ref, ref } from 'vue'
import { ApiFailure } from '@/api/errors'
import { useApiErrorText } from './use-api-error'

export interface UseConfirmedDelete<T> {
  /** The item the confirmation dialog asks about; null while no dialog is open. */
  pending: Ref<T | null>
  busy: Ref<boolean>
  /** Why the deletion failed, shown in the dialog, which stays open. */
  error: Ref<string | null>
  ask(item: T): void
  /** Deletes the pending item; true when it is gone (deleted now, or by someone else before). */
  confirm(): Promise<boolean>
}

/**
 * A deletion after a confirmation dialog: the dialog stays open with the reason when it fails,
 * and closes when the item is gone. An item someone else deleted meanwhile (404) is no failure of
 * the user's request: the dialog closes and `gone` says why, so the screen can reload its list.
 */
export function useConfirmedDelete<T>(
  remove: (item: T) => Promise<void>,
  on: { deleted(item: T): void; gone(item: T, message: string): void | Promise<void> },
): UseConfirmedDelete<T> {
  const errorText = useApiErrorText()
  const pending = ref(null) as Ref<T | null>
  const busy = ref(false)
  const error = ref<string | null>(null)

  async function confirm(): Promise<boolean> {
    const item = pending.value
    if (item === null) return false
    busy.value = true
    error.value = null
    try {
      await remove(item)
      pending.value = null
      on.deleted(item)
    } catch (err) {
      if (err instanceof ApiFailure && err.status === 404) {
        pending.value = null
        await on.gone(item, errorText(err))
      } else {
        error.value = errorText(err)
      }
    } finally {
      busy.value = false
    }
    return pending.value === null
  }

  return {
    pending,
    busy,
    error,
    ask(item) {
      error.value = null
      pending.value = item
    },
    confirm,
  }
}
