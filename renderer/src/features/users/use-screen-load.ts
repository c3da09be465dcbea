import { onMounted, ref, type Ref } from 'vue'
import { useApiErrorText } from '@/composables/use-api-error'

interface ScreenLoad {
  loading: Ref<boolean>
  error: Ref<string | null>
}

/**
 * Loads a screen's data once it is shown, for `ScreenStatus`: loading until `load` ends, then the
 * API's failure as a sentence, or the sentence `load` returns when what it read is not there.
 */
export function useScreenLoad(load: () => Promise<string | null>): ScreenLoad {
  const errorText = useApiErrorText()
  const loading = ref(true)
  const error = ref<string | null>(null)
  onMounted(async () => {
    try {
      error.value = await load()
    } catch (err) {
      error.value = errorText(err)
    } finally {
      loading.value = false
    }
  })
  return { loading, error }
}
