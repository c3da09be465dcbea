import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import { CallKey } from '@/api/inject'
import AppNav from '@/shell/AppNav.vue'
import { saveSession } from '@/features/auth/session-storage'
import { useGatewayStore } from '@/features/gateway/store'
import { createAppI18n } from '@/i18n'
import { featureRoutes } from '@/router'

async function navFor(groups: string[], platform: 'sandbox' | 'test' = 'sandbox') {
  saveSession(sessionStorage, {
    token: 't',
    expiresAt: Date.now() + 3_600_000,
    user: {
      id: 1, username: 'u', name: 'U', lastName: 'T', email: 'u@example.it', groups, registrarId: 1, registrarCode: 'DEMO-REG',
      created: '2026-01-01T00:00:00+01:00', lastupdate: '2026-01-01T00:00:00+01:00', lastPasswordChange: '2026-01-01T00:00:00+01:00',
    },
  })
  const pinia = createPinia()
  setActivePinia(pinia)
  const router = createRouter({ history: createMemoryHistory(), routes: featureRoutes })
  await router.push('/')
  const w = mount(AppNav, { global: { plugins: [pinia, router, createAppI18n('en')], provide: { [CallKey as symbol]: async () => undefined } } })
  useGatewayStore().status = platform === 'test' ? { mode: 'live', platform: 'test', online: true, registryTime: '2026-11-20T10:15:00+01:00' } : { mode: 'sandbox', platform: 'sandbox', online: true, registryTime: '2026-11-20T10:15:00+01:00' }
  await w.vm.$nextTick()
  return w
}

const links = (w: Awaited<ReturnType<typeof navFor>>) => w.findAll('a').map((a) => a.text())

describe('the navigation', () => {
  it('shows a billing clerk the billing screens and settings, nothing of darwin or security', async () => {
    expect(links(await navFor(['billing']))).toEqual(['Home', 'Invoices', 'Payments', 'Credit', 'Settings'])
  })

  it('shows an admin every area, settings last', async () => {
    expect(links(await navFor(['admin']))).toEqual(['Home', 'Invoices', 'Payments', 'Credit', 'Requests', 'Allowed IP addresses', 'Settings'])
  })

  it('on the registry’s test platform, says darwin is unavailable instead of offering it', async () => {
    const w = await navFor(['domain'], 'test')
    expect(links(w)).toEqual(['Home', 'Settings'])
    expect(w.find('[data-testid=darwin-unavailable]').text()).toContain('unavailable')
  })
})
