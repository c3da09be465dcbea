import { expect, type Locator, type Page, test } from '@playwright/test'
import { approvePayment, bankTransfer, resetSandbox } from '../pages/registry'
import { shot, signIn, useItalian } from '../pages/session'

test.beforeEach(async ({ page }) => {
  await useItalian(page)
})

// `8.693,00 €`: thousands grouped from four digits on, a comma before the cents.
const ITALIAN_AMOUNT = /^-?\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/
const ITALIAN_DATE = /^\d{2}\/\d{2}\/\d{4}$/
const ITALIAN_DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/

async function texts(cells: Locator): Promise<string[]> {
  await expect(cells.first()).toBeVisible()
  return (await cells.allTextContents()).map((t) => t.trim())
}

/** The column's amounts are all written the Italian way, and at least one has four digits or more. */
async function expectGroupedAmounts(cells: Locator): Promise<void> {
  const amounts = await texts(cells)
  for (const amount of amounts) expect(amount).toMatch(ITALIAN_AMOUNT)
  expect(amounts.some((a) => a.includes('.'))).toBe(true)
}

test('the invoices and the payments show grouped amounts and Italian dates', async ({ page }) => {
  await signIn(page, 'billing', '/invoices')
  const invoices = page.getByTestId('invoices-table').locator('tbody tr')
  await expectGroupedAmounts(invoices.locator('td:nth-child(5)'))
  for (const date of await texts(invoices.locator('td:nth-child(2)'))) expect(date).toMatch(ITALIAN_DATE)
  await expect(page).toHaveTitle('Fatture — Registrar Desk')

  await page.getByTestId('nav-payments').click()
  const payments = page.getByTestId('payments-table').locator('tbody tr')
  await expectGroupedAmounts(payments.locator('td:nth-child(5)'))
  for (const date of await texts(payments.locator('td:nth-child(2)'))) expect(date).toMatch(ITALIAN_DATE_TIME)
  await expect(page).toHaveTitle('Pagamenti — Registrar Desk')
  await expect(page.locator('h1')).toBeFocused()
  await shot(page, 'formats-payments-it')
})

test('the credit shows its amounts grouped and its dates the Italian way', async ({ page }) => {
  await signIn(page, 'billing', '/credit')
  await expect(page.getByTestId('credit-amount')).toHaveText(ITALIAN_AMOUNT)
  await expect(page.getByTestId('threshold-value')).toHaveText(ITALIAN_AMOUNT)
  await expect(page.getByTestId('credit-now')).toContainText(/Aggiornato il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)
  await expect(page.locator('#credit-date')).toHaveValue(ITALIAN_DATE)
  await page.getByTestId('threshold-edit').click()
  await page.locator('#threshold-input').fill('1500')
  await page.getByTestId('threshold-save').click()
  await expect(page.getByTestId('threshold-value')).toHaveText('1.500,00\u00a0€')
  await shot(page, 'formats-credit-it')
})

test('a credit of millions stays on one line inside its card', async ({ page, request }) => {
  // The registry approves a transfer of nearly the largest amount it takes (10 million).
  const id = await bankTransfer(request, 9_999_999.99)
  try {
    await approvePayment(request, id)
    // The narrowest window the app is made for: the credit's card is a third of its width there.
    await page.setViewportSize({ width: 1024, height: 768 })
    await signIn(page, 'billing', '/credit')
    const amount = page.getByTestId('credit-amount')
    await expect(amount).toHaveText(/^10\.\d{3}\.\d{3},\d{2}\u00a0€$/)
    const fits = await amount.evaluate((p) => {
      const card = p.closest('.card')!.getBoundingClientRect()
      // One line (white-space: nowrap), so a figure too wide would spill out of its box.
      return { inside: p.getBoundingClientRect().right <= card.right, whole: p.scrollWidth <= p.clientWidth }
    })
    expect(fits).toEqual({ inside: true, whole: true })
    await shot(page, 'formats-credit-millions')
  } finally {
    await resetSandbox(request)
  }
})

test('in English the same screens write €8,693.00 and 11/24/2026', async ({ page }) => {
  await signIn(page, 'billing', '/credit')
  await page.getByTestId('language-switch').selectOption('en')
  await expect(page.getByTestId('credit-amount')).toHaveText(/^€\d{1,3}(,\d{3})*\.\d{2}$/)
  await expect(page.locator('#credit-date')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/)
  await expect(page).toHaveTitle('Credit — Registrar Desk')
  await page.getByTestId('nav-invoices').click()
  const totals = await texts(page.getByTestId('invoices-table').locator('tbody tr td:nth-child(5)'))
  for (const total of totals) expect(total).toMatch(/^€\d{1,3}(,\d{3})*\.\d{2}$/)
  expect(totals.some((t) => t.includes(','))).toBe(true)
  await shot(page, 'formats-invoices-en')
})

async function typeDate(page: Page, selector: string, text: string): Promise<void> {
  const field = page.locator(selector)
  await field.click()
  await field.pressSequentially(text)
  await field.press('Enter')
}

test('a date typed in Italian filters the payments, and an inverted range is refused on the field', async ({ page }) => {
  await signIn(page, 'billing', '/payments')
  await expect(page.getByTestId('payments-table')).toBeVisible()
  // Day first, as Italians write it; the digits alone are enough, the slashes come by themselves.
  await typeDate(page, '#filter-created\\.from', '01112026')
  await expect(page.locator('#filter-created\\.from')).toHaveValue('01/11/2026')
  await page.getByTestId('filters-apply').click()
  await expect(page).toHaveURL(/created\.from=2026-11-01/)
  const dates = await texts(page.getByTestId('payments-table').locator('tbody tr td:nth-child(2)'))
  for (const date of dates) {
    const [d, m, y] = date.slice(0, 10).split('/')
    expect(`${y}-${m}-${d}` >= '2026-11-01').toBe(true)
  }
  await page.reload()
  await expect(page.locator('#filter-created\\.from')).toHaveValue('01/11/2026')

  const url = page.url()
  await page.locator('input[name="amount.min"]').fill('2000')
  await page.locator('input[name="amount.max"]').fill('1000')
  await page.getByTestId('filters-apply').click()
  await expect(page.getByTestId('filter-amount-error')).toHaveText('Il minimo supera il massimo.')
  await expect(page.locator('input[name="amount.max"]')).toHaveAttribute('aria-invalid', 'true')
  expect(page.url()).toBe(url)
  await shot(page, 'formats-filters-refused')
})

test('Back and Forward between two payments always show the payment of the address', async ({ page }) => {
  await signIn(page, 'billing', '/payments/41')
  const heading = page.locator('h1')
  await expect(heading).toHaveText('Pagamento n. 41')
  const facts41 = await page.getByTestId('payment-facts').textContent()
  // The address edited by hand, as a user would.
  await page.evaluate(() => (location.hash = '#/payments/42'))
  await expect(heading).toHaveText('Pagamento n. 42')
  await expect(page.getByTestId('payment-facts')).not.toHaveText(facts41 ?? '')
  await expect(page).toHaveTitle('Pagamento n. 42 — Registrar Desk')
  await expect(heading).toBeFocused()
  const facts42 = await page.getByTestId('payment-facts').textContent()

  await page.goBack()
  await expect(page).toHaveURL(/#\/payments\/41$/)
  await expect(heading).toHaveText('Pagamento n. 41')
  await expect(page.getByTestId('payment-facts')).toHaveText(facts41 ?? '')
  await expect(page).toHaveTitle('Pagamento n. 41 — Registrar Desk')
  await page.goForward()
  await expect(page).toHaveURL(/#\/payments\/42$/)
  await expect(heading).toHaveText('Pagamento n. 42')
  await expect(page.getByTestId('payment-facts')).toHaveText(facts42 ?? '')
  await shot(page, 'formats-payment-42')
})
