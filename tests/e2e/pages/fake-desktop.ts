import type { Page } from '@playwright/test'
import type { DesktopApi, DesktopSettings, UpdateStatus } from '../../../preload/api'

/** What a test sees of the fake desktop shell: the calls made, and a way to push an update status. */
interface FakeDesktopHandle {
  calls: string[]
  push(status: UpdateStatus): void
}

declare global {
  interface Window {
    /** The preload's API, as the renderer expects it (renderer/src/platform/choose.ts). */
    desktop?: DesktopApi
    __fakeDesktop?: FakeDesktopHandle
  }
}

/**
 * The web build run as if inside the desktop app: `window.desktop` (the preload's API) is a fake
 * installed before the app's code, so the renderer's desktop paths (the live-mode form, the
 * updates) run in Chromium. Main and the preload themselves are tested in tests/unit/main and
 * tests/electron/; this is the renderer's half, where Electron cannot run.
 */
export async function useFakeDesktop(page: Page, settings: DesktopSettings): Promise<void> {
  await page.addInitScript((initial: DesktopSettings) => {
    let current = initial
    let status: UpdateStatus = { state: 'idle' }
    const listeners = new Set<(s: UpdateStatus) => void>()
    const calls: string[] = []
    const publish = (next: UpdateStatus) => {
      status = next
      for (const l of listeners) l(next)
    }
    const called = <T>(name: string, answer: T): Promise<T> => {
      calls.push(name)
      return Promise.resolve(answer)
    }
    const desktop: DesktopApi = {
      saveFile: () => called('saveFile', null),
      openDataFolder: () => called('openDataFolder', undefined),
      getVersion: () => called('getVersion', '1.3.0'),
      getSettings: () => called('getSettings', current),
      updateSettings: (patch) => called('updateSettings', (current = { ...current, ...patch })),
      updateLiveSettings: () => called('updateLiveSettings', { ok: true, settings: current }),
      restartGateway: () => called('restartGateway', { ok: true }),
      showNotification: () => called('showNotification', 'closed'),
      getUpdateStatus: () => called('getUpdateStatus', status),
      checkForUpdates: () => {
        publish({ state: 'checking' })
        publish({ state: 'available', version: '1.4.0', checkedAt: new Date().toISOString() })
        return called('checkForUpdates', status)
      },
      downloadUpdate: () => {
        publish({ ...status, state: 'downloading', percent: 0 })
        return called('downloadUpdate', status)
      },
      installUpdate: () => called('installUpdate', undefined),
      onUpdateStatus: (listener) => {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    }
    window.desktop = desktop
    window.__fakeDesktop = { calls, push: publish }
  }, settings)
}
