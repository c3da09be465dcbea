/**
 * Updates from the project's GitHub Releases (electron-updater reads the `latest*.yml` or
 * `beta*.yml` files the release workflow publishes): a check at start and every few hours, a
 * question before anything is downloaded, the download's progress on the window's taskbar or dock
 * icon, and the update installed when the app quits (or at once, if the user says so). The Settings
 * screen follows its status and can check, download and install from there (without the dialogs:
 * the screen is the question). A setting turns it off; the beta channel also offers pre-releases.
 * Packages the system's package manager owns (deb on Linux) and unpackaged runs (`npm start`)
 * never update themselves.
 *
 * Electron's and electron-updater's objects come in as arguments, so this runs under the tests.
 */
import type { BrowserWindow, Dialog } from 'electron'
import type { Language, UpdateSettings, UpdateStatus } from '../preload/api.js'

/** The part of electron-updater's `autoUpdater` used here. */
export interface AppUpdaterLike {
  autoDownload: boolean
  autoInstallOnAppQuit: boolean
  allowPrerelease: boolean
  allowDowngrade: boolean
  channel: string | null
  checkForUpdates(): Promise<unknown>
  downloadUpdate(): Promise<unknown>
  quitAndInstall(): void
  on(event: 'checking-for-update', listener: () => void): unknown
  on(event: 'update-not-available', listener: () => void): unknown
  on(event: 'update-available', listener: (info: { version: string }) => void): unknown
  on(event: 'download-progress', listener: (progress: { percent: number }) => void): unknown
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown
  on(event: 'error', listener: (error: Error) => void): unknown
}

/** Hours between two checks while the app runs. */
export const CHECK_EVERY_HOURS = 4
/** The first check waits for the start-up to be over. */
const FIRST_CHECK_DELAY_MS = 15_000

/**
 * Whether this copy of the app may update itself: only a packaged one, and on Linux only the
 * AppImage (which sets APPIMAGE); a deb is updated by the system's package manager.
 */
export function canUpdateItself(input: { isPackaged: boolean; platform: NodeJS.Platform; env: Readonly<Record<string, string | undefined>> }): boolean {
  if (!input.isPackaged) return false
  if (input.platform === 'linux') return Boolean(input.env.APPIMAGE)
  return input.platform === 'win32' || input.platform === 'darwin'
}

const TEXT = {
  it: {
    available: (v: string) => `È disponibile la versione ${v} di Registrar Desk.`,
    availableDetail: 'Scaricarla ora? Verrà installata alla chiusura dell’app.',
    download: 'Scarica',
    later: 'Più tardi',
    downloaded: (v: string) => `La versione ${v} è pronta.`,
    downloadedDetail: 'Verrà installata alla chiusura dell’app; riavviare ora per usarla subito.',
    restart: 'Riavvia ora',
  },
  en: {
    available: (v: string) => `Registrar Desk ${v} is available.`,
    availableDetail: 'Download it now? It will be installed when the app quits.',
    download: 'Download',
    later: 'Later',
    downloaded: (v: string) => `Version ${v} is ready.`,
    downloadedDetail: 'It will be installed when the app quits; restart now to use it at once.',
    restart: 'Restart now',
  },
} as const

export interface UpdaterDeps {
  readonly updater: AppUpdaterLike
  readonly dialog: Pick<Dialog, 'showMessageBox'>
  /** The window to ask over and to show the progress on, when there is one. */
  readonly window: () => Pick<BrowserWindow, 'setProgressBar' | 'isDestroyed'> | undefined
  readonly settings: () => { readonly language: Language; readonly updates: UpdateSettings }
  /** Tells the screens every new status (the window's renderer, through the preload). */
  readonly publish?: (status: UpdateStatus) => void
  readonly log: (message: string, err?: unknown) => void
  readonly now?: () => Date
  readonly setTimeout?: (run: () => void, ms: number) => { unref?: () => void }
  readonly setInterval?: (run: () => void, ms: number) => { unref?: () => void }
}

export interface Updater {
  /** Checks now, unless updates are turned off; a check already running is not started twice. */
  check(): Promise<void>
  /** A check asked for on the Settings screen: what it finds is offered there, without a dialog. */
  checkFromSettings(): Promise<UpdateStatus>
  /** Downloads the update offered (status `available`), as asked on the Settings screen. */
  download(): Promise<UpdateStatus>
  /** Quits and installs the downloaded update (status `ready`). */
  install(): void
  status(): UpdateStatus
  /** Applies a change of the settings (on, off, channel) from the next check. */
  settingsChanged(): void
}

export function startUpdater(deps: UpdaterDeps): Updater {
  const { updater } = deps
  // Nothing is fetched without the user's yes; what was fetched goes in when the app quits.
  updater.autoDownload = false
  updater.autoInstallOnAppQuit = true
  updater.allowDowngrade = false
  let checking: Promise<void> | undefined
  let asked = false
  // Whether the check, or the download, running was asked for on the Settings screen, which then
  // shows what comes of it: no dialog asks over it.
  let checkOnScreen = false
  let downloadOnScreen = false
  let current: UpdateStatus = { state: 'idle' }
  const now = deps.now ?? (() => new Date())

  function setStatus(next: UpdateStatus): void {
    current = next
    deps.publish?.(next)
  }

  function applyChannel(): void {
    const { channel } = deps.settings().updates
    updater.channel = channel === 'beta' ? 'beta' : 'latest'
    updater.allowPrerelease = channel === 'beta'
  }

  const text = () => TEXT[deps.settings().language]
  const progress = (value: number) => {
    const win = deps.window()
    if (win && !win.isDestroyed()) win.setProgressBar(value)
  }

  function startDownload(onScreen: boolean): Promise<void> {
    downloadOnScreen = onScreen
    return updater
      .downloadUpdate()
      .then(() => undefined)
      .catch((err: unknown) => {
        progress(-1)
        setStatus({ ...current, state: 'failed' })
        deps.log('updater: download failed', err)
      })
  }

  // While an update downloads, or waits for the restart, a periodic check changes nothing of what
  // the screen shows: it would offer the same version again.
  const holdingUpdate = () => current.state === 'downloading' || current.state === 'ready'
  updater.on('checking-for-update', () => {
    if (!holdingUpdate()) setStatus({ ...current, state: 'checking' })
  })
  updater.on('update-not-available', () => {
    if (!holdingUpdate()) setStatus({ state: 'upToDate', checkedAt: now().toISOString() })
  })
  updater.on('update-available', (info) => {
    if (holdingUpdate()) return
    setStatus({ state: 'available', version: info.version, checkedAt: now().toISOString() })
    // One question per run of the app: a later check finding the same version does not ask again.
    if (asked || checkOnScreen) return
    asked = true
    const t = text()
    void deps.dialog
      .showMessageBox({ type: 'info', message: t.available(info.version), detail: t.availableDetail, buttons: [t.download, t.later], defaultId: 0, cancelId: 1 })
      .then(({ response }) => (response === 0 ? startDownload(false) : undefined))
      .catch((err: unknown) => deps.log('updater: the question could not be shown', err))
  })
  updater.on('download-progress', (p) => {
    const percent = Math.max(0, Math.min(100, p.percent))
    progress(percent / 100)
    setStatus({ ...current, state: 'downloading', percent })
  })
  updater.on('update-downloaded', (info) => {
    progress(-1)
    setStatus({ state: 'ready', version: info.version, checkedAt: current.checkedAt })
    if (downloadOnScreen) return
    const t = text()
    void deps.dialog
      .showMessageBox({ type: 'info', message: t.downloaded(info.version), detail: t.downloadedDetail, buttons: [t.restart, t.later], defaultId: 0, cancelId: 1 })
      .then(({ response }) => {
        if (response === 0) updater.quitAndInstall()
      })
  })
  updater.on('error', (err) => {
    progress(-1)
    // Offline, or the release page unreachable: said in the log and on the Settings screen,
    // never in a dialog in the user's way.
    if (current.state !== 'ready') setStatus({ ...current, state: 'failed', checkedAt: now().toISOString() })
    deps.log('updater: check failed', err)
  })

  function check(): Promise<void> {
    if (!deps.settings().updates.enabled) return Promise.resolve()
    if (checking) return checking
    applyChannel()
    checking = updater
      .checkForUpdates()
      .then(() => undefined)
      .catch((err: unknown) => deps.log('updater: check failed', err))
      .finally(() => {
        checking = undefined
      })
    return checking
  }

  const later = deps.setTimeout ?? setTimeout
  const every = deps.setInterval ?? setInterval
  later(() => void check(), FIRST_CHECK_DELAY_MS).unref?.()
  every(() => void check(), CHECK_EVERY_HOURS * 3_600_000).unref?.()
  return {
    check,
    async checkFromSettings() {
      // A check already running (the periodic one) is joined: its dialog, if any, stays its own.
      if (checking) {
        await checking
        return current
      }
      checkOnScreen = true
      try {
        await check()
      } finally {
        checkOnScreen = false
      }
      return current
    },
    async download() {
      if (current.state === 'available') await startDownload(true)
      return current
    },
    install() {
      if (current.state === 'ready') updater.quitAndInstall()
    },
    status: () => current,
    settingsChanged() {
      // A new channel may offer another version: ask again about what it finds.
      asked = false
      applyChannel()
    },
  }
}
