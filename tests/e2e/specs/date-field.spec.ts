import { expect, type Locator, type Page, test } from '@playwright/test'
import { type Lang, LANGS, shot, signIn, useLanguage } from '../pages/session'

// The date field (renderer/src/components/DateField.vue) at 1024 × 768, the narrowest window the
// app is made for: a date that does not exist is refused where it is typed, never read as another
// one, and the field's clear button and calendar button sit side by side.
test.use({ viewport: { width: 1024, height: 768 } })

/** Types the digits key by key, as a user does, over what the field holds. */
async function typeDigits(field: Locator, digits: string): Promise<void> {
  await field.click()
  await field.press('ControlOrMeta+A')
  await field.pressSequentially(digits)
}

/** Fills the bank transfer's other fields with what the registry takes. */
async function fillBankForm(page: Page, lang: Lang): Promise<void> {
  const form = page.getByTestId('bank-form')
  await form.locator('#bank-amount').fill('250')
  await form.locator('#bank-applicantRole').selectOption('registrar')
  await form.locator('#bank-applicant').fill('Demo Registrar S.r.l.')
  await form.locator('#bank-bankName').fill('Banca di Pisa')
  await form.locator('#bank-branchName').fill('Filiale Centro')
  await form.locator('#bank-transactionId').fill('0306909876543210')
  await typeDigits(form.locator('#bank-valueDate'), lang === 'it' ? '12012026' : '01122026')
}

const IMPOSSIBLE = { it: ['31022026', '31/02/2026'], en: ['02312026', '02/31/2026'] } as const
const MESSAGE = { it: 'Data non valida.', en: 'Not a valid date.' } as const

for (const lang of LANGS) {
  // The picker read `3` as the 3rd of this month and `02/3` as 3 February while the date was typed,
  // and kept that date once `31/02/2026` could not be read: the request sent it.
  test(`${lang}: an impossible order date typed in the bank transfer is refused, and nothing is sent`, async ({ page }) => {
    await useLanguage(page, lang)
    // Nothing is recorded: the registry's answer is replaced, only the request is looked at.
    const sent: unknown[] = []
    await page.route('**/v1/payments/bank', async (route) => {
      sent.push(route.request().postDataJSON())
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"message":"injected"}' })
    })
    await signIn(page, 'billing', '/payments/new-bank')
    await fillBankForm(page, lang)
    const date = page.locator('#bank-paymentDate')
    const [digits, text] = IMPOSSIBLE[lang]
    await typeDigits(date, digits)
    await page.keyboard.press('Tab')
    await expect(date).toHaveValue(text)
    await expect(date).toHaveAttribute('aria-invalid', 'true')

    await page.getByTestId('bank-submit').click()
    await expect(page.getByTestId('date-field-bank-paymentDate-error')).toHaveText(MESSAGE[lang])
    await expect(date).toBeFocused()
    await expect(date).toHaveValue(text)
    await expect(page).toHaveURL(/#\/payments\/new-bank$/)
    expect(sent).toEqual([])
    await shot(page, `date-field-refused-${lang}`)

    // A date that exists is sent as typed.
    await typeDigits(date, lang === 'it' ? '10012026' : '01102026')
    await expect(page.getByTestId('date-field-bank-paymentDate-error')).toHaveCount(0)
    await page.getByTestId('bank-submit').click()
    await expect.poll(() => sent.length).toBe(1)
    expect(sent[0]).toMatchObject({ bankPayment: { paymentDate: '2026-01-10', valueDate: '2026-01-12' } })
  })

  test(`${lang}: the invoices are not filtered without the From date typed when it does not exist`, async ({ page }) => {
    await useLanguage(page, lang)
    await signIn(page, 'billing', '/invoices')
    await expect(page.getByTestId('invoices-table')).toBeVisible()
    const url = page.url()
    const from = page.locator('#filter-invoiceDate\\.from')
    await typeDigits(from, IMPOSSIBLE[lang][0])
    await page.getByTestId('filters-apply').click()
    await expect(page.getByTestId('date-field-filter-invoiceDate.from-error')).toHaveText(MESSAGE[lang])
    await expect(from).toHaveValue(IMPOSSIBLE[lang][1])
    await expect(from).toBeFocused()
    expect(page.url()).toBe(url)
  })

  // The picker's clear button was drawn over the calendar's: a click on the calendar's icon of a
  // filled field cleared the date.
  test(`${lang}: a filled date field has its clear button beside the calendar's, each clicked as itself`, async ({ page }) => {
    await useLanguage(page, lang)
    await signIn(page, 'billing', '/credit')
    const input = page.locator('#credit-date')
    await expect(input).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/)
    const date = await input.inputValue()
    const clear = page.getByTestId('date-field-credit-date-clear')
    const calendar = page.getByTestId('date-field-credit-date-calendar')
    await expect(clear).toHaveAccessibleName(lang === 'it' ? 'Azzera la data' : 'Clear the date')
    await expect(calendar).toHaveAccessibleName(lang === 'it' ? 'Apri il calendario' : 'Open the calendar')
    await expectSideBySide(page, 'credit-date')

    await calendar.click()
    const dialog = page.getByRole('dialog', { name: lang === 'it' ? 'Calendario' : 'Calendar' })
    await expect(dialog).toBeVisible()
    await expect(input).toHaveValue(date)
    await shot(page, `date-field-calendar-${lang}`)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)

    await clear.click()
    await expect(input).toHaveValue('')
    await expect(input).toBeFocused()
  })

  test(`${lang}: every filled date field keeps its two buttons apart`, async ({ page }) => {
    await useLanguage(page, lang)
    await signIn(page, 'admin', '/statistics')
    for (const id of ['statistics-from', 'statistics-to']) await expectSideBySide(page, id)
    await page.goto('/#/invoices?invoiceDate.from=2026-11-01&invoiceDate.to=2026-11-30')
    for (const id of ['filter-invoiceDate.from', 'filter-invoiceDate.to']) await expectSideBySide(page, id)
  })
}

/**
 * The clear button ends where the calendar's begins, both in the field's row, and a click at the
 * middle of each reaches that one.
 */
async function expectSideBySide(page: Page, id: string): Promise<void> {
  const clear = page.getByTestId(`date-field-${id}-clear`)
  const calendar = page.getByTestId(`date-field-${id}-calendar`)
  await expect(clear).toBeVisible()
  const [c, t] = [await clear.boundingBox(), await calendar.boundingBox()]
  expect(c && t, id).toBeTruthy()
  expect(c!.x + c!.width, id).toBeLessThanOrEqual(t!.x + 0.5)
  expect(Math.abs(c!.y - t!.y), id).toBeLessThan(1)
  const hit = (box: { x: number; y: number; width: number; height: number }) =>
    page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.dataset.testid, [box.x + box.width / 2, box.y + box.height / 2])
  expect(await hit(c!), id).toBe(`date-field-${id}-clear`)
  expect(await hit(t!), id).toBe(`date-field-${id}-calendar`)
}
