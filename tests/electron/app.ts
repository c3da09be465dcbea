/**
 * Starting the built desktop app for a test: Playwright's `_electron.launch` on the project (its
 * package.json's `main`, out/main/index.js), with its own user-data folder (REGISTRAR_DESK_USER_DATA,
 * main/paths.ts) unless a test wants the OS's own place.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { _electron, type ElectronApplication, type Page } from '@playwright/test'
import { USER_DATA_ENV } from '../../main/paths.js'

export const projectRoot = path.resolve(import.meta.dirname, '../..')

export const newUserData = (): string => mkdtempSync(path.join(tmpdir(), 'registrar-desk-electron-'))

export interface RunningApp {
  readonly app: ElectronApplication
  readonly window: Page
}

export async function launchApp(options: { userData?: string | null; env?: Record<string, string> } = {}): Promise<RunningApp> {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), ...options.env }
  delete env[USER_DATA_ENV]
  // null: the OS's application-data place, as installed apps have it.
  if (options.userData !== null) env[USER_DATA_ENV] = options.userData ?? newUserData()
  const app = await _electron.launch({ args: [projectRoot], cwd: projectRoot, env })
  const window = await app.firstWindow()
  await window.waitForLoadState('domcontentloaded')
  return { app, window }
}

/** Signs in through the sign-in screen as a demo user (password `sandbox`). */
export async function signInAs(window: Page, username: string): Promise<void> {
  await window.getByLabel(/Nome utente|Username/).fill(username)
  await window.getByLabel(/Password/).fill('sandbox')
  await window.locator('form button[type=submit]').click()
  await window.getByTestId('signed-in-user').waitFor()
}
