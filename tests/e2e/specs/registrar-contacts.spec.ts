import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { checkScreen } from '../pages/accessibility'
import { signIn } from '../pages/session'

/**
 * The registrar's own data for its administrators (issue 12, part 2), in Italian and in English at
 * 1024 px: contacts created (after a refusal), edited and deleted; the events log filtered by type
 * and dates, kept in the URL; public information edited with its live preview. Each language run
 * adds its own contact, so the two runs never depend on each other.
 */
const LANGS = ['it', 'en'] as const
type Lang = (typeof LANGS)[number]

test.use({ viewport: { width: 1024, height: 768 } })
test.describe.configure({ timeout: 120_000 })

async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('registrar-desk.locale', l), lang)
  await page.emulateMedia({ reducedMotion: 'reduce' })
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/oauth/token', { form: { grant_type: 'password', username: 'admin', password: 'sandbox' } })
  return ((await res.json()) as { access_token: string }).access_token
}

/** Adds a contact through the API; answers the registry's date (Europe/Rome) of its creation. */
async function addContact(request: APIRequestContext, lastName: string): Promise<string> {
  const res = await request.post('/v1/registrar/contacts', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { role: 'legal', firstName: 'Carla', lastName, email: 'carla@example.it', phone: '+39.0612345678', mobile: null, language: 'it' },
  })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { created: string }).created.slice(0, 10)
}

/** `2026-11-24` as typed in the app's language: digits only, day first in Italian. */
const typedDate = (iso: string, lang: Lang) => {
  const [y, m, d] = iso.split('-')
  return lang === 'it' ? `${d}${m}${y}` : `${m}${d}${y}`
}

async function typeDate(page: Page, selector: string, text: string): Promise<void> {
  const field = page.locator(selector)
  await field.click()
  await field.pressSequentially(text)
  await field.press('Enter')
}

const fieldError = (page: Page, id: string) => page.locator(`#${id}-error`)

for (const lang of LANGS) {
  const it = lang === 'it'
  test.describe(`the registrar’s data in ${it ? 'Italian' : 'English'}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang))
    const check = (page: Page, name: string) => checkScreen(page, lang, name)

    test('an administrator adds a contact after a refusal, edits it and deletes it after a confirmation', async ({ page }) => {
      const last = it ? 'Esposito' : 'Walker'
      await signIn(page, 'admin', '/registrar/contacts')
      await expect(page.locator('main h1')).toHaveText(it ? 'Contatti del registrar' : 'Registrar contacts')
      await expect(page.getByTestId('nav-registrar-contacts')).toHaveAttribute('aria-current', 'page')
      await expect(page.getByTestId('contacts-table').locator('tbody tr')).not.toHaveCount(0)
      await check(page, 'registrar-contacts')

      await page.getByTestId('contact-new').click()
      await expect(page.locator('main h1')).toHaveText(it ? 'Nuovo contatto' : 'New contact')
      await expect(page.locator('main h1')).toBeFocused()
      await expect(page).toHaveTitle(`${it ? 'Nuovo contatto' : 'New contact'} — Registrar Desk`)
      // Nothing typed: every required field says so, nothing is sent.
      await page.getByTestId('contact-save').click()
      await expect(fieldError(page, 'contact-role')).toHaveText(it ? 'Campo obbligatorio.' : 'Required.')
      await expect(fieldError(page, 'contact-lastName')).toBeVisible()
      await check(page, 'registrar-contact-required')

      // The registry refuses the e-mail and the phone: both at once, each on its field.
      await page.locator('#contact-role').selectOption('abuse')
      await page.locator('#contact-firstName').fill('Lucia')
      await page.locator('#contact-lastName').fill(last)
      await page.locator('#contact-email').fill('lucia@')
      await page.locator('#contact-phone').fill('06 1234 5678')
      await page.getByTestId('contact-save').click()
      await expect(fieldError(page, 'contact-email')).toHaveText(it ? 'Indirizzo e-mail non valido.' : 'Not a valid email address.')
      await expect(fieldError(page, 'contact-phone')).toContainText('+39.0612345678')
      await expect(fieldError(page, 'contact-lastName')).toHaveCount(0)
      await expect(page.locator('#contact-email')).toHaveAttribute('aria-invalid', 'true')
      await check(page, 'registrar-contact-refused')

      await page.locator('#contact-email').fill(`lucia.${last.toLowerCase()}@example.it`)
      await expect(fieldError(page, 'contact-email')).toHaveCount(0)
      await page.locator('#contact-phone').fill('+39.0612345678')
      await page.getByTestId('contact-save').click()
      await expect(page.getByTestId('contacts-notice')).toHaveText(it ? `Contatto Lucia ${last} aggiunto.` : `Contact Lucia ${last} added.`)
      const row = page.getByTestId('contacts-table').locator('tbody tr', { hasText: `Lucia ${last}` })
      await expect(row).toContainText(it ? 'Abusi' : 'Abuse')
      await check(page, 'registrar-contacts-added')

      // Edit: the contact's data in the form, its name in the title.
      await row.getByRole('link').click()
      await expect(page.locator('main h1')).toHaveText(it ? `Modifica il contatto Lucia ${last}` : `Edit contact Lucia ${last}`)
      await expect(page.locator('#contact-email')).toHaveValue(`lucia.${last.toLowerCase()}@example.it`)
      await check(page, 'registrar-contact-edit')
      await page.locator('#contact-firstName').fill('Luisa')
      await page.locator('#contact-mobile').fill('+39.3331234567')
      await page.locator('#contact-language').selectOption('en')
      await page.getByTestId('contact-save').click()
      await expect(page.getByTestId('contacts-notice')).toHaveText(it ? `Contatto Luisa ${last} salvato.` : `Contact Luisa ${last} saved.`)
      const edited = page.getByTestId('contacts-table').locator('tbody tr', { hasText: `Luisa ${last}` })
      await expect(edited).toContainText('+39.3331234567')
      await expect(edited).toContainText(it ? 'Inglese' : 'English')

      // Delete: a dialog naming the contact; cancel keeps it, confirm deletes it.
      await edited.getByRole('button', { name: it ? `Elimina Luisa ${last}` : `Delete Luisa ${last}` }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toContainText(`Luisa ${last}`)
      await expect(dialog).toContainText(`lucia.${last.toLowerCase()}@example.it`)
      await expect(page.getByTestId('confirm-cancel')).toBeFocused()
      await check(page, 'registrar-contact-confirm')
      await page.getByTestId('confirm-cancel').click()
      await expect(dialog).toHaveCount(0)
      await expect(edited).toBeVisible()
      await edited.getByRole('button', { name: it ? `Elimina Luisa ${last}` : `Delete Luisa ${last}` }).click()
      await page.getByTestId('confirm-ok').click()
      await expect(page.getByTestId('contacts-notice')).toHaveText(it ? `Contatto Luisa ${last} eliminato.` : `Contact Luisa ${last} deleted.`)
      await expect(edited).toHaveCount(0)
      await expect(page.locator('main h1')).toBeFocused()
    })

    // At 1024 px the list has no room for whole addresses: each is cut in its middle (LongId.vue),
    // its domain whole, and the whole address shows beside it while its copy button has the focus.
    test('the list keeps each e-mail address’s domain readable, and shows the whole address on focus', async ({ page }) => {
      await signIn(page, 'admin', '/registrar/contacts')
      const addresses = page.getByTestId('contacts-table').getByTestId('long-id')
      await expect(addresses.first()).toBeVisible()
      for (const id of await addresses.all()) {
        const value = (await id.getAttribute('data-value'))!
        await expect(id.locator('.long-id__tail')).toHaveText(value.slice(value.lastIndexOf('@')))
        expect(await id.locator('.long-id__tail').evaluate((t) => t.scrollWidth <= t.clientWidth)).toBe(true)
        const cut = await id.locator('.long-id__head').evaluate((h) => h.scrollWidth > h.clientWidth)
        await id.getByTestId('long-id-copy').focus()
        if (cut) await expect(id.getByTestId('long-id-whole')).toHaveText(value)
        else await expect(id.getByTestId('long-id-whole')).toHaveCount(0)
      }
      await page.locator('main h1').focus()
      await expect(page.getByTestId('long-id-whole')).toHaveCount(0)
    })

    test('the events log, filtered by type and dates, keeps its filters in the URL', async ({ page, request }) => {
      const last = it ? 'Ricci' : 'Turner'
      const today = await addContact(request, last)
      await signIn(page, 'admin', '/registrar/events')
      const rows = page.getByTestId('events-table').locator('tbody tr')
      await expect(rows).not.toHaveCount(0)
      await check(page, 'registrar-events')

      const types = page.getByTestId('filter-type')
      await types.getByLabel(it ? 'Contatto aggiunto' : 'Contact added').check()
      await types.getByLabel(it ? 'Contratto rinnovato' : 'Contract renewed').check()
      await page.getByTestId('filters-apply').click()
      await expect(page).toHaveURL(/type=contactCreated(%2C|,)contractRenewed/)
      const typesShown = () => rows.locator('[data-type]').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-type')))].sort())
      await expect.poll(typesShown).toEqual(['contactCreated', 'contractRenewed'])

      // Today only: the seeded events are older, the contact added above is today's.
      await typeDate(page, '#filter-created\\.from', typedDate(today, lang))
      await typeDate(page, '#filter-created\\.to', typedDate(today, lang))
      await page.getByTestId('filters-apply').click()
      await expect(page).toHaveURL(new RegExp(`created\\.from=${today}`))
      await expect(page).toHaveURL(new RegExp(`created\\.to=${today}`))
      await expect.poll(typesShown).toEqual(['contactCreated'])
      await expect(rows.filter({ hasText: `Carla ${last}` })).toHaveCount(1)
      await page.reload()
      await expect(types.getByLabel(it ? 'Contratto rinnovato' : 'Contract renewed')).toBeChecked()
      await expect(page.locator('#filter-created\\.from')).toHaveValue(it ? today.split('-').reverse().join('/') : `${today.slice(5, 7)}/${today.slice(8)}/${today.slice(0, 4)}`)
      await expect(rows.filter({ hasText: `Carla ${last}` })).toHaveCount(1)
      await expect.poll(typesShown).toEqual(['contactCreated'])
      await check(page, 'registrar-events-filtered')

      // A type that never happened: the empty list offers to clear the filters.
      await page.goto('/#/registrar/events?type=gdprConfirmed')
      const empty = page.getByTestId('list-empty')
      await expect(empty).toHaveAttribute('data-filtered', 'true')
      await check(page, 'registrar-events-empty')
      await page.getByTestId('list-empty-clear').click()
      await expect(rows).not.toHaveCount(0)
      await expect(page).not.toHaveURL(/type=/)
    })

    test('public information: the preview follows the form, and the saved values stay', async ({ page }) => {
      const name = it ? 'Demo Registrar Italia' : 'Demo Registrar Europe'
      await signIn(page, 'admin', '/registrar/public-info')
      await expect(page.locator('main h1')).toHaveText(it ? 'Informazioni pubbliche' : 'Public information')
      await expect(page.getByTestId('registrar-code')).toHaveText('DEMO-REG')
      await check(page, 'registrar-public-info')

      await page.locator('#pi-displayName').fill(name)
      await page.locator('#pi-description').fill(it ? 'Domini .it per le aziende.' : '.it domains for companies.')
      await page.locator('#pi-languages').fill('it, en, de')
      const preview = page.getByTestId('public-preview')
      await expect(preview.getByTestId('preview-name')).toHaveText(name)
      await expect(preview.getByTestId('preview-languages')).toHaveText(it ? 'italiano, inglese, tedesco' : 'Italian, English, German')
      // A wrong language code and a website without scheme: refused on their fields.
      await page.locator('#pi-languages').fill('it, EN')
      await page.locator('#pi-website').fill('www.example.it')
      await page.getByTestId('public-info-save').click()
      await expect(fieldError(page, 'pi-languages')).toContainText('EN')
      await page.locator('#pi-languages').fill('it, en, de')
      await page.getByTestId('public-info-save').click()
      await expect(fieldError(page, 'pi-website')).toContainText('https://')
      await check(page, 'registrar-public-info-refused')
      await page.locator('#pi-website').fill('https://www.example.it')
      await page.getByTestId('public-info-save').click()
      await expect(page.getByTestId('public-info-saved')).toBeVisible()
      await page.reload()
      await expect(page.locator('#pi-displayName')).toHaveValue(name)
      await expect(page.locator('#pi-website')).toHaveValue('https://www.example.it')
      await expect(preview.getByTestId('preview-website')).toContainText('https://www.example.it')
      await check(page, 'registrar-public-info-saved')
    })

    test('a failing registry: the contacts list offers to try again, the public information says why', async ({ page }) => {
      const fail = (path: string) => page.route((url) => url.pathname === path, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"message":"injected"}' }))
      await fail('/v1/registrar/contacts')
      await signIn(page, 'admin', '/registrar/contacts')
      await expect(page.getByTestId('list-error')).toBeVisible()
      await check(page, 'registrar-contacts-error')
      await page.unrouteAll()
      await page.getByTestId('list-retry').click()
      await expect(page.getByTestId('contacts-table').locator('tbody tr')).not.toHaveCount(0)

      await fail('/v1/registrar/publicInfo')
      await page.goto('/#/registrar/public-info')
      await expect(page.getByTestId('screen-error')).toBeVisible()
      await expect(page.locator('main h1')).toHaveText(it ? 'Informazioni pubbliche' : 'Public information')
      await check(page, 'registrar-public-info-error')
    })

    test('a user of another group sees none of these screens', async ({ page }) => {
      await signIn(page, 'billing', '/registrar/contacts')
      await expect(page).not.toHaveURL(/registrar/)
      await expect(page.getByTestId('nav-registrar-contacts')).toHaveCount(0)
      await expect(page.getByTestId('nav-public-info')).toHaveCount(0)
    })
  })
}
