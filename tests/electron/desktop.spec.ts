/**
 * The real desktop app (`npm run test:electron`; issue 16): the window on the embedded sandbox,
 * the preload's one API, sign-in and an invoice's PDF saved through the save dialog, the data
 * folder in the OS's place, one instance at a time, settings across a restart, and live mode's
 * secrets through safeStorage. Each test starts the app with its own user-data folder.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { USER_DATA_ENV } from '../../main/paths.js'
import { SETTINGS_FILE } from '../../main/settings.js'
import { PRODUCT_NAME } from '../../main/product.js'
import { launchApp, newUserData, projectRoot, signInAs } from './app.js'

/** What the renderer may call, and nothing else (preload/api.ts, DesktopApi). */
const DESKTOP_API = ['getSettings', 'getVersion', 'openDataFolder', 'restartGateway', 'saveFile', 'showNotification', 'updateLiveSettings', 'updateSettings']

test('the window opens on the embedded sandbox, with the preload’s API and nothing of Node', async () => {
  const { app, window } = await launchApp()
  try {
    expect(window.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//)
    await expect(window.getByLabel(/Nome utente|Username/)).toBeVisible()
    const health = await window.evaluate(async () => (await fetch('/health')).json())
    expect(health).toEqual({ status: 'ok' })
    const exposed = await window.evaluate(() => ({
      desktop: Object.keys((window as unknown as { desktop: object }).desktop).sort(),
      require: typeof (globalThis as { require?: unknown }).require,
      process: typeof (globalThis as { process?: unknown }).process,
      module: typeof (globalThis as { module?: unknown }).module,
    }))
    expect(exposed).toEqual({ desktop: DESKTOP_API, require: 'undefined', process: 'undefined', module: 'undefined' })
  } finally {
    await app.close()
  }
})

test('a billing clerk signs in, opens an invoice’s PDF and saves it through the save dialog', async () => {
  const { app, window } = await launchApp()
  try {
    await signInAs(window, 'billing')
    await window.evaluate(() => {
      location.hash = '#/invoices'
    })
    const first = window.getByTestId('invoices-table').locator('tbody tr').first().locator('a').first()
    await first.click()
    await expect(window.getByTestId('pdf-page').first()).toHaveAttribute('data-rendered', 'true')
    // The save dialog answers from the test: main's own dialog module, stubbed in the main process.
    const target = path.join(newUserData(), 'invoice.pdf')
    await app.evaluate(({ dialog }, filePath) => {
      dialog.showSaveDialog = (async () => ({ canceled: false, filePath })) as typeof dialog.showSaveDialog
    }, target)
    await window.getByTestId('pdf-save').click()
    await expect.poll(() => existsSync(target)).toBe(true)
    await expect.poll(() => readFileSync(target).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  } finally {
    await app.close()
  }
})

test('its data lives in the OS’s application-data place', async () => {
  const { app } = await launchApp({ userData: null })
  try {
    const where = await app.evaluate(({ app: electronApp }) => ({ appData: electronApp.getPath('appData'), userData: electronApp.getPath('userData') }))
    expect(where.userData).toBe(path.join(where.appData, PRODUCT_NAME))
    // The sandbox's database is there (main/paths.ts: <userData>/sandbox).
    expect(existsSync(path.join(where.userData, 'sandbox', 'registry.sqlite'))).toBe(true)
  } finally {
    await app.close()
  }
})

test('a second start hands over to the first, which comes to the front', async () => {
  const userData = newUserData()
  const { app } = await launchApp({ userData })
  try {
    await app.evaluate(({ app: electronApp, BrowserWindow }) => {
      const seen = globalThis as { secondInstances?: number }
      seen.secondInstances = 0
      electronApp.on('second-instance', () => {
        seen.secondInstances! += 1
      })
      BrowserWindow.getAllWindows()[0]!.minimize()
    })
    // The electron package's export, under Node, is the path of its binary.
    const electronBinary = createRequire(import.meta.url)('electron') as string
    const second = spawn(electronBinary, [projectRoot], { cwd: projectRoot, env: { ...process.env, [USER_DATA_ENV]: userData }, stdio: 'ignore' })
    const exitCode = await new Promise<number | null>((resolve) => second.once('exit', resolve))
    expect(exitCode).toBe(0)
    await expect.poll(() => app.evaluate(() => (globalThis as { secondInstances?: number }).secondInstances)).toBe(1)
    await expect
      .poll(() => app.evaluate(({ BrowserWindow }) => ({ windows: BrowserWindow.getAllWindows().length, minimized: BrowserWindow.getAllWindows()[0]!.isMinimized() })))
      .toEqual({ windows: 1, minimized: false })
  } finally {
    await app.close()
  }
})

test('the settings survive a restart', async () => {
  const userData = newUserData()
  const first = await launchApp({ userData })
  try {
    const saved = await first.window.evaluate(() => (window as unknown as { desktop: { updateSettings(p: object): Promise<{ language: string }> } }).desktop.updateSettings({ language: 'en' }))
    expect(saved.language).toBe('en')
  } finally {
    await first.app.close()
  }
  const second = await launchApp({ userData })
  try {
    const settings = await second.window.evaluate(() => (window as unknown as { desktop: { getSettings(): Promise<{ language: string }> } }).desktop.getSettings())
    expect(settings.language).toBe('en')
    await expect(second.window.getByLabel('Username')).toBeVisible()
  } finally {
    await second.app.close()
  }
})

test('live mode’s secrets are kept only through safeStorage, never in clear', async () => {
  const userData = newUserData()
  const { app, window } = await launchApp({ userData })
  const secret = 'S3cret-of-the-electron-test'
  try {
    type Result = { ok: boolean; settings?: { secrets: { clientSecret: boolean } }; problems?: { field: string; code: string }[] }
    const outcome = await window.evaluate(
      async (clientSecret) => {
        const desktop = (window as unknown as { desktop: { getSettings(): Promise<{ secretStorage: boolean }>; updateLiveSettings(u: object): Promise<unknown> } }).desktop
        const { secretStorage } = await desktop.getSettings()
        const result = await desktop.updateLiveSettings({
          mode: 'sandbox',
          live: { platform: 'test', testUrl: 'https://registry.example.invalid', auth: 'client', tokenUrl: 'https://registry.example.invalid/oauth/token', clientId: 'desk' },
          secrets: { clientSecret },
        })
        return { secretStorage, result }
      },
      secret,
    )
    const result = outcome.result as Result
    if (outcome.secretStorage) {
      // A keychain is there (macOS, Windows, a Linux desktop's keyring): stored, encrypted.
      expect(result.ok).toBe(true)
      expect(result.settings!.secrets.clientSecret).toBe(true)
    } else {
      // None (a Linux runner without a keyring): refused, never kept in clear.
      expect(result).toMatchObject({ ok: false, problems: [{ field: 'clientSecret', code: 'encryption_unavailable' }] })
    }
    const file = path.join(userData, SETTINGS_FILE)
    if (existsSync(file)) expect(readFileSync(file, 'utf8')).not.toContain(secret)
  } finally {
    await app.close()
  }
})
