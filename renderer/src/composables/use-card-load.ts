import { computed, type ComputedRef, onMounted, ref, type Ref } from 'vue'
import { useApiErrorText } from '@/composables/use-api-error'

export interface UseCardLoad<T> {
  data: Ref<T | null>
  /** What ListStatus shows besides the card's content (`v-bind` it): loading, error, emptiness, retry. */
  status: ComputedRef<{ loading: boolean; error: string | null; empty: boolean; onRetry: () => void }>
}

/**
 * One card's data (a home card, the contract monitor's summary), loaded on its own when the card
 * appears: its failure shows in the card, with a retry, and leaves the other cards alone.
 */
export function useCardLoad<T>(load: () => Promise<T>, isEmpty: (data: T) => boolean): UseCardLoad<T> {
  const errorText = useApiErrorText()
  const data = ref(null) as Ref<T | null>
  const loading = ref(true)
  const error = ref<string | null>(null)
  async function reload(): Promise<void> {
    loading.value = true
    error.value = null
    try {
      data.value = await load()
    } catch (err) {
      error.value = errorText(err)
      data.value = null
    } finally {
      loading.value = false
    }
  }
  onMounted(() => void reload())
  const status = computed(() => ({
    loading: loading.value,
    error: error.value,
    empty: data.value === null || isEmpty(data.value),
    onRetry: () => void reload(),
  }))
  return { data, status }
}
