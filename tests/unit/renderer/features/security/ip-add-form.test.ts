import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ipAddressesCreate, type User } from '@contract/security'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import SecurityIpAddForm from '@/features/security/components/SecurityIpAddForm.vue'
import { createAppI18n } from '@/i18n'

const user = (id: number, username: string, name: string, lastName: string) => ({ id, username, name, lastName }) as User
const users = [user(1, 'admin', 'Anna', 'Bianchi'), user(3, 'domain', 'Dario', 'Rossi')]

function setup(answer: (op: unknown, input: unknown) => Promise<unknown>) {
  const call = vi.fn(answer)
  const pinia = createPinia()
  setActivePinia(pinia)
  const w = mount(SecurityIpAddForm, {
    props: { users },
    attachTo: document.body,
    global: { plugins: [createAppI18n('en'), pinia], provide: { [CallKey as symbol]: call } },
  })
  return { w, call }
}

const errorOf = (w: ReturnType<typeof setup>['w'], id: string) => w.find(`#${id}-error`).exists() ? w.find(`#${id}-error`).text() : null

async function fill(w: ReturnType<typeof setup>['w'], service: string, userId: string, addresses: string) {
  await w.find('#ip-add-service').setValue(service)
  await w.find('#ip-add-userId').setValue(userId)
  await w.find('#ip-add-addresses').setValue(addresses)
}

describe('the add form', () => {
  beforeEach(() => {
    document.body.innerHTML = ''
  })

  it('names every missing field and sends nothing', async () => {
    const { w, call } = setup(async () => [])
    await w.find('form').trigger('submit')
    expect(errorOf(w, 'ip-add-service')).toBe('Choose the service.')
    expect(errorOf(w, 'ip-add-userId')).toBe('Choose the user.')
    expect(errorOf(w, 'ip-add-addresses')).toBe('Type at least one address.')
    expect(w.find('#ip-add-service').attributes('aria-invalid')).toBe('true')
    expect(call).not.toHaveBeenCalled()
  })

  it('shows each bad address on the field, with the range meant, and sends nothing', async () => {
    const { w, call } = setup(async () => [])
    await fill(w, 'epp-server', '3', '192.0.2.10\n999.1.1.1\n192.0.2.5/24\n10.0.0.0/8\n127.0.0.1')
    await w.find('form').trigger('submit')
    const message = errorOf(w, 'ip-add-addresses')!
    expect(message).toContain('999.1.1.1: not an IPv4 or IPv6 address')
    expect(message).toContain('192.0.2.5/24: host bits are set; the network is 192.0.2.0/24.')
    expect(message).toContain('10.0.0.0/8: the network is too wide, /24 at most.')
    expect(message).toContain('127.0.0.1: loopback')
    expect(message).not.toContain('192.0.2.10')
    expect(document.activeElement?.id).toBe('ip-add-addresses')
    expect(call).not.toHaveBeenCalled()
  })

  it('refuses more addresses than one request may carry', async () => {
    const { w, call } = setup(async () => [])
    await fill(w, 'das', '1', Array.from({ length: 21 }, (_, i) => `192.0.2.${i + 1}`).join(', '))
    await w.find('form').trigger('submit')
    expect(errorOf(w, 'ip-add-addresses')).toBe('At most 20 addresses at a time (21 typed).')
    expect(call).not.toHaveBeenCalled()
  })

  it('sends one request for the user and the service, then clears the addresses', async () => {
    const created = [{ id: 9, service: 'das', userId: 1, username: 'admin', ipAddress: '2001:db8::1', created: '2026-01-01T10:00:00+01:00' }]
    const { w, call } = setup(async () => created)
    await fill(w, 'das', '1', ' 2001:DB8::1 ,\n203.0.113.0/24 ')
    await w.find('form').trigger('submit')
    await flushPromises()
    expect(call).toHaveBeenCalledTimes(1)
    expect(call.mock.calls[0]![0]).toBe(ipAddressesCreate)
    expect(call.mock.calls[0]![1]).toEqual({ body: { service: 'das', userId: 1, ipAddresses: ['2001:DB8::1', '203.0.113.0/24'] } })
    expect(w.emitted('added')![0]).toEqual([created])
    expect((w.find('#ip-add-addresses').element as HTMLTextAreaElement).value).toBe('')
    expect(errorOf(w, 'ip-add-addresses')).toBeNull()
  })

  it('puts the API’s ip_address_exists (400) on the addresses, naming the address, service and user; editing clears it', async () => {
    const { w } = setup(async () => {
      throw new ApiFailure(400, 'ip_address_exists', '192.0.2.20 is already allowed', 'ipAddresses.1')
    })
    await fill(w, 'epp-server', '3', '192.0.2.19\n192.0.2.20')
    await w.find('form').trigger('submit')
    await flushPromises()
    expect(errorOf(w, 'ip-add-addresses')).toBe('192.0.2.20: already allowed for EPP server and user domain.')
    await w.find('#ip-add-addresses').setValue('192.0.2.19')
    expect(errorOf(w, 'ip-add-addresses')).toBeNull()
  })

  it('names every address the API refuses at once, each with its reason', async () => {
    const { w } = setup(async () => {
      throw new ApiFailure(400, 'ip_address_exists', '192.0.2.20 is already allowed', 'ipAddresses.0', [
        { field: 'ipAddresses.0', code: 'ip_address_exists' },
        { field: 'ipAddresses.2', code: 'ip_address_exists' },
      ])
    })
    await fill(w, 'epp-server', '3', '192.0.2.20\n192.0.2.21\n192.0.2.22')
    await w.find('form').trigger('submit')
    await flushPromises()
    const message = errorOf(w, 'ip-add-addresses')!
    expect(message).toContain('192.0.2.20: already allowed for EPP server and user domain.')
    expect(message).toContain('192.0.2.22: already allowed for EPP server and user domain.')
    expect(message).not.toContain('192.0.2.21')
  })

  it('names an address already allowed beside one the API refuses for another reason, from one answer', async () => {
    const { w } = setup(async () => {
      throw new ApiFailure(400, 'ip_address_exists', '192.0.2.20 is already allowed', 'ipAddresses.0', [
        { field: 'ipAddresses.0', code: 'ip_address_exists' },
        { field: 'ipAddresses.1', code: 'ip_range_too_wide' },
      ])
    })
    await fill(w, 'epp-server', '3', '192.0.2.20\n192.0.2.0/24')
    await w.find('form').trigger('submit')
    await flushPromises()
    const message = errorOf(w, 'ip-add-addresses')!
    expect(message).toContain('192.0.2.20: already allowed for EPP server and user domain.')
    expect(message).toContain('192.0.2.0/24')
    expect(errorOf(w, 'ip-add-userId')).toBeNull()
    expect(w.find('[data-testid=ip-add-error]').exists()).toBe(false)
  })

  it('puts user_not_found on the user, and an error without a field above the button', async () => {
    let failure = new ApiFailure(404, 'user_not_found', 'User 3 not found', 'userId')
    const { w } = setup(async () => {
      throw failure
    })
    await fill(w, 'epp-server', '3', '192.0.2.19')
    await w.find('form').trigger('submit')
    await flushPromises()
    expect(errorOf(w, 'ip-add-userId')).toBe('This user no longer exists: reload the page.')
    failure = new ApiFailure(0, 'unreachable', 'Network Error')
    await w.find('form').trigger('submit')
    await flushPromises()
    expect(errorOf(w, 'ip-add-userId')).toBeNull()
    expect(w.find('[data-testid=ip-add-error]').text()).toContain('The registry does not answer')
  })

  it('lets the screen preset the service', async () => {
    const { w } = setup(async () => [])
    ;(w.vm as unknown as { start(s: string): void }).start('das')
    await w.vm.$nextTick()
    expect((w.find('#ip-add-service').element as HTMLSelectElement).value).toBe('das')
    expect(document.activeElement?.id).toBe('ip-add-addresses')
  })
})
