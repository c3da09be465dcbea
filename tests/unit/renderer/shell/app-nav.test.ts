import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent } from 'vue'
import { createMemoryHistory, createRouter, type RouteRecordRaw } from 'vue-router'
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

// The screens themselves are not the navigation's: each route opens an empty one.
const Screen = defineComponent({ render: () => null })
const routesWithoutScreens = featureRoutes.map((r) => ({ ...r, component: Screen }) as RouteRecordRaw)

async function navAt(path: string) {
  const router = createRouter({ history: createMemoryHistory(), routes: routesWithoutScreens })
  await router.push(path)
  return mount(AppNav, { props: { can: () => true, darwinAvailable: true }, global: { plugins: [router, createAppI18n('en')] } })
}

const current = (w: Awaited<ReturnType<typeof navAt>>) => w.findAll('a.app-nav__link--current').map((a) => a.attributes('data-testid'))
const pageLinks = (w: Awaited<ReturnType<typeof navAt>>) => w.findAll('a[aria-current]').map((a) => [a.attributes('data-testid'), a.attributes('aria-current')])

describe('the navigation item of the screen shown', () => {
  it.each([
    ['/invoices/97', 'nav-invoices'],
    ['/payments/12', 'nav-payments'],
    ['/payments/new-bank', 'nav-payments'],
    ['/payments/top-up', 'nav-payments'],
    ['/darwin/requests/3', 'nav-darwin-queue'],
    ['/registrar/contacts/new', 'nav-registrar-contacts'],
    ['/registrar/contacts/4', 'nav-registrar-contacts'],
    ['/users/domain', 'nav-users'],
    ['/tools/requests/5', 'nav-request-log'],
    ['/registrar/data/emails', 'nav-registrar-data'],
  ])('on %s is %s, styled as current but not the page (aria-current is the screen’s own item’s only)', async (path, item) => {
    const w = await navAt(path)
    expect(current(w)).toEqual([item])
    expect(pageLinks(w)).toEqual([])
  })

  it.each([
    ['/', 'nav-home'],
    ['/invoices', 'nav-invoices'],
    ['/tools/requests', 'nav-request-log'],
    ['/profile', 'nav-my-profile'],
  ])('on %s is %s, the page itself', async (path, item) => {
    const w = await navAt(path)
    expect(current(w)).toEqual([item])
    expect(pageLinks(w)).toEqual([[item, 'page']])
  })

  it('follows the screen: back on the list, the list’s own item is the page again', async () => {
    const w = await navAt('/invoices/97')
    await w.vm.$router.push('/invoices')
    expect(current(w)).toEqual(['nav-invoices'])
    expect(pageLinks(w)).toEqual([['nav-invoices', 'page']])
    await w.vm.$router.push('/payments/12')
    expect(current(w)).toEqual(['nav-payments'])
  })
})
