import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import { invoicesList } from '@contract/invoices'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import ListStatus from '@/components/ListStatus.vue'
import { useListState } from '@/composables/use-list-state'
import { usePagedList } from '@/composables/use-paged-list'
import { createAppI18n } from '@/i18n'

const PAGE = { size: 20, totalElements: 1, totalPages: 1, number: 0 }

/** A list screen reduced to its states: the list's status bound to ListStatus, as the screens do. */
async function screen(call: ReturnType<typeof vi.fn>, url: string) {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/list', component: { render: () => null } }] })
  await router.push(url)
  let api!: { list: ReturnType<typeof useListState>; paged: ReturnType<typeof usePagedList<typeof invoicesList>> }
  const Screen = defineComponent({
    setup() {
      const list = useListState({ invoiceNumber: { kind: 'text' } }, { size: 20, sort: [] })
      const paged = usePagedList(invoicesList, list)
      api = { list, paged }
      return () => h(ListStatus, { ...paged.status.value, messages: 'invoices', filtered: list.filtered.value, onClear: list.clearFilters })
    },
  })
  const w = mount(Screen, { global: { plugins: [router, createAppI18n('en')], provide: { [CallKey as symbol]: call } } })
  await flushPromises()
  return { w, router, api }
}

describe('a paged list’s states', () => {
  it('names a failure, and retry reloads the same page', async () => {
    const call = vi.fn().mockRejectedValueOnce(new ApiFailure(500, 'http_500', '')).mockResolvedValue({ elements: [{ id: 1 }], page: PAGE })
    const { w, api } = await screen(call, '/list?invoiceNumber=7')
    expect(api.paged.status.value).toMatchObject({ loading: false, error: 'The registry failed. Try again later.', empty: true })
    expect(w.get('[data-testid=list-error]').text()).toContain('The registry failed. Try again later.')
    await w.get('[data-testid=list-retry]').trigger('click')
    await flushPromises()
    expect(call).toHaveBeenCalledTimes(2)
    expect(call.mock.calls[1]![1].query).toMatchObject({ invoiceNumber: '7', page: 0 })
    expect(api.paged.status.value).toMatchObject({ error: null, empty: false })
    expect(w.find('[data-testid=list-error]').exists()).toBe(false)
  })

  it('empty under filters: clearing them empties the URL’s filters and reloads', async () => {
    const call = vi.fn().mockResolvedValueOnce({ elements: [], page: { ...PAGE, totalElements: 0 } }).mockResolvedValue({ elements: [{ id: 1 }], page: PAGE })
    const { w, router, api } = await screen(call, '/list?invoiceNumber=7&page=2')
    expect(api.list.filtered.value).toBe(true)
    await w.get('[data-testid=list-empty-clear]').trigger('click')
    await flushPromises()
    expect(router.currentRoute.value.query).toEqual({})
    expect(api.list.filtered.value).toBe(false)
    expect(call.mock.calls.at(-1)![1].query).toEqual({ page: 0, size: 20 })
    expect(w.find('[data-testid=list-empty]').exists()).toBe(false)
  })
})

describe('a paged list’s address past its last page', () => {
  it('shows the last page instead of saying the list is empty', async () => {
    const call = vi.fn(async (_op: unknown, input: { query: { page: number } }) =>
      input.query.page >= 2 ? { elements: [], page: { size: 20, totalElements: 52, totalPages: 2, number: input.query.page } } : pageOf(input.query.page, 2),
    )
    const { w, api } = await screen(call, '/list?page=5')
    await flushPromises()
    expect(call.mock.calls.map((c) => c[1].query.page)).toEqual([5, 1])
    expect(api.list.state.value.page).toBe(1)
    expect(api.paged.rows.value.map((r) => (r as { id: number }).id)).toEqual([11, 12])
    expect(w.find('[data-testid=list-empty]').exists()).toBe(false)
  })
})

/** A page of `size` rows whose ids start after the pages before it. */
const pageOf = (index: number, totalPages: number) => ({
  elements: [{ id: index * 10 + 1 }, { id: index * 10 + 2 }],
  page: { size: 2, totalElements: totalPages * 2, totalPages, number: index },
})
/** Lets the idle task (a timer in the test DOM) and the answers it starts run. */
const idle = async () => {
  await new Promise((r) => setTimeout(r, 0))
  await flushPromises()
}

describe('a paged list’s next page', () => {
  it('is fetched while the current page is read, and shown from there without asking again', async () => {
    const call = vi.fn(async (_op: unknown, input: { query: { page: number } }) => pageOf(input.query.page, 3))
    const { router, api } = await screen(call, '/list')
    await idle()
    expect(call.mock.calls.map((c) => c[1].query.page)).toEqual([0, 1])
    await api.list.setPage(1)
    await flushPromises()
    expect(api.paged.rows.value.map((r) => (r as { id: number }).id)).toEqual([11, 12])
    expect(router.currentRoute.value.query).toEqual({ page: '1' })
    await idle()
    // Page 1 came from the page fetched ahead; page 2 is the one fetched ahead now.
    expect(call.mock.calls.map((c) => c[1].query.page)).toEqual([0, 1, 2])
  })

  it('is not fetched from the last page', async () => {
    const call = vi.fn(async (_op: unknown, input: { query: { page: number } }) => pageOf(input.query.page, 1))
    await screen(call, '/list')
    await idle()
    expect(call).toHaveBeenCalledTimes(1)
  })

  it('is asked for again when fetching it ahead failed', async () => {
    const call = vi
      .fn()
      .mockResolvedValueOnce(pageOf(0, 3))
      .mockRejectedValueOnce(new ApiFailure(500, 'http_500', ''))
      .mockResolvedValue(pageOf(1, 3))
    const { api } = await screen(call, '/list')
    await idle()
    await api.list.setPage(1)
    await idle()
    expect(api.paged.status.value).toMatchObject({ error: null, empty: false })
    // Page 1 asked again after its early fetch failed; then page 2 is fetched ahead, once idle
    // (scheduled only when page 1 has come: a busy machine may run that idle turn later still).
    await vi.waitFor(() => expect(call.mock.calls.map((c) => c[1].query.page)).toEqual([0, 1, 1, 2]))
  })

  it('is not what retry shows: retry asks the registry', async () => {
    const call = vi.fn(async (_op: unknown, input: { query: { page: number } }) => pageOf(input.query.page, 3))
    const { api } = await screen(call, '/list')
    await idle()
    await api.paged.reload()
    await idle()
    // Retry asks for page 0 itself; then page 1 is fetched ahead again, for the page retry showed.
    expect(call.mock.calls.map((c) => c[1].query.page)).toEqual([0, 1, 0, 1])
  })
})

describe('a paged list’s words for screen readers', () => {
  const said = (api: Awaited<ReturnType<typeof screen>>['api']) => api.paged.status.value.announcement

  it('are none for the screen’s first load, which its heading introduces', async () => {
    const call = vi.fn(async (_op: unknown, input: { query: { page: number } }) => pageOf(input.query.page, 3))
    const { api } = await screen(call, '/list')
    expect(api.paged.rows.value).toHaveLength(2)
    expect(said(api)).toBeNull()
  })

  it('say the page, the pages and the total after a page change, none while it loads', async () => {
    // Page 1 comes when the test says so, whether fetched ahead or asked for.
    let answer!: (page: unknown) => void
    const second = new Promise((r) => (answer = r))
    const call = vi.fn(async (_op: unknown, input: { query: { page: number } }) => (input.query.page === 1 ? second : pageOf(input.query.page, 3)))
    const { w, api } = await screen(call, '/list')
    void api.list.setPage(1)
    await flushPromises()
    expect(api.paged.status.value.loading).toBe(true)
    expect(said(api)).toBeNull()
    answer(pageOf(1, 3))
    await flushPromises()
    expect(said(api)).toEqual({ page: 1, pages: 3, total: 6 })
    // Bound to ListStatus as the screens do: said in its polite region, in the list's own words.
    expect(w.get('[data-testid=list-status]').text()).toBe('Page 2 of 3, 6 invoices')
  })

  it('say the sort when a load changed it, and not again on the next page', async () => {
    const call = vi.fn(async (_op: unknown, input: { query: { page: number } }) => pageOf(input.query.page, 3))
    const { api } = await screen(call, '/list')
    await api.list.sortBy('invoiceDate')
    await flushPromises()
    expect(said(api)).toEqual({ page: 0, pages: 3, total: 6, sort: { field: 'invoiceDate', descending: false } })
    await api.list.sortBy('invoiceDate')
    await flushPromises()
    expect(said(api)?.sort).toEqual({ field: 'invoiceDate', descending: true })
    void api.list.setPage(1)
    await flushPromises()
    expect(said(api)).toEqual({ page: 1, pages: 3, total: 6 })
  })

  it('are said again after Try again, whose load is not the first', async () => {
    const call = vi.fn().mockRejectedValueOnce(new ApiFailure(500, 'http_500', '')).mockResolvedValue(pageOf(0, 1))
    const { api } = await screen(call, '/list')
    expect(said(api)).toBeNull()
    await api.paged.reload()
    expect(said(api)).toEqual({ page: 0, pages: 1, total: 2 })
  })
})
