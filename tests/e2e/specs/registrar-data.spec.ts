import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { checkScreen } from '../pages/accessibility'
import { signIn } from '../pages/session'

/**
 * The registrar's own data (issue 12, part 1), as an administrator, in Italian and in English at
 * 1024 px: the sections of the registrar data screen, the headquarter saved after a refused
 * province, the e-invoicing form of the demo customer (private and Italian) and the reason shown
 * instead for a public administration, and the GDPR data created, updated and confirmed. Each test
 * starts from the demo data (`POST /sandbox/reset`, the admin's own registrar only).
 */
const LANGS = ['it', 'en'] as const
type Lang = (typeof LANGS)[number]

test.use({ viewport: { width: 1024, height: 768 } })
test.describe.configure({ timeout: 120_000 })

const TEXT = {
  it: {
    title: 'Dati del registrar',
    invalidProvince: 'Sigla di provincia non valida.',
    saved: 'Dati salvati.',
    pecRequired: /PEC/,
    publicAdministration: /pubblica amministrazione/,
    gdprNone: /non ancora inseriti/,
    mustAccept: 'Per salvare occorre accettare l’accordo.',
    gdprCreated: 'Dati GDPR inseriti e accordo accettato.',
    gdprUpdated: 'Dati GDPR salvati.',
    gdprConfirmed: 'Dati GDPR confermati.',
    confirmedAt: 'Ultima conferma il 15/02/2027 10:30',
    templateTitle: 'Accordo sul trattamento dei dati personali',
    templateOther: 'Data processing agreement',
  },
  en: {
    title: 'Registrar data',
    invalidProvince: 'Not a valid province code.',
    saved: 'Data saved.',
    pecRequired: /PEC/,
    publicAdministration: /public administration/,
    gdprNone: /No GDPR data yet/,
    mustAccept: 'Accept the agreement to save.',
    gdprCreated: 'GDPR data entered and agreement accepted.',
    gdprUpdated: 'GDPR data saved.',
    gdprConfirmed: 'GDPR data confirmed.',
    confirmedAt: 'Last confirmed 02/15/2027 10:30 AM',
    templateTitle: 'Data processing agreement',
    templateOther: 'Accordo sul trattamento dei dati personali',
  },
} as const

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/oauth/token', { form: { grant_type: 'password', username: 'admin', password: 'sandbox' } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { access_token: string }).access_token
}

/** The admin's registrar back to the demo data, and the clock back to the real time. */
async function resetSandbox(request: APIRequestContext): Promise<void> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` }
  expect((await request.post('/sandbox/reset', { headers })).ok()).toBe(true)
  expect((await request.delete('/sandbox/clock', { headers })).ok()).toBe(true)
}

async function start(page: Page, request: APIRequestContext, lang: Lang, target: string): Promise<void> {
  await resetSandbox(request)
  await page.addInitScript((l) => localStorage.setItem('registrar-desk.locale', l), lang)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await signIn(page, 'admin', target)
}

for (const lang of LANGS) {
  const text = TEXT[lang]

  test(`${lang}: the sections of the registrar data, and the headquarter saved after a refused province`, async ({ page, request }) => {
    await start(page, request, lang, '/registrar/data')
    await expect(page.locator('main h1')).toHaveText(text.title)
    await expect(page.getByTestId('nav-registrar-data')).toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId('contract-number')).toHaveText(/^RC-/)
    await checkScreen(page, lang, 'registrar-data-contract')

    await page.getByTestId('section-emails').click()
    await expect(page).toHaveURL(/#\/registrar\/data\/emails$/)
    await expect(page.getByTestId('emails-value-administrative')).toContainText('@')
    await checkScreen(page, lang, 'registrar-data-emails')
    await page.getByTestId('emails-edit').click()
    await expect(page.getByTestId('emails-form')).toBeVisible()
    await checkScreen(page, lang, 'registrar-data-emails-form')

    await page.getByTestId('section-headquarter').click()
    await expect(page).toHaveURL(/#\/registrar\/data\/headquarter$/)
    await expect(page.getByTestId('hq-value-country')).toHaveText(/\(it\)$/)
    await checkScreen(page, lang, 'registrar-data-headquarter')

    // A province that is not Italy's: the registry's refusal on the field.
    await page.getByTestId('hq-edit').click()
    await expect(page.locator('#hq-street')).toBeFocused()
    await page.locator('#hq-province').fill('ZZ')
    await page.getByTestId('hq-save').click()
    await expect(page.locator('#hq-province-error')).toHaveText(text.invalidProvince)
    await expect(page.locator('#hq-province')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#hq-province')).toBeFocused()
    await checkScreen(page, lang, 'registrar-data-headquarter-refused')

    // A good one, typed by name: picked from the list, its code sent.
    await page.locator('#hq-province').fill('Roma')
    await expect(page.locator('#hq-province-error')).toHaveCount(0)
    await page.locator('#hq-street').fill('Via del Corso 12')
    await page.locator('#hq-city').fill('Roma')
    await page.locator('#hq-postalCode').fill('00186')
    await page.getByTestId('hq-save').click()
    await expect(page.getByTestId('hq-saved')).toHaveText(text.saved)
    await expect(page.getByTestId('hq-value-province')).toHaveText('Roma (RM)')
    await page.reload()
    await expect(page.getByTestId('hq-value-street')).toHaveText('Via del Corso 12')
    await expect(page.getByTestId('hq-value-province')).toHaveText('Roma (RM)')
    await expect(page.getByTestId('hq-value-postalCode')).toHaveText('00186')
  })

  test(`${lang}: the demo customer’s e-invoicing form, and the reason instead of a form for a public administration`, async ({ page, request }) => {
    await start(page, request, lang, '/registrar/data/customer')
    await expect(page.getByTestId('customer-name')).toHaveText('Demo Registrar S.r.l.')
    await expect(page.getByTestId('einvoicing-sdiCode')).toHaveText('M5UXCR1')
    await checkScreen(page, lang, 'registrar-data-customer')

    await page.getByTestId('einvoicing-edit').click()
    await page.locator('#einvoicing-sdiCode').fill('0000000')
    await page.locator('#einvoicing-pec').fill('')
    await page.getByTestId('einvoicing-save').click()
    await expect(page.locator('#einvoicing-pec-error')).toHaveText(text.pecRequired)
    await checkScreen(page, lang, 'registrar-data-einvoicing-refused')
    await page.locator('#einvoicing-pec').fill('fatture@pec.example.it')
    await page.getByTestId('einvoicing-save').click()
    await expect(page.getByTestId('einvoicing-saved')).toBeVisible()
    await expect(page.getByTestId('einvoicing-sdiCode')).toHaveText('0000000')
    await expect(page.getByTestId('einvoicing-pec')).toContainText('fatture@pec.example.it')

    // The same screen for a public administration (the registry's answer changed on its way):
    // the reason, and no form.
    await page.route('**/v1/customer', async (route) => {
      const res = await route.fetch()
      await route.fulfill({ response: res, json: { ...(await res.json()), customerType: 'publicAdministration', eInvoicing: null } })
    })
    await page.reload()
    await expect(page.getByTestId('einvoicing-unavailable')).toHaveText(text.publicAdministration)
    await expect(page.getByTestId('einvoicing-edit')).toHaveCount(0)
    await checkScreen(page, lang, 'registrar-data-einvoicing-unavailable')
  })

  test(`${lang}: the GDPR data created, then updated, then confirmed`, async ({ page, request }) => {
    await start(page, request, lang, '/registrar/gdpr')
    await expect(page.getByTestId('gdpr-none')).toHaveText(text.gdprNone)
    await expect(page.locator('#gdpr-document-title')).toHaveText(text.templateTitle)
    await checkScreen(page, lang, 'gdpr-new')
    // The other language's text, then back.
    await page.getByTestId(`gdpr-language-${lang === 'it' ? 'en' : 'it'}`).check()
    await expect(page.locator('#gdpr-document-title')).toHaveText(text.templateOther)
    await page.getByTestId(`gdpr-language-${lang}`).check()
    await expect(page.locator('#gdpr-document-title')).toHaveText(text.templateTitle)

    await page.locator('#gdpr-legalRepresentative-firstName').fill('Mario')
    await page.locator('#gdpr-legalRepresentative-lastName').fill('Rossi')
    await page.locator('#gdpr-legalRepresentative-fiscalCode').fill('RSSMRA85T10A562S')
    await page.locator('#gdpr-legalRepresentative-role').fill('Amministratore delegato')
    await page.locator('#gdpr-privacyEmail').fill('privacy@demo-registrar.it')
    await page.locator('#gdpr-privacyPolicyUrl').fill('https://www.demo-registrar.it/privacy')
    // Not accepted yet: said on the box, nothing sent.
    await page.getByTestId('gdpr-save').click()
    await expect(page.locator('#gdpr-accepted-error')).toHaveText(text.mustAccept)
    await checkScreen(page, lang, 'gdpr-not-accepted')
    await page.getByTestId('gdpr-accepted').check()
    await page.getByTestId('gdpr-save').click()
    await expect(page.getByTestId('gdpr-notice')).toHaveText(text.gdprCreated)
    await expect(page.getByTestId('gdpr-last-confirmed')).toBeVisible()
    await checkScreen(page, lang, 'gdpr-saved')

    // Later: the form holds the stored data; a change is saved as an update.
    await page.reload()
    await expect(page.locator('#gdpr-legalRepresentative-lastName')).toHaveValue('Rossi')
    await page.getByTestId('gdpr-hasDpo').check()
    await page.locator('#gdpr-dataProtectionOfficer-name').fill('Studio Privacy S.r.l.')
    await page.locator('#gdpr-dataProtectionOfficer-email').fill('dpo@studio-privacy.it')
    await page.locator('#gdpr-dataProtectionOfficer-phone').fill('+39.0612345678')
    await page.getByTestId('gdpr-accepted').check()
    await page.getByTestId('gdpr-save').click()
    await expect(page.getByTestId('gdpr-notice')).toHaveText(text.gdprUpdated)

    // The yearly confirmation, at a known registry time: its date is shown.
    const headers = { Authorization: `Bearer ${await adminToken(request)}` }
    expect((await request.put('/sandbox/clock', { headers, data: { now: '2027-02-15T10:30:00+01:00', frozen: true } })).ok()).toBe(true)
    try {
      await page.getByTestId('gdpr-confirm').click()
      await expect(page.getByTestId('gdpr-notice')).toHaveText(text.gdprConfirmed)
      await expect(page.getByTestId('gdpr-last-confirmed')).toHaveText(text.confirmedAt)
      await checkScreen(page, lang, 'gdpr-confirmed')
    } finally {
      await request.delete('/sandbox/clock', { headers })
    }
  })
}
