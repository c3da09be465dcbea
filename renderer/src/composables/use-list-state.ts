import { computed, type ComputedRef } from 'vue'
import { useRoute, useRouter } from 'vue-router'
import {
  type FilterValues,
  type ListDefaults,
  type ListSpec,
  type ListState,
  keepUnchanged,
  readListState,
  toApiQuery,
  toggleSort,
  writeListState,
} from './list-state'

export interface UseListState {
  state: ComputedRef<ListState>
  apiQuery: ComputedRef<Record<string, string | string[] | number>>
  /** Some filter is applied. */
  filtered: ComputedRef<boolean>
  /** Replaces the filters; back to the first page. */
  setFilters(filters: FilterValues): Promise<void>
  /** Every filter off; back to the first page. */
  clearFilters(): Promise<void>
  setPage(page: number): Promise<void>
  setSize(size: number): Promise<void>
  sortBy(field: string): Promise<void>
}

/** A list's filters, page and sort, kept in the URL: back, forward and reload keep them. */
export function useListState(spec: ListSpec, defaults: ListDefaults): UseListState {
  const route = useRoute()
  const router = useRouter()
  const state = computed<ListState>((previous) => keepUnchanged(previous, readListState(route.query, spec, defaults)))
  const go = (next: ListState) => router.push({ query: writeListState(next, defaults) }).then(() => undefined)
  return {
    state,
    apiQuery: computed(() => toApiQuery(spec, state.value)),
    filtered: computed(() => Object.keys(state.value.filters).length > 0),
    setFilters: (filters) => go({ ...state.value, filters, page: 0 }),
    clearFilters: () => go({ ...state.value, filters: {}, page: 0 }),
    setPage: (page) => go({ ...state.value, page }),
    setSize: (size) => go({ ...state.value, size, page: 0 }),
    sortBy: (field) => go({ ...state.value, sort: toggleSort(state.value.sort, field), page: 0 }),
  }
}
