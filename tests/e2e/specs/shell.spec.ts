import { expect, type Page, test } from '@playwright/test'
import { checkScreen } from '../pages/accessibility'
import { LANGS, signIn, useLanguage } from '../pages/session'

// The frame around the screens (renderer/src/shell/): which item of the navigation the screen
// shown belongs to, and a screen whose code does not arrive.
test.use({ viewport: { width: 1024, height: 768 } })

const background = (page: Page, testId: string) => page.getByTestId(testId).evaluate((a) => getComputedStyle(a).backgroundColor)

test('on a screen the navigation does not list, its parent item looks current, without being the page', async ({ page }) => {
  await useLanguage(page, 'en')
  await signIn(page, 'admin', '/invoices')
  await expect(page.getByTestId('nav-invoices')).toHaveAttribute('aria-current', 'page')
  const current = await background(page, 'nav-invoices')
  expect(current).not.toBe(await background(page, 'nav-payments'))

  // An invoice (its link from the list), the new bank transfer form, a user's page.
  await page.getByTestId('invoices-table').locator('tbody tr').first().locator('a').first().click()
  await expect(page).toHaveURL(/#\/invoices\/\d+$/)
  await expect(page.getByTestId('nav-invoices')).not.toHaveAttribute('aria-current')
  expect(await background(page, 'nav-invoices')).toBe(current)

  for (const [address, item] of [
    ['/payments/new-bank', 'nav-payments'],
    ['/users/domain', 'nav-users'],
    ['/registrar/contacts/new', 'nav-registrar-contacts'],
  ] as const) {
    await page.goto(`/#${address}`)
    await expect(page.locator('main h1')).toBeVisible()
    await expect(page.locator('.app-nav__link--current')).toHaveCount(1)
    await expect(page.getByTestId(item)).toHaveClass(/app-nav__link--current/)
    await expect(page.getByTestId(item)).not.toHaveAttribute('aria-current')
    await expect(page.locator('nav [aria-current]')).toHaveCount(0)
  }
})

const LOAD_TEXT = {
  it: { failed: 'La schermata richiesta non si è potuta aprire', reload: 'Ricarica l’app', credit: 'Credito' },
  en: { failed: 'The screen you asked for could not be opened', reload: 'Reload the app', credit: 'Credit' },
} as const

for (const lang of LANGS) {
  test(`${lang}: a screen whose code does not arrive is said, and the reload opens it`, async ({ page }) => {
    await useLanguage(page, lang)
    await signIn(page, 'admin', '/payments')
    await expect(page.locator('main h1')).toBeVisible()
    // The web build replaced while the tab was open: the credit screen's chunk of the build the
    // tab knows is not there any more.
    const chunk = /\/assets\/CreditView-[\w-]+\.js$/
    await page.route(chunk, (route) => route.fulfill({ status: 404, body: 'Not Found' }))
    await page.getByTestId('nav-credit').click()
    await expect(page.getByTestId('screen-load-failed')).toContainText(LOAD_TEXT[lang].failed)
    await expect(page).toHaveURL(/#\/payments$/)
    await checkScreen(page, lang, 'screen-load-failed')

    await page.unroute(chunk)
    await page.getByTestId('screen-load-reload').click()
    await expect(page).toHaveURL(/#\/credit$/)
    await expect(page.locator('main h1')).toHaveText(LOAD_TEXT[lang].credit)
    await expect(page.getByTestId('screen-load-failed')).toHaveCount(0)
    // The screen shown before is one Back away.
    await page.goBack()
    await expect(page).toHaveURL(/#\/payments$/)
  })
}
