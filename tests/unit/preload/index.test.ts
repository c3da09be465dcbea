import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'

const exposed = new Map<string, unknown>()
type Listener = (event: unknown, ...args: unknown[]) => void
const listeners = new Map<string, Listener>()
const invoke = vi.fn(async (..._args: unknown[]) => 'answer')
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
  ipcRenderer: { invoke, send: vi.fn(), on: (channel: string, listener: Listener) => listeners.set(channel, listener), removeListener: (channel: string) => listeners.delete(channel) },
}))

await import('../../../preload/index.js')
const { DESKTOP_CHANNELS, DESKTOP_EVENTS } = await import('../../../preload/api.js')
const api = exposed.get('desktop') as import('../../../preload/api.js').DesktopApi

describe('the preload', () => {
  it('exposes one object, window.desktop, with exactly the declared functions', () => {
    expect([...exposed.keys()]).toEqual(['desktop'])
    expect(Object.keys(api).sort()).toEqual([
      'checkForUpdates',
      'downloadUpdate',
      'getSettings',
      'getUpdateStatus',
      'getVersion',
      'installUpdate',
      'onUpdateStatus',
      'openDataFolder',
      'restartGateway',
      'saveFile',
      'showNotification',
      'updateLiveSettings',
      'updateSettings',
    ])
    for (const value of Object.values(api)) expect(typeof value).toBe('function')
    expect(api).not.toHaveProperty('invoke')
    expect(api).not.toHaveProperty('send')
  })

  it('calls each capability on its own channel', async () => {
    await api.getVersion()
    await api.getSettings()
    await api.openDataFolder()
    expect(invoke.mock.calls.map((c) => c[0])).toEqual([DESKTOP_CHANNELS.getVersion, DESKTOP_CHANNELS.getSettings, DESKTOP_CHANNELS.openDataFolder])
    for (const call of invoke.mock.calls) expect(call).toHaveLength(1)
  })

  it('sends only the declared fields of a save request and a settings patch', async () => {
    invoke.mockClear()
    const bytes = new Uint8Array([1, 2, 3])
    const request = { bytes, suggestedName: 'a.csv', filters: [{ name: 'CSV', extensions: ['csv'], extra: 1 }], path: '/etc/x' }
    await api.saveFile(request)
    expect(invoke).toHaveBeenCalledWith(DESKTOP_CHANNELS.saveFile, { bytes, suggestedName: 'a.csv', filters: [{ name: 'CSV', extensions: ['csv'] }] })
    await api.updateSettings({ language: 'en', window: { width: 1 } } as never)
    expect(invoke).toHaveBeenLastCalledWith(DESKTOP_CHANNELS.updateSettings, { language: 'en' })
  })

  it('sends a notification as its title and body only', async () => {
    invoke.mockClear()
    await api.showNotification({ title: 'Credit low', body: '120 €', icon: '/etc/passwd', onclick: 'x' } as never)
    expect(invoke).toHaveBeenLastCalledWith(DESKTOP_CHANNELS.showNotification, { title: 'Credit low', body: '120 €' })
  })

  it('sends the live-mode form with only its fields, secrets write-only (a value, or null to remove)', async () => {
    invoke.mockClear()
    await api.updateLiveSettings({
      mode: 'live',
      live: { platform: 'test', testUrl: 'https://t.example', auth: 'token', window: 1 } as never,
      secrets: { token: 'T', password: null, apiKey: 'k' } as never,
      extra: true,
    } as never)
    expect(invoke).toHaveBeenLastCalledWith(DESKTOP_CHANNELS.updateLiveSettings, {
      mode: 'live',
      live: { platform: 'test', testUrl: 'https://t.example', auth: 'token' },
      secrets: { token: 'T', password: null },
    })
    await api.restartGateway()
    expect(invoke).toHaveBeenLastCalledWith(DESKTOP_CHANNELS.restartGateway)
    // No capability reads a secret back: the settings answer only says whether each is set.
    expect(Object.keys(api).filter((k) => /secret|token|password/i.test(k))).toEqual([])
  })

  it('passes the updater’s status to a listener, never the IPC event, until told to stop', () => {
    const seen: unknown[] = []
    const stop = api.onUpdateStatus((status) => seen.push(status))
    const relay = listeners.get(DESKTOP_EVENTS.updateStatusChanged)!
    relay({ sender: { send: () => {} } }, { state: 'downloading', version: '1.4.0', percent: 42 })
    expect(seen).toEqual([{ state: 'downloading', version: '1.4.0', percent: 42 }])
    stop()
    expect(listeners.has(DESKTOP_EVENTS.updateStatusChanged)).toBe(false)
  })

  it('declares every channel once, named desktop:verb-noun', () => {
    const channels = [...Object.values(DESKTOP_CHANNELS), ...Object.values(DESKTOP_EVENTS)]
    expect(new Set(channels).size).toBe(channels.length)
    for (const c of channels) expect(c).toMatch(/^desktop:[a-z]+(-[a-z]+)+$/)
  })

  it('imports nothing but electron, the API declaration and its schemas\' TypeBox (bundled in), so it is one sandboxed file', () => {
    const imports = (file: string) => [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1])
    expect(imports('../../../preload/index.ts')).toEqual(['electron', './api.js'])
    expect(imports('../../../preload/api.ts')).toEqual(['typebox'])
  })
})
