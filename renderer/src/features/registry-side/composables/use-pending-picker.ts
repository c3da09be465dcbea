import { computed, type ComputedRef, type Ref, ref } from 'vue'
import { useApiErrorText } from '@/composables/use-api-error'

export interface PendingPicker<T, K> {
  items: Ref<T[]>
  chosenId: Ref<K | null>
  chosen: ComputedRef<T | null>
  loaded: Ref<boolean>
  loadError: Ref<string | null>
  /** Reads the list again; `prefer` is chosen when it is still listed, else the choice stays or goes to the first. */
  load(prefer?: K): Promise<void>
}

/**
 * A section's list of objects waiting for the registry (bank transfers, card transactions, darwin
 * requests), read from the API, with the one chosen in its picker.
 */
export function usePendingPicker<T, K>(read: () => Promise<T[]>, idOf: (item: T) => K): PendingPicker<T, K> {
  const errorText = useApiErrorText()
  const items = ref<T[]>([]) as Ref<T[]>
  const chosenId = ref<K | null>(null) as Ref<K | null>
  const loaded = ref(false)
  const loadError = ref<string | null>(null)
  const chosen = computed(() => items.value.find((i) => idOf(i) === chosenId.value) ?? null)

  async function load(prefer?: K): Promise<void> {
    try {
      items.value = await read()
      if (prefer !== undefined) chosenId.value = prefer
      if (!items.value.some((i) => idOf(i) === chosenId.value)) chosenId.value = items.value[0] ? idOf(items.value[0]) : null
      loadError.value = null
    } catch (err) {
      loadError.value = errorText(err)
    } finally {
      loaded.value = true
    }
  }
  return { items, chosenId, chosen, loaded, loadError, load }
}
