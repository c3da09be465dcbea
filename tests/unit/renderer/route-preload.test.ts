import { describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import { defineComponent } from 'vue'
import { preloadRoute } from '@/route-preload'

const Screen = defineComponent({ name: 'InvoiceScreen', render: () => null })

function routerWith(load: () => Promise<unknown>) {
  return createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', name: 'home', component: Screen },
      { path: '/invoices/:invoiceId', name: 'invoice', component: load },
    ],
  })
}

describe('preloadRoute', () => {
  it("downloads a lazy screen's code before it is opened, and the screen then opens without another download", async () => {
    // A route's loader is an `import()`, which downloads a chunk once and then answers from memory.
    const download = vi.fn(async () => Screen)
    let chunk: Promise<typeof Screen> | undefined
    const router = routerWith(() => (chunk ??= download()))
    await preloadRoute(router, 'invoice')
    expect(download).toHaveBeenCalledTimes(1)
    await router.push('/invoices/7')
    expect(router.currentRoute.value.matched[0]?.components?.default).toBe(Screen)
    expect(download).toHaveBeenCalledTimes(1)
  })

  it('leaves screens given as components and unknown names alone', async () => {
    const load = vi.fn(async () => Screen)
    const router = routerWith(load)
    await preloadRoute(router, 'home')
    await preloadRoute(router, 'nowhere')
    expect(load).not.toHaveBeenCalled()
  })

  it('passes a failed download on, so that the caller decides', async () => {
    const router = routerWith(() => Promise.reject(new Error('offline')))
    await expect(preloadRoute(router, 'invoice')).rejects.toThrow('offline')
  })
})
