import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import { type ListStateDeps, useListState, type UseListState } from '@/composables/use-list-state'

/** The idle task, run when the test says so. */
function idleTasks() {
  let task: (() => void) | undefined
  const deps: ListStateDeps = {
    later: (t) => {
      task = t
      return () => {
        if (task === t) task = undefined
      }
    },
  }
  return { deps, pending: () => task !== undefined, run: () => task?.() }
}

async function listScreen(url: string, deps: ListStateDeps) {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/list', component: { render: () => null } },
      { path: '/other', component: { render: () => null } },
    ],
  })
  await router.push(url)
  let list!: UseListState
  const Screen = defineComponent({
    setup() {
      list = useListState({ invoiceNumber: { kind: 'text' } }, { size: 20, sort: [] }, deps)
      return () => h('p', String(list.state.value.page))
    },
  })
  const w = mount(Screen, { global: { plugins: [router] } })
  return { w, router, list: () => list }
}

describe('a list’s page change', () => {
  it('is shown at once, and written in the URL once the page is idle; its promise settles then', async () => {
    const idle = idleTasks()
    const { router, list } = await listScreen('/list?invoiceNumber=7', idle.deps)
    let settled = false
    const change = list().setPage(1).then(() => (settled = true))
    expect(list().state.value.page).toBe(1)
    expect(list().apiQuery.value).toMatchObject({ invoiceNumber: '7', page: 1 })
    await flushPromises()
    expect(router.currentRoute.value.query).toEqual({ invoiceNumber: '7' })
    expect(settled).toBe(false)
    idle.run()
    await change
    expect(router.currentRoute.value.query).toEqual({ invoiceNumber: '7', page: '1' })
    expect(list().state.value.page).toBe(1)
    // Back goes to the page before.
    router.back()
    await flushPromises()
    await new Promise((r) => setTimeout(r, 0))
    expect(list().state.value.page).toBe(0)
  })

  it('two changes before the URL is written: the URL gets the last', async () => {
    const idle = idleTasks()
    const { router, list } = await listScreen('/list', idle.deps)
    const first = list().setPage(1)
    const second = list().setPage(list().state.value.page + 1)
    expect(list().state.value.page).toBe(2)
    await first
    idle.run()
    await second
    expect(router.currentRoute.value.query).toEqual({ page: '2' })
  })

  it('a navigation before the URL is written wins: the change is given up and the list follows the URL', async () => {
    const idle = idleTasks()
    const { router, list } = await listScreen('/list?page=3', idle.deps)
    const change = list().setPage(4)
    expect(list().state.value.page).toBe(4)
    await router.push('/list?page=1')
    await change
    expect(idle.pending()).toBe(false)
    expect(list().state.value.page).toBe(1)
    expect(router.currentRoute.value.query).toEqual({ page: '1' })
  })

  it('a screen closed before the URL is written writes nothing', async () => {
    const idle = idleTasks()
    const { w, router, list } = await listScreen('/list', idle.deps)
    const change = list().setPage(1)
    w.unmount()
    await change
    expect(idle.pending()).toBe(false)
    expect(router.currentRoute.value.query).toEqual({})
  })

  it('filters are written in the URL at once (their first page is fetched anyway), and end a page change not yet written', async () => {
    const idle = idleTasks()
    const { router, list } = await listScreen('/list?page=2', idle.deps)
    void list().setPage(3)
    await list().setFilters({ invoiceNumber: '9' })
    expect(idle.pending()).toBe(false)
    expect(router.currentRoute.value.query).toEqual({ invoiceNumber: '9' })
    expect(list().state.value).toMatchObject({ page: 0, filters: { invoiceNumber: '9' } })
  })
})
