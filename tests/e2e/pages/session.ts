import { expect, type Page } from '@playwright/test'

/** Signs in through the sign-in screen as a demo user (password `sandbox`). */
export async function signIn(page: Page, username: string, target = '/'): Promise<void> {
  await page.goto(`/#/sign-in?redirect=${encodeURIComponent(target)}`)
  await page.getByLabel(/Nome utente|Username/).fill(username)
  await page.getByLabel(/Password/).fill('sandbox')
  await page.locator('form button[type=submit]').click()
  await expect(page.getByTestId('signed-in-user')).toBeVisible()
}

/** Starts the app in Italian, whatever the browser's language (a later choice in the app stays). */
export async function useItalian(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('registrar-desk.locale')) localStorage.setItem('registrar-desk.locale', 'it')
  })
}

/** The app's two languages, each screen of the tour is seen in. */
export const LANGS = ['it', 'en'] as const
export type Lang = (typeof LANGS)[number]

/** The app starts in the given language (its own choice, kept in localStorage). */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('registrar-desk.locale', l), lang)
  await page.emulateMedia({ reducedMotion: 'reduce' })
}

export const shot = (page: Page, name: string) => page.screenshot({ path: `tests/artifacts/${name}.png`, fullPage: true })
