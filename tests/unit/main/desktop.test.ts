import { EventEmitter } from 'node:events'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { type DesktopDeps, startDesktop } from '../../../main/desktop.js'
import type { ServerEvents } from '../../../main/gateway.js'
import { WorkerStartError } from '../../../main/gateway-process.js'
import { DESKTOP_CHANNELS, DESKTOP_EVENTS } from '../../../preload/api.js'

// The whole start-up with Electron's modules replaced by recorders.
function fakes(startServer: DesktopDeps['startServer'], dialogResponse = 0) {
  const root = mkdtempSync(path.join(tmpdir(), 'desk-start-'))
  const app = Object.assign(new EventEmitter(), {
    isPackaged: false,
    getAppPath: () => path.join(root, 'app'),
    getPath: (name: string) => path.join(root, name),
    getLocale: () => 'it-IT',
    getVersion: () => '0.1.0',
    quit: vi.fn(),
    exit: vi.fn(),
    relaunch: vi.fn(),
  })
  const windows: (EventEmitter & { loadURL: ReturnType<typeof vi.fn> })[] = []
  const headerHandlers: unknown[] = []
  const deps = {
    app,
    ipcMain: { handle: vi.fn(), removeHandler: vi.fn() },
    session: {
      webRequest: { onHeadersReceived: (fn: unknown) => headerHandlers.push(fn) },
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
    },
    shell: { openExternal: vi.fn(), openPath: vi.fn(async () => '') },
    dialog: { showMessageBox: vi.fn(async (_options: unknown) => ({ response: dialogResponse, checkboxChecked: false })), showSaveDialog: vi.fn() },
    Menu: { buildFromTemplate: vi.fn((t: unknown) => t), setApplicationMenu: vi.fn() },
    createWindow: vi.fn((_options: unknown) => {
      const w = Object.assign(new EventEmitter(), { loadURL: vi.fn(async () => {}) })
      windows.push(w)
      return w
    }),
    startServer,
    safeStorage: {
      isEncryptionAvailable: () => true,
      encryptString: (s: string) => Buffer.from(s).reverse(),
      decryptString: (b: Buffer) => Buffer.from(b).reverse().toString(),
      getSelectedStorageBackend: () => 'gnome_libsecret',
    },
    log: vi.fn(),
    platform: 'linux' as const,
    arch: 'x64',
    resourcesPath: path.join(root, 'resources'),
    logLevel: 'warn',
    notifications: {
      isSupported: () => true,
      create: vi.fn((_options: unknown) => Object.assign(new EventEmitter(), { show: vi.fn() })),
    },
  }
  return { deps: deps as unknown as DesktopDeps, raw: deps, app, windows, headerHandlers, root }
}

/** A started server as the gateway's process adapter gives it (main/gateway-process.ts). */
const handle = (url: string, sessionPath?: string) => ({ url, pid: 4242, sessionPath: async () => sessionPath, close: vi.fn(async () => {}) })
const running = (url = 'http://127.0.0.1:51234') => vi.fn(async (_options: unknown) => handle(url))

/** A gateway that answers like the real one in either mode: live mode has a sign-in link. */
function gatewayLike() {
  let port = 51000
  return vi.fn(async (options: { upstream?: string; port?: number }) => {
    const url = `http://127.0.0.1:${options.port || ++port}`
    return handle(url, options.upstream ? '/gateway/session?key=KEY' : undefined)
  })
}

function saveLiveSettings(root: string) {
  const token = Buffer.from('tok-1').reverse().toString('base64')
  const settings = {
    version: 2,
    language: 'en',
    mode: 'live',
    live: { platform: 'production', productionUrl: 'https://registry.example', auth: 'token' },
    secrets: { token },
    window: { width: 1280, height: 800, maximized: false },
  }
  mkdirSync(path.join(root, 'userData'), { recursive: true })
  writeFileSync(path.join(root, 'userData', 'settings.json'), JSON.stringify(settings))
}

describe('desktop start-up', () => {
  it('starts the gateway on the sandbox in userData, then opens the window on its origin', async () => {
    const start = running()
    const f = fakes(start)
    const ctx = await startDesktop(f.deps)
    expect(ctx).toBeDefined()
    expect(start).toHaveBeenCalledWith(
      expect.objectContaining({ host: '127.0.0.1', port: 0, dataDir: path.join(f.root, 'userData', 'sandbox'), webRoot: path.join(f.root, 'app', 'out', 'renderer') }),
      expect.anything(),
    )
    expect(f.windows).toHaveLength(1)
    await vi.waitFor(() => expect(f.windows[0]!.loadURL).toHaveBeenCalledWith('http://127.0.0.1:51234'))
    expect(f.raw.createWindow).toHaveBeenCalledWith(expect.objectContaining({ preload: path.join(f.root, 'app', 'out', 'preload', 'index.cjs') }))
    expect(f.headerHandlers).toHaveLength(1)
    expect(f.raw.session.setPermissionRequestHandler).toHaveBeenCalled()
    expect(f.app.listenerCount('web-contents-created')).toBe(1)
    expect(f.raw.ipcMain.handle.mock.calls.map((c) => c[0]).sort()).toEqual(Object.values(DESKTOP_CHANNELS).sort())
    expect(f.raw.Menu.setApplicationMenu).toHaveBeenCalled()
    await ctx!.close()
    expect(f.raw.ipcMain.removeHandler).toHaveBeenCalled()
  })

  it('saves the window bounds into the settings file', async () => {
    const f = fakes(running())
    await startDesktop(f.deps)
    const { saveBounds } = f.raw.createWindow.mock.calls[0]![0] as unknown as { saveBounds: (b: unknown) => void }
    saveBounds({ x: 1, y: 2, width: 1500, height: 900, maximized: false })
    const saved = JSON.parse(readFileSync(path.join(f.root, 'userData', 'settings.json'), 'utf8'))
    expect(saved.window).toEqual({ x: 1, y: 2, width: 1500, height: 900, maximized: false })
  })

  it('shows a clear error with the log path, opens no window and exits when the gateway fails', async () => {
    const newer = new WorkerStartError({ kind: 'newer_schema', name: 'NewerSchemaError', message: 'This data folder was written by a newer version of the app' })
    const f = fakes(vi.fn(async () => Promise.reject(newer)))
    const ctx = await startDesktop(f.deps)
    expect(ctx).toBeUndefined()
    expect(f.windows).toHaveLength(0)
    const box = f.raw.dialog.showMessageBox.mock.calls[0]![0] as unknown as { type: string; message: string; detail: string; buttons: string[] }
    expect(box.type).toBe('error')
    expect(box.message).toContain('versione più recente')
    expect(box.detail).toContain(path.join(f.root, 'logs', 'main.log'))
    expect(box.detail).toContain(path.join(f.root, 'userData', 'sandbox'))
    expect(box.buttons).toEqual(['Esci', 'Apri la cartella dei log'])
    expect(f.app.exit).toHaveBeenCalledWith(1)
    expect(f.raw.log).toHaveBeenCalledWith(expect.stringContaining('newer_data'), newer)
  })

  it('opens the log folder from the error window when asked', async () => {
    const f = fakes(vi.fn(async () => Promise.reject(new Error('boom'))), 1)
    await startDesktop(f.deps)
    expect(f.raw.shell.openPath).toHaveBeenCalledWith(path.join(f.root, 'logs'))
    expect(f.app.exit).toHaveBeenCalledWith(1)
  })

  it('in live mode, starts the gateway with the decrypted token in the live folder and opens the sign-in link', async () => {
    const start = gatewayLike()
    const f = fakes(start)
    saveLiveSettings(f.root)
    const ctx = await startDesktop(f.deps)
    expect(start).toHaveBeenCalledWith(
      expect.objectContaining({ upstream: 'https://registry.example', token: 'tok-1', dataDir: path.join(f.root, 'userData', 'live') }),
      expect.anything(),
    )
    await vi.waitFor(() => expect(f.windows[0]!.loadURL).toHaveBeenCalledWith('http://127.0.0.1:51001/gateway/session?key=KEY'))
    // The log names the mode and folder, never the token.
    expect(JSON.stringify(f.raw.log.mock.calls)).not.toContain('tok-1')
    await ctx!.close()
  })

  it('never logs the local API key of the sign-in link when the window cannot load it', async () => {
    const f = fakes(gatewayLike())
    saveLiveSettings(f.root)
    f.raw.createWindow.mockImplementationOnce((): never => {
      const w = Object.assign(new EventEmitter(), {
        loadURL: vi.fn(async (url: string) => Promise.reject(new Error(`ERR_CONNECTION_REFUSED (-102) loading '${url}'`))),
      })
      return w as never
    })
    await startDesktop(f.deps)
    await vi.waitFor(() => expect(JSON.stringify(f.raw.log.mock.calls)).toContain('could not load the app'))
    const logged = JSON.stringify(f.raw.log.mock.calls)
    expect(logged).toContain('could not load the app')
    expect(logged).toContain('/gateway/session?key=…')
    expect(logged).not.toContain('KEY')
  })

  it('offers the sandbox when live mode cannot start, and switches back when chosen', async () => {
    const f = fakes(gatewayLike(), 2)
    saveLiveSettings(f.root)
    const file = path.join(f.root, 'userData', 'settings.json')
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), secrets: {} }))
    expect(await startDesktop(f.deps)).toBeUndefined()
    const box = f.raw.dialog.showMessageBox.mock.calls[0]![0] as unknown as { buttons: string[]; message: string }
    expect(box.buttons).toEqual(['Quit', 'Open the log folder', 'Use the sandbox'])
    expect(box.message).toContain('Live mode is not set up')
    expect(JSON.parse(readFileSync(file, 'utf8')).mode).toBe('sandbox')
    expect(f.app.relaunch).toHaveBeenCalled()
  })

  it('applies saved settings by restarting the gateway on the same port and reloading the window on it', async () => {
    const start = gatewayLike()
    const f = fakes(start)
    const ctx = (await startDesktop(f.deps))!
    const first = ctx.gateway
    expect(first.mode).toBe('sandbox')
    saveLiveSettings(f.root)
    const token = Buffer.from('tok-1').reverse().toString('base64')
    ctx.settings.replace({ ...ctx.settings.get(), mode: 'live', live: { platform: 'production', productionUrl: 'https://registry.example', auth: 'token' }, secrets: { token } })
    await expect(ctx.restartGateway()).resolves.toEqual({ ok: true })
    expect(start).toHaveBeenLastCalledWith(expect.objectContaining({ port: 51001, upstream: 'https://registry.example', token: 'tok-1' }), expect.anything())
    expect(ctx.gateway.mode).toBe('live')
    expect(ctx.gateway.origin).toBe(first.origin)
    await vi.waitFor(() => expect(f.windows[0]!.loadURL).toHaveBeenLastCalledWith('http://127.0.0.1:51001/gateway/session?key=KEY'))
    await ctx.close()
  })

  it('follows the gateway to another port when the old one was taken, for the CSP too', async () => {
    let calls = 0
    const start = vi.fn(async (options: { port?: number }) => {
      calls += 1
      if (calls === 2) throw new Error('listen EADDRINUSE: address already in use')
      return handle(`http://127.0.0.1:${options.port || 52000 + calls}`)
    })
    const f = fakes(start)
    const ctx = (await startDesktop(f.deps))!
    await expect(ctx.restartGateway()).resolves.toEqual({ ok: true })
    expect(ctx.gateway.origin).toBe('http://127.0.0.1:52003')
    const onHeaders = f.headerHandlers[0] as (d: unknown, cb: (r: unknown) => void) => void
    const cb = vi.fn()
    onHeaders({ url: 'http://127.0.0.1:52003/', responseHeaders: {} }, cb)
    expect(cb.mock.calls[0]![0]).toHaveProperty('responseHeaders.Content-Security-Policy')
  })

  it('asks for the last start\'s port again, so that the window keeps its origin and its storage', async () => {
    const start = gatewayLike()
    const f = fakes(start)
    const first = (await startDesktop(f.deps))!
    expect(first.gateway.origin).toBe('http://127.0.0.1:51001')
    await first.close()
    const second = (await startDesktop(f.deps))!
    expect(start).toHaveBeenLastCalledWith(expect.objectContaining({ port: 51001 }), expect.anything())
    expect(second.gateway.origin).toBe('http://127.0.0.1:51001')
    await second.close()
  })

  it('takes any free port when the last one is taken, and remembers that one', async () => {
    const f = fakes(running())
    const settingsFile = path.join(f.root, 'userData', 'settings.json')
    mkdirSync(path.dirname(settingsFile), { recursive: true })
    writeFileSync(settingsFile, JSON.stringify({ version: 2, language: 'it', mode: 'sandbox', live: { platform: 'production', auth: 'token' }, secrets: {}, window: { width: 1280, height: 800, maximized: false }, gatewayPort: 40000 }))
    const start = vi.fn(async (options: { port?: number }) => {
      if (options.port === 40000) throw new Error('listen EADDRINUSE: address already in use 127.0.0.1:40000')
      return handle('http://127.0.0.1:52555')
    })
    const ctx = (await startDesktop({ ...f.deps, startServer: start }))!
    expect(start.mock.calls.map((c) => c[0].port)).toEqual([40000, 0])
    expect(ctx.gateway.origin).toBe('http://127.0.0.1:52555')
    expect(JSON.parse(readFileSync(settingsFile, 'utf8')).gatewayPort).toBe(52555)
    await ctx.close()
  })

  it('shows the renderer\'s notifications through Electron\'s Notification', async () => {
    const f = fakes(running())
    const ctx = (await startDesktop(f.deps))!
    const handler = f.raw.ipcMain.handle.mock.calls.find((c) => c[0] === DESKTOP_CHANNELS.showNotification)![1] as (e: unknown, input: unknown) => Promise<string>
    const trusted = { senderFrame: { url: 'http://127.0.0.1:51234/', parent: null } }
    void handler(trusted, { title: 'Credito sotto la soglia', body: '120,00 €' })
    await vi.waitFor(() => expect(f.raw.notifications.create).toHaveBeenCalledWith({ title: 'Credito sotto la soglia', body: '120,00 €' }))
    await ctx.close()
  })

  it('sends the updater’s status to the window and checks for updates from the settings screen', async () => {
    const f = fakes(running())
    const events = new EventEmitter()
    const updater = {
      on: (event: string, listener: (arg: never) => void) => events.on(event, listener as (arg: unknown) => void),
      checkForUpdates: vi.fn(async () => void events.emit('update-available', { version: '1.4.0' })),
      downloadUpdate: vi.fn(),
      quitAndInstall: vi.fn(),
    }
    const sent: unknown[][] = []
    f.raw.createWindow.mockImplementation(() => {
      const w = Object.assign(new EventEmitter(), { loadURL: vi.fn(async () => {}), isDestroyed: () => false, webContents: { send: (...args: unknown[]) => sent.push(args) } })
      f.windows.push(w)
      return w
    })
    const ctx = (await startDesktop({ ...f.deps, updater: updater as never }))!
    const handler = f.raw.ipcMain.handle.mock.calls.find((c) => c[0] === DESKTOP_CHANNELS.checkForUpdates)![1] as (e: unknown) => Promise<unknown>
    const trusted = { senderFrame: { url: 'http://127.0.0.1:51234/', parent: null } }
    await expect(handler(trusted)).resolves.toMatchObject({ state: 'available', version: '1.4.0' })
    expect(sent).toContainEqual([DESKTOP_EVENTS.updateStatusChanged, expect.objectContaining({ state: 'available', version: '1.4.0' })])
    // Asked for on the settings screen: offered there, no dialog over it.
    expect(f.raw.dialog.showMessageBox).not.toHaveBeenCalled()
    await ctx.close()
  })

  it('keeps the running gateway when the saved live settings cannot start', async () => {
    const start = gatewayLike()
    const f = fakes(start)
    const ctx = (await startDesktop(f.deps))!
    ctx.settings.replace({ ...ctx.settings.get(), mode: 'live' })
    const answer = await ctx.restartGateway()
    expect(answer).toMatchObject({ ok: false, code: 'live_settings', restored: true })
    expect(start).toHaveBeenCalledTimes(1)
    expect(ctx.gateway.mode).toBe('sandbox')
  })

  it('starts a crashed gateway again with what ran, on the same port, and reloads the window', async () => {
    const crashes: ServerEvents[] = []
    const start = vi.fn(async (options: { port?: number }, events?: ServerEvents) => {
      crashes.push(events!)
      return handle(`http://127.0.0.1:${options.port || 53001}`)
    })
    const f = fakes(start)
    const ctx = (await startDesktop(f.deps))!
    // A setting saved for later is not applied by a crash: the gateway comes back as it ran.
    ctx.settings.replace({ ...ctx.settings.get(), mode: 'live' })
    crashes.at(-1)!.onCrash!('the gateway\'s process ended unexpectedly (signal SIGKILL)')
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(2))
    expect(start).toHaveBeenLastCalledWith(expect.objectContaining({ port: 53001, dataDir: path.join(f.root, 'userData', 'sandbox') }), expect.anything())
    await vi.waitFor(() => expect(f.windows[0]!.loadURL).toHaveBeenCalledTimes(2))
    expect(ctx.gateway.mode).toBe('sandbox')
    expect(f.raw.log).toHaveBeenCalledWith('gateway: the gateway\'s process ended unexpectedly (signal SIGKILL)')
    expect(f.raw.dialog.showMessageBox).not.toHaveBeenCalled()
    await ctx.close()
  })

  it('says so in the error window and exits when the gateway keeps crashing', async () => {
    const crashes: ServerEvents[] = []
    const start = vi.fn(async (_options: unknown, events?: ServerEvents) => {
      crashes.push(events!)
      return handle('http://127.0.0.1:53002')
    })
    const f = fakes(start)
    await startDesktop(f.deps)
    for (let restarts = 1; restarts <= 3; restarts++) {
      crashes.at(-1)!.onCrash!('ended unexpectedly (code 134)')
      await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1 + restarts))
    }
    crashes.at(-1)!.onCrash!('ended unexpectedly (code 134)')
    await vi.waitFor(() => expect(f.app.exit).toHaveBeenCalledWith(1))
    const box = f.raw.dialog.showMessageBox.mock.calls[0]![0] as unknown as { message: string; detail: string }
    expect(box.message).toContain('si è fermato più volte')
    expect(box.detail).toContain('ended unexpectedly (code 134)')
    expect(start).toHaveBeenCalledTimes(4)
  })
})
