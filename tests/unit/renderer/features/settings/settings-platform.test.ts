import { afterEach, describe, expect, it, vi } from 'vitest'
import { choosePlatform } from '@/platform/choose'

afterEach(() => {
  delete window.desktop
})

describe('the platform behind the settings screen', () => {
  it('in the desktop app, reads, saves and applies the live settings through the preload', async () => {
    const desktop = {
      saveFile: vi.fn(),
      openDataFolder: vi.fn(),
      getVersion: vi.fn(),
      getSettings: vi.fn(async () => ({ mode: 'sandbox' })),
      updateSettings: vi.fn(),
      updateLiveSettings: vi.fn(async () => ({ ok: true })),
      restartGateway: vi.fn(async () => ({ ok: true })),
    }
    window.desktop = desktop as never
    const live = choosePlatform().liveSettings!
    await live.read()
    const update = { mode: 'live' as const, live: { platform: 'test' as const, auth: 'token' as const }, secrets: { token: 'T' } }
    await live.save(update)
    await live.restart()
    expect(desktop.getSettings).toHaveBeenCalledOnce()
    expect(desktop.updateLiveSettings).toHaveBeenCalledWith(update)
    expect(desktop.restartGateway).toHaveBeenCalledOnce()
  })

  it('in a browser, has no live settings (serve takes them from its flags)', () => {
    expect(choosePlatform().liveSettings).toBeUndefined()
  })
})
