import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GatewayStatus } from '@contract/gateway'
import { createHttp } from '@/api/http'
import { CallKey } from '@/api/inject'
import OfflineBanner from '@/features/gateway/components/OfflineBanner.vue'
import { useGatewayStore } from '@/features/gateway/store'
import { watchGatewayAnswers } from '@/features/gateway/watch-answers'
import { createAppI18n } from '@/i18n'
import { installFakeXhr } from '../../api/fake-xhr'

let answer: GatewayStatus
let failing = false
const call = vi.fn(async () => {
  if (failing) throw new Error('gateway closed')
  return answer
})

function mountBanner(locale: 'it' | 'en' = 'it') {
  const pinia = createPinia()
  setActivePinia(pinia)
  // The app's own formats: the time shown is the registry's (Europe/Rome) in every machine zone.
  const i18n = createAppI18n(locale)
  const wrapper = mount(OfflineBanner, { props: { intervalMs: 5000 }, global: { plugins: [pinia, i18n], provide: { [CallKey as symbol]: call } } })
  return { wrapper, store: useGatewayStore(pinia) }
}

beforeEach(() => {
  vi.useFakeTimers()
  call.mockClear()
  failing = false
  answer = { mode: 'live', platform: 'production', upstream: 'https://registry.example', online: true, registryTime: '2026-11-20T10:15:00+01:00', activeFaults: 0, lastContact: '2026-11-20T10:15:00+01:00' }
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('OfflineBanner', () => {
  it('stays hidden while the registry answers, and in sandbox mode', async () => {
    const { wrapper } = mountBanner()
    await flushPromises()
    expect(wrapper.find('[data-testid="offline-banner"]').exists()).toBe(false)
    answer = { mode: 'sandbox', platform: 'sandbox', online: true, registryTime: '2026-11-20T10:15:00+01:00', activeFaults: 0 }
    await vi.advanceTimersByTimeAsync(5000)
    expect(wrapper.find('[data-testid="offline-banner"]').exists()).toBe(false)
  })

  it('appears when a poll says the registry is unreachable, with the time of the data, and goes when it is back', async () => {
    const { wrapper } = mountBanner('it')
    await flushPromises()
    // The live region is there, empty, before the banner: a region added with its text is often not announced.
    const region = wrapper.find('[role=status]')
    expect(region.exists()).toBe(true)
    expect(region.text()).toBe('')
    answer = { ...answer, online: false }
    await vi.advanceTimersByTimeAsync(5000)
    const banner = wrapper.find('[data-testid="offline-banner"]')
    expect(banner.exists()).toBe(true)
    expect(wrapper.get('[role=status]').element).toBe(region.element)
    expect(region.element.contains(banner.element)).toBe(true)
    expect(banner.text()).toContain('Registro non raggiungibile: dati del 20/11/2026 10:15')
    answer = { ...answer, online: true, lastContact: '2026-11-20T11:00:00+01:00' }
    await vi.advanceTimersByTimeAsync(5000)
    expect(wrapper.find('[data-testid="offline-banner"]').exists()).toBe(false)
    expect(call).toHaveBeenCalledTimes(3)
  })

  it('reacts at once to an answer marked stale, in English too, and to the next live answer', async () => {
    const { wrapper, store } = mountBanner('en')
    await flushPromises()
    let headers: Record<string, string> = { 'x-gateway-cache': 'stale', 'x-gateway-fetched-at': '2026-11-19T08:30:00+01:00' }
    installFakeXhr(() => ({ status: 200, body: {}, headers }))
    const http = createHttp({ token: () => undefined, onUnauthorized: () => undefined })
    watchGatewayAnswers(http, () => store)
    await http.request({ method: 'GET', url: '/v1/credit', responseType: 'json' })
    await flushPromises()
    expect(wrapper.find('[data-testid="offline-banner"]').text()).toMatch(/Registry unreachable: data as of 11\/19\/2026 8:30\sAM/) // ICU's space before AM varies
    headers = { 'x-gateway-cache': 'live' }
    await http.request({ method: 'GET', url: '/v1/credit', responseType: 'json' })
    await flushPromises()
    expect(wrapper.find('[data-testid="offline-banner"]').exists()).toBe(false)
  })

  it("shows the banner when the gateway answers that a write could not reach the registry", async () => {
    const { wrapper, store } = mountBanner()
    await flushPromises()
    installFakeXhr(() => ({ status: 503, body: { code: 'registry_offline', status: 503 } }))
    const http = createHttp({ token: () => undefined, onUnauthorized: () => undefined })
    watchGatewayAnswers(http, () => store)
    await expect(http.request({ method: 'POST', url: '/v1/payments/bank', data: {}, responseType: 'json' })).rejects.toThrow()
    await flushPromises()
    expect(wrapper.find('[data-testid="offline-banner"]').exists()).toBe(true)
  })

  it('keeps what it knows when the gateway itself does not answer, and stops polling when unmounted', async () => {
    const { wrapper } = mountBanner()
    await flushPromises()
    failing = true
    await vi.advanceTimersByTimeAsync(5000)
    expect(wrapper.find('[data-testid="offline-banner"]').exists()).toBe(false)
    wrapper.unmount()
    const calls = call.mock.calls.length
    await vi.advanceTimersByTimeAsync(20_000)
    expect(call.mock.calls.length).toBe(calls)
  })
})
