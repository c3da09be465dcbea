import { expect, type Page, test } from '@playwright/test'
import { checkScreen } from '../pages/accessibility'
import { LANGS, signIn, useLanguage } from '../pages/session'

/**
 * The registrar's public information form and new contact form, submitted once with several wrong
 * fields: every one is said at once, each on its field, nothing is sent. They used to say their
 * own problems first (empty fields) and the formats (e-mail, phone, web address, language codes)
 * only on the next submit, once the API could answer. What only the API can judge shows after its
 * answer, beside what the form then finds itself.
 */
test.use({ viewport: { width: 1024, height: 768 } })

const TEXT = {
  it: { required: 'Campo obbligatorio.', email: 'Indirizzo e-mail non valido.', phone: 'usare il formato +39.0612345678', url: 'deve iniziare con http:// o https://', code: 'Codice di lingua non valido: xx.' },
  en: { required: 'Required.', email: 'Not a valid email address.', phone: 'use the form +39.0612345678', url: 'it must start with http:// or https://', code: 'Not a language code: xx.' },
} as const

const fieldError = (page: Page, id: string) => page.locator(`#${id}-error`)
const invalidFields = (page: Page) => page.locator('main form [aria-invalid=true]')

/** Counts the requests of `method` to `path` the page sends from now on. */
function countRequests(page: Page, method: string, path: RegExp): () => number {
  let n = 0
  page.on('request', (r) => {
    if (r.method() === method && path.test(new URL(r.url()).pathname)) n++
  })
  return () => n
}

for (const lang of LANGS) {
  test.describe(`${lang}: one submission says every wrong field`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang))
    const text = TEXT[lang]

    test('the public information form', async ({ page }) => {
      await signIn(page, 'admin', '/registrar/public-info')
      await expect(page.locator('#pi-displayName')).not.toHaveValue('')
      const puts = countRequests(page, 'PUT', /\/v1\/registrar\/publicInfo$/)
      await page.locator('#pi-displayName').fill('')
      await page.locator('#pi-website').fill('www.example.it')
      await page.locator('#pi-email').fill('info@')
      await page.locator('#pi-phone').fill('06 1234')
      await page.locator('#pi-languages').fill('it, xx')
      await page.getByTestId('public-info-save').click()

      await expect(fieldError(page, 'pi-displayName')).toHaveText(text.required)
      await expect(fieldError(page, 'pi-website')).toContainText(text.url)
      await expect(fieldError(page, 'pi-email')).toHaveText(text.email)
      await expect(fieldError(page, 'pi-phone')).toContainText(text.phone)
      await expect(fieldError(page, 'pi-languages')).toContainText(text.code)
      await expect(invalidFields(page)).toHaveCount(5)
      await expect(page.locator('#pi-displayName')).toBeFocused()
      expect(puts()).toBe(0)
      await checkScreen(page, lang, 'registrar-public-info-all-at-once')

      // Fixed, it is saved at the first try.
      await page.locator('#pi-displayName').fill('Demo Registrar')
      await page.locator('#pi-website').fill('https://www.example.it')
      await page.locator('#pi-email').fill('info@example.it')
      await page.locator('#pi-phone').fill('+39.0612345678')
      await page.locator('#pi-languages').fill('it, en')
      await expect(invalidFields(page)).toHaveCount(0)
      await page.getByTestId('public-info-save').click()
      await expect(page.getByTestId('public-info-saved')).toBeVisible()
      expect(puts()).toBe(1)
    })

    test('the new contact form, and the API’s word beside the form’s', async ({ page }) => {
      await signIn(page, 'admin', '/registrar/contacts/new')
      await expect(page.locator('#contact-email')).toBeVisible()
      const posts = countRequests(page, 'POST', /\/v1\/registrar\/contacts$/)
      await page.locator('#contact-lastName').fill('Rossi')
      await page.locator('#contact-email').fill('lucia@')
      await page.locator('#contact-phone').fill('06 1234')
      await page.locator('#contact-mobile').fill('333')
      await page.getByTestId('contact-save').click()

      await expect(fieldError(page, 'contact-role')).toHaveText(text.required)
      await expect(fieldError(page, 'contact-firstName')).toHaveText(text.required)
      await expect(fieldError(page, 'contact-email')).toHaveText(text.email)
      await expect(fieldError(page, 'contact-phone')).toContainText(text.phone)
      await expect(fieldError(page, 'contact-mobile')).toContainText(text.phone)
      await expect(invalidFields(page)).toHaveCount(5)
      await expect(page.locator('#contact-role')).toBeFocused()
      expect(posts()).toBe(0)
      await checkScreen(page, lang, 'registrar-contact-all-at-once')

      // A refusal only the registry can make (here, one it is made to answer) shows on its field
      // after the answer; a field emptied since is said by the form beside it, before sending.
      await page.route('**/v1/registrar/contacts', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'invalid_email', message: 'email: not deliverable', field: 'email', errors: [{ field: 'email', code: 'invalid_email' }] }),
        }),
      )
      await page.locator('#contact-role').selectOption('abuse')
      await page.locator('#contact-firstName').fill('Lucia')
      await page.locator('#contact-email').fill('lucia@example.it')
      await page.locator('#contact-phone').fill('+39.0612345678')
      await page.locator('#contact-mobile').fill('')
      await page.getByTestId('contact-save').click()
      await expect(fieldError(page, 'contact-email')).toHaveText(text.email)
      await expect(invalidFields(page)).toHaveCount(1)
      await page.locator('#contact-lastName').fill('')
      await page.getByTestId('contact-save').click()
      await expect(fieldError(page, 'contact-lastName')).toHaveText(text.required)
      await expect(fieldError(page, 'contact-email')).toHaveText(text.email)
      await expect(invalidFields(page)).toHaveCount(2)
      expect(posts()).toBe(1)
    })
  })
}
