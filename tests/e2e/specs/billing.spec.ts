import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { shot, signIn, useItalian } from '../pages/session'

test.beforeEach(async ({ page }) => {
  await useItalian(page)
})

test('a billing clerk filters and pages the invoices', async ({ page }) => {
  await signIn(page, 'billing', '/invoices')
  const table = page.getByTestId('invoices-table')
  await expect(table.locator('tbody tr')).toHaveCount(20)
  const total = page.getByTestId('total')
  const allText = await total.textContent()
  await page.getByTestId('page-next').click()
  await expect(page.getByTestId('page-label')).toContainText('Pagina 2')
  // The URL follows the page shown once the page is idle (use-list-state.ts), and a reload keeps it.
  await expect(page).toHaveURL(/page=1/)
  await page.reload()
  await expect(page.getByTestId('page-label')).toContainText('Pagina 2')

  // A range of totals: every row shown is inside it, and the filter survives a reload.
  await page.locator('input[name="totalAmount.min"]').fill('1000')
  await page.locator('input[name="totalAmount.max"]').fill('2000')
  await page.getByTestId('filters-apply').click()
  await expect(page.getByTestId('page-label')).toContainText('Pagina 1')
  await expect(total).not.toHaveText(allText ?? '')
  await page.reload()
  await expect(page.locator('input[name="totalAmount.min"]')).toHaveValue('1000')
  const totals = await table.locator('tbody tr td:nth-child(5)').allTextContents()
  expect(totals.length).toBeGreaterThan(0)
  for (const text of totals) {
    const value = Number(text.replace(/[^\d,]/g, '').replace(',', '.'))
    expect(value).toBeGreaterThanOrEqual(1000)
    expect(value).toBeLessThanOrEqual(2000)
  }
  // Sorting by a column, and back keeps the previous filters and page.
  await page.getByTestId('sort-totalAmount').click()
  await expect(page).toHaveURL(/sort=totalAmount/)
  await page.goBack()
  await expect(page).not.toHaveURL(/sort=totalAmount/)
  await shot(page, 'billing-invoices-filtered')
})

test('invoices sort by year, then number, and a number typed as shown finds its invoice', async ({ page }) => {
  await signIn(page, 'billing', '/invoices')
  const table = page.getByTestId('invoices-table')
  const numbers = () => table.locator('tbody tr td:first-child').allTextContents()
  const asPairs = (labels: string[]) => labels.map((l) => l.trim().split('/').map(Number) as [number, number])
  const inOrder = (pairs: [number, number][], sign: number) =>
    pairs.every(([n, y], k) => k === 0 || sign * (y - pairs[k - 1]![1] || n - pairs[k - 1]![0]) > 0)
  await page.getByTestId('sort-invoiceNumber').click()
  await expect(page).toHaveURL(/sort=invoiceNumber/)
  await expect.poll(async () => inOrder(asPairs(await numbers()), 1)).toBe(true)
  await page.getByTestId('sort-invoiceNumber').click()
  await expect(page).toHaveURL(/sort=invoiceNumber%2Cdesc|sort=invoiceNumber,desc/)
  await expect.poll(async () => inOrder(asPairs(await numbers()), -1)).toBe(true)

  // The number as the list shows it finds that invoice only; without its year, every year's.
  const label = (await numbers())[3]!.trim()
  await page.locator('#filter-invoiceNumber').fill(label)
  await page.getByTestId('filters-apply').click()
  await expect(table.locator('tbody tr')).toHaveCount(1)
  await expect(table.locator('tbody tr td:first-child')).toHaveText(label)
  await page.locator('#filter-invoiceNumber').fill(label.split('/')[0]!)
  await page.getByTestId('filters-apply').click()
  await expect(page.getByTestId('invoice-number-every-year')).toBeVisible()
  for (const text of await numbers()) expect(text.trim().split('/')[0]).toBe(label.split('/')[0])
})

test('an invoice linked from outside the app is drawn right after signing in, pdf.js having loaded on the sign-in screen', async ({ page, context }) => {
  await signIn(page, 'billing', '/invoices')
  const link = page.getByTestId('invoices-table').locator('tbody tr').first().locator('a').first()
  const address = (await link.getAttribute('href'))!.replace(/^#/, '')

  // The link opened in a new tab (its own session, none yet) lands on the sign-in screen, which
  // starts pdf.js's thread while the user types: its script is asked for before anyone signs in.
  const tab = await context.newPage()
  let threadsStarted = 0
  tab.on('worker', () => threadsStarted++)
  await tab.goto(`/#${address}`)
  await expect(tab).toHaveURL(/sign-in/)
  const workerScriptAsked = () => tab.evaluate(() => performance.getEntriesByType('resource').some((r) => /pdf\.worker/.test(r.name)))
  // Asked when the browser is first idle (2 s at the latest), then fetched: longer on a busy machine.
  await expect.poll(workerScriptAsked, { timeout: 20_000 }).toBe(true)
  await tab.getByLabel(/Nome utente|Username/).fill('billing')
  await tab.getByLabel(/Password/).fill('sandbox')
  await tab.locator('form button[type=submit]').click()
  await expect(tab).toHaveURL(new RegExp(`${address}$`))
  await expect(tab.getByTestId('pdf-page').first()).toHaveAttribute('data-rendered', 'true')
  // The PDF was drawn on the thread started on the sign-in screen: none was started again.
  expect(threadsStarted).toBe(1)
})

test('an invoice opens with its PDF drawn inside the app, selectable and saved', async ({ page }) => {
  await signIn(page, 'billing', '/invoices')
  const first = page.getByTestId('invoices-table').locator('tbody tr').first().locator('a').first()
  const label = (await first.textContent())!.trim()
  await first.click()
  const pageView = page.getByTestId('pdf-page').first()
  await expect(pageView).toHaveAttribute('data-rendered', 'true')
  // The canvas has been painted, not left blank.
  const painted = await pageView.locator('canvas').evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data
    let dark = 0
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark++
    return dark
  })
  expect(painted).toBeGreaterThan(100)
  // The text layer carries the invoice's number written as on screen (`42/2026`): it can be
  // selected and copied.
  await expect(pageView.locator('.textLayer')).toContainText(label)
  // It opens fitted to the width; zooming in goes to the next level up from there.
  const fitted = Number((await page.getByTestId('zoom-level').textContent())!.replace('%', ''))
  await page.getByTestId('zoom-in').click()
  await expect(page.getByTestId('zoom-fit')).toHaveAttribute('aria-pressed', 'false')
  await expect.poll(async () => Number((await page.getByTestId('zoom-level').textContent())!.replace('%', ''))).toBeGreaterThan(fitted)
  await expect(pageView).toHaveAttribute('data-rendered', 'true')
  await shot(page, 'billing-invoice-pdf')

  const download = page.waitForEvent('download')
  await page.getByTestId('pdf-save').click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`fattura-${label.replace('/', '-')}.pdf`)
  const saved = await file.path()
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-')
})

test('a bank payment is refused with a wrong field, then created', async ({ page }) => {
  await signIn(page, 'billing', '/payments/new-bank')
  const form = page.getByTestId('bank-form')
  await form.locator('#bank-amount').fill('250.505')
  await form.locator('#bank-applicantRole').selectOption('registrar')
  await form.locator('#bank-applicant').fill('Demo Registrar S.r.l.')
  await form.locator('#bank-bankName').fill('Banca di Pisa')
  await form.locator('#bank-branchName').fill('Filiale Centro')
  await form.locator('#bank-transactionId').fill('0306909876543210')
  await form.locator('#bank-paymentDate').fill('10/01/2026')
  await form.locator('#bank-valueDate').fill('09/01/2026')
  await page.getByTestId('bank-submit').click()
  await expect(page.getByTestId('field-bank-amount')).toContainText('al massimo due decimali')
  await expect(page.getByTestId('field-bank-valueDate')).toContainText('non può precedere')
  await shot(page, 'billing-bank-payment-errors')

  await form.locator('#bank-amount').fill('250.50')
  await form.locator('#bank-valueDate').fill('11/01/2026')
  await page.getByTestId('bank-submit').click()
  await expect(page).toHaveURL(/#\/payments\/\d+$/)
  await expect(page.getByTestId('payment-status')).toHaveText('Inviato')
  await expect(page.getByTestId('payment-facts')).toContainText('250,50')
  await expect(page.getByTestId('bank-details')).toContainText('Banca di Pisa')
  await shot(page, 'billing-bank-payment-created')
})

for (const outcome of ['approve', 'decline'] as const) {
  test(`a credit card top-up ${outcome === 'approve' ? 'approved' : 'declined'} shows its outcome without a refresh`, async ({ page, context }) => {
    await signIn(page, 'billing', '/payments/top-up')
    await page.locator('#card-amount').fill('75')
    const popupOpened = context.waitForEvent('page')
    await page.getByTestId('card-start').click()
    await expect(page.getByTestId('card-pending')).toBeVisible()
    const bank = await popupOpened
    await bank.waitForLoadState()
    await bank.locator('#name').fill('Marco Bianchi')
    await bank.locator('#number').fill('4111 1111 1111 1111')
    // A card valid for years after today, whatever today is.
    await bank.locator('#expire').fill(`12/${String((new Date().getFullYear() + 4) % 100).padStart(2, '0')}`)
    await bank.locator('#cvv').fill('123')
    await bank.locator(`button[value=${outcome}]`).click()
    await expect(bank.getByTestId('card-return')).toBeVisible()
    await bank.screenshot({ path: `tests/artifacts/billing-card-bank-return-${outcome}.png` })
    if (outcome === 'approve') {
      await expect(page.getByTestId('card-approved')).toBeVisible()
      await page.getByTestId('card-payment-link').click()
      await expect(page.getByTestId('payment-status')).toHaveText('Approvato')
      await expect(page.getByTestId('payment-facts')).toContainText('75,00')
    } else {
      await expect(page.getByTestId('card-declined')).toBeVisible()
    }
    await shot(page, `billing-card-${outcome}`)
  })
}

test('the credit, its threshold and its history', async ({ page }) => {
  await signIn(page, 'billing', '/credit')
  await expect(page.getByTestId('credit-amount')).toContainText('€')
  await expect(page.getByTestId('credit-chart')).toBeVisible()
  await expect(page.getByTestId('credit-on-date-value')).toContainText('Credito al')
  await page.getByTestId('threshold-edit').click()
  await page.locator('#threshold-input').fill('750')
  await page.getByTestId('threshold-save').click()
  await expect(page.getByTestId('threshold-value')).toContainText('750,00')
  await shot(page, 'billing-credit')
  // Edited again, the field shows it as an Italian types it, not as JavaScript writes numbers.
  await page.getByTestId('threshold-edit').click()
  await expect(page.locator('#threshold-input')).toHaveValue('750,00')
})

test('the language switches at any time, amounts and dates follow it', async ({ page }) => {
  await signIn(page, 'billing', '/payments')
  await expect(page.locator('h1')).toHaveText('Pagamenti')
  await page.getByTestId('language-switch').selectOption('en')
  await expect(page.locator('h1')).toHaveText('Payments')
  await expect(page.getByTestId('nav-invoices')).toHaveText('Invoices')
  await expect(page.getByTestId('payments-table').locator('tbody tr').first()).toContainText('€')
  await page.reload()
  await expect(page.locator('h1')).toHaveText('Payments')
  await shot(page, 'billing-english')
})

test('a domain operator sees no billing screen', async ({ page }) => {
  await signIn(page, 'domain')
  await expect(page.getByTestId('nav-invoices')).toHaveCount(0)
  await expect(page.getByTestId('nav-payments')).toHaveCount(0)
  await expect(page.getByTestId('nav-credit')).toHaveCount(0)
  await page.goto('/#/invoices')
  await expect(page).toHaveURL(/#\/$/)
  await shot(page, 'domain-no-billing')
})

test('an expired session returns to sign-in, then to where the user was', async ({ page }) => {
  await signIn(page, 'billing', '/payments')
  await page.evaluate(() => {
    const key = 'registrar-desk.session'
    const s = JSON.parse(sessionStorage.getItem(key)!)
    s.token = `${s.token}x`
    sessionStorage.setItem(key, JSON.stringify(s))
  })
  await page.reload()
  await expect(page.getByTestId('session-expired')).toBeVisible()
  await page.getByLabel(/Nome utente/).fill('billing')
  await page.getByLabel(/Password/).fill('sandbox')
  await page.locator('form button[type=submit]').click()
  await expect(page).toHaveURL(/#\/payments/)
})
