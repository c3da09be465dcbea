import { ref, type Ref, watch, type WatchSource } from 'vue'
import { useApiErrorText } from '@/composables/use-api-error'

export interface StatisticsLoad<T> {
  data: Ref<T | null>
  loading: Ref<boolean>
  error: Ref<string | null>
  reload(): Promise<void>
}

// A refusal naming a parameter says which, by the label of the field that holds it.
const FIELD_LABELS = { period: 'statistics.period', from: 'statistics.from', to: 'statistics.to', date: 'statistics.to' }

/**
 * One section's figures: loaded now and each time `source` changes (the filters applied, the map's
 * level). Only the latest answer is kept: an older request that ends later is dropped.
 */
export function useStatisticsLoad<T>(source: WatchSource<unknown>, load: () => Promise<T>): StatisticsLoad<T> {
  const errorText = useApiErrorText(FIELD_LABELS)
  const data = ref<T | null>(null) as Ref<T | null>
  const loading = ref(true)
  const error = ref<string | null>(null)
  let latest = 0

  async function reload(): Promise<void> {
    const mine = ++latest
    loading.value = true
    error.value = null
    try {
      const answer = await load()
      if (mine === latest) data.value = answer
    } catch (err) {
      if (mine === latest) error.value = errorText(err)
    } finally {
      if (mine === latest) loading.value = false
    }
  }
  watch(source, () => void reload(), { immediate: true })
  return { data, loading, error, reload }
}
