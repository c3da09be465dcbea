import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { checkScreen } from '../pages/accessibility'
import { tokenOf } from '../pages/registry'
import { type Lang, LANGS, signIn, useLanguage } from '../pages/session'

// The fault rules screen and the window's badge (issue 15, docs/faults.md): a rule made on the
// screen makes the registrar's screens fail, the badge says so, and deleting it heals both.
test.use({ viewport: { width: 1024, height: 768 } })
test.describe.configure({ timeout: 120_000 })

const admin = async (request: APIRequestContext) => ({ Authorization: `Bearer ${await tokenOf(request, 'admin')}` })
test.afterEach(async ({ request }) => {
  expect((await request.delete('/gateway/faults', { headers: await admin(request) })).status()).toBe(204)
})

const FAULT_TEXT: Record<Lang, string> = {
  it: 'Risposta simulata da una regola di guasto del server locale',
  en: 'An answer simulated by a fault rule of the local server',
}

const FAULT_MARK: Record<Lang, RegExp> = {
  it: /^guasto: n\. \d+ \(errore\)$/,
  en: /^fault: No\. \d+ \(error\)$/,
}

async function addInvoicesOutage(page: Page): Promise<void> {
  await page.locator('#fault-operation').selectOption('invoices.list')
  await page.locator('#fault-kind').selectOption('error')
  await expect(page.locator('#fault-status')).toHaveValue('503')
  await page.getByTestId('fault-add').click()
}

for (const lang of LANGS) {
  test(`${lang}: an error 503 on the invoices’ search fails the invoices screen and shows the badge; deleting the rule heals both`, async ({ page }) => {
    await useLanguage(page, lang)
    await signIn(page, 'admin', '/faults')
    await expect(page.getByTestId('faults-none')).toBeVisible()
    await expect(page.getByTestId('fault-badge')).toHaveCount(0)
    await checkScreen(page, lang, 'faults-empty')

    await addInvoicesOutage(page)
    await expect(page.getByTestId('fault-rules').locator('tbody tr')).toHaveCount(1)
    await expect(page.getByTestId('fault-rules')).toContainText('invoices.list')
    await expect(page.getByTestId('fault-badge')).toBeVisible()
    await checkScreen(page, lang, 'faults')

    await page.getByTestId('nav-invoices').click()
    await expect(page.getByTestId('list-error')).toContainText(FAULT_TEXT[lang])
    await expect(page.getByTestId('fault-badge')).toBeVisible()
    await checkScreen(page, lang, 'invoices-fault')

    // The request log marks the answer the rule made, the rule in the language shown.
    await page.goto('/#/tools/requests')
    await expect(page.getByTestId('mark-fault').first()).toHaveText(FAULT_MARK[lang])

    // The badge leads to the rules, from any screen.
    await page.getByTestId('fault-badge').click()
    await expect(page).toHaveURL(/#\/faults/)
    const rule = page.getByTestId('fault-rules').locator('tbody tr').first()
    await rule.getByRole('button').click()
    await expect(page.getByTestId('confirm-text')).toContainText('invoices.list')
    await page.getByTestId('confirm-ok').click()
    await expect(page.getByTestId('faults-none')).toBeVisible()
    await expect(page.getByTestId('fault-badge')).toHaveCount(0)

    await page.getByTestId('nav-invoices').click()
    await expect(page.getByTestId('invoices-table').locator('tbody tr')).toHaveCount(20)
    await expect(page.getByTestId('list-error')).toHaveCount(0)
  })
}

test('the server’s refusals of a rule show on the fields', async ({ page }) => {
  await useLanguage(page, 'en')
  await signIn(page, 'admin', '/faults')
  await page.getByLabel('An address').check()
  await page.locator('#fault-path').fill('v1/invoices')
  await page.locator('#fault-kind').selectOption('delayRange')
  await page.locator('#fault-ms').fill('5000')
  await page.locator('#fault-max-ms').fill('1000')
  await page.locator('#fault-probability').fill('150')
  await page.getByTestId('fault-add').click()
  await expect(page.locator('#fault-path-error')).toHaveText('Enter an address starting with /.')
  await expect(page.locator('#fault-probability-error')).toHaveText('Enter a percentage from 0 to 100.')
  await expect(page.locator('#fault-path')).toHaveAttribute('aria-invalid', 'true')
  await checkScreen(page, 'en', 'faults-refused')

  // Fixed, the path is taken; the range's end before its start is the server's next refusal.
  await page.locator('#fault-path').fill('/v1/invoices/**')
  await page.locator('#fault-probability').fill('100')
  await page.getByTestId('fault-add').click()
  await expect(page.locator('#fault-max-ms-error')).toHaveText('Enter a whole number from 0 to 120000, not below the start.')
  await expect(page.getByTestId('faults-none')).toBeVisible()
})

test('a rule set outside the window shows the badge at the next status check, to a billing clerk too, without a link', async ({ page, request }) => {
  await useLanguage(page, 'en')
  await signIn(page, 'billing', '/')
  await expect(page.getByTestId('fault-badge')).toHaveCount(0)
  const added = await request.post('/gateway/faults', {
    headers: await admin(request),
    data: { match: { path: '/v1/darwin/**' }, action: { kind: 'delay', ms: 10 }, probability: 1 },
  })
  expect(added.status()).toBe(201)
  // The status is read every few seconds (OfflineBanner's poll).
  await expect(page.getByTestId('fault-badge')).toHaveText(/1 active fault rule/, { timeout: 20_000 })
  expect(await page.getByTestId('fault-badge').evaluate((el) => el.tagName)).toBe('SPAN')
})
