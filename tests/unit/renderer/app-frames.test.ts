import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { h } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import App from '@/App.vue'
import { createAppI18n } from '@/i18n'

// The signed-in frame, replaced by one that counts how often it is set up: its setup starts the
// alerts' checks and decides what happens to the pdf.js thread started on the sign-in screen.
const frames = vi.hoisted(() => ({ setUp: 0 }))
vi.mock('@/SignedInFrame.vue', () => ({
  __esModule: true,
  default: {
    setup() {
      frames.setUp++
      return () => h('div', { 'data-testid': 'signed-in-frame' })
    },
  },
}))

const SignIn = { render: () => h('form', { 'data-testid': 'sign-in' }) }
const Home = { render: () => h('p', 'home') }

/** The app on a router whose first navigation waits until `settle` is called, as main.ts's does for the features' messages. */
function appOnSlowFirstNavigation() {
  // The address the app starts on: installing the router navigates there (main.ts's app.use).
  const history = createMemoryHistory()
  history.replace('/sign-in')
  const router = createRouter({
    history,
    routes: [
      { path: '/sign-in', name: 'sign-in', component: SignIn, meta: { public: true } },
      { path: '/', name: 'home', component: Home },
    ],
  })
  let settle = () => {}
  const firstNavigation = new Promise<void>((resolve) => (settle = resolve))
  router.beforeEach(() => firstNavigation.then(() => true))
  const wrapper = mount(App, { global: { plugins: [router, createAppI18n('en')] }, attachTo: document.body })
  return { router, wrapper, settle }
}

describe('the app’s frames', () => {
  it('sets up no signed-in frame on the way to the sign-in screen, while the first route is not yet known', async () => {
    frames.setUp = 0
    const { wrapper, settle, router } = appOnSlowFirstNavigation()
    await flushPromises()
    expect(wrapper.find('[data-testid=signed-in-frame]').exists()).toBe(false)
    settle()
    await router.isReady()
    await flushPromises()
    expect(wrapper.find('[data-testid=sign-in]').exists()).toBe(true)
    expect(frames.setUp).toBe(0)
    wrapper.unmount()
  })

  it('shows a signed-in screen in the signed-in frame once the route is known', async () => {
    frames.setUp = 0
    const { wrapper, settle, router } = appOnSlowFirstNavigation()
    settle()
    await router.isReady()
    await router.push('/')
    await flushPromises()
    expect(wrapper.find('[data-testid=signed-in-frame]').exists()).toBe(true)
    expect(frames.setUp).toBe(1)
    wrapper.unmount()
  })
})
