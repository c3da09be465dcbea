import { computed, type ComputedRef, onScopeDispose, type Ref, ref, type ShallowRef, shallowRef, watch } from 'vue'
import type { OperationDef, QueryOf, ResultOf } from '@contract/operation'
import { useCall } from '@/api/inject'
import { type ListAnnouncement, parseSort } from './list-announcement'
import { createPageAhead } from './page-ahead'
import { useApiErrorText } from './use-api-error'
import type { UseListState } from './use-list-state'
import { whenIdle } from './when-idle'

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
type ApiQuery = Record<string, unknown>

export interface UsePagedList<T> {
  /** The page's rows as the registry sent them: replaced as a whole, never changed in place. */
  rows: ShallowRef<readonly T[]>
  page: ShallowRef<PageInfo | null>
  loading: Ref<boolean>
  error: Ref<string | null>
  /** Loads the current page from the registry again (never from a page fetched ahead). */
  reload(): Promise<void>
  /**
   * What ListStatus shows besides the rows (`v-bind` it): loading, the error, emptiness, retry,
   * and what to tell screen readers once a load is done.
   */
  status: ComputedRef<ListStatusBinding>
}

export interface PagedListOptions {
  /**
   * Fetch the next page while the user reads this one, so that "next page" shows at once (default
   * true). Off for a list that shows one page only and has no pager.
   */
  readonly fetchNextAhead?: boolean
}

interface ListStatusBinding {
  loading: boolean
  error: string | null
  empty: boolean
  onRetry: () => void
  announcement: ListAnnouncement | null
}

/** How long a page fetched ahead may still be shown as the next page. */
const AHEAD_MAX_AGE_MS = 30_000

/** The query of the page after `query`'s, when `shown` says there is one. */
function nextPageQuery(query: ApiQuery, shown: PageInfo): ApiQuery | undefined {
  const index = query.page
  if (typeof index !== 'number' || index + 1 >= shown.totalPages) return undefined
  // The same keys in the same order as the list's own query for that page, so that the keys match.
  return { ...query, page: index + 1 }
}

/**
 * Loads the page the URL asks for, again whenever the URL changes; an older answer arriving late
 * never replaces a newer one.
 */
export function usePagedList<O extends OperationDef>(op: O, list: UseListState, options: PagedListOptions = {}): UsePagedList<ElementOf<ResultOf<O>>> {
  type Row = ElementOf<ResultOf<O>>
  const call = useCall()
  const errorText = useApiErrorText()
  // Shallow: a page is shown as the registry sent it, and making every row and field reactive
  // would cost a page change more than drawing it (`npm run bench`'s screens).
  const rows = shallowRef<readonly Row[]>([])
  const page = shallowRef<PageInfo | null>(null)
  const loading = ref(false)
  const error = ref<string | null>(null)
  const ahead = createPageAhead<Paged<Row>>({ maxAgeMs: AHEAD_MAX_AGE_MS, now: () => performance.now() })
  let controller: AbortController | null = null
  let cancelAhead: (() => void) | undefined
  // Said after every load but the screen's first, which the screen's heading already introduces.
  // Cleared when a load starts, so that the same words said again (a reload) are a change too.
  const announcement = shallowRef<ListAnnouncement | null>(null)
  let loads = 0
  /** The sort of the page shown, to say the sort only when a load changed it. */
  let shownSort: string | undefined

  const load = (query: ApiQuery, signal: AbortSignal) =>
    call(op, { query: query as Partial<QueryOf<O>>, signal }) as unknown as Promise<Paged<Row>>

  function fetchNextAhead(query: ApiQuery, shown: PageInfo): void {
    if (options.fetchNextAhead === false) return
    const next = nextPageQuery(query, shown)
    if (!next) return
    cancelAhead = whenIdle(() => ahead.fetch(JSON.stringify(next), (signal) => load(next, signal)))
  }

  async function show(fromAhead: boolean): Promise<void> {
    controller?.abort()
    cancelAhead?.()
    const mine = new AbortController()
    controller = mine
    const query = list.apiQuery.value
    const key = JSON.stringify(query)
    const fetched = fromAhead ? ahead.take(key) : (ahead.drop(), undefined)
    const silent = loads++ === 0
    loading.value = true
    error.value = null
    announcement.value = null
    let movedToLastPage = false
    try {
      const result = fetched ? await fetched.catch(() => load(query, mine.signal)) : await load(query, mine.signal)
      if (controller !== mine) return
      // An address past the last page (a bookmark, a list shorter since): its last page, rather
      // than an empty list that says there is nothing yet. Loading meanwhile, never "none".
      const index = result.page.number ?? result.page.page ?? 0
      if (result.elements.length === 0 && result.page.totalPages > 0 && index >= result.page.totalPages) {
        movedToLastPage = true
        void list.setPage(result.page.totalPages - 1)
        return
      }
      rows.value = result.elements
      page.value = result.page
      const said = announce(query, result.page)
      announcement.value = silent ? null : said
      fetchNextAhead(query, result.page)
    } catch (err) {
      if (controller !== mine) return
      error.value = errorText(err)
      rows.value = []
      page.value = null
    } finally {
      if (controller === mine && !movedToLastPage) loading.value = false
    }
  }

  function announce(query: ApiQuery, shown: PageInfo): ListAnnouncement {
    const sort = Array.isArray(query.sort) ? query.sort.map(String) : []
    const sortKey = sort.join('|')
    const sortChanged = shownSort !== undefined && shownSort !== sortKey
    shownSort = sortKey
    const index = shown.number ?? shown.page ?? 0
    const changed = sortChanged ? parseSort(sort) : undefined
    return { page: index, pages: shown.totalPages, total: shown.totalElements, ...(changed ? { sort: changed } : {}) }
  }

  const reload = () => show(false)
  watch(() => JSON.stringify(list.apiQuery.value), () => void show(true), { immediate: true })
  onScopeDispose(() => {
    controller?.abort()
    cancelAhead?.()
    ahead.drop()
  })
  const status = computed(() => ({
    loading: loading.value,
    error: error.value,
    empty: rows.value.length === 0,
    onRetry: () => void reload(),
    announcement: announcement.value,
  }))
  return { rows, page, loading, error, reload, status }
}
