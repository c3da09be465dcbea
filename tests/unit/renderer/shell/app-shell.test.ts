import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import AppShell from '@/shell/AppShell.vue'
import { createAppI18n } from '@/i18n'
import { featureRoutes } from '@/router'

async function shell(props: Record<string, unknown>) {
  const router = createRouter({ history: createMemoryHistory(), routes: featureRoutes })
  await router.push('/')
  const user = { name: 'Anna', lastName: 'Rossi', registrarCode: 'DEMO-REG' }
  return mount(AppShell, {
    props: { user, live: false, can: () => true, darwinAvailable: true, ...props },
    slots: { banner: '<p data-testid="banner">offline</p>' },
    // The screen itself is not the shell's: the router's view is left out.
    global: { plugins: [router, createAppI18n('en')], stubs: { RouterView: true } },
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

  it('leaves signing out to its parent', async () => {
    const w = await shell({})
    expect(w.get('[data-testid=mode-badge]').classes()).not.toContain('badge--live')
    await w.get('[data-testid=sign-out]').trigger('click')
    expect(w.emitted('signOut')).toHaveLength(1)
  })
})
