/**
 * The first screen after signing in whose code does not arrive (the web build replaced while the
 * sign-in screen was open, or the connection dropped): the navigation fails and the sign-in screen
 * stays, where the frame's notice (shell/ScreenLoadNotice.vue) cannot be. The app shows in its
 * place that the user is signed in and the screen could not be opened, with the notice's reload.
 * (The signed-in frame's own code missing is the browser test's: sign-in-screen-load.spec.ts.)
 */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import App from '@/App.vue'
import { CallKey } from '@/api/inject'
import { useSessionStore } from '@/features/auth/store'
import { createAppI18n } from '@/i18n'
import { askedScreenFailed, ScreenLoadsKey, watchScreenLoads } from '@/shell/screen-loads'

const Screen = defineComponent({ render: () => h('form', { 'data-testid': 'sign-in' }) })
const missingChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: ./assets/CreditView-old.js'))

let unmount: (() => void) | undefined
afterEach(() => unmount?.())

async function appOnSignIn(signedIn: boolean) {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/sign-in', name: 'sign-in', component: Screen, meta: { public: true } },
      { path: '/credit', name: 'credit', component: missingChunk },
      { path: '/', name: 'home', component: Screen },
    ],
  })
  const events = new EventTarget()
  const pushState = vi.fn()
  const reload = vi.fn()
  const win = Object.assign(events, { history: { pushState }, location: { reload } }) as unknown as Window
  const loads = watchScreenLoads(router, win)
  const pinia = createPinia()
  await router.push('/sign-in?redirect=/credit')
  const w = mount(App, {
    attachTo: document.body,
    global: { plugins: [router, createAppI18n('en'), pinia], provide: { [ScreenLoadsKey as symbol]: loads, [CallKey as symbol]: vi.fn() } },
  })
  unmount = () => w.unmount()
  if (signedIn) {
    const session = useSessionStore(pinia)
    session.token = 't'
    session.user = { username: 'admin', name: 'Anna', lastName: 'Rossi', email: 'a@example.it', groups: ['admin'], registrarCode: 'DEMO-REG' } as never
  }
  await flushPromises()
  return { w, router, win, pushState, reload }
}

describe('a screen that failed to load, as the app tells it', () => {
  it('tells a screen asked for from a part of the screen shown', () => {
    expect(askedScreenFailed('/credit', '/sign-in?redirect=/credit')).toBe(true)
    expect(askedScreenFailed('/sign-in', '/sign-in')).toBe(false)
    expect(askedScreenFailed(null, '/sign-in')).toBe(false)
  })
})

describe('the first screen after signing in, its code missing', () => {
  it('says the user is signed in and the screen was not opened, in the sign-in screen’s place, with a reload that opens it', async () => {
    const { w, router, pushState, reload } = await appOnSignIn(true)
    await router.replace('/credit').catch(() => undefined)
    await flushPromises()
    expect(w.find('[data-testid=sign-in]').exists()).toBe(false)
    const failed = w.get('[data-testid=sign-in-screen-failed]')
    expect(failed.get('[role=alert]').text()).toBe(
      'You are signed in as Anna Rossi, but the screen you asked for could not be opened: the app may have been updated meanwhile, or the connection dropped.',
    )
    const button = w.get('[data-testid=sign-in-screen-reload]')
    expect(button.text()).toBe('Reload the app')
    expect(document.activeElement).toBe(button.element)
    await button.trigger('click')
    expect(pushState).toHaveBeenCalledWith(null, '', expect.stringContaining('/credit'))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('switches its language as the sign-in screen it replaces does', async () => {
    const { w, router } = await appOnSignIn(true)
    await router.replace('/credit').catch(() => undefined)
    await flushPromises()
    w.get('[data-testid=sign-in-screen-failed]')
    await w.get('[data-testid=language-switch]').setValue('it')
    expect(w.get('[data-testid=sign-in-screen-reload]').text()).toBe('Ricarica l’app')
    expect(w.get('[data-testid=sign-in-screen-failed] [role=alert]').text()).toContain('Anna Rossi')
    localStorage.removeItem('registrar-desk.locale')
  })

  it('keeps the sign-in screen for a part of it that did not load (code fetched ahead)', async () => {
    const { w, win } = await appOnSignIn(false)
    win.dispatchEvent(new Event('vite:preloadError'))
    await flushPromises()
    expect(w.find('[data-testid=sign-in]').exists()).toBe(true)
    expect(w.find('[data-testid=sign-in-screen-failed]').exists()).toBe(false)
  })
})
