/** The assignment panel by keyboard: a busy button keeps the focus, a replaced one hands it on. */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DarwinRequest } from '@contract/darwin-requests'
import type { OperationDef } from '@contract/operation'
import type { User } from '@contract/security'
import { CallKey } from '@/api/inject'
import { saveSession } from '@/features/auth/session-storage'
import DarwinAssignment from '@/features/darwin/components/DarwinAssignment.vue'
import { createAppI18n } from '@/i18n'

const user = (username: string, groups: string[], id = 1): User => ({
  id, username, name: username, lastName: 'Test', email: `${username}@example.it`, groups, registrarId: 1, registrarCode: 'DEMO-REG',
  created: '2026-01-01T00:00:00+01:00', lastupdate: '2026-01-01T00:00:00+01:00', lastPasswordChange: '2026-01-01T00:00:00+01:00',
})
const request = (extra: Partial<DarwinRequest> = {}): DarwinRequest => ({
  id: 4, registrarId: 1, status: 'submitted', statusDate: '2026-11-20T10:00:00+01:00', created: '2026-11-20T10:00:00+01:00', ...extra,
})
const assigned = request({ registrarUser: { id: 1, username: 'me', name: 'Me' } })

let mounted: ReturnType<typeof mount> | undefined
afterEach(() => {
  mounted?.unmount()
  sessionStorage.clear()
})

/** The panel as `groups` see it; each action is answered when the test says so. */
function panel(groups: string[], shown: DarwinRequest) {
  let answer: () => void = () => {}
  const call = vi.fn((op: OperationDef) => {
    if (op.id === 'security.users.list') return Promise.resolve({ elements: [user('darwin', ['darwin'], 5)], page: {} })
    return new Promise<unknown>((resolve) => (answer = () => resolve(undefined)))
  })
  saveSession(sessionStorage, { token: 't', expiresAt: Date.now() + 3_600_000, user: user('me', groups) })
  const pinia = createPinia()
  setActivePinia(pinia)
  const w = mount(DarwinAssignment, {
    props: { request: shown },
    attachTo: document.body,
    global: { plugins: [pinia, createAppI18n('en')], provide: { [CallKey as symbol]: call } },
  })
  mounted = w
  return { w, call, answer: () => answer() }
}

/** Focuses the button and activates it, as Enter does; the action stays in flight. */
async function press(w: ReturnType<typeof mount>, testid: string) {
  const button = w.get(`[data-testid=${testid}]`)
  ;(button.element as HTMLElement).focus()
  await button.trigger(button.attributes('type') === 'submit' ? 'submit' : 'click')
  await flushPromises()
  return button
}

function expectBusyAndFocused(button: ReturnType<ReturnType<typeof mount>['get']>) {
  expect(button.attributes('aria-disabled')).toBe('true')
  expect(button.attributes('disabled')).toBeUndefined()
  expect(document.activeElement).toBe(button.element)
}

describe('the assignment panel by keyboard', () => {
  it('keeps the focus on Take while busy, then moves it to Release, which replaces it', async () => {
    const { w, call, answer } = panel(['domain'], request())
    const take = await press(w, 'take')
    expectBusyAndFocused(take)
    await take.trigger('click')
    expect(call).toHaveBeenCalledTimes(1)
    answer()
    await flushPromises()
    expect(w.emitted('changed')).toHaveLength(1)
    // The page reads the request again: it is assigned now.
    await w.setProps({ request: assigned })
    expect(w.find('[data-testid=take]').exists()).toBe(false)
    expect(document.activeElement).toBe(w.get('[data-testid=release]').element)
  })

  it('moves the focus from Release to Take, which replaces it', async () => {
    const { w, answer } = panel(['domain'], assigned)
    expectBusyAndFocused(await press(w, 'release'))
    answer()
    await flushPromises()
    await w.setProps({ request: request() })
    expect(document.activeElement).toBe(w.get('[data-testid=take]').element)
  })

  it('moves the focus to the heading when no button is left in its place', async () => {
    const { w, answer } = panel(['domain'], request())
    await press(w, 'take')
    answer()
    await flushPromises()
    await w.setProps({ request: request({ status: 'completed', registrarUser: assigned.registrarUser }) })
    expect(document.activeElement).toBe(w.get('h2').element)
    expect(w.get('h2').attributes('tabindex')).toBe('-1')
  })

  it('keeps the focus on Assign while busy and after', async () => {
    const { w, answer } = panel(['admin'], request())
    await flushPromises()
    await w.get('[data-testid=assign-user]').setValue(5)
    const assign = await press(w, 'assign')
    expectBusyAndFocused(assign)
    answer()
    await flushPromises()
    await w.setProps({ request: request({ registrarUser: { id: 5, username: 'darwin', name: 'darwin' } }) })
    expect(document.activeElement).toBe(assign.element)
  })

  it('says what was done in a status region that was in the page before the text', async () => {
    const { w, answer } = panel(['domain'], request())
    const region = w.get('[role=status]')
    expect(region.text()).toBe('')
    await press(w, 'take')
    answer()
    await flushPromises()
    expect(w.get('[role=status]').element).toBe(region.element)
    expect(region.text()).toBe('Request taken on.')
  })
})
