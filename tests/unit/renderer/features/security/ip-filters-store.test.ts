import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { createApp } from 'vue'
import { ipAddressesDelete, ipAddressesList, type User, usersList } from '@contract/security'
import { CallKey } from '@/api/inject'
import SecurityIpFilters from '@/features/security/components/SecurityIpFilters.vue'
import { useSecurityStore } from '@/features/security/store'
import { createAppI18n } from '@/i18n'

const users = [{ id: 1, username: 'admin', name: 'Anna', lastName: 'Bianchi' }] as User[]

describe('the filters', () => {
  const mountFilters = (values = {}) =>
    mount(SecurityIpFilters, { props: { users, values }, attachTo: document.body, global: { plugins: [createAppI18n('en')] } })

  it('apply the user and a complete address', async () => {
    const w = mountFilters()
    await w.find('[data-testid=ip-filter-user]').setValue('1')
    await w.find('[data-testid=ip-filter-address]').setValue(' 2001:DB8::1 ')
    await w.find('form').trigger('submit')
    expect(w.emitted('apply')![0]).toEqual([{ userId: '1', ipAddress: '2001:DB8::1' }])
  })

  it('point out an incomplete address instead of sending it', async () => {
    const w = mountFilters()
    await w.find('[data-testid=ip-filter-address]').setValue('198.51')
    await w.find('form').trigger('submit')
    expect(w.emitted('apply')).toBeUndefined()
    expect(w.find('#ip-filter-address-error').text()).toBe('Type a complete, valid address or network.')
    expect(w.find('[data-testid=ip-filter-address]').attributes('aria-invalid')).toBe('true')
  })

  it('show the values from the URL and clear them all', async () => {
    const w = mountFilters({ userId: '1', ipAddress: '192.0.2.10' })
    expect((w.find('[data-testid=ip-filter-address]').element as HTMLInputElement).value).toBe('192.0.2.10')
    await w.find('[data-testid=filters-clear]').trigger('click')
    expect(w.emitted('apply')![0]).toEqual([{}])
  })
})

describe('the security store', () => {
  function storeWith(call: ReturnType<typeof vi.fn>) {
    const app = createApp({ render: () => null })
    app.provide(CallKey, call as never)
    const pinia = createPinia()
    app.use(pinia)
    setActivePinia(pinia)
    return app.runWithContext(() => useSecurityStore())
  }

  it('reads every page of users', async () => {
    const call = vi.fn(async (_op: unknown, input: { query: { page: number } }) => ({
      elements: [{ id: input.query.page + 1 }],
      page: { size: 100, totalElements: 2, totalPages: 2, page: input.query.page },
    }))
    const store = storeWith(call)
    await store.loadUsers()
    expect(call).toHaveBeenCalledTimes(2)
    expect(call.mock.calls[0]![0]).toBe(usersList)
    expect(store.users.map((u) => u.id)).toEqual([1, 2])
  })

  it('keeps only the answer to the latest filters, removes a deleted record, and forgets all on reset', async () => {
    const answers: Record<string, (v: unknown) => void> = {}
    const call = vi.fn((op: unknown, input: { query?: { userId?: string } }) => {
      if (op === ipAddressesDelete) return Promise.resolve()
      expect(op).toBe(ipAddressesList)
      return new Promise((resolve) => (answers[input.query?.userId ?? 'all'] = resolve))
    })
    const store = storeWith(call)
    const first = store.loadAddresses({})
    const second = store.loadAddresses({ userId: '3' })
    answers['3']!([{ id: 7, service: 'das' }])
    answers.all!([{ id: 1 }, { id: 7 }])
    await Promise.all([first, second])
    expect(store.addresses.map((a) => a.id)).toEqual([7])
    expect(store.loadingAddresses).toBe(false)
    await store.remove(7)
    expect(call).toHaveBeenLastCalledWith(ipAddressesDelete, { params: { ipAddressId: 7 } })
    expect(store.addresses).toEqual([])
    store.users = users
    store.reset()
    await flushPromises()
    expect(store.users).toEqual([])
  })
})
