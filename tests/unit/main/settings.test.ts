import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Value } from 'typebox/value'
import { describe, expect, it } from 'vitest'
import {
  createSettingsStore,
  defaultSettings,
  InvalidSettingsError,
  loadSettings,
  saveSettings,
  SETTINGS_FILE,
} from '../../../main/settings.js'
import { RegistryUrlSchema } from '../../../preload/api.js'

const folder = () => mkdtempSync(path.join(tmpdir(), 'desk-settings-'))

describe('desktop settings', () => {
  it('start from the system language, the sandbox and a 1280x800 window', () => {
    expect(defaultSettings('it-IT')).toEqual({
      version: 2,
      language: 'it',
      mode: 'sandbox',
      live: { platform: 'production', auth: 'token' },
      secrets: {},
      window: { width: 1280, height: 800, maximized: false },
      updates: { enabled: true, channel: 'stable' },
    })
    expect(defaultSettings('en-GB').language).toBe('en')
    expect(defaultSettings('de').language).toBe('en')
  })

  it('survive a restart', () => {
    const dir = folder()
    const store = createSettingsStore(dir, 'en-US')
    store.update({ language: 'it' })
    store.saveWindow({ x: 10, y: 20, width: 1400, height: 900, maximized: true })
    const again = createSettingsStore(dir, 'en-US').get()
    expect(again).toEqual({ ...defaultSettings('it'), window: { x: 10, y: 20, width: 1400, height: 900, maximized: true } })
  })

  it('are written atomically: no temporary file is left behind', () => {
    const dir = folder()
    saveSettings(path.join(dir, SETTINGS_FILE), defaultSettings('it'))
    expect(readdirSync(dir)).toEqual([SETTINGS_FILE])
    expect(JSON.parse(readFileSync(path.join(dir, SETTINGS_FILE), 'utf8')).language).toBe('it')
  })

  it('fall back to the defaults when the file is damaged or invalid, and say so in the log', () => {
    const dir = folder()
    const file = path.join(dir, SETTINGS_FILE)
    const logged: string[] = []
    writeFileSync(file, '{ not json')
    expect(loadSettings(file, defaultSettings('it'), (m) => logged.push(m))).toEqual(defaultSettings('it'))
    writeFileSync(file, JSON.stringify({ ...defaultSettings('it'), language: 'fr' }))
    expect(loadSettings(file, defaultSettings('en'), (m) => logged.push(m)).language).toBe('en')
    expect(logged).toHaveLength(2)
    expect(logged[1]).toContain('/language')
  })

  it('fill in fields a file from an older version lacks', () => {
    const dir = folder()
    writeFileSync(path.join(dir, SETTINGS_FILE), JSON.stringify({ language: 'it' }))
    expect(createSettingsStore(dir, 'en').get()).toEqual({ ...defaultSettings('en'), language: 'it' })
  })

  it('refuse a patch with a wrong value or a field the renderer may not change', () => {
    const store = createSettingsStore(folder(), 'it')
    expect(() => store.update({ language: 'de' })).toThrow(InvalidSettingsError)
    expect(() => store.update({ window: { width: 1, height: 1, maximized: false } })).toThrow(InvalidSettingsError)
    expect(() => store.update({ upstream: 'https://registry.example' })).toThrow(InvalidSettingsError)
    expect(() => store.update({ mode: 'live' })).toThrow(InvalidSettingsError)
    expect(() => store.update('it')).toThrow(InvalidSettingsError)
    expect(store.get()).toEqual(defaultSettings('it'))
  })

  it('migrate a file of version 1: its upstream becomes the production address', () => {
    const dir = folder()
    const v1 = { language: 'en', mode: 'live', upstream: 'https://registry.example/api', window: { width: 1300, height: 800, maximized: false } }
    writeFileSync(path.join(dir, SETTINGS_FILE), JSON.stringify(v1))
    const store = createSettingsStore(dir, 'it')
    expect(store.get()).toEqual({
      version: 2,
      language: 'en',
      mode: 'live',
      live: { platform: 'production', productionUrl: 'https://registry.example/api', auth: 'token' },
      secrets: {},
      window: v1.window,
      updates: { enabled: true, channel: 'stable' },
    })
    // Written in the new shape at the next save.
    store.update({ language: 'it' })
    const saved = JSON.parse(readFileSync(path.join(dir, SETTINGS_FILE), 'utf8'))
    expect(saved).not.toHaveProperty('upstream')
    expect(saved).toMatchObject({ version: 2, live: { productionUrl: 'https://registry.example/api' } })
  })

  it('check registry addresses: https, or http on loopback only, never with credentials', () => {
    const check = (url: string) => Value.Check(RegistryUrlSchema, url)
    for (const good of ['https://registry.example', 'https://registry.example:8443/api/', 'http://127.0.0.1:8787', 'http://localhost', 'http://[::1]:9/x']) {
      expect(check(good), good).toBe(true)
    }
    for (const bad of ['http://registry.example', 'https://user:pw@registry.example', 'ftp://x', 'https://r.example/?a=1', 'https://r.example/#x', 'javascript:alert(1)', 'http://127.0.0.1.evil.example']) {
      expect(check(bad), bad).toBe(false)
    }
  })

  it('discard a file whose stored secret is not ciphertext', () => {
    const dir = folder()
    const file = path.join(dir, SETTINGS_FILE)
    writeFileSync(file, JSON.stringify({ ...defaultSettings('it'), secrets: { token: 'plain text token!' } }))
    expect(loadSettings(file, defaultSettings('en')).secrets).toEqual({})
  })

  it('ignore odd window sizes (a minimised window) and keep the last good bounds', () => {
    const dir = folder()
    const store = createSettingsStore(dir, 'it')
    store.saveWindow({ x: 0, y: 0, width: 0, height: 0, maximized: false })
    expect(store.get().window).toEqual(defaultSettings('it').window)
    expect(existsSync(path.join(dir, SETTINGS_FILE))).toBe(false)
  })
})
