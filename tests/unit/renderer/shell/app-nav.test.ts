import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { Group } from '@contract/operation'
import AppNav from '@/shell/AppNav.vue'
import { createAppI18n } from '@/i18n'
import { featureRoutes } from '@/router'

// The shell gives the navigation what the session may open and whether darwin exists (App.vue).
async function navFor(groups: Group[], platform: 'sandbox' | 'test' = 'sandbox', live = platform === 'test') {
  const router = createRouter({ history: createMemoryHistory(), routes: featureRoutes })
  await router.push('/')
  const can = (allowed: readonly Group[]) => groups.some((g) => allowed.includes(g))
  return mount(AppNav, { props: { can, darwinAvailable: platform !== 'test', live }, global: { plugins: [router, createAppI18n('en')] } })
}

const links = (w: Awaited<ReturnType<typeof navFor>>) => w.findAll('a').map((a) => a.text())

describe('the navigation', () => {
  it('shows a billing clerk the statistics, the billing screens, the registrar’s data, the DNS check, their own page and settings, nothing of darwin or security', async () => {
    expect(links(await navFor(['billing']))).toEqual(['Home', 'Statistics', 'Invoices', 'Payments', 'Credit', 'Registrar data', 'GDPR', 'DNS check', 'My profile', 'Settings'])
  })

  it('shows an admin every area, the tools (the request log, the API reference, the registry’s side and faults theirs only), their own page and settings last', async () => {
    expect(links(await navFor(['admin']))).toEqual(['Home', 'Statistics', 'Invoices', 'Payments', 'Credit', 'Requests', 'Registrar data', 'Public information', 'Contacts', 'Events', 'GDPR', 'Users', 'Allowed IP addresses', 'DNS check', 'API reference', 'Request log', 'Registry side', 'Simulated faults', 'My profile', 'Settings'])
  })

  it('offers an administrator in live mode the fault rules but not the registry’s side, which only the sandbox has', async () => {
    const tools = links(await navFor(['admin'], 'sandbox', true)).slice(-6)
    expect(tools).toEqual(['DNS check', 'API reference', 'Request log', 'Simulated faults', 'My profile', 'Settings'])
  })

  it('on the registry’s test platform, says darwin is unavailable instead of offering it', async () => {
    const w = await navFor(['domain'], 'test')
    expect(links(w)).toEqual(['Home', 'Statistics', 'Registrar data', 'GDPR', 'DNS check', 'My profile', 'Settings'])
    expect(w.find('[data-testid=darwin-unavailable]').text()).toContain('unavailable')
  })
})

describe('the navigation links', () => {
  it('lead to screens the router opens, even where a route’s path has a pattern', async () => {
    const w = await navFor(['admin'])
    const router = w.vm.$router
    for (const a of w.findAll('a')) {
      const href = a.attributes('href')!
      // A route's raw pattern (`/registrar/data/:section(…)?`) in an address opens nothing.
      expect(href, a.text()).not.toMatch(/[:(?]/)
      expect(router.resolve(href).matched.length, href).toBeGreaterThan(0)
    }
  })
})
