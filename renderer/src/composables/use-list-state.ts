import { computed, type ComputedRef, onScopeDispose, shallowRef, watch } from 'vue'
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
import { whenIdle } from './when-idle'

export interface UseListState {
  state: ComputedRef<ListState>
  apiQuery: ComputedRef<Record<string, string | string[] | number>>
  /** Some filter is applied. */
  filtered: ComputedRef<boolean>
  /** Replaces the filters; back to the first page. */
  setFilters(filters: FilterValues): Promise<void>
  /** Every filter off; back to the first page. */
  clearFilters(): Promise<void>
  /** Shows another page at once; the URL follows when the page is idle (below). Settles once it has. */
  setPage(page: number): Promise<void>
  setSize(size: number): Promise<void>
  sortBy(field: string): Promise<void>
}

export interface ListStateDeps {
  /** Runs a task once the page is idle (when-idle.ts); answers its cancel. */
  readonly later: (task: () => void, timeoutMs: number) => () => void
}

/** How long the URL may lag a page change at most. */
const URL_LAG_MS = 200

/**
 * A list's filters, page and sort, kept in the URL: back, forward and reload keep them.
 *
 * A page change is shown before the URL says so: the next page is usually fetched ahead
 * (use-paged-list.ts) and drawn at once, while writing the URL (vue-router writes the history
 * twice, and the browser records each as a navigation) cost about as much again, on the same
 * core, before the new rows could be painted (`npm run bench`'s screens). So the state leads, and
 * the URL is written once the page is idle, within URL_LAG_MS. A navigation meanwhile (back,
 * another screen) wins: the page change is then not written. Filters, size and sort fetch their
 * first page anyway, so their URL is written at once, which their own wait hides.
 */
export function useListState(spec: ListSpec, defaults: ListDefaults, deps: ListStateDeps = { later: whenIdle }): UseListState {
  const route = useRoute()
  const router = useRouter()
  const fromUrl = computed<ListState>((previous) => keepUnchanged(previous, readListState(route.query, spec, defaults)))
  /** A page change shown and not yet in the URL. */
  const leading = shallowRef<ListState>()
  const state = computed<ListState>((previous) => keepUnchanged(previous, leading.value ?? fromUrl.value))
  let cancelWrite: (() => void) | undefined
  let settleWrite: (() => void) | undefined
  let writing = false

  /** Ends a pending page change: its URL written, or given up for a navigation that came first. */
  function settle(): void {
    cancelWrite?.()
    cancelWrite = undefined
    leading.value = undefined
    const settled = settleWrite
    settleWrite = undefined
    settled?.()
  }
  // Any URL change but our own (back, forward, a link) replaces a page change not yet written.
  watch(() => route.query, () => writing || settle(), { flush: 'sync' })
  onScopeDispose(settle)

  const push = (next: ListState) => router.push({ query: writeListState(next, defaults) }).then(() => undefined)
  const go = (next: ListState) => {
    settle()
    return push(next)
  }
  function goLater(next: ListState): Promise<void> {
    settle()
    leading.value = next
    return new Promise<void>((resolve) => {
      settleWrite = resolve
      cancelWrite = deps.later(() => {
        cancelWrite = undefined
        writing = true
        void push(next)
          .catch(() => undefined)
          .finally(() => {
            writing = false
            if (leading.value === next) settle()
          })
      }, URL_LAG_MS)
    })
  }

  return {
    state,
    apiQuery: computed(() => toApiQuery(spec, state.value)),
    filtered: computed(() => Object.keys(state.value.filters).length > 0),
    setFilters: (filters) => go({ ...state.value, filters, page: 0 }),
    clearFilters: () => go({ ...state.value, filters: {}, page: 0 }),
    setPage: (page) => goLater({ ...state.value, page }),
    setSize: (size) => go({ ...state.value, size, page: 0 }),
    sortBy: (field) => go({ ...state.value, sort: toggleSort(state.value.sort, field), page: 0 }),
  }
}
