import { expect, type Locator, test } from '@playwright/test'
import { LANGS, signIn, useLanguage } from '../pages/session'

// The "Credit on a date" card: the figure is always shown under the date it is for. While the
// date field holds a text it refuses (half typed, or a day that does not exist), the card keeps
// the last figure under its own date, never under "Credit on —".
test.use({ viewport: { width: 1024, height: 768 } })

const LABEL = { it: 'Credito al', en: 'Credit on' } as const
const typing = {
  it: { first: ['10032026', '10/03/2026'], half: '1504', impossible: '31022026', second: ['15042026', '15/04/2026'] },
  en: { first: ['03102026', '03/10/2026'], half: '0415', impossible: '02312026', second: ['04152026', '04/15/2026'] },
} as const

/** Types the digits key by key, as a clerk does, over what the field holds, and leaves the field with Tab. */
async function typeDigits(field: Locator, digits: string): Promise<void> {
  await field.click()
  await field.press('ControlOrMeta+A')
  await field.pressSequentially(digits)
  await field.press('Tab')
}

for (const lang of LANGS) {
  test(`${lang}: the credit on a date keeps the date it is for while another date is typed and refused`, async ({ page }) => {
    await useLanguage(page, lang)
    await signIn(page, 'billing', '/credit')
    const card = page.getByTestId('credit-on-date')
    const value = page.getByTestId('credit-on-date-value')
    const date = card.locator('#credit-date')
    const { first, half, impossible, second } = typing[lang]

    await typeDigits(date, first[0])
    await card.getByRole('button', { name: lang === 'it' ? 'Mostra' : 'Show' }).click()
    await expect(value).toContainText(`${LABEL[lang]} ${first[1]}: `)
    const shown = (await value.textContent())!.trim()

    // Half typed, then a day that does not exist: the field holds no date, the card its figure.
    for (const digits of [half, impossible]) {
      await typeDigits(date, digits)
      await expect(date).toHaveAttribute('aria-invalid', 'true')
      await expect(value).toHaveText(shown)
      await expect(value).not.toContainText('—')
    }
    // Show on the refused date sends nothing and says why, the figure still under its own date.
    await card.getByRole('button', { name: lang === 'it' ? 'Mostra' : 'Show' }).click()
    await expect(page.getByTestId('date-field-credit-date-error')).toBeVisible()
    await expect(value).toHaveText(shown)

    // Another whole date: still the first date's figure until it is asked for, then the new one.
    await typeDigits(date, second[0])
    await expect(value).toHaveText(shown)
    await card.getByRole('button', { name: lang === 'it' ? 'Mostra' : 'Show' }).click()
    await expect(value).toContainText(`${LABEL[lang]} ${second[1]}: `)
  })
}
