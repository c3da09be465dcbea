import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { OperationDef } from '@contract/operation'
import type { IpAddress, User } from '@contract/security'
import { CallKey } from '@/api/inject'
import MyProfileView from '@/features/users/views/MyProfileView.vue'
import UserView from '@/features/users/views/UserView.vue'
import { createAppI18n } from '@/i18n'

const Empty = { template: '<p />' }
const when = '2026-01-10T09:30:00+01:00'
const sara: User = {
  id: 3, username: 'domain', name: 'Sara', lastName: 'Romano', email: 'domain@demo-registrar.it', groups: ['domain'],
  registrarId: 1, registrarCode: 'DEMO-REG', created: when, lastupdate: when, lastPasswordChange: when,
}
const giulia: User = { ...sara, id: 1, username: 'admin', name: 'Giulia', lastName: 'Ferrari', email: 'admin@demo-registrar.it', groups: ['admin'] }
const address: IpAddress = { id: 9, service: 'epp-server', userId: 3, username: 'domain', ipAddress: '192.0.2.10', created: when }

/** The API as the views call it: each operation answers from `answers`, by its id. */
async function mountView(component: object, props: Record<string, unknown>, answers: Record<string, unknown>) {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', name: 'here', component: Empty },
      { path: '/users', name: 'users', component: Empty },
      { path: '/security/ip-addresses', name: 'ip-allow-list', component: Empty },
    ],
  })
  await router.push('/')
  const call = vi.fn(async (op: OperationDef, _input?: unknown) => {
    if (!(op.id in answers)) throw new Error(`unexpected ${op.id}`)
    return answers[op.id]
  })
  const w = mount(component, { props, global: { plugins: [createAppI18n('en'), router], provide: { [CallKey as symbol]: call } } })
  await flushPromises()
  return { w, call }
}

const page = (elements: User[]) => ({ elements, page: { size: 1, totalElements: elements.length, totalPages: 1, page: 0 } })

describe('a user’s page', () => {
  it('finds the user by username and lists their addresses, linking to the allow lists filtered by them', async () => {
    const { w, call } = await mountView(UserView, { username: 'domain' }, { 'security.users.list': page([sara]), 'security.ipAddresses.list': [address] })
    expect(call.mock.calls[0]![1]).toEqual({ query: { username: 'eq:domain', size: 1 } })
    expect(call.mock.calls[1]![1]).toEqual({ query: { userId: '3' } })
    expect(w.find('h1').text()).toBe('User domain')
    expect(w.find('[data-testid=user-groups]').text()).toBe('domain')
    expect(w.find('[data-testid=user-ip-table]').text()).toContain('192.0.2.10')
    expect(w.find('[data-testid=user-ip-table]').text()).toContain('EPP server')
    const link = w.find('[data-testid=user-ip-open]')
    expect(link.attributes('href')).toBe('/security/ip-addresses?userId=3')
    expect(link.text()).toBe('Open domain’s allowed IP addresses')
  })

  it('says so when no user has that username', async () => {
    const { w } = await mountView(UserView, { username: 'nobody' }, { 'security.users.list': page([]) })
    expect(w.find('[data-testid=screen-error-title]').exists()).toBe(true)
    expect(w.find('[data-testid=screen-error]').text()).toBe('No user of the registrar has the username “nobody”.')
    expect(w.find('[data-testid=user-facts]').exists()).toBe(false)
  })
})

describe('my profile', () => {
  it('shows the signed-in user with the groups the API gives, and no addresses outside the admin group', async () => {
    const { w, call } = await mountView(MyProfileView, {}, { 'security.user.get': sara, 'security.user.groups': ['domain'] })
    expect(w.find('h1').text()).toBe('My profile')
    expect(w.find('[data-testid=user-username]').text()).toContain('domain')
    expect(w.find('[data-testid=user-groups]').text()).toBe('domain')
    expect(w.find('[data-testid=profile-ip-admins-only]').text()).toBe('Only administrators can see the allowed IP addresses.')
    expect(call.mock.calls.map((c) => c[0].id)).not.toContain('security.ipAddresses.list')
  })

  it('shows an administrator their own addresses', async () => {
    const { w } = await mountView(MyProfileView, {}, { 'security.user.get': giulia, 'security.user.groups': ['admin'], 'security.ipAddresses.list': [] })
    expect(w.find('[data-testid=user-ip]').text()).toContain('No allowed IP address for this user.')
    expect(w.find('[data-testid=user-ip-open]').attributes('href')).toBe('/security/ip-addresses?userId=1')
  })
})
