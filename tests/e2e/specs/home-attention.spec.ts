import { expect, type Page, test } from '@playwright/test'
import { checkScreen } from '../pages/accessibility'
import { creditBelowThreshold, requestOfDomain, resetSandbox } from '../pages/registry'
import { LANGS, signIn, useLanguage } from '../pages/session'

// The home screen: what needs attention, per role (issue 12), in both languages at 1024 px.
test.use({ viewport: { width: 1024, height: 768 } })

// The penalty charge and the new request change the demo data: the specs after this one start from it again.
test.afterAll(async ({ request }) => resetSandbox(request))

const card = (page: Page, id: string) => page.getByTestId(`home-card-${id}`)

for (const lang of LANGS) {
  const it = lang === 'it'

  test(`${lang}: billing sees the credit below the threshold, the waiting bank transfers and the latest invoices, each card on its own`, async ({ page, request }) => {
    await creditBelowThreshold(request)
    await useLanguage(page, lang)
    await signIn(page, 'billing')
    await expect(card(page, 'credit')).toBeVisible()
    await expect(page.getByTestId('home-credit-warning')).toHaveText(
      it ? /Attenzione: il credito è sotto la soglia di avviso\./ : /Warning: the credit is below the warning threshold\./,
    )
    await expect(page.getByTestId('home-payment-row').first()).toBeVisible()
    await expect(page.getByTestId('home-invoice-row')).toHaveCount(3)
    // Not for billing: the darwin cards and the registry's warnings (an administrator's sandbox operation).
    await expect(card(page, 'darwinExpiring')).toHaveCount(0)
    await expect(card(page, 'creditWarnings')).toHaveCount(0)
    await checkScreen(page, lang, 'home-billing')

    // One failing card does not blank the others, and its retry brings its rows back.
    const invoices = (url: URL) => url.pathname === '/v1/invoices'
    await page.route(invoices, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"message":"injected"}' }))
    await page.reload()
    await expect(card(page, 'invoices').getByTestId('list-error')).toBeVisible()
    await expect(page.getByTestId('home-credit-warning')).toBeVisible()
    await expect(page.getByTestId('home-payment-row').first()).toBeVisible()
    await checkScreen(page, lang, 'home-billing-card-error')
    await page.unroute(invoices)
    await card(page, 'invoices').getByTestId('list-retry').click()
    await expect(page.getByTestId('home-invoice-row')).toHaveCount(3)

    // The link opens the payments list with the card's filter.
    await page.getByTestId('home-link-bankPayments').click()
    await expect(page).toHaveURL(/#\/payments\?/)
    const query = new URL(page.url().replace('#/', '')).searchParams
    expect(query.get('status')).toBe('submitted')
    expect(query.get('type')).toBe('bank')
    await expect(page.locator('tbody tr').first()).toBeVisible()
  })

  test(`${lang}: domain sees the darwin requests due soon and those assigned to it, with days left`, async ({ page, request }) => {
    const id = await requestOfDomain(request)
    await useLanguage(page, lang)
    await signIn(page, 'domain')
    await expect(card(page, 'credit')).toHaveCount(0)
    const mine = card(page, 'darwinMine')
    const row = mine.getByTestId('home-darwin-row').filter({ hasText: it ? `n. ${id}` : `No. ${id}` })
    await expect(row.getByTestId('days-left')).toHaveText(it ? 'tra 3 giorni' : 'in 3 days')
    await expect(card(page, 'darwinExpiring').getByTestId('home-darwin-row').first().getByTestId('days-left')).toBeVisible()
    await checkScreen(page, lang, 'home-domain')

    await page.getByTestId('home-link-darwinMine').click()
    await expect(page).toHaveURL(/registrarAssignation=assignedToMe/)
    await expect(page.getByTestId('tab-assignedToMe')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId(`open-${id}`)).toBeVisible()
  })
}

test('the administrator also sees the registry’s credit warnings', async ({ page, request }) => {
  await creditBelowThreshold(request)
  await useLanguage(page, 'en')
  await signIn(page, 'admin')
  await expect(card(page, 'creditWarnings').getByTestId('home-credit-warning-row').first()).toContainText('threshold')
  await expect(card(page, 'darwinMine')).toBeVisible()
  await checkScreen(page, 'en', 'home-admin')
})
