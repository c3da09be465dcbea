import { expect, type Page, test } from '@playwright/test'
import { checkScreen } from '../pages/accessibility'
import { LANGS, useLanguage } from '../pages/session'

// The first screen after signing in whose code does not arrive (the web build replaced while the
// sign-in screen was open, or the connection dropped): the user hears that they are signed in and
// that the screen could not be opened, with a reload, not the sign-in form's "sign-in failed".
test.use({ viewport: { width: 1024, height: 768 } })

const TEXT = {
  it: { failed: 'Accesso eseguito come Giulia Ferrari, ma la schermata richiesta non si è potuta aprire', reload: 'Ricarica l’app', credit: 'Credito' },
  en: { failed: 'You are signed in as Giulia Ferrari, but the screen you asked for could not be opened', reload: 'Reload the app', credit: 'Credit' },
} as const

async function submitSignIn(page: Page, target: string): Promise<void> {
  await page.goto(`/#/sign-in?redirect=${encodeURIComponent(target)}`)
  await page.getByLabel(/Nome utente|Username/).fill('admin')
  await page.getByLabel(/Password/).fill('sandbox')
  await page.locator('form button[type=submit]').click()
}

for (const lang of LANGS) {
  test(`${lang}: the first screen's code does not arrive after signing in: signed in, the screen not opened, and a reload that opens it`, async ({ page }) => {
    await useLanguage(page, lang)
    const chunk = /\/assets\/CreditView-[\w-]+\.js$/
    await page.route(chunk, (route) => route.fulfill({ status: 404, body: 'Not Found' }))
    await submitSignIn(page, '/credit')

    const failed = page.getByTestId('sign-in-screen-failed')
    await expect(failed).toContainText(TEXT[lang].failed)
    await expect(page.getByTestId('sign-in-error')).toHaveCount(0)
    // No credentials to type again: the form is gone, the reload is offered.
    await expect(page.locator('input[name=password]')).toHaveCount(0)
    await checkScreen(page, lang, 'sign-in-screen-failed')

    await page.unroute(chunk)
    await page.getByRole('button', { name: TEXT[lang].reload }).click()
    await expect(page).toHaveURL(/#\/credit$/)
    await expect(page.locator('main h1')).toHaveText(TEXT[lang].credit)
    await expect(page.getByTestId('signed-in-user')).toBeVisible()
  })
}

test('the page saying so switches its language, as the sign-in screen it replaces does', async ({ page }) => {
  await useLanguage(page, 'it')
  await page.route(/\/assets\/CreditView-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }))
  await submitSignIn(page, '/credit')
  const failed = page.getByTestId('sign-in-screen-failed')
  await expect(failed).toContainText(TEXT.it.failed)
  await page.getByTestId('language-switch').selectOption('en')
  await expect(failed).toContainText(TEXT.en.failed)
  await expect(page.getByRole('button', { name: TEXT.en.reload })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('the signed-in frame’s code does not arrive after signing in: the same notice, not an empty page', async ({ page }) => {
  await useLanguage(page, 'en')
  const chunk = /\/assets\/SignedInFrame-[\w-]+\.js$/
  await page.route(chunk, (route) => route.fulfill({ status: 404, body: 'Not Found' }))
  await submitSignIn(page, '/credit')

  await expect(page.getByTestId('sign-in-screen-failed')).toContainText(TEXT.en.failed)
  await page.unroute(chunk)
  await page.getByRole('button', { name: TEXT.en.reload }).click()
  await expect(page).toHaveURL(/#\/credit$/)
  await expect(page.locator('main h1')).toHaveText(TEXT.en.credit)
})

test('signing out from there, while the screen still cannot be had, leads back to the sign-in form, the session ended', async ({ page }) => {
  await useLanguage(page, 'it')
  for (const chunk of [/\/assets\/CreditView-[\w-]+\.js$/, /\/assets\/SignedInFrame-[\w-]+\.js$/]) {
    await page.route(chunk, (route) => route.fulfill({ status: 404, body: 'Not Found' }))
    await submitSignIn(page, '/credit')
    await expect(page.getByTestId('sign-in-screen-failed')).toContainText(TEXT.it.failed)
    await page.getByRole('button', { name: 'Esci' }).click()
    await expect(page.getByTestId('sign-in-screen-failed')).toHaveCount(0)
    await expect(page.locator('input[name=password]')).toBeVisible()
    await expect(page).toHaveURL(/#\/sign-in/)
    // Nothing of the session is kept: a reload stays on the sign-in form.
    await page.unroute(chunk)
    await page.reload()
    await expect(page.locator('input[name=password]')).toBeVisible()
  }
})
