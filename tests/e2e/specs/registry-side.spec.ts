import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { checkScreen } from '../pages/accessibility'
import { bankTransfer, resetSandbox, tokenOf } from '../pages/registry'
import { signIn, useLanguage } from '../pages/session'

// The registry-side screen (issue 15): what the registry does in the sandbox, done through the
// screen, shows on the registrar's screens without reloading the page.
test.use({ viewport: { width: 1024, height: 768 } })
test.describe.configure({ timeout: 120_000 })
test.afterAll(async ({ request }) => {
  await resetSandbox(request)
  const clock = await request.delete('/sandbox/clock', { headers: { Authorization: `Bearer ${await tokenOf(request, 'admin')}` } })
  expect(clock.ok()).toBe(true)
})

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const res = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${await tokenOf(request, 'admin')}` } })
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true)
  return (await res.json()) as T
}

/** Marks the page: a reload would lose the mark. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))
const expectNotReloaded = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)

async function confirmAction(page: Page, says: RegExp | string): Promise<void> {
  const dialog = page.getByTestId('confirm-dialog')
  await expect(dialog.getByTestId('confirm-text')).toContainText(says)
  await dialog.getByTestId('confirm-ok').click()
  await expect(dialog).toHaveCount(0)
}

test('approving a bank transfer on the registry side shows on its payment screen and the credit without a reload', async ({ page, request }) => {
  await useLanguage(page, 'en')
  const paymentId = await bankTransfer(request, 777.25)

  // The payment as the registrar sees it first: submitted, no invoice.
  await signIn(page, 'admin', `/payments/${paymentId}`)
  await expect(page.getByTestId('payment-status')).toHaveText('Submitted')
  await markPage(page)

  await page.getByTestId('nav-registry-side').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Registry side' })).toBeVisible()
  await page.locator('#registry-bank-payment').selectOption(String(paymentId))
  await page.getByTestId('registry-bank-approved').click()
  await expect(page.getByTestId('confirm-dialog')).toBeVisible()
  await checkScreen(page, 'en', 'registry-side-confirm')
  await confirmAction(page, `Payment No. ${paymentId} of €777.25 will be approved`)
  await expect(page.getByTestId('registry-bank-done')).toContainText(`Payment No. ${paymentId}: Approved.`)
  // Approved, it is no longer waiting for the registry.
  await expect(page.locator(`#registry-bank-payment option[value="${paymentId}"]`)).toHaveCount(0)

  await page.getByTestId('registry-bank-last').click()
  await expect(page.getByTestId('payment-status')).toHaveText('Approved')
  await expect(page.getByTestId('payment-invoice')).toBeVisible()
  const credit = await api<{ credit: number }>(request, 'GET', '/v1/credit')
  await page.getByTestId('nav-credit').click()
  await expect(page.getByTestId('credit-amount')).toHaveText(new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', useGrouping: 'always' }).format(credit.credit))
  await expectNotReloaded(page)
})

test('the sandbox clock moves forward and back to real time through the screen, as the screen says', async ({ page, request }) => {
  await useLanguage(page, 'en')
  await signIn(page, 'admin', '/registry-side')
  const before = await api<{ now: string }>(request, 'GET', '/sandbox/clock')
  await page.locator('#registry-clock-days').fill('10')
  await page.getByTestId('registry-clock-forward').getByRole('button', { name: /Move forward/ }).click()
  await confirmAction(page, /move forward 10 days/)
  const moved = await api<{ now: string; moved: boolean }>(request, 'GET', '/sandbox/clock')
  expect(moved.moved).toBe(true)
  const days = (Date.parse(moved.now) - Date.parse(before.now)) / 86_400_000
  expect(days).toBeGreaterThan(9.9)
  expect(days).toBeLessThan(10.1)
  await expect(page.getByTestId('registry-clock-now')).toContainText('moved')

  await page.getByTestId('registry-clock-reset').click()
  await confirmAction(page, 'real time')
  await expect(page.getByTestId('registry-clock-now')).toContainText('real time')
  expect((await api<{ moved: boolean }>(request, 'GET', '/sandbox/clock')).moved).toBe(false)
})

test('a darwin request opened and cancelled on the registry side shows cancelled on its screen', async ({ page }) => {
  await useLanguage(page, 'it')
  await signIn(page, 'admin', '/registry-side')
  await markPage(page)
  const domain = `rs-${Date.now().toString(36)}.it`
  await page.locator('#registry-darwin-domain').fill(domain)
  await page.getByTestId('registry-darwin-create').getByRole('button', { name: /Apri la richiesta/ }).click()
  await confirmAction(page, domain)
  const created = await page.getByTestId('registry-darwin-created').textContent()
  const id = Number(/n\. (\d+)/.exec(created ?? '')?.[1])
  expect(id).toBeGreaterThan(0)
  // The new request is the one the registry acts on.
  await expect(page.locator('#registry-darwin-request')).toHaveValue(String(id))
  await page.locator('#registry-darwin-action').selectOption('cancel')
  await page.getByTestId('registry-darwin-apply').click()
  await confirmAction(page, `La richiesta n. ${id} (Mario Bianchi) sarà annullata`)
  await expect(page.getByTestId('registry-darwin-done')).toContainText(`Richiesta n. ${id}: Annullata.`)
  await checkScreen(page, 'it', 'registry-side-done')
  await page.getByTestId('registry-darwin-last').click()
  await expect(page.getByTestId('darwin-status').first()).toHaveAttribute('data-status', 'cancelled')
  await expectNotReloaded(page)
})

test('the card payment service turned off fails a top-up until it is turned on; a pending transaction is declined', async ({ page, request }) => {
  await useLanguage(page, 'en')
  await signIn(page, 'admin', '/registry-side')
  await expect(page.getByTestId('registry-card-service')).toHaveText('The card payment service answers.')
  await page.getByTestId('registry-card-toggle').click()
  await confirmAction(page, 'every new card top-up of your registrar fails')
  await expect(page.getByTestId('registry-card-service')).toContainText('does not answer')

  await page.getByTestId('nav-payments').click()
  await page.evaluate(() => (location.hash = '#/payments/top-up'))
  await page.locator('#card-amount').fill('50')
  await page.getByTestId('card-start').click()
  await expect(page.getByTestId('form-error')).toContainText('does not answer')

  await page.getByTestId('nav-registry-side').click()
  await page.getByTestId('registry-card-toggle').click()
  await confirmAction(page, 'will start again')
  await expect(page.getByTestId('registry-card-service')).toHaveText('The card payment service answers.')

  // A top-up the registrar started waits on the bank's page: the registry declines it.
  const started = await request.post('/v1/payments/creditCard/transactions', {
    headers: { Authorization: `Bearer ${await tokenOf(request, 'billing')}` },
    data: { language: 'en', amount: 42.5, redirectSuccessUrl: 'https://example.it/ok', redirectFailureUrl: 'https://example.it/ko' },
  })
  expect(started.status()).toBe(201)
  const tx = (await started.json()) as { id: string; gatewayId: string }
  // Away and back, so that the screen reads the transactions again: the credit screen must be
  // reached first, or the way back is the same address and opens nothing new.
  await page.getByTestId('nav-credit').click()
  await expect(page).toHaveURL(/#\/credit/)
  await page.getByTestId('nav-registry-side').click()
  await page.locator('#registry-card-transaction').selectOption(tx.id)
  await page.getByTestId('registry-card-decline').click()
  await confirmAction(page, `Transaction ${tx.gatewayId} of €42.50 will be declined`)
  await expect(page.getByTestId('registry-card-done')).toHaveText(`Transaction ${tx.gatewayId} declined.`)
  expect((await api<{ status: string }>(request, 'GET', `/v1/payments/creditCard/transactions/${tx.id}`)).status).toBe('declined')
})

test('the screen is for administrators: the billing clerk neither sees it in the navigation nor opens it', async ({ page }) => {
  await useLanguage(page, 'en')
  await signIn(page, 'billing', '/registry-side')
  await expect(page.getByTestId('nav-registry-side')).toHaveCount(0)
  await expect(page.getByTestId('nav-faults')).toHaveCount(0)
  await expect(page).not.toHaveURL(/registry-side/)
})
