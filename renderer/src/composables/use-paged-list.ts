import { computed, type ComputedRef, ref, type Ref, watch } from 'vue'
import type { OperationDef, QueryOf, ResultOf } from '@contract/operation'
import { useCall } from '@/api/inject'
import { useApiErrorText } from './use-api-error'
import type { UseListState } from './use-list-state'

/** What every page envelope has; payments and invoices name the index `number`, others `page`. */
export interface PageInfo {
  size: number
  totalElements: number
  totalPages: number
  number?: number
  page?: number
}

type Paged<T> = { elements: T[]; page: PageInfo }
type ElementOf<R> = R extends { elements: Array<infer T> } ? T : never

export interface UsePagedList<T> {
  rows: Ref<T[]>
  page: Ref<PageInfo | null>
  loading: Ref<boolean>
  error: Ref<string | null>
  reload(): Promise<void>
  /** What ListStatus shows besides the rows (`v-bind` it): loading, the error, emptiness, and retry. */
  status: ComputedRef<ListStatusBinding>
}

interface ListStatusBinding {
  loading: boolean
  error: string | null
  empty: boolean
  onRetry: () => void
}

/**
 * Loads the page the URL asks for, again whenever the URL changes; an older answer arriving late
 * never replaces a newer one.
 */
export function usePagedList<O extends OperationDef>(op: O, list: UseListState): UsePagedList<ElementOf<ResultOf<O>>> {
  const call = useCall()
  const errorText = useApiErrorText()
  const rows = ref([]) as Ref<ElementOf<ResultOf<O>>[]>
  const page = ref<PageInfo | null>(null)
  const loading = ref(false)
  const error = ref<string | null>(null)
  let controller: AbortController | null = null

  async function reload(): Promise<void> {
    controller?.abort()
    const mine = new AbortController()
    controller = mine
    loading.value = true
    error.value = null
    try {
      const result = (await call(op, { query: list.apiQuery.value as Partial<QueryOf<O>>, signal: mine.signal })) as unknown as Paged<
        ElementOf<ResultOf<O>>
      >
      if (controller !== mine) return
      rows.value = result.elements
      page.value = result.page
    } catch (err) {
      if (controller !== mine) return
      error.value = errorText(err)
      rows.value = []
      page.value = null
    } finally {
      if (controller === mine) loading.value = false
    }
  }

  watch(() => JSON.stringify(list.apiQuery.value), () => void reload(), { immediate: true })
  const status = computed(() => ({ loading: loading.value, error: error.value, empty: rows.value.length === 0, onRetry: () => void reload() }))
  return { rows, page, loading, error, reload, status }
}
