/**
 * The shell's start-up, with Electron passed in: paths and settings, the gateway, then (only once
 * it answers) the session's security, IPC, the menu and the window. One context object holds what
 * was started; nothing lives in module state.
 */
import path from 'node:path'
import type { App, BrowserWindow, Dialog, IpcMain, Menu as MenuClass, Session, Shell } from 'electron'
import { DESKTOP_EVENTS, type RestartResult } from '../preload/api.js'
import { type Gateway, type StartServer, startGateway } from './gateway.js'
import { registerIpc } from './ipc.js'
import { focusWindow } from './instance.js'
import { liveServerOptions } from './live-settings.js'
import type { Log } from './log.js'
import { buildMenuTemplate } from './menu.js'
import { createNotifier, type NotificationFactory } from './notifications.js'
import { resolvePaths, type ShellPaths } from './paths.js'
import { saveWhole } from './save-whole.js'
import { PRODUCT_NAME } from './product.js'
import { createSecretBox, type SafeStorageLike } from './secrets.js'
import { guardWebContents, openExternalSafely, secureSession } from './security.js'
import { type AppUpdaterLike, startUpdater } from './updater.js'
import { createSettingsStore, type SettingsStore, type StoredSettings } from './settings.js'
import { showStartupError, startupErrorView } from './startup-error.js'
import type { MainWindowOptions } from './window.js'

export interface DesktopDeps {
  readonly app: Pick<
    App,
    'getAppPath' | 'getPath' | 'getLocale' | 'getVersion' | 'isPackaged' | 'on' | 'quit' | 'exit' | 'relaunch'
  >
  readonly ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>
  readonly session: Session
  readonly shell: Pick<Shell, 'openExternal' | 'openPath'>
  readonly dialog: Pick<Dialog, 'showMessageBox' | 'showSaveDialog'>
  readonly Menu: Pick<typeof MenuClass, 'buildFromTemplate' | 'setApplicationMenu'>
  readonly createWindow: (options: MainWindowOptions) => BrowserWindow
  readonly startServer: StartServer
  /** Electron's safeStorage: live mode's secrets go through the OS keychain. */
  readonly safeStorage: SafeStorageLike
  readonly log: Log
  readonly platform: NodeJS.Platform
  readonly arch: string
  readonly resourcesPath: string
  /** The gateway's log level (`REGISTRAR_DESK_LOG_LEVEL`, default warn). */
  readonly logLevel: string
  /** Electron's Notification, for the renderer's alerts. */
  readonly notifications: NotificationFactory
  /**
   * electron-updater's autoUpdater, when this copy of the app can update itself
   * (updater.ts, canUpdateItself); absent under `npm start` and for a deb package.
   */
  readonly updater?: AppUpdaterLike
}

export interface DesktopContext {
  readonly paths: ShellPaths
  readonly settings: SettingsStore
  /** The running gateway (another one after "apply and restart"). */
  readonly gateway: Gateway
  /** Closes the gateway, starts it with the saved settings, and reloads the window on it. */
  restartGateway(): Promise<RestartResult>
  /** The main window, opened again on macOS when the dock icon is clicked. */
  window(): BrowserWindow | undefined
  openWindow(): BrowserWindow
  close(): Promise<void>
}

function installMenu(deps: DesktopDeps, paths: ShellPaths, settings: StoredSettings, dataDir: () => string): void {
  const template = buildMenuTemplate({
    language: settings.language,
    platform: deps.platform,
    appName: PRODUCT_NAME,
    devTools: !deps.app.isPackaged,
    actions: {
      openDataFolder: () => void deps.shell.openPath(dataDir()),
      openLogFolder: () => void deps.shell.openPath(path.dirname(paths.logFile)),
      showAbout: () =>
        void deps.dialog.showMessageBox({
          type: 'info',
          title: PRODUCT_NAME,
          message: `${PRODUCT_NAME} ${deps.app.getVersion()}`,
          detail: dataDir(),
        }),
    },
  })
  deps.Menu.setApplicationMenu(deps.Menu.buildFromTemplate(template))
}

function rememberPort(settings: SettingsStore, url: string): void {
  const port = Number(new URL(url).port)
  if (settings.get().gatewayPort !== port) settings.replace({ ...settings.get(), gatewayPort: port })
}

/** How many times a crashed gateway is started again before the error window says so. */
const MAX_CRASH_RESTARTS = 3

/** An address or message with the local API key of a sign-in link replaced. */
const redactKey = (text: string): string => text.replace(/([?&]key=)[^&'"\s]+/g, '$1…')

/** Starts everything; undefined when the gateway failed (the error window has been handled). */
export async function startDesktop(deps: DesktopDeps): Promise<DesktopContext | undefined> {
  const { app, log } = deps
  const paths = resolvePaths({
    isPackaged: app.isPackaged,
    appPath: app.getAppPath(),
    resourcesPath: deps.resourcesPath,
    userData: app.getPath('userData'),
    logs: app.getPath('logs'),
    platform: deps.platform,
    arch: deps.arch,
  })
  const settings = createSettingsStore(paths.settingsFolder, app.getLocale(), log)
  const secrets = createSecretBox(deps.safeStorage, deps.platform)
  const startMode = settings.get().mode
  const dataDirOf = (mode: string) => (mode === 'live' ? paths.liveDataDir : paths.dataDir)
  installMenu(deps, paths, settings.get(), () => dataDirOf(startMode))
  if (!paths.nativeBinding) log(`gateway: no Electron build of better-sqlite3 found; using the package's own`)

  // Each gateway started reports its own death (onCrash below).
  const gatewayOptions = { secrets, logLevel: deps.logLevel, onCrash: (reason: string) => onCrash(reason) }
  // The last start's port again, so that the window's origin, and with it the renderer's storage
  // (language, alerts already shown), stays the same from one start to the next; any free one if
  // it is taken.
  const lastPort = settings.get().gatewayPort
  let result = await startGateway(deps.startServer, paths, settings.get(), { ...gatewayOptions, port: lastPort })
  if (!result.ok && result.failure.code === 'start_failed' && lastPort) {
    result = await startGateway(deps.startServer, paths, settings.get(), gatewayOptions)
  }
  if (!result.ok) {
    log(`gateway: could not start (${result.failure.code}): ${result.failure.message}`, result.failure.cause)
    const view = startupErrorView(result.failure, settings.get().language, dataDirOf(startMode), paths.logFile, startMode === 'live')
    const choice = await showStartupError(deps.dialog, view)
    if (choice === 'open-logs') await deps.shell.openPath(path.dirname(paths.logFile))
    if (choice === 'use-sandbox') {
      settings.replace({ ...settings.get(), mode: 'sandbox' })
      app.relaunch()
    }
    app.exit(1)
    return undefined
  }
  let gateway = result.gateway
  rememberPort(settings, gateway.url)
  log(`gateway: listening on ${gateway.url} (${gateway.mode}), data in ${gateway.dataDir}`)

  // Every check reads the current origin: a restart may land on another port.
  const origin = () => gateway.origin
  const openExternal = (url: string) => openExternalSafely(url, deps.shell)
  secureSession(deps.session, origin)
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, origin, openExternal))

  // Live mode: the sign-in link redirects to `/` with the window's session in the fragment.
  // Electron's load errors quote the address, so the key is taken out before logging.
  const loadEntry = (win: BrowserWindow) =>
    void gateway
      .entryUrl()
      .then((url) => win.loadURL(url))
      .catch((err: unknown) => log(`window: could not load the app: ${redactKey(String(err))}`))

  let restarting: Promise<RestartResult> | undefined
  let started: StoredSettings = settings.get()
  const restartOnce = async (wanted: StoredSettings): Promise<RestartResult> => {
    const previous = gateway
    if (wanted.mode === 'live') {
      // Settings that cannot start (incomplete, a secret unreadable) leave the running gateway alone.
      try {
        liveServerOptions(wanted, secrets)
      } catch (err) {
        return { ok: false, code: 'live_settings', message: (err as Error).message, restored: true }
      }
    }
    await previous.close()
    // The same port keeps the same origin (and the renderer's storage); another if it was taken.
    const port = Number(new URL(previous.url).port)
    let next = await startGateway(deps.startServer, paths, wanted, { ...gatewayOptions, port })
    if (!next.ok && next.failure.code === 'start_failed') next = await startGateway(deps.startServer, paths, wanted, gatewayOptions)
    let outcome: RestartResult = { ok: true }
    if (!next.ok) {
      log(`gateway: restart failed (${next.failure.code}): ${next.failure.message}`, next.failure.cause)
      const failure = next.failure
      // Bring back what ran before, so the window keeps working and shows the problem.
      next = await startGateway(deps.startServer, paths, started, { ...gatewayOptions, port })
      if (!next.ok) next = await startGateway(deps.startServer, paths, started, gatewayOptions)
      outcome = { ok: false, code: failure.code, message: failure.message, restored: next.ok }
      if (!next.ok) {
        log(`gateway: could not start again (${next.failure.code}): ${next.failure.message}`, next.failure.cause)
        await showStartupError(deps.dialog, startupErrorView(next.failure, wanted.language, dataDirOf(wanted.mode), paths.logFile, true))
        app.exit(1)
        return outcome
      }
    } else {
      started = wanted
    }
    gateway = next.gateway
    rememberPort(settings, gateway.url)
    log(`gateway: restarted on ${gateway.url} (${gateway.mode}), data in ${gateway.dataDir}`)
    installMenu(deps, paths, settings.get(), () => gateway.dataDir)
    if (current) loadEntry(current)
    return outcome
  }
  const restartGateway = (wanted = settings.get()) => {
    restarting ??= restartOnce(wanted).finally(() => (restarting = undefined))
    return restarting
  }

  // The gateway's process died (a native fault, memory exhausted, killed from outside): the same
  // settings start again on the same port and the window reloads, a few times; then the error window.
  let crashRestarts = 0
  function onCrash(reason: string): void {
    log(`gateway: ${reason}`)
    if (crashRestarts++ < MAX_CRASH_RESTARTS) {
      void restartGateway(started).then((outcome) => log(`gateway: restarted after the crash: ${outcome.ok ? 'ok' : outcome.message}`))
      return
    }
    const view = startupErrorView({ code: 'crashed', message: reason, cause: undefined }, settings.get().language, gateway.dataDir, paths.logFile)
    void showStartupError(deps.dialog, view).then(async (choice) => {
      if (choice === 'open-logs') await deps.shell.openPath(path.dirname(paths.logFile))
      app.exit(1)
    })
  }

  const notifier = createNotifier(deps.notifications, () => focusWindow(current))
  const removeIpc = registerIpc(deps.ipcMain, {
    gatewayOrigin: origin,
    dataDir: () => gateway.dataDir,
    secrets,
    runningMode: () => gateway.mode,
    restartGateway: () => restartGateway(),
    downloadsDir: app.getPath('downloads'),
    version: app.getVersion(),
    settings,
    chooseSavePath: async (_event, defaultPath, filters) => {
      const options = { defaultPath, filters: filters.map((f) => ({ name: f.name, extensions: [...f.extensions] })) }
      // Modal to the main window when there is one.
      const answer = current ? await deps.dialog.showSaveDialog(current, options) : await deps.dialog.showSaveDialog(options)
      return answer.canceled ? undefined : answer.filePath
    },
    writeFile: (file, bytes) => saveWhole(file, bytes),
    openPath: (folder) => deps.shell.openPath(folder),
    updatesSupported: deps.updater !== undefined,
    // Asked only from the window's IPC, after the updater below has started.
    updates: () => updates,
    onSettingsChanged: (next) => {
      installMenu(deps, paths, next, () => gateway.dataDir)
      updates?.settingsChanged()
    },
    notify: (request) => notifier.show(request),
  })

  let current: BrowserWindow | undefined
  const openWindow = () => {
    const win = deps.createWindow({
      bounds: settings.get().window,
      preload: paths.preload,
      title: PRODUCT_NAME,
      saveBounds: (bounds) => settings.saveWindow(bounds),
    })
    win.on('closed', () => {
      if (current === win) current = undefined
    })
    current = win
    loadEntry(win)
    return win
  }
  openWindow()
  const updates = deps.updater
    ? startUpdater({
        updater: deps.updater,
        dialog: deps.dialog,
        window: () => current,
        settings: () => settings.get(),
        publish: (status) => {
          if (current && !current.isDestroyed()) current.webContents.send(DESKTOP_EVENTS.updateStatusChanged, status)
        },
        log,
      })
    : undefined
  return {
    paths,
    settings,
    get gateway() {
      return gateway
    },
    restartGateway: () => restartGateway(),
    window: () => current,
    openWindow,
    async close() {
      removeIpc()
      await restarting?.catch(() => undefined)
      await gateway.close()
    },
  }
}
