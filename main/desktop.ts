/**
 * The shell's start-up, with Electron passed in: paths and settings, the gateway, then (only once
 * it answers) the session's security, IPC, the menu and the window. One context object holds what
 * was started; nothing lives in module state.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { App, BrowserWindow, Dialog, IpcMain, Menu as MenuClass, Session, Shell } from 'electron'
import type { DesktopSettings } from '../preload/api.js'
import { type Gateway, type StartServer, startGateway } from './gateway.js'
import { registerIpc } from './ipc.js'
import type { Log } from './log.js'
import { buildMenuTemplate } from './menu.js'
import { resolvePaths, type ShellPaths } from './paths.js'
import { PRODUCT_NAME } from './product.js'
import { guardWebContents, openExternalSafely, secureSession } from './security.js'
import { createSettingsStore, type SettingsStore } from './settings.js'
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
  readonly log: Log
  readonly platform: NodeJS.Platform
  readonly arch: string
  readonly resourcesPath: string
  /** The gateway's log level (`REGISTRAR_DESK_LOG_LEVEL`, default warn). */
  readonly logLevel: string
}

export interface DesktopContext {
  readonly paths: ShellPaths
  readonly settings: SettingsStore
  readonly gateway: Gateway
  /** The main window, opened again on macOS when the dock icon is clicked. */
  window(): BrowserWindow | undefined
  openWindow(): BrowserWindow
  close(): Promise<void>
}

function installMenu(deps: DesktopDeps, paths: ShellPaths, settings: DesktopSettings): void {
  const template = buildMenuTemplate({
    language: settings.language,
    platform: deps.platform,
    appName: PRODUCT_NAME,
    devTools: !deps.app.isPackaged,
    actions: {
      openDataFolder: () => void deps.shell.openPath(paths.dataDir),
      openLogFolder: () => void deps.shell.openPath(path.dirname(paths.logFile)),
      showAbout: () =>
        void deps.dialog.showMessageBox({
          type: 'info',
          title: PRODUCT_NAME,
          message: `${PRODUCT_NAME} ${deps.app.getVersion()}`,
          detail: paths.dataDir,
        }),
    },
  })
  deps.Menu.setApplicationMenu(deps.Menu.buildFromTemplate(template))
}

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
  installMenu(deps, paths, settings.get())
  if (!paths.nativeBinding) log(`gateway: no Electron build of better-sqlite3 found; using the package's own`)

  const result = await startGateway(deps.startServer, paths, settings.get(), deps.logLevel)
  if (!result.ok) {
    log(`gateway: could not start (${result.failure.code}): ${result.failure.message}`, result.failure.cause)
    const view = startupErrorView(result.failure, settings.get().language, paths.dataDir, paths.logFile)
    const choice = await showStartupError(deps.dialog, view)
    if (choice === 'open-logs') await deps.shell.openPath(path.dirname(paths.logFile))
    if (choice === 'use-sandbox') {
      settings.update({ mode: 'sandbox' })
      app.relaunch()
    }
    app.exit(1)
    return undefined
  }
  const { gateway } = result
  log(`gateway: listening on ${gateway.url}, data in ${paths.dataDir}`)

  const openExternal = (url: string) => openExternalSafely(url, deps.shell)
  secureSession(deps.session, gateway.origin)
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, gateway.origin, openExternal))
  const removeIpc = registerIpc(deps.ipcMain, {
    gatewayOrigin: gateway.origin,
    dataDir: paths.dataDir,
    downloadsDir: app.getPath('downloads'),
    version: app.getVersion(),
    settings,
    chooseSavePath: async (_event, defaultPath, filters) => {
      const options = { defaultPath, filters: filters.map((f) => ({ name: f.name, extensions: [...f.extensions] })) }
      // Modal to the main window when there is one.
      const answer = current ? await deps.dialog.showSaveDialog(current, options) : await deps.dialog.showSaveDialog(options)
      return answer.canceled ? undefined : answer.filePath
    },
    writeFile: (file, bytes) => writeFile(file, bytes),
    openPath: (folder) => deps.shell.openPath(folder),
    onSettingsChanged: (next) => installMenu(deps, paths, next),
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
    void win.loadURL(gateway.url).catch((err: unknown) => log('window: could not load the app', err))
    return win
  }
  openWindow()
  return {
    paths,
    settings,
    gateway,
    window: () => current,
    openWindow,
    async close() {
      removeIpc()
      await gateway.close()
    },
  }
}
