/** The alerts wired to the session, the gateway, the platform and the router, in the DOM. */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { GatewayStatus } from '@contract/gateway'
import type { User } from '@contract/security'
import { CallKey } from '@/api/inject'
import { saveSession } from '@/features/auth/session-storage'
import AlertInbox from '@/features/alerts/components/AlertInbox.vue'
import { useAlertsStore } from '@/features/alerts/store'
import { useAlertWatch } from '@/features/alerts/use-alert-watch'
import { useGatewayStore } from '@/features/gateway/store'
import { createAppI18n } from '@/i18n'
import { type Platform, PlatformKey } from '@/platform'

const Empty = { template: '<p />' }
const user = (username: string, groups: string[]): User => ({
  id: 1, username, name: 'Marco', lastName: 'Test', email: 'me@example.it', groups, registrarId: 1, registrarCode: 'DEMO-REG',
  created: '2026-01-01T00:00:00+01:00', lastupdate: '2026-01-01T00:00:00+01:00', lastPasswordChange: '2026-01-01T00:00:00+01:00',
})
const below = { credit: 120, threshold: 500, status: 'belowThreshold', lastupdate: '2026-11-24T08:00:00+01:00' }
const expiring = {
  elements: [{ id: 15, status: 'submitted', statusDate: '2026-11-20T10:00:00+01:00', expirationDays: 2, referenceContact: { org: 'Mario Bianchi' } }],
  page: { size: 100, number: 0, totalElements: 1, totalPages: 1 },
}

/** App.vue's part: the watch and the list in the bar; `prepare` runs first, inside the app. */
const Harness = defineComponent({
  props: { prepare: { type: Function, default: () => {} } },
  setup(props) {
    props.prepare()
    useAlertWatch()
    return () => h(AlertInbox)
  },
})

async function setup(options: { username?: string; groups: string[]; notify?: Platform['notify']; answer?: (op: { id: string }) => unknown; lang?: 'it' | 'en'; prepare?: () => void }) {
  saveSession(sessionStorage, { token: 't', expiresAt: Date.now() + 3_600_000, user: user(options.username ?? 'me', options.groups) })
  const router = createRouter({
    history: createMemoryHistory(),
    routes: ['home', 'credit', 'darwin-request', 'settings'].map((name) => ({ path: name === 'home' ? '/' : `/${name}/:requestId?`, name, component: Empty })),
  })
  await router.push('/')
  const pinia = createPinia()
  setActivePinia(pinia)
  const call = vi.fn(async (op: { id: string }, _input?: unknown) => {
    if (options.answer) return options.answer(op)
    if (op.id === 'credit.get') return below
    if (op.id === 'darwin.requests.expiring') return expiring
    throw new Error(`unexpected ${op.id}`)
  })
  const platform: Platform = { kind: options.notify ? 'desktop' : 'web', saveFile: vi.fn(), appVersion: async () => '1', ...(options.notify ? { notify: options.notify } : {}) }
  const w = mount(Harness, {
    props: options.prepare ? { prepare: options.prepare } : {},
    attachTo: document.body,
    global: { plugins: [createAppI18n(options.lang ?? 'en'), pinia, router], provide: { [CallKey as symbol]: call, [PlatformKey as symbol]: platform } },
  })
  await flushPromises()
  return { w, call, router, pinia }
}

const ids = (call: ReturnType<typeof vi.fn>) => call.mock.calls.map(([op]) => (op as { id: string }).id)

afterEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  document.body.innerHTML = ''
})

describe('the alerts in the app', () => {
  it('billing, desktop: the credit below the threshold as a system notification and in the list; its click opens the credit', async () => {
    let click: (outcome: 'clicked') => void = () => {}
    const notify = vi.fn(() => new Promise<'clicked'>((resolve) => (click = resolve)))
    const { w, call, router } = await setup({ groups: ['billing'], notify })
    expect(ids(call)).toEqual(['credit.get'])
    expect(notify).toHaveBeenCalledWith({ title: 'Credit below the warning threshold', body: 'Credit €120.00, threshold €500.00' })
    expect(w.get('[data-testid=alerts-unread]').text()).toBe('1')
    expect(w.get('[data-testid=alerts-toggle]').attributes('aria-label')).toBe('Alerts, 1 unread')
    expect(w.get('[data-testid=alert-entry]').text()).toContain('Credit below the warning threshold')
    click('clicked')
    await flushPromises()
    expect(router.currentRoute.value.name).toBe('credit')
    expect(w.find('[data-testid=alerts-unread]').exists()).toBe(false)
  })

  it('tells the same event once, also after the app starts again', async () => {
    const notify = vi.fn(async () => 'closed' as const)
    const first = await setup({ groups: ['billing'], notify })
    first.w.unmount()
    const again = await setup({ groups: ['billing'], notify })
    expect(ids(again.call)).toEqual(['credit.get'])
    expect(notify).toHaveBeenCalledTimes(1)
    // The list is still there, unread.
    expect(again.w.findAll('[data-testid=alert-entry]')).toHaveLength(1)
  })

  it('domain, web build: the request assigned to me near its deadline in the list, in Italian, leading to the request', async () => {
    const { w, call, router } = await setup({ groups: ['domain'], lang: 'it' })
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ id: 'darwin.requests.expiring' }), {
      query: { days: 3, registrarAssignation: 'assignedToMe', view: 'referenceContact,expirationDays', page: 0, size: 100 },
    })
    expect(ids(call)).toEqual(['darwin.requests.expiring'])
    await w.get('[data-testid=alerts-toggle]').trigger('click')
    const entry = w.get('[data-testid=alert-entry]')
    expect(entry.text()).toContain('Richiesta darwin n. 15: scadenza dopodomani')
    expect(entry.text()).toContain('Mario Bianchi')
    await entry.get('a').trigger('click')
    await flushPromises()
    expect(router.currentRoute.value.fullPath).toBe('/darwin-request/15')
    expect(w.get('[data-testid=alerts-panel]').isVisible()).toBe(false)
  })

  it('counts a deadline from the day the list is read on, not from the day it was told', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T09:00:00+01:00') })
    try {
      const notify = vi.fn(async () => 'closed' as const)
      const { w, call } = await setup({ groups: ['domain'], notify })
      expect(notify).toHaveBeenCalledWith({ title: 'Darwin request No. 15: deadline in 2 days', body: 'Mario Bianchi' })
      w.unmount()
      // The app started again the next day: the request is seen one day closer, not told again.
      vi.setSystemTime(new Date('2026-11-30T09:00:00+01:00'))
      const again = await setup({ groups: ['domain'], notify, answer: () => ({ ...expiring, elements: [{ ...expiring.elements[0], expirationDays: 1 }] }) })
      expect(ids(again.call)).toEqual(['darwin.requests.expiring'])
      expect(ids(call)).toEqual(['darwin.requests.expiring'])
      expect(notify).toHaveBeenCalledTimes(1)
      await again.w.get('[data-testid=alerts-toggle]').trigger('click')
      expect(again.w.get('[data-testid=alert-entry]').text()).toContain('Darwin request No. 15: deadline tomorrow')
      // Read once the deadline has passed.
      vi.setSystemTime(new Date('2026-12-03T09:00:00+01:00'))
      await again.w.get('[data-testid=alerts-toggle]').trigger('click')
      await again.w.get('[data-testid=alerts-toggle]').trigger('click')
      expect(again.w.get('[data-testid=alert-entry]').text()).toContain('Darwin request No. 15: deadline 2 days ago')
    } finally {
      vi.useRealTimers()
    }
  })

  it('looks at nothing turned off in the settings, and at once when it is turned on', async () => {
    localStorage.setItem('registrar-desk.alerts.enabled', JSON.stringify({ creditLow: false, darwinDeadline: true }))
    const { call, w, pinia } = await setup({ groups: ['admin'] })
    expect(ids(call)).toEqual(['darwin.requests.expiring'])
    useAlertsStore(pinia).setEnabled('creditLow', true)
    await flushPromises()
    expect(ids(call)).toContain('credit.get')
    expect(w.findAll('[data-testid=alert-entry]').map((e) => e.attributes('data-kind')).sort()).toEqual(['creditLow', 'darwinDeadline'])
  })

  it('pauses while the registry is offline, and looks as soon as it is back', async () => {
    const status = (online: boolean) =>
      ({ mode: 'live', online, platform: 'production', lastContact: null, registryTime: '2026-11-24T09:00:00+01:00' }) as unknown as GatewayStatus
    const { call, pinia } = await setup({ groups: ['billing'], prepare: () => void (useGatewayStore().status = status(false)) })
    expect(call).not.toHaveBeenCalled()
    useGatewayStore(pinia).status = status(true)
    await flushPromises()
    expect(ids(call)).toEqual(['credit.get'])
  })

  it('an empty list says what it will show, and links to the settings', async () => {
    const { w } = await setup({ groups: ['billing'], answer: () => ({ ...below, status: 'normalBalance', credit: 900 }) })
    expect(w.find('[data-testid=alerts-unread]').exists()).toBe(false)
    await w.get('[data-testid=alerts-toggle]').trigger('click')
    expect(w.get('[data-testid=alerts-empty]').text()).toContain('No alerts')
    expect(w.get('[data-testid=alerts-settings]').attributes('href')).toBe('/settings')
  })
})
