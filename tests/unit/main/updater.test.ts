import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { type AppUpdaterLike, CHECK_EVERY_HOURS, canUpdateItself, startUpdater } from '../../../main/updater.js'
import type { Language, UpdateSettings, UpdateStatus } from '../../../preload/api.js'

/** electron-updater's autoUpdater as far as the updater uses it, its events fired by the test. */
function fakeUpdater() {
  const events = new EventEmitter()
  const updater = {
    autoDownload: true,
    autoInstallOnAppQuit: false,
    allowPrerelease: false,
    allowDowngrade: true,
    channel: null as string | null,
    checkForUpdates: vi.fn(async () => undefined),
    downloadUpdate: vi.fn(async () => undefined),
    quitAndInstall: vi.fn(),
    on: (event: string, listener: (arg: never) => void) => events.on(event, listener as (arg: unknown) => void),
  }
  return { updater: updater as typeof updater & AppUpdaterLike, emit: (event: string, arg: unknown) => events.emit(event, arg) }
}

function setup(options: { updates?: UpdateSettings; language?: Language; answers?: number[] } = {}) {
  const { updater, emit } = fakeUpdater()
  const settings = { language: options.language ?? 'it', updates: options.updates ?? { enabled: true, channel: 'stable' } }
  const answers = [...(options.answers ?? [])]
  const dialog = { showMessageBox: vi.fn(async () => ({ response: answers.shift() ?? 1, checkboxChecked: false })) }
  const window = { setProgressBar: vi.fn(), isDestroyed: () => false }
  const timers: { run: () => void; ms: number; repeat: boolean }[] = []
  const log = vi.fn()
  const published: UpdateStatus[] = []
  const running = startUpdater({
    publish: (status) => published.push(status),
    now: () => new Date('2026-11-25T02:00:00.000Z'),
    updater,
    dialog: dialog as never,
    window: () => window,
    settings: () => settings,
    log,
    setTimeout: (run, ms) => {
      timers.push({ run, ms, repeat: false })
      return {}
    },
    setInterval: (run, ms) => {
      timers.push({ run, ms, repeat: true })
      return {}
    },
  })
  return { updater, emit, settings, dialog, window, timers, log, running, published }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('updates', () => {
  it('come only to a packaged app, and on Linux only to the AppImage (a deb is the package manager’s)', () => {
    expect(canUpdateItself({ isPackaged: false, platform: 'win32', env: {} })).toBe(false)
    expect(canUpdateItself({ isPackaged: true, platform: 'win32', env: {} })).toBe(true)
    expect(canUpdateItself({ isPackaged: true, platform: 'darwin', env: {} })).toBe(true)
    expect(canUpdateItself({ isPackaged: true, platform: 'linux', env: { APPIMAGE: '/opt/Registrar Desk.AppImage' } })).toBe(true)
    expect(canUpdateItself({ isPackaged: true, platform: 'linux', env: {} })).toBe(false)
  })

  it('are looked for after the start-up and every few hours, never downloaded without asking', async () => {
    const t = setup()
    expect(t.updater.autoDownload).toBe(false)
    expect(t.updater.autoInstallOnAppQuit).toBe(true)
    expect(t.updater.allowDowngrade).toBe(false)
    expect(t.timers.map((x) => x.repeat)).toEqual([false, true])
    expect(t.timers[1]!.ms).toBe(CHECK_EVERY_HOURS * 3_600_000)
    t.timers[0]!.run()
    t.timers[1]!.run()
    await settle()
    // The second check waited for the first to end rather than running beside it.
    expect(t.updater.checkForUpdates).toHaveBeenCalledTimes(1)
    await t.running.check()
    expect(t.updater.checkForUpdates).toHaveBeenCalledTimes(2)
    expect(t.updater.downloadUpdate).not.toHaveBeenCalled()
  })

  it('ask before downloading, show the progress, and install on restart when the user says so', async () => {
    const t = setup({ answers: [0, 0], language: 'en' })
    t.emit('update-available', { version: '1.4.0' })
    await settle()
    expect(t.dialog.showMessageBox).toHaveBeenCalledWith(expect.objectContaining({ message: 'Registrar Desk 1.4.0 is available.', buttons: ['Download', 'Later'] }))
    expect(t.updater.downloadUpdate).toHaveBeenCalledTimes(1)
    t.emit('download-progress', { percent: 42 })
    expect(t.window.setProgressBar).toHaveBeenLastCalledWith(0.42)
    t.emit('update-downloaded', { version: '1.4.0' })
    await settle()
    expect(t.window.setProgressBar).toHaveBeenLastCalledWith(-1)
    expect(t.updater.quitAndInstall).toHaveBeenCalledTimes(1)
  })

  it('wait when the user says later, and ask once a run', async () => {
    const t = setup({ answers: [1] })
    t.emit('update-available', { version: '1.4.0' })
    await settle()
    expect(t.dialog.showMessageBox).toHaveBeenCalledWith(expect.objectContaining({ message: 'È disponibile la versione 1.4.0 di Registrar Desk.' }))
    t.emit('update-available', { version: '1.4.0' })
    await settle()
    expect(t.dialog.showMessageBox).toHaveBeenCalledTimes(1)
    expect(t.updater.downloadUpdate).not.toHaveBeenCalled()
  })

  it('are not looked for when turned off, and follow the channel chosen', async () => {
    const t = setup({ updates: { enabled: false, channel: 'stable' } })
    await t.running.check()
    expect(t.updater.checkForUpdates).not.toHaveBeenCalled()
    t.settings.updates = { enabled: true, channel: 'beta' }
    t.running.settingsChanged()
    await t.running.check()
    expect(t.updater.checkForUpdates).toHaveBeenCalledTimes(1)
    expect(t.updater.channel).toBe('beta')
    expect(t.updater.allowPrerelease).toBe(true)
  })

  it('go to the log when the release page cannot be reached, and clear the progress', async () => {
    const t = setup()
    t.updater.checkForUpdates.mockRejectedValueOnce(new Error('net::ERR_INTERNET_DISCONNECTED'))
    await t.running.check()
    t.emit('error', new Error('net::ERR_INTERNET_DISCONNECTED'))
    expect(t.log).toHaveBeenCalledWith('updater: check failed', expect.any(Error))
    expect(t.window.setProgressBar).toHaveBeenLastCalledWith(-1)
    expect(t.dialog.showMessageBox).not.toHaveBeenCalled()
  })

  it('tell the Settings screen where they are: checked, offered, downloading, ready', async () => {
    const t = setup({ answers: [1] })
    expect(t.running.status()).toEqual({ state: 'idle' })
    t.emit('checking-for-update', undefined)
    t.emit('update-not-available', undefined)
    expect(t.published).toEqual([{ state: 'checking' }, { state: 'upToDate', checkedAt: '2026-11-25T02:00:00.000Z' }])
    t.emit('update-available', { version: '1.4.0' })
    await settle()
    expect(t.running.status()).toEqual({ state: 'available', version: '1.4.0', checkedAt: '2026-11-25T02:00:00.000Z' })
    // The user said later to the dialog; the screen still offers the download.
    expect(t.updater.downloadUpdate).not.toHaveBeenCalled()
    t.updater.downloadUpdate.mockImplementationOnce(async () => {
      t.emit('download-progress', { percent: 42.5 })
      t.emit('update-downloaded', { version: '1.4.0' })
    })
    await expect(t.running.download()).resolves.toEqual({ state: 'ready', version: '1.4.0', checkedAt: '2026-11-25T02:00:00.000Z' })
    expect(t.published).toContainEqual({ state: 'downloading', version: '1.4.0', percent: 42.5, checkedAt: '2026-11-25T02:00:00.000Z' })
    // Downloaded from the screen: the screen offers the restart, no dialog asks over it.
    expect(t.dialog.showMessageBox).toHaveBeenCalledTimes(1)
    // A periodic check meanwhile finds the same version: the screen still offers the restart, and
    // no dialog offers the download again.
    t.running.settingsChanged()
    t.emit('checking-for-update', undefined)
    t.emit('update-available', { version: '1.4.0' })
    await settle()
    expect(t.running.status().state).toBe('ready')
    expect(t.dialog.showMessageBox).toHaveBeenCalledTimes(1)
    t.running.install()
    expect(t.updater.quitAndInstall).toHaveBeenCalledOnce()
  })

  it('offer what a check from the Settings screen finds on the screen, not in a dialog', async () => {
    const t = setup()
    t.updater.checkForUpdates.mockImplementationOnce(async () => {
      t.emit('update-available', { version: '2.0.0' })
    })
    await expect(t.running.checkFromSettings()).resolves.toMatchObject({ state: 'available', version: '2.0.0' })
    await settle()
    expect(t.dialog.showMessageBox).not.toHaveBeenCalled()
    // The next periodic check asks again, as usual.
    t.updater.checkForUpdates.mockImplementationOnce(async () => {
      t.emit('update-available', { version: '2.0.0' })
    })
    await t.running.check()
    await settle()
    expect(t.dialog.showMessageBox).toHaveBeenCalledTimes(1)
  })

  it('download and install nothing that was not offered or is not ready', async () => {
    const t = setup()
    await expect(t.running.download()).resolves.toEqual({ state: 'idle' })
    t.running.install()
    expect(t.updater.downloadUpdate).not.toHaveBeenCalled()
    expect(t.updater.quitAndInstall).not.toHaveBeenCalled()
  })

  it('say on the screen that a check or a download failed', async () => {
    const t = setup()
    t.emit('update-available', { version: '1.4.0' })
    t.updater.downloadUpdate.mockRejectedValueOnce(new Error('ECONNRESET'))
    await expect(t.running.download()).resolves.toMatchObject({ state: 'failed', version: '1.4.0' })
    expect(t.log).toHaveBeenCalledWith('updater: download failed', expect.any(Error))
    t.emit('error', new Error('net::ERR_INTERNET_DISCONNECTED'))
    expect(t.running.status().state).toBe('failed')
  })
})
