import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { createI18n } from 'vue-i18n'
import SettingsUpdates from '@/features/settings/components/SettingsUpdates.vue'
import { settingsLocales } from '@/features/settings/locales'
import type { UpdatesAccess } from '@/platform'
import { createDesktopPlatform } from '@/platform/desktop'
import type { DesktopApi } from '../../../../../preload/api'
import { savedSettings } from './fixtures'

function mountUpdates(access: UpdatesAccess) {
  const i18n = createI18n({ legacy: false, locale: 'en', messages: settingsLocales as never })
  return mount(SettingsUpdates, { props: { access }, global: { plugins: [i18n] } })
}

describe('the updates setting', () => {
  it('turns updates off and chooses the beta channel, each saved at once', async () => {
    let stored = { enabled: true, channel: 'stable' as const } as { enabled: boolean; channel: 'stable' | 'beta' }
    const save = vi.fn(async (u: typeof stored) => (stored = u))
    const wrapper = mountUpdates({ read: async () => ({ updates: stored, supported: true }), save })
    await flushPromises()
    await wrapper.get('[data-testid="updates-channel"]').setValue('beta')
    await flushPromises()
    expect(save).toHaveBeenLastCalledWith({ enabled: true, channel: 'beta' })
    await wrapper.get('[data-testid="updates-enabled"]').setValue(false)
    await flushPromises()
    expect(save).toHaveBeenLastCalledWith({ enabled: false, channel: 'beta' })
    expect((wrapper.get('[data-testid="updates-channel"]').element as HTMLSelectElement).disabled).toBe(true)
    expect(wrapper.text()).toContain('Setting saved.')
  })

  it('says why a copy that cannot update itself offers nothing', async () => {
    const wrapper = mountUpdates({ read: async () => ({ updates: { enabled: true, channel: 'stable' }, supported: false }), save: vi.fn() })
    await flushPromises()
    expect(wrapper.get('[data-testid="updates-unsupported"]').text()).toContain('deb package')
    expect(wrapper.find('[data-testid="updates-enabled"]').exists()).toBe(false)
  })

  it('reach the desktop app through the preload’s settings', async () => {
    const updateSettings = vi.fn(async (patch: object) => ({ ...savedSettings(), ...patch }))
    const desktop = { getSettings: async () => savedSettings({ updatesSupported: false }), updateSettings } as unknown as DesktopApi
    const platform = createDesktopPlatform(desktop)
    expect(await platform.updates!.read()).toEqual({ updates: { enabled: true, channel: 'stable' }, supported: false })
    expect(await platform.updates!.save({ enabled: false, channel: 'stable' })).toEqual({ enabled: false, channel: 'stable' })
    expect(updateSettings).toHaveBeenCalledWith({ updates: { enabled: false, channel: 'stable' } })
  })
})
