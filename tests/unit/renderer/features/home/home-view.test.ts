/** The home screen in the DOM: the cards of the user's groups, each loading on its own, and their links. */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { User } from '@contract/security'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import { saveSession } from '@/features/auth/session-storage'
import { partOfDay } from '@/features/home/greeting'
import HomeView from '@/features/home/views/HomeView.vue'
import { createAppI18n } from '@/i18n'

const Empty = { template: '<p />' }
const NAMES = ['credit', 'payments', 'payment', 'invoices', 'invoice', 'darwin-queue', 'darwin-request']

const user = (groups: string[]): User => ({
  id: 1, username: 'me', name: 'Marco', lastName: 'Test', email: 'me@example.it', groups, registrarId: 1, registrarCode: 'DEMO-REG',
  created: '2026-01-01T00:00:00+01:00', lastupdate: '2026-01-01T00:00:00+01:00', lastPasswordChange: '2026-01-01T00:00:00+01:00',
})
const page = <T>(elements: T[]) => ({ elements, page: { size: 3, number: 0, totalElements: elements.length, totalPages: 1 } })

async function setup(groups: string[], answer: (op: { id: string }, input?: unknown) => unknown, lang: 'it' | 'en' = 'en') {
  saveSession(sessionStorage, { token: 't', expiresAt: Date.now() + 3_600_000, user: user(groups) })
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [{ path: '/', name: 'home', component: Empty }, ...NAMES.map((name) => ({ path: `/${name}/:paymentId?/:invoiceId?/:requestId?`, name, component: Empty }))],
  })
  await router.push('/')
  const pinia = createPinia()
  setActivePinia(pinia)
  const call = vi.fn(async (op: { id: string }, input?: unknown) => answer(op, input))
  const w = mount(HomeView, { attachTo: document.body, global: { plugins: [createAppI18n(lang), pinia, router], provide: { [CallKey as symbol]: call } } })
  await flushPromises()
  return { w, call }
}

afterEach(() => {
  vi.useRealTimers()
  sessionStorage.clear()
  document.body.innerHTML = ''
})

describe('the home screen', () => {
  it('billing: the credit below the threshold in words, the waiting bank transfers, and a failing invoices card alone', async () => {
    const { w, call } = await setup(['billing'], (op) => {
      if (op.id === 'credit.get') return { credit: 250, threshold: 500, status: 'belowThreshold', lastupdate: '2026-11-24T08:00:00+01:00' }
      if (op.id === 'payments.list') return page([{ id: 48, amount: 5000, created: '2026-11-20T10:00:00+01:00' }])
      if (op.id === 'invoices.list') throw new ApiFailure(500, 'internal', 'boom')
      throw new Error(`unexpected ${op.id}`)
    })
    expect(call.mock.calls.map(([op]) => op.id).sort()).toEqual(['credit.get', 'invoices.list', 'payments.list'])
    expect(w.find('[data-testid=home-credit-warning]').text()).toContain('Warning: the credit is below the warning threshold.')
    expect(w.find('[data-testid=home-card-bankPayments]').text()).toContain('Payment No. 48')
    expect(w.find('[data-testid=home-card-invoices] [data-testid=list-error]').exists()).toBe(true)
    expect(w.find('[data-testid=home-card-credit] [data-testid=list-error]').exists()).toBe(false)
    expect(w.find('[data-testid=home-card-darwinExpiring]').exists()).toBe(false)
    expect(w.find('[data-testid=home-link-bankPayments]').attributes('href')).toMatch(/status=submitted&type=bank/)
  })

  it('domain: the darwin cards with days left, and an empty card that says so', async () => {
    const { w } = await setup(
      ['domain'],
      (op) => {
        if (op.id === 'darwin.requests.expiring') return page([{ id: 15, status: 'submitted', expirationDays: 3, referenceContact: { org: 'Mario Bianchi' } }])
        if (op.id === 'darwin.requests.list') return page([])
        throw new Error(`unexpected ${op.id}`)
      },
      'it',
    )
    expect(w.find('[data-testid=home-card-darwinExpiring] [data-testid=days-left]').text()).toBe('tra 3 giorni')
    expect(w.find('[data-testid=home-card-darwinMine] [data-testid=list-empty]').text()).toBe('Nessuna richiesta aperta è in carico a me.')
    expect(w.find('[data-testid=home-link-darwinMine]').attributes('href')).toMatch(/registrarAssignation=assignedToMe/)
    expect(w.find('[data-testid=home-card-credit]').exists()).toBe(false)
  })

  // Italian has no welcome that fits everyone (benvenuto, benvenuta): both languages greet by the
  // time of day on the user's computer.
  it.each([
    [9, 'Buongiorno, Marco', 'Good morning, Marco'],
    [15, 'Buon pomeriggio, Marco', 'Good afternoon, Marco'],
    [21, 'Buonasera, Marco', 'Good evening, Marco'],
  ])('greets the user by the time of day, at %i o’clock', async (hour, italian, english) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 24, hour, 30))
    const none = () => page([])
    for (const [lang, greeting] of [['it', italian], ['en', english]] as const) {
      const { w } = await setup(['darwin'], none, lang)
      expect(w.get('h1').text()).toBe(greeting)
      w.unmount()
    }
  })
})

describe('partOfDay', () => {
  it('parts the day at 5, noon and six in the evening, on the computer’s clock', () => {
    const at = (hour: number, minute = 0) => partOfDay(new Date(2026, 10, 24, hour, minute))
    expect([at(4, 59), at(5), at(11, 59), at(12), at(17, 59), at(18), at(0)]).toEqual(['evening', 'morning', 'morning', 'afternoon', 'afternoon', 'evening', 'evening'])
  })
})
