import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { DESKTOP_CHANNELS } from '../../../preload/api.js'
import { InvalidRequestError, type IpcDeps, MAX_SAVE_BYTES, parseSaveRequest, registerIpc } from '../../../main/ipc.js'
import { UntrustedSenderError } from '../../../main/security.js'
import { createSettingsStore } from '../../../main/settings.js'
import type { SecretBox } from '../../../main/secrets.js'

const keychain = (available = true): SecretBox => ({
  available: () => available,
  encrypt: (s) => Buffer.from(`enc:${s}`).toString('base64'),
  decrypt: (s) => Buffer.from(s, 'base64').toString().slice(4),
})

const ORIGIN = 'http://127.0.0.1:40000'
type Handler = (event: unknown, ...args: unknown[]) => unknown

function setup(overrides: Partial<IpcDeps> = {}) {
  const handlers = new Map<string, Handler>()
  const ipcMain = { handle: vi.fn((c: string, h: Handler) => void handlers.set(c, h)), removeHandler: vi.fn((c: string) => void handlers.delete(c)) }
  const deps: IpcDeps = {
    gatewayOrigin: ORIGIN,
    dataDir: '/data/sandbox',
    downloadsDir: '/home/u/Downloads',
    version: '1.2.3',
    settings: createSettingsStore(mkdtempSync(path.join(tmpdir(), 'desk-ipc-')), 'it'),
    secrets: keychain(),
    runningMode: () => 'sandbox',
    updatesSupported: false,
    updates: () => undefined,
    restartGateway: vi.fn(async () => ({ ok: true as const })),
    chooseSavePath: vi.fn(async () => '/home/u/Downloads/fattura.pdf'),
    writeFile: vi.fn(async () => {}),
    openPath: vi.fn(async () => ''),
    onSettingsChanged: vi.fn(),
    notify: vi.fn(async () => 'clicked' as const),
    ...overrides,
  }
  const remove = registerIpc(ipcMain as never, deps)
  const trusted = { senderFrame: { url: `${ORIGIN}/invoices`, parent: null } }
  const call = (channel: string, ...args: unknown[]) => Promise.resolve().then(() => handlers.get(channel)!(trusted, ...args))
  return { handlers, deps, remove, call, ipcMain }
}

const pdf = { bytes: new Uint8Array([37, 80, 68, 70]), suggestedName: 'fattura.pdf', filters: [{ name: 'PDF', extensions: ['pdf'] }] }

describe('IPC handlers', () => {
  it('handle exactly the channels declared in preload/api.ts, and can be removed', () => {
    const { handlers, remove, ipcMain } = setup()
    expect([...handlers.keys()].sort()).toEqual(Object.values(DESKTOP_CHANNELS).sort())
    remove()
    expect(ipcMain.removeHandler).toHaveBeenCalledTimes(Object.keys(DESKTOP_CHANNELS).length)
    expect(handlers.size).toBe(0)
  })

  it.each(Object.values(DESKTOP_CHANNELS))('refuse %s from a frame that is not the gateway', async (channel) => {
    const { handlers, deps } = setup()
    const foreign = { senderFrame: { url: 'https://evil.example/', parent: null } }
    await expect(Promise.resolve().then(() => handlers.get(channel)!(foreign, pdf))).rejects.toThrow(UntrustedSenderError)
    const subFrame = { senderFrame: { url: `${ORIGIN}/`, parent: {} } }
    await expect(Promise.resolve().then(() => handlers.get(channel)!(subFrame, pdf))).rejects.toThrow(UntrustedSenderError)
    expect(deps.writeFile).not.toHaveBeenCalled()
  })

  it('save a file where the user chose, suggesting the downloads folder', async () => {
    const { call, deps } = setup()
    await expect(call(DESKTOP_CHANNELS.saveFile, pdf)).resolves.toBe('/home/u/Downloads/fattura.pdf')
    expect(deps.chooseSavePath).toHaveBeenCalledWith(expect.anything(), path.join('/home/u/Downloads', 'fattura.pdf'), pdf.filters)
    expect(deps.writeFile).toHaveBeenCalledWith('/home/u/Downloads/fattura.pdf', pdf.bytes)
  })

  it('answer null and write nothing when the user cancels', async () => {
    const { call, deps } = setup({ chooseSavePath: vi.fn(async () => undefined) })
    await expect(call(DESKTOP_CHANNELS.saveFile, pdf)).resolves.toBeNull()
    expect(deps.writeFile).not.toHaveBeenCalled()
  })

  it('open the data folder, and report a failure to do so', async () => {
    const { call, deps } = setup()
    await call(DESKTOP_CHANNELS.openDataFolder)
    expect(deps.openPath).toHaveBeenCalledWith('/data/sandbox')
    const failing = setup({ openPath: vi.fn(async () => 'no file manager') })
    await expect(failing.call(DESKTOP_CHANNELS.openDataFolder)).rejects.toThrow('no file manager')
  })

  it("answer the app's version and settings, and apply a settings patch", async () => {
    const { call, deps } = setup()
    await expect(call(DESKTOP_CHANNELS.getVersion)).resolves.toBe('1.2.3')
    await expect(call(DESKTOP_CHANNELS.getSettings)).resolves.toMatchObject({ language: 'it' })
    await expect(call(DESKTOP_CHANNELS.updateSettings, { language: 'en' })).resolves.toMatchObject({ language: 'en' })
    expect(deps.onSettingsChanged).toHaveBeenCalledWith(expect.objectContaining({ language: 'en' }))
    await expect(call(DESKTOP_CHANNELS.updateSettings, { language: 'xx' })).rejects.toThrow()
    await expect(call(DESKTOP_CHANNELS.updateSettings, { mode: 'live' })).rejects.toThrow()
    // Updates: turned off, or to the beta channel; nothing else is taken.
    await expect(call(DESKTOP_CHANNELS.updateSettings, { updates: { enabled: false, channel: 'beta' } })).resolves.toMatchObject({
      updates: { enabled: false, channel: 'beta' },
      updatesSupported: false,
    })
    await expect(call(DESKTOP_CHANNELS.updateSettings, { updates: { enabled: true, channel: 'nightly' } })).rejects.toThrow()
  })

  it('save the live-mode form, answering whether each secret is set but never its value', async () => {
    const { call, deps } = setup()
    const form = { mode: 'live', live: { platform: 'production', productionUrl: 'https://registry.example', auth: 'token' }, secrets: { token: 'tok-SECRET' } }
    const answer = (await call(DESKTOP_CHANNELS.updateLiveSettings, form)) as { ok: true; settings: unknown }
    expect(answer).toMatchObject({ ok: true, settings: { mode: 'live', secrets: { token: true, password: false, clientSecret: false }, secretStorage: true, runningMode: 'sandbox' } })
    expect(JSON.stringify(answer)).not.toContain('tok-SECRET')
    expect(JSON.stringify(await call(DESKTOP_CHANNELS.getSettings))).not.toContain(deps.settings.get().secrets.token)
    expect(deps.settings.get().secrets.token).toBeDefined()
  })

  it('answer field problems for an invalid form, and save nothing', async () => {
    const { call, deps } = setup({ secrets: keychain(false) })
    const form = { mode: 'live', live: { platform: 'production', productionUrl: 'http://registry.example', auth: 'token' }, secrets: { token: 't' } }
    await expect(call(DESKTOP_CHANNELS.updateLiveSettings, form)).resolves.toEqual({
      ok: false,
      problems: [
        { field: 'productionUrl', code: 'https_required' },
        { field: 'token', code: 'encryption_unavailable' },
      ],
    })
    expect(deps.settings.get().mode).toBe('sandbox')
    await expect(call(DESKTOP_CHANNELS.getSettings)).resolves.toMatchObject({ secretStorage: false })
  })

  it('restart the gateway on request', async () => {
    const { call, deps } = setup()
    await expect(call(DESKTOP_CHANNELS.restartGateway)).resolves.toEqual({ ok: true })
    expect(deps.restartGateway).toHaveBeenCalledOnce()
  })

  it('show a notification with its title and body, answering how it ended', async () => {
    const { call, deps } = setup()
    await expect(call(DESKTOP_CHANNELS.showNotification, { title: 'Credito sotto la soglia', body: '120,00 €' })).resolves.toBe('clicked')
    expect(deps.notify).toHaveBeenCalledWith({ title: 'Credito sotto la soglia', body: '120,00 €' })
  })

  it('answer the updater’s status, and check, download and install through it', async () => {
    const updater = {
      status: vi.fn(() => ({ state: 'upToDate' as const, checkedAt: '2026-11-25T02:00:00.000Z' })),
      checkFromSettings: vi.fn(async () => ({ state: 'available' as const, version: '1.4.0' })),
      download: vi.fn(async () => ({ state: 'ready' as const, version: '1.4.0' })),
      install: vi.fn(),
    }
    const { call } = setup({ updatesSupported: true, updates: () => updater as never })
    await expect(call(DESKTOP_CHANNELS.getUpdateStatus)).resolves.toEqual({ state: 'upToDate', checkedAt: '2026-11-25T02:00:00.000Z' })
    await expect(call(DESKTOP_CHANNELS.checkForUpdates)).resolves.toEqual({ state: 'available', version: '1.4.0' })
    await expect(call(DESKTOP_CHANNELS.downloadUpdate)).resolves.toEqual({ state: 'ready', version: '1.4.0' })
    await call(DESKTOP_CHANNELS.installUpdate)
    expect(updater.install).toHaveBeenCalledOnce()
  })

  it('answer an idle status, and do nothing, where the app cannot update itself', async () => {
    const { call } = setup()
    for (const channel of [DESKTOP_CHANNELS.getUpdateStatus, DESKTOP_CHANNELS.checkForUpdates, DESKTOP_CHANNELS.downloadUpdate]) {
      await expect(call(channel)).resolves.toEqual({ state: 'idle' })
    }
    await expect(call(DESKTOP_CHANNELS.installUpdate)).resolves.toBeUndefined()
  })

  it.each([
    ['no title', { title: '', body: 'x' }],
    ['a title too long', { title: 'x'.repeat(201), body: '' }],
    ['an extra field', { title: 't', body: 'b', icon: '/etc/passwd' }],
    ['a body that is not text', { title: 't', body: 42 }],
    ['nothing', undefined],
  ])('refuse a notification with %s, showing nothing', async (_what, input) => {
    const { call, deps } = setup()
    await expect(call(DESKTOP_CHANNELS.showNotification, input)).rejects.toThrow(InvalidRequestError)
    expect(deps.notify).not.toHaveBeenCalled()
  })

  it('follow the gateway to a new origin after a restart', async () => {
    let origin = ORIGIN
    const { handlers } = setup({ gatewayOrigin: () => origin })
    const at = (url: string) => ({ senderFrame: { url, parent: null } })
    await expect(Promise.resolve(handlers.get(DESKTOP_CHANNELS.getVersion)!(at(`${ORIGIN}/`)))).resolves.toBe('1.2.3')
    origin = 'http://127.0.0.1:40001'
    await expect(Promise.resolve().then(() => handlers.get(DESKTOP_CHANNELS.getVersion)!(at(`${ORIGIN}/`)))).rejects.toThrow(UntrustedSenderError)
    await expect(Promise.resolve(handlers.get(DESKTOP_CHANNELS.getVersion)!(at('http://127.0.0.1:40001/settings')))).resolves.toBe('1.2.3')
  })
})

describe('parseSaveRequest', () => {
  it('keeps only a file name from the suggestion', () => {
    expect(parseSaveRequest({ ...pdf, suggestedName: '../../etc/passwd.pdf' }).suggestedName).toBe('passwd.pdf')
    expect(parseSaveRequest({ ...pdf, suggestedName: 'C:\\Windows\\x.csv' }).suggestedName).toBe('x.csv')
    expect(parseSaveRequest({ ...pdf, suggestedName: 'a:b?.pdf' }).suggestedName).toBe('a_b_.pdf')
  })

  it('accepts the exports: spreadsheets, ZIP archives and JSON (a DNS check result)', () => {
    for (const extension of ['csv', 'xlsx', 'zip', 'json']) {
      expect(parseSaveRequest({ ...pdf, suggestedName: `export.${extension}`, filters: [{ name: 'Export', extensions: [extension] }] }).filters).toEqual([
        { name: 'Export', extensions: [extension] },
      ])
    }
  })

  it.each([
    ['not an object', 'x'],
    ['bytes that are not a Uint8Array', { ...pdf, bytes: [1, 2, 3] }],
    ['an empty name', { ...pdf, suggestedName: '' }],
    ['a name that is a folder', { ...pdf, suggestedName: '..' }],
    ['no filters', { ...pdf, filters: [] }],
    ['an executable extension', { ...pdf, filters: [{ name: 'Program', extensions: ['exe'] }] }],
    ['a filter without a name', { ...pdf, filters: [{ extensions: ['pdf'] }] }],
  ])('refuses %s', (_label, input) => {
    expect(() => parseSaveRequest(input)).toThrow(InvalidRequestError)
  })

  it('refuses a file over the size limit', () => {
    const big = { byteLength: MAX_SAVE_BYTES + 1 }
    Object.setPrototypeOf(big, Uint8Array.prototype)
    expect(() => parseSaveRequest({ ...pdf, bytes: big })).toThrow('too large')
  })
})
