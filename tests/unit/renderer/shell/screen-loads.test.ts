/**
 * A screen whose code does not arrive (the web build replaced while the tab was open, or the
 * connection dropped): the click on its link used to leave the old screen without a word. The
 * shell now says so and offers a reload that opens the screen asked for.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent } from 'vue'
import { createMemoryHistory, createRouter, type RouteRecordRaw } from 'vue-router'
import AppShell from '@/shell/AppShell.vue'
import { ScreenLoadsKey, watchScreenLoads } from '@/shell/screen-loads'
import { createAppI18n } from '@/i18n'
import { featureRoutes } from '@/router'

const Screen = defineComponent({ render: () => null })
/** What a browser answers to an import of a chunk that is not there any more. */
const missingChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: ./assets/InvoicesView-old.js'))

// Every screen opens (an empty one), but the invoices' code is gone.
const routes = featureRoutes.map((r) => ({ ...r, component: r.name === 'invoices' ? missingChunk : Screen }) as RouteRecordRaw)

/** The window's parts the watch uses: its events, the history and the reload. */
function fakeWindow() {
  const events = new EventTarget()
  const pushState = vi.fn()
  const reload = vi.fn()
  const win = Object.assign(events, { history: { pushState }, location: { reload } }) as unknown as Window
  return { win, pushState, reload }
}

let unmount: (() => void) | undefined
afterEach(() => unmount?.())

async function shellAt(path: string, lang: 'it' | 'en' = 'en') {
  const router = createRouter({ history: createMemoryHistory(), routes })
  const { win, pushState, reload } = fakeWindow()
  const loads = watchScreenLoads(router, win)
  await router.push(path)
  const user = { name: 'Anna', lastName: 'Rossi', registrarCode: 'DEMO-REG' }
  const w = mount(AppShell, {
    props: { user, live: false, can: () => true, darwinAvailable: true },
    global: { plugins: [router, createAppI18n(lang)], provide: { [ScreenLoadsKey as symbol]: loads } },
  })
  unmount = () => w.unmount()
  return { w, router, win, pushState, reload }
}

describe('a screen whose code does not load', () => {
  it.each([
    ['en', 'The screen you asked for could not be opened: the app may have been updated meanwhile', 'Reload the app'],
    ['it', 'La schermata richiesta non si è potuta aprire: l’app potrebbe essere stata aggiornata nel frattempo', 'Ricarica l’app'],
  ] as const)('is said in %s when its link is followed, with a reload, the old screen staying', async (lang, text, button) => {
    const { w, router } = await shellAt('/payments', lang)
    expect(w.find('[data-testid=screen-load-failed]').exists()).toBe(false)
    await w.get('[data-testid=nav-invoices]').trigger('click')
    await flushPromises()
    expect(router.currentRoute.value.fullPath).toBe('/payments')
    expect(w.get('[data-testid=screen-load-failed]').text()).toContain(text)
    expect(w.get('[data-testid=screen-load-reload]').text()).toBe(button)
    // Inside a live region that was there before it: screen readers announce it.
    expect(w.get('[data-testid=screen-load-region]').attributes('aria-live')).toBe('assertive')
  })

  it('reloads the app on the screen asked for, as a new entry of the history (Back leads to the screen shown)', async () => {
    const { w, router, pushState, reload } = await shellAt('/payments')
    await router.push('/invoices?page=2').catch(() => undefined)
    await flushPromises()
    await w.get('[data-testid=screen-load-reload]').trigger('click')
    expect(pushState).toHaveBeenCalledWith(null, '', router.resolve('/invoices?page=2').href)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('goes away once another screen opens', async () => {
    const { w, router } = await shellAt('/payments')
    await router.push('/invoices').catch(() => undefined)
    await flushPromises()
    expect(w.find('[data-testid=screen-load-failed]').exists()).toBe(true)
    await router.push('/credit')
    await flushPromises()
    expect(w.find('[data-testid=screen-load-failed]').exists()).toBe(false)
  })
})

describe('a part of the app that does not load (Vite’s `vite:preloadError`)', () => {
  it('is said too, and the reload opens the screen shown again, without a new entry of the history', async () => {
    const { w, win, pushState, reload } = await shellAt('/credit')
    win.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    await flushPromises()
    expect(w.get('[data-testid=screen-load-failed]').text()).toContain('Part of the app could not be loaded')
    await w.get('[data-testid=screen-load-reload]').trigger('click')
    expect(pushState).not.toHaveBeenCalled()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('on the way to a screen, gives way to the screen asked for', async () => {
    const { w, win, router } = await shellAt('/credit')
    // Vite's event comes first, then the router's error for the same chunk.
    win.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    await router.push('/invoices').catch(() => undefined)
    await flushPromises()
    expect(w.get('[data-testid=screen-load-failed]').text()).toContain('The screen you asked for could not be opened')
  })
})
