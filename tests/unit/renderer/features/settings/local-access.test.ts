import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from 'vue-i18n'
import { type GatewayStatus, gatewayApiKeyGet, gatewayApiKeyRegenerate, gatewayCacheClear, gatewayStatus } from '@contract/gateway'
import { CallKey } from '@/api/inject'
import SettingsLocalAccess from '@/features/settings/components/SettingsLocalAccess.vue'
import { settingsLocales } from '@/features/settings/locales'

const LIVE: GatewayStatus = { mode: 'live', platform: 'production', upstream: 'https://registry.example', online: true, registryTime: '2026-11-20T10:15:00+01:00', activeFaults: 0 }

function mountAccess(status: GatewayStatus = LIVE) {
  let key = 'KEY-ONE'
  const call = vi.fn(async (op: unknown) => {
    if (op === gatewayStatus) return status
    if (op === gatewayApiKeyGet) return { apiKey: key }
    if (op === gatewayApiKeyRegenerate) return { apiKey: (key = 'KEY-TWO') }
    if (op === gatewayCacheClear) return undefined
    throw new Error('unexpected operation')
  })
  const pinia = createPinia()
  setActivePinia(pinia)
  const i18n = createI18n({ legacy: false, locale: 'en', messages: settingsLocales as never })
  const wrapper = mount(SettingsLocalAccess, { global: { plugins: [pinia, i18n], provide: { [CallKey as symbol]: call } }, attachTo: document.body })
  return { wrapper, call }
}

afterEach(() => vi.restoreAllMocks())

describe('SettingsLocalAccess', () => {
  it('in sandbox mode, explains /oauth/token and asks for no key', async () => {
    const { wrapper, call } = mountAccess({ mode: 'sandbox', platform: 'sandbox', online: true, registryTime: '2026-11-20T10:15:00+01:00', activeFaults: 0 })
    await flushPromises()
    expect(wrapper.get('[data-testid="access-sandbox"]').text()).toContain('/oauth/token')
    expect(wrapper.find('[data-testid="api-key"]').exists()).toBe(false)
    expect(call).not.toHaveBeenCalledWith(gatewayApiKeyGet)
    wrapper.unmount()
  })

  it('in live mode, shows the key hidden until asked, and copies it', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { wrapper } = mountAccess()
    await flushPromises()
    const input = wrapper.get('[data-testid="api-key"]')
    expect((input.element as HTMLInputElement).value).toBe('KEY-ONE')
    expect(input.attributes('type')).toBe('password')
    await wrapper.get('[data-testid="api-key-show"]').trigger('click')
    expect(input.attributes('type')).toBe('text')
    await wrapper.get('[data-testid="api-key-copy"]').trigger('click')
    await flushPromises()
    expect(writeText).toHaveBeenCalledWith('KEY-ONE')
    expect(wrapper.get('[data-testid="access-message"]').text()).toBe('Copied to the clipboard.')
    wrapper.unmount()
  })

  it('when the clipboard refuses, selects the key for copying by hand', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) }, configurable: true })
    const { wrapper } = mountAccess()
    await flushPromises()
    await wrapper.get('[data-testid="api-key-copy"]').trigger('click')
    await flushPromises()
    expect(wrapper.get('[data-testid="access-message"]').text()).toContain('copy it by hand')
    expect(wrapper.get('[data-testid="api-key"]').attributes('type')).toBe('text')
    wrapper.unmount()
  })

  it('regenerates the key only after a confirmation', async () => {
    const { wrapper, call } = mountAccess()
    await flushPromises()
    await wrapper.get('[data-testid="api-key-regenerate"]').trigger('click')
    expect(wrapper.get('[data-testid="regenerate-confirm"]').text()).toContain('stops working at once')
    await wrapper.get('[data-testid="regenerate-no"]').trigger('click')
    expect(call).not.toHaveBeenCalledWith(gatewayApiKeyRegenerate)
    await wrapper.get('[data-testid="api-key-regenerate"]').trigger('click')
    await wrapper.get('[data-testid="regenerate-yes"]').trigger('click')
    await flushPromises()
    expect(call).toHaveBeenCalledWith(gatewayApiKeyRegenerate)
    expect((wrapper.get('[data-testid="api-key"]').element as HTMLInputElement).value).toBe('KEY-TWO')
    expect(wrapper.get('[data-testid="access-message"]').text()).toBe('New key created.')
    wrapper.unmount()
  })

  it('clears the offline cache', async () => {
    const { wrapper, call } = mountAccess()
    await flushPromises()
    await wrapper.get('[data-testid="clear-cache"]').trigger('click')
    await flushPromises()
    expect(call).toHaveBeenCalledWith(gatewayCacheClear)
    expect(wrapper.get('[data-testid="access-message"]').text()).toBe('Offline cache cleared.')
    wrapper.unmount()
  })
})
