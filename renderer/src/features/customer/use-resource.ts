import { onMounted, type Ref, ref } from 'vue'
import { useCall } from '@/api/inject'
import { useApiErrorText } from '@/composables/use-api-error'
import type { OperationDef, ResultOf } from '@contract/operation'

interface Resource<T> {
  data: Ref<T | null>
  /** The failure as a sentence in the chosen language, for ScreenStatus. */
  error: Ref<string | null>
  loading: Ref<boolean>
  load(): Promise<void>
}

/** One of the registrar's single resources (contract, customer…), read when the section opens. */
export function useResource<O extends OperationDef>(op: O): Resource<ResultOf<O>> {
  const call = useCall()
  const errorText = useApiErrorText()
  const data = ref(null) as Ref<ResultOf<O> | null>
  const error = ref<string | null>(null)
  const loading = ref(true)

  async function load(): Promise<void> {
    loading.value = true
    error.value = null
    try {
      data.value = await call(op)
    } catch (err) {
      error.value = errorText(err)
    } finally {
      loading.value = false
    }
  }
  onMounted(() => void load())
  return { data, error, loading, load }
}
