/**
 * The Electron main process: lifecycle only. Everything else is in desktop.ts and its helpers,
 * which receive Electron's modules from here.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { app, BrowserWindow, dialog, ipcMain, Menu, Notification, safeStorage, session, shell, utilityProcess } from 'electron'
import { type DesktopContext, startDesktop } from './desktop.js'
import { forkedServer, fromUtilityProcess, WORKER_EXEC_ARGV } from './gateway-process.js'
import { claimSingleInstance, focusWindow } from './instance.js'
import { createFileLog } from './log.js'
import { GATEWAY_WORKER_ENTRY, userDataFolder } from './paths.js'
import { PRODUCT_NAME } from './product.js'
import { canUpdateItself } from './updater.js'
import { createMainWindow } from './window.js'

// The same userData folder under `npm start` and packaged (the package name differs from the
// product name), or the one REGISTRAR_DESK_USER_DATA names; set before anything reads it.
app.setName(PRODUCT_NAME)
app.setPath('userData', userDataFolder(app.getPath('appData'), PRODUCT_NAME, process.env))
app.setAppLogsPath()
const log = createFileLog(path.join(app.getPath('logs'), 'main.log'))
// The gateway and its database run in a utility process, so that a long query never blocks this
// one (the window, menus, dialogs). Its bundle is beside this one (paths.ts); its options,
// secrets included, go over the process's message port only.
const GATEWAY_WORKER = fileURLToPath(new URL(`./${GATEWAY_WORKER_ENTRY}.js`, import.meta.url))
const startServer = forkedServer(() => fromUtilityProcess(utilityProcess.fork(GATEWAY_WORKER, [], { serviceName: `${PRODUCT_NAME} gateway`, execArgv: [...WORKER_EXEC_ARGV] })), { log })

let desktop: DesktopContext | undefined
let closed = false

if (!claimSingleInstance(app, () => focusWindow(desktop?.window()))) {
  app.quit()
} else {
  app.on('window-all-closed', () => {
    // macOS apps stay in the dock with no window; the gateway keeps running for `activate`.
    if (process.platform !== 'darwin') app.quit()
  })
  app.on('activate', () => {
    if (desktop && BrowserWindow.getAllWindows().length === 0) desktop.openWindow()
  })
  app.on('will-quit', (event) => {
    if (closed || !desktop) return
    // Close the database cleanly before the process goes.
    event.preventDefault()
    const running = desktop
    desktop = undefined
    running.close().catch((err: unknown) => log('gateway: close failed', err)).finally(() => {
      closed = true
      app.quit()
    })
  })
  app
    .whenReady()
    .then(async () => {
      desktop = await startDesktop({
        app,
        ipcMain,
        session: session.defaultSession,
        shell,
        dialog,
        Menu,
        createWindow: createMainWindow,
        startServer,
        safeStorage,
        log,
        platform: process.platform,
        arch: process.arch,
        resourcesPath: process.resourcesPath,
        logLevel: process.env.REGISTRAR_DESK_LOG_LEVEL ?? 'warn',
        notifications: {
          isSupported: () => Notification.isSupported(),
          create: (options) => new Notification(options),
        },
        // Loaded only where it is used: a deb package or `npm start` never updates itself.
        updater: canUpdateItself({ isPackaged: app.isPackaged, platform: process.platform, env: process.env })
          ? (await import('electron-updater')).autoUpdater
          : undefined,
      })
    })
    .catch((err: unknown) => {
      log('main: start-up failed', err)
      dialog.showErrorBox(PRODUCT_NAME, `${String(err)}\n\n${path.join(app.getPath('logs'), 'main.log')}`)
      app.exit(1)
    })
}
