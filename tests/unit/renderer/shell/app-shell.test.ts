import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import AppShell from '@/shell/AppShell.vue'
import { createAppI18n } from '@/i18n'
import { featureRoutes } from '@/router'

async function shell(props: Record<string, unknown>, attachTo?: HTMLElement) {
  const router = createRouter({ history: createMemoryHistory(), routes: featureRoutes })
  await router.push('/')
  const user = { name: 'Anna', lastName: 'Rossi', registrarCode: 'DEMO-REG' }
  return mount(AppShell, {
    props: { user, live: false, can: () => true, darwinAvailable: true, ...props },
    slots: { banner: '<p data-testid="banner">offline</p>' },
    // The screen itself is not the shell's: the router's view is left out.
    global: { plugins: [router, createAppI18n('en')], stubs: { RouterView: true } },
    ...(attachTo ? { attachTo } : {}),
  })
}

describe('the shell', () => {
  it('shows who is signed in, the registry it talks to, and the banner it is given', async () => {
    const w = await shell({ live: true, platform: 'test', upstream: 'https://test.registry.example' })
    expect(w.get('[data-testid=signed-in-user]').text()).toContain('Anna Rossi')
    expect(w.get('[data-testid=signed-in-user]').text()).toContain('DEMO-REG')
    expect(w.get('[data-testid=mode-badge]').attributes('title')).toBe('https://test.registry.example')
    expect(w.get('[data-testid=mode-badge]').classes()).toContain('badge--live')
    expect(w.get('[data-testid=banner]').text()).toBe('offline')
  })

  it('skips to the content by moving the focus there, without following `#content` as an address', async () => {
    const w = await shell({}, document.body)
    const link = w.get('[data-testid=skip-link]')
    expect(link.text()).toBe('Skip to content')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.element.dispatchEvent(click)
    // The app routes by the hash: followed, the link opened Home instead of the screen's content.
    expect(click.defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(w.get('main#content').element)
    expect(w.get('main#content').attributes('tabindex')).toBe('-1')
    w.unmount()
  })

  it('leaves signing out to its parent', async () => {
    const w = await shell({})
    expect(w.get('[data-testid=mode-badge]').classes()).not.toContain('badge--live')
    await w.get('[data-testid=sign-out]').trigger('click')
    expect(w.emitted('signOut')).toHaveLength(1)
  })
})
