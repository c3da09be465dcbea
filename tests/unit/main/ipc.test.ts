import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { DESKTOP_CHANNELS } from '../../../preload/api.js'
import { InvalidRequestError, type IpcDeps, MAX_SAVE_BYTES, parseSaveRequest, registerIpc } from '../../../main/ipc.js'
import { UntrustedSenderError } from '../../../main/security.js'
import { createSettingsStore } from '../../../main/settings.js'

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
    chooseSavePath: vi.fn(async () => '/home/u/Downloads/fattura.pdf'),
    writeFile: vi.fn(async () => {}),
    openPath: vi.fn(async () => ''),
    onSettingsChanged: vi.fn(),
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
  })
})

describe('parseSaveRequest', () => {
  it('keeps only a file name from the suggestion', () => {
    expect(parseSaveRequest({ ...pdf, suggestedName: '../../etc/passwd.pdf' }).suggestedName).toBe('passwd.pdf')
    expect(parseSaveRequest({ ...pdf, suggestedName: 'C:\\Windows\\x.csv' }).suggestedName).toBe('x.csv')
    expect(parseSaveRequest({ ...pdf, suggestedName: 'a:b?.pdf' }).suggestedName).toBe('a_b_.pdf')
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
