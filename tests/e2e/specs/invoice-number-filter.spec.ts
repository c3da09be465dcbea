import { expect, test } from '@playwright/test'
import { LANGS, signIn, useLanguage } from '../pages/session'

// The invoices list refuses a Number it cannot read (`2026/0089`) and says how to write one: under
// the Number field, which names the message for screen readers and is marked invalid, as the
// filter bar does with its own errors.
test.use({ viewport: { width: 1024, height: 768 } })

const HOW = { it: /Scrivere il numero come lo mostra l’elenco, ad esempio 89\/2026/, en: /Write the number as the list shows it, for example 89\/2026/ } as const

for (const lang of LANGS) {
  test(`${lang}: a refused invoice number is said under its field and tied to it`, async ({ page }) => {
    await useLanguage(page, lang)
    await signIn(page, 'billing', '/invoices')
    await expect(page.getByTestId('invoices-table')).toBeVisible()
    const number = page.locator('#filter-invoiceNumber')
    await expect(number).not.toHaveAttribute('aria-invalid')
    await number.fill('2026/0089')
    await page.getByTestId('filters-apply').click()

    const error = page.getByTestId('filter-invoiceNumber-error')
    await expect(error).toHaveText(HOW[lang])
    // Under the Number field, in its part of the filter bar.
    await expect(page.getByTestId('filter-invoiceNumber').getByTestId('filter-invoiceNumber-error')).toBeVisible()
    await expect(number).toHaveAttribute('aria-invalid', 'true')
    const describedBy = (await number.getAttribute('aria-describedby'))!
    expect(describedBy).toBeTruthy()
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(HOW[lang])
    // The input's accessible description is the message.
    await expect(number).toHaveAccessibleDescription(HOW[lang])
    const [box, field] = [await error.boundingBox(), await number.boundingBox()]
    expect(box!.y).toBeGreaterThan(field!.y + field!.height - 1)

    // Written as the list shows it, it is taken, and the field is no longer marked.
    await number.fill('89/2026')
    await page.getByTestId('filters-apply').click()
    await expect(page).toHaveURL(/invoiceNumber=89(%2F|\/)2026/)
    await expect(error).toHaveCount(0)
    await expect(number).not.toHaveAttribute('aria-invalid')
    await expect(number).not.toHaveAttribute('aria-describedby')
  })
}
