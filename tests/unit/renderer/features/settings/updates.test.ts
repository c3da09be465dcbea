import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { createI18n } from 'vue-i18n'
import SettingsUpdates from '@/features/settings/components/SettingsUpdates.vue'
import { settingsLocales } from '@/features/settings/locales'
import type { UpdatesAccess } from '@/platform'
import { createDesktopPlatform } from '@/platform/desktop'
import type { DesktopApi, UpdateStatus } from '../../../../../preload/api'
import { savedSettings } from './fixtures'

/** The updater's side of the access, idle and quiet unless a test says otherwise. */
function quietUpdater(overrides: Partial<UpdatesAccess> = {}): Omit<UpdatesAccess, 'read' | 'save'> {
  return {
    status: async () => ({ state: 'idle' }),
    check: async () => ({ state: 'upToDate', checkedAt: '2026-11-25T02:00:00.000Z' }),
    download: async () => ({ state: 'idle' }),
    install: async () => {},
    watch: () => () => {},
    ...overrides,
  }
}

function mountUpdates(access: UpdatesAccess) {
  const i18n = createI18n({ legacy: false, locale: 'en', messages: settingsLocales as never })
  return mount(SettingsUpdates, { props: { access }, global: { plugins: [i18n] } })
}

describe('the updates setting', () => {
  it('turns updates off and chooses the beta channel, each saved at once', async () => {
    let stored = { enabled: true, channel: 'stable' as const } as { enabled: boolean; channel: 'stable' | 'beta' }
    const save = vi.fn(async (u: typeof stored) => (stored = u))
    const wrapper = mountUpdates({ ...quietUpdater(), read: async () => ({ updates: stored, supported: true }), save })
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
    const wrapper = mountUpdates({ ...quietUpdater(), read: async () => ({ updates: { enabled: true, channel: 'stable' }, supported: false }), save: vi.fn() })
    await flushPromises()
    expect(wrapper.get('[data-testid="updates-unsupported"]').text()).toContain('deb package')
    expect(wrapper.find('[data-testid="updates-enabled"]').exists()).toBe(false)
  })

  it('follow the updater: a check on request, the version offered, its download’s progress, the restart that installs it', async () => {
    let push: (status: UpdateStatus) => void = () => {}
    const stop = vi.fn()
    const access: UpdatesAccess = {
      ...quietUpdater({
        check: vi.fn(async () => ({ state: 'available' as const, version: '1.4.0' })),
        download: vi.fn(async () => ({ state: 'downloading' as const, version: '1.4.0', percent: 0 })),
        install: vi.fn(async () => {}),
        watch: (listener) => {
          push = listener
          return stop
        },
      }),
      read: async () => ({ updates: { enabled: true, channel: 'stable' }, supported: true }),
      save: vi.fn(),
    }
    const wrapper = mountUpdates(access)
    await flushPromises()
    const status = () => wrapper.get('[data-testid="update-status-text"]').text()
    expect(status()).toBe('Not looked for since the app started.')
    await wrapper.get('[data-testid="update-check"]').trigger('click')
    await flushPromises()
    expect(status()).toBe('Version 1.4.0 is available.')
    await wrapper.get('[data-testid="update-download"]').trigger('click')
    await flushPromises()
    expect(access.download).toHaveBeenCalledOnce()
    push({ state: 'downloading', version: '1.4.0', percent: 42 })
    await flushPromises()
    expect(status()).toBe('Downloading version 1.4.0: 42%')
    expect((wrapper.get('[data-testid="update-progress"]').element as HTMLProgressElement).value).toBe(42)
    expect((wrapper.get('[data-testid="update-check"]').element as HTMLButtonElement).disabled).toBe(true)
    push({ state: 'ready', version: '1.4.0' })
    await flushPromises()
    expect(status()).toBe('Version 1.4.0 is ready: it will be installed when the app quits.')
    expect(wrapper.find('[data-testid="update-progress"]').exists()).toBe(false)
    await wrapper.get('[data-testid="update-install"]').trigger('click')
    expect(access.install).toHaveBeenCalledOnce()
    wrapper.unmount()
    expect(stop).toHaveBeenCalledOnce()
  })

  it('say when a check could not be made, and show no status while updates are off', async () => {
    const access: UpdatesAccess = {
      ...quietUpdater({ status: async () => ({ state: 'failed', checkedAt: '2026-11-25T02:00:00.000Z' }), check: vi.fn(async () => Promise.reject(new Error('ipc'))) }),
      read: async () => ({ updates: { enabled: true, channel: 'stable' }, supported: true }),
      save: async (u) => u,
    }
    const wrapper = mountUpdates(access)
    await flushPromises()
    expect(wrapper.get('[data-testid="update-status-text"]').text()).toContain('The last check failed')
    await wrapper.get('[data-testid="update-check"]').trigger('click')
    await flushPromises()
    expect(wrapper.get('[role="alert"]').text()).toBe('The operation failed.')
    await wrapper.get('[data-testid="updates-enabled"]').setValue(false)
    await flushPromises()
    expect(wrapper.find('[data-testid="update-status"]').exists()).toBe(false)
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
