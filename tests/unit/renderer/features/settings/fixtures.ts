import type { DesktopSettings } from '../../../../../preload/api'

/** The desktop app's answer to getSettings: a token is stored, the sandbox runs. */
export const savedSettings = (over: Partial<DesktopSettings> = {}): DesktopSettings => ({
  language: 'it',
  mode: 'sandbox',
  live: { platform: 'production', productionUrl: 'https://registry.example', auth: 'token' },
  secrets: { token: true, password: false, clientSecret: false },
  secretStorage: true,
  runningMode: 'sandbox',
  window: { width: 1280, height: 800, maximized: false },
  updates: { enabled: true, channel: 'stable' },
  updatesSupported: true,
  ...over,
})
