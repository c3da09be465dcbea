import { expect, type Page, test } from '@playwright/test'
import { checkScreen } from '../pages/accessibility'
import { LANGS, signIn, useLanguage } from '../pages/session'
import { failing, visit } from '../pages/tour'

/**
 * The screen tour, continued (every-screen.spec.ts has the rest and says what each check does):
 * the registrar's own data, its public information, contacts and events, the users and the
 * exports, in Italian and in English at 1024 px. Nothing here changes the demo data.
 */
test.use({ viewport: { width: 1024, height: 768 } })
// Each test checks up to twenty screens, and axe takes a second or two on each.
test.describe.configure({ timeout: 150_000 })

for (const lang of LANGS) {
  test.describe(`the registrar's screens in ${lang === 'it' ? 'Italian' : 'English'}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang))
    const check = (page: Page, name: string) => checkScreen(page, lang, name)

    test('admin: the registrar’s data, its sections and refused forms, the GDPR data', async ({ page }) => {
      await signIn(page, 'admin', '/registrar/data')
      await expect(page.getByTestId('contract-number')).toHaveText(/^RC-/)
      await check(page, 'registrar-data-contract')

      // Customer and e-invoicing: the data, the form, the registry's refusal (nothing saved).
      await page.getByTestId('section-customer').click()
      await expect(page.getByTestId('customer-name')).toHaveText('Demo Registrar S.r.l.')
      await expect(page.getByTestId('einvoicing-sdiCode')).toHaveText('M5UXCR1')
      await check(page, 'registrar-data-customer')
      await page.getByTestId('einvoicing-edit').click()
      await expect(page.getByTestId('einvoicing-form')).toBeVisible()
      await check(page, 'registrar-data-einvoicing-form')
      await page.locator('#einvoicing-sdiCode').fill('0000000')
      await page.locator('#einvoicing-pec').fill('')
      await page.getByTestId('einvoicing-save').click()
      await expect(page.locator('#einvoicing-pec-error')).toContainText('PEC')
      await check(page, 'registrar-data-einvoicing-refused')
      await page.getByTestId('einvoicing-form').getByRole('button', { name: lang === 'it' ? 'Annulla' : 'Cancel' }).click()
      await expect(page.getByTestId('einvoicing-sdiCode')).toHaveText('M5UXCR1')
      // A public administration (the registry's answer changed on its way): the reason, no form.
      const customer = (url: URL) => url.pathname === '/v1/customer'
      await page.route(customer, async (route) => {
        const res = await route.fetch()
        await route.fulfill({ response: res, json: { ...(await res.json()), customerType: 'publicAdministration', eInvoicing: null } })
      })
      await page.reload()
      await expect(page.getByTestId('einvoicing-unavailable')).toBeVisible()
      await check(page, 'registrar-data-einvoicing-unavailable')
      await page.unroute(customer)

      await page.getByTestId('section-emails').click()
      await expect(page.getByTestId('emails-value-administrative')).toContainText('@')
      await check(page, 'registrar-data-emails')
      await page.getByTestId('emails-edit').click()
      await expect(page.getByTestId('emails-form')).toBeVisible()
      await check(page, 'registrar-data-emails-form')

      // The headquarter: its data, its form, a province the registry refuses (nothing saved).
      await page.getByTestId('section-headquarter').click()
      await expect(page.getByTestId('hq-value-country')).toHaveText(/\(it\)$/)
      await check(page, 'registrar-data-headquarter')
      await page.getByTestId('hq-edit').click()
      await expect(page.locator('#hq-province')).toHaveValue(/\([A-Z]{2}\)$/)
      await check(page, 'registrar-data-headquarter-form')
      await page.locator('#hq-province').fill('ZZ')
      await page.getByTestId('hq-save').click()
      await expect(page.locator('#hq-province')).toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator('#hq-province-error')).toBeVisible()
      await check(page, 'registrar-data-headquarter-refused')

      // The GDPR data, not entered yet in the demo data; saving without accepting sends nothing.
      await visit(page, '/registrar/gdpr')
      await expect(page.getByTestId('gdpr-none')).toBeVisible()
      await expect(page.locator('#gdpr-document-title')).toBeVisible()
      await check(page, 'gdpr')
      await page.getByTestId('gdpr-save').click()
      await expect(page.locator('#gdpr-accepted-error')).toBeVisible()
      await check(page, 'gdpr-not-accepted')
    })

    test('admin: public information, the contacts, refused and deleted only in a dialog, the events log', async ({ page }) => {
      await signIn(page, 'admin', '/registrar/public-info')
      await expect(page.getByTestId('registrar-code')).toHaveText('DEMO-REG')
      await expect(page.getByTestId('public-preview').getByTestId('preview-name')).not.toBeEmpty()
      await check(page, 'registrar-public-info')
      // A language code the form refuses before sending anything.
      await page.locator('#pi-languages').fill('it, EN')
      await page.getByTestId('public-info-save').click()
      await expect(page.locator('#pi-languages-error')).toContainText('EN')
      await check(page, 'registrar-public-info-refused')

      await visit(page, '/registrar/contacts')
      const rows = page.getByTestId('contacts-table').locator('tbody tr')
      await expect(rows).not.toHaveCount(0)
      await check(page, 'registrar-contacts')
      await rows.first().locator('[data-testid^=contact-delete-]').click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await check(page, 'registrar-contact-confirm')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()

      await rows.first().locator('[data-testid^=contact-edit-]').click()
      await expect(page.locator('#contact-email')).not.toHaveValue('')
      await check(page, 'registrar-contact-edit')

      // A new contact: nothing typed, then an e-mail and a phone the registry refuses.
      await visit(page, '/registrar/contacts/new')
      await check(page, 'registrar-contact-new')
      await page.getByTestId('contact-save').click()
      await expect(page.locator('#contact-role-error')).toBeVisible()
      await expect(page.locator('#contact-lastName-error')).toBeVisible()
      await check(page, 'registrar-contact-required')
      await page.locator('#contact-role').selectOption('abuse')
      await page.locator('#contact-firstName').fill('Lucia')
      await page.locator('#contact-lastName').fill('Tour')
      await page.locator('#contact-email').fill('lucia@')
      await page.locator('#contact-phone').fill('06 1234 5678')
      await page.getByTestId('contact-save').click()
      await expect(page.locator('#contact-email-error')).toBeVisible()
      await expect(page.locator('#contact-phone-error')).toBeVisible()
      await check(page, 'registrar-contact-refused')

      const contacts = await failing(page, '/v1/registrar/contacts')
      await visit(page, '/registrar/contacts')
      await expect(page.getByTestId('list-error')).toBeVisible()
      await check(page, 'registrar-contacts-error')
      await contacts.heal()
      await page.getByTestId('list-retry').click()
      await expect(rows).not.toHaveCount(0)

      // The events log: all, two types, a type that never happened.
      await visit(page, '/registrar/events')
      const events = page.getByTestId('events-table').locator('tbody tr')
      await expect(events).not.toHaveCount(0)
      await check(page, 'registrar-events')
      for (const type of lang === 'it' ? ['Contatto aggiunto', 'Contratto rinnovato'] : ['Contact added', 'Contract renewed']) {
        await page.getByTestId('filter-type').getByLabel(type).check()
      }
      await page.getByTestId('filters-apply').click()
      await expect(page).toHaveURL(/type=contactCreated(%2C|,)contractRenewed/)
      await expect(events.locator('[data-type=contractRenewed]')).toHaveCount(1)
      await check(page, 'registrar-events-filtered')
      await visit(page, '/registrar/events?type=gdprConfirmed')
      await expect(page.getByTestId('list-empty')).toHaveAttribute('data-filtered', 'true')
      await check(page, 'registrar-events-empty')
    })

    test('admin: the users, found and not, a user’s page and their own', async ({ page }) => {
      await signIn(page, 'admin', '/users')
      await expect(page.getByTestId('users-table').locator('tbody tr')).toHaveCount(5)
      await check(page, 'users')
      await page.locator('#filter-name').fill('zz')
      await page.getByTestId('filters-apply').click()
      await expect(page.getByTestId('list-empty')).toBeVisible()
      await check(page, 'users-empty')
      await visit(page, '/users/domain')
      await expect(page.getByTestId('user-groups')).toHaveText('domain')
      await expect(page.getByTestId('user-ip-table')).toContainText('192.0.2.10')
      await check(page, 'user')
      await visit(page, '/users/nobody')
      await expect(page.getByTestId('screen-error')).toContainText('nobody')
      await check(page, 'user-missing')
      await visit(page, '/profile')
      await expect(page.getByTestId('user-groups')).toHaveText('admin')
      await expect(page.getByTestId('user-ip-table')).toBeVisible()
      await check(page, 'profile')
    })

    test('billing: the exports, invoices chosen for a ZIP, one in progress then cancelled, a CSV saved', async ({ page }) => {
      await signIn(page, 'billing', '/invoices')
      const table = page.getByTestId('invoices-table')
      await expect(table.locator('tbody tr')).toHaveCount(20)
      await table.locator('input[type=checkbox]').nth(0).check()
      await table.locator('input[type=checkbox]').nth(3).check()
      await expect(page.getByTestId('export-zip')).toHaveText(/\(ZIP\): 2$/)
      await check(page, 'invoices-export-chosen')
      await page.getByTestId('export-clear-chosen').click()

      // The registry holds every PDF after the first two: the ZIP stays in progress until cancelled.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      let passed = 0
      const pdfs = '**/v1/invoices/*/pdf'
      await page.route(pdfs, async (route) => {
        if (passed++ >= 2) await held
        await route.continue().catch(() => undefined)
      })
      await page.getByTestId('export-zip').click()
      await expect(page.getByRole('progressbar')).toBeVisible()
      await expect(page.getByTestId('export-progress-text')).toContainText(/: 2 (di|of) [1-9]\d*/)
      await check(page, 'invoices-export-progress')
      await page.getByTestId('export-cancel').click()
      await expect(page.getByTestId('export-note')).toHaveText(lang === 'it' ? 'Esportazione annullata.' : 'Export cancelled.')
      await expect(page.getByRole('progressbar')).toHaveCount(0)
      release()
      await page.unroute(pdfs)
      await check(page, 'invoices-export-cancelled')

      // A CSV of the payments: the file saved, and where it went.
      await visit(page, '/payments')
      await expect(page.getByTestId('payments-table').locator('tbody tr')).toHaveCount(20)
      await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()])
      await expect(page.getByTestId('export-menu').getByRole('status').last()).not.toBeEmpty()
      await check(page, 'payments-export-saved')
    })
  })
}
