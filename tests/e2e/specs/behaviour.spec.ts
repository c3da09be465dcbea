import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { tinyPdf } from '../../../local-server/features/darwin/seed-files'
import { shot, signIn, useItalian } from '../pages/session'
import { tokenOf } from '../pages/registry'

// How screens behave at the registrars' smallest window (1024 px): what the darwin hand-over
// panel says against what the registry answers, every wrong field of the update form at once,
// the window titles, the PDF fitted to its width, long ids, and the unassigned tab.
test.use({ viewport: { width: 1024, height: 800 } })
test.beforeEach(async ({ page }) => {
  await useItalian(page)
})

/** A submitted request of a natural person, of its own (never the demo data other specs read). */
async function openRequest(request: APIRequestContext, extra: { anomalies: boolean }): Promise<{ id: number; handle: string }> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase()
  const handle = `BEH-${stamp}`
  const res = await request.post('/sandbox/darwin/requests', {
    headers: { Authorization: `Bearer ${await tokenOf(request, 'admin')}` },
    data: {
      note: 'Verifica del codice fiscale.',
      expirationDays: 10,
      requiredDocuments: ['FC'],
      contacts: [
        {
          registrarContactId: handle, name: 'Mario Rossi', org: 'Mario Rossi', email: 'e2e.rossi@example.it', voice: '+39.3331234567',
          streets: ['Via del Corso 12'], city: 'Roma', postalCode: '00186', state: 'RM', country: 'it',
          consentForPublish: false, regcode: 'RSSMRA80A01H501U', nationality: 'it', entityType: 1,
          ...(extra.anomalies ? { anomalies: [{ field: 'name', codes: [1060] }] } : {}),
          domains: [{ domain: `${handle.toLowerCase()}.it` }],
        },
      ],
    },
  })
  expect(res.status()).toBe(201)
  return { id: ((await res.json()) as { id: number }).id, handle }
}

async function uploadTaxCode(page: Page): Promise<void> {
  await page.getByTestId('file-input').setInputFiles({ name: 'codice-fiscale.pdf', mimeType: 'application/pdf', buffer: Buffer.from(tinyPdf('Codice fiscale')) })
  await page.getByTestId('document-type').selectOption('FC')
  await page.getByTestId('upload-send').click()
  await expect(page.getByTestId('required-FC')).toHaveAttribute('data-done', 'true')
}

/** The sideways scroll of the whole screen, in pixels (0: none). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test('the darwin ready panel agreeing with the server’s refusal', async ({ page, request }) => {
  const { id } = await openRequest(request, { anomalies: false })
  const admin = { Authorization: `Bearer ${await tokenOf(request, 'admin')}` }
  const processByApi = () => request.post(`/v1/darwin/requests/${id}/process`, { headers: admin })
  /** The panel says not ready, naming the tax code, and the registry refuses indeed. */
  const notReadyAndRefused = async () => {
    await expect(page.getByTestId('process-not-ready')).toContainText('Codice fiscale')
    await expect(page.getByTestId('process-button')).toBeDisabled()
    expect((await processByApi()).status()).toBe(400)
  }
  /** The tax code uploaded: the panel says ready, and nothing else. */
  const uploadedAndReady = async () => {
    await uploadTaxCode(page)
    await expect(page.getByTestId('process-ready')).toBeVisible()
    await expect(page.getByTestId('process-not-ready')).toHaveCount(0)
    await expect(page.getByTestId('process-problems')).toHaveCount(0)
  }
  await signIn(page, 'admin', `/darwin/requests/${id}`)
  await notReadyAndRefused()
  await uploadedAndReady()

  // Someone deletes the document behind this screen's back: the registry refuses, and only its
  // refusal is shown, never beside the "ready" of a moment before.
  const docs = await request.get(`/v1/darwin/documents?requestId=${id}`, { headers: admin })
  for (const d of ((await docs.json()) as { elements: Array<{ id: string }> }).elements) {
    expect((await request.delete(`/v1/darwin/documents/${d.id}`, { headers: admin })).status()).toBe(204)
  }
  await page.getByTestId('process-button').click()
  await expect(page.getByTestId('process-problems')).toContainText('Codice fiscale')
  await expect(page.getByTestId('process-ready')).toHaveCount(0)
  await shot(page, 'behaviour-process-refused')

  // Loaded again, the panel says what the registry says: not ready, and the registry still refuses.
  await page.reload()
  await notReadyAndRefused()

  // Uploaded again: ready, and the registry takes it.
  await uploadedAndReady()
  await page.getByTestId('process-button').click()
  await expect(page.getByTestId('process-done').getByTestId('darwin-status')).toHaveAttribute('data-status', 'processing')
})

test('every field error shown at once on the contact update form', async ({ page, request }) => {
  const { id } = await openRequest(request, { anomalies: true })
  await signIn(page, 'admin', `/darwin/requests/${id}`)
  await page.getByTestId('update-open').click()
  await expect(page.locator('#darwin-update-regcode')).toHaveValue('RSSMRA80A01H501U')

  // Five wrong values: two the contract's schema refuses (e-mail, phone), three only the registry
  // can judge (tax code, postal code, province).
  const wrong: Record<string, string> = {
    regcode: 'RSSMRA80A01H501X',
    email: 'non-una-email',
    voice: '3331234567',
    postalCode: '0018',
    state: 'XX',
  }
  for (const [field, value] of Object.entries(wrong)) await page.locator(`#darwin-update-${field}`).fill(value)
  await page.locator('#darwin-update-message').fill('Dati corretti.')
  await page.getByTestId('update-send').click()

  const errorOf = (field: string) => page.getByTestId(`field-darwin-update-${field}`).locator('.field__error')
  for (const field of Object.keys(wrong)) {
    await expect(errorOf(field), field).toBeVisible()
    await expect(page.locator(`#darwin-update-${field}`)).toHaveAttribute('aria-invalid', 'true')
  }
  await expect(errorOf('regcode')).toContainText('codice fiscale')
  await expect(errorOf('postalCode')).toContainText('cinque cifre')
  await expect(errorOf('city')).toHaveCount(0)
  await shot(page, 'behaviour-update-five-errors')
  // Nothing was sent.
  await expect(page.getByTestId('no-update')).toBeVisible()

  // Correcting one field removes its error only, also once the registry has judged the form again.
  await page.locator('#darwin-update-postalCode').fill('00186')
  await expect(errorOf('postalCode')).toHaveCount(0)
  await page.waitForTimeout(600)
  await expect(page.getByTestId('update-verdict')).not.toContainText('…')
  await expect(errorOf('postalCode')).toHaveCount(0)
  for (const field of ['regcode', 'email', 'voice', 'state']) await expect(errorOf(field), field).toBeVisible()
})

test('each screen names the window: the invoice as 42/2026, in Italian and in English', async ({ page }) => {
  await signIn(page, 'billing', '/invoices')
  const first = page.getByTestId('invoices-table').locator('tbody tr').first().locator('a').first()
  const label = (await first.textContent())!.trim()
  expect(label).toMatch(/^[1-9]\d*\/\d{4}$/)
  await first.click()
  await expect(page.locator('h1')).toHaveText(`Fattura ${label}`)
  await expect(page).toHaveTitle(`Fattura ${label} — Registrar Desk`)
  await page.getByTestId('language-switch').selectOption('en')
  await expect(page).toHaveTitle(`Invoice ${label} — Registrar Desk`)
  await page.getByTestId('nav-payments').click()
  await expect(page).toHaveTitle('Payments — Registrar Desk')
  await page.getByTestId('language-switch').selectOption('it')
  await expect(page).toHaveTitle('Pagamenti — Registrar Desk')
})

test('an invoice’s PDF opens fitted to its width, and fits again when the window is resized', async ({ page }) => {
  await signIn(page, 'billing', '/invoices')
  await page.getByTestId('invoices-table').locator('tbody tr').first().locator('a').first().click()
  const pageView = page.getByTestId('pdf-page').first()
  await expect(pageView).toHaveAttribute('data-rendered', 'true')
  /** The page's canvas width and the width the pages' area gives it. */
  const widths = () =>
    page.evaluate(() => {
      const area = document.querySelector<HTMLElement>('[data-testid=pdf-pages]')!
      const style = getComputedStyle(area)
      const room = area.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      const canvas = area.querySelector('canvas')!.getBoundingClientRect().width
      return { room, canvas }
    })
  const at1024 = await widths()
  expect(at1024.room).toBeGreaterThan(300)
  expect(Math.abs(at1024.canvas - at1024.room)).toBeLessThanOrEqual(2)
  expect(await sideways(page)).toBe(0)
  await expect(page.getByTestId('zoom-fit')).toHaveAttribute('aria-pressed', 'true')
  await shot(page, 'behaviour-pdf-fitted-1024')

  await page.setViewportSize({ width: 1400, height: 800 })
  await expect.poll(async () => Math.abs((await widths()).canvas - (await widths()).room)).toBeLessThanOrEqual(2)
  expect((await widths()).canvas).toBeGreaterThan(at1024.canvas + 100)

  // Zooming leaves the fitted mode; "fit to width" comes back to it.
  await page.getByTestId('zoom-in').click()
  await expect(page.getByTestId('zoom-fit')).toHaveAttribute('aria-pressed', 'false')
  await page.getByTestId('zoom-fit').click()
  await expect.poll(async () => Math.abs((await widths()).canvas - (await widths()).room)).toBeLessThanOrEqual(2)
})

test('long ids are shortened in the middle, whole on hover and when copied, and no screen scrolls sideways', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, 'admin', '/payments/1')
  const id = page.getByTestId('bank-transaction-id')
  const value = (await id.getAttribute('data-value'))!
  expect(value.length).toBeGreaterThan(20)
  await expect(id.getByTestId('long-id-text')).toHaveAttribute('title', value)
  await expect(id.getByTestId('long-id-text')).toHaveText(value)
  // It does not fit its card at 1024 px: it is cut (its head overflows), not wrapped nor widened.
  const cut = await id.locator('.long-id__head').evaluate((el) => el.scrollWidth > el.clientWidth)
  expect(cut).toBe(true)
  expect(await sideways(page)).toBe(0)
  await id.getByTestId('long-id-copy').click()
  await expect(id.getByTestId('long-id-status')).toHaveText('Copiato negli appunti.')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value)
  await shot(page, 'behaviour-long-id-payment')

  for (const screen of ['/invoices', '/payments', '/credit', '/security/ip-addresses', '/darwin', '/darwin/requests/1', '/settings']) {
    await page.goto(`/#${screen}`)
    await expect(page.locator('h1')).toBeVisible()
    // Its data shown: the lists and screens say "loading" until then. (Not `networkidle`: a
    // worker's script fetch cut short by a reload stays pending for Playwright, and it never comes.)
    await expect(page.locator('[data-testid=list-loading], [data-testid=screen-loading]')).toHaveCount(0)
    expect(await sideways(page), screen).toBe(0)
  }
})

test('the unassigned tab lists only the requests that can still be taken', async ({ page, request }) => {
  const admin = { Authorization: `Bearer ${await tokenOf(request, 'admin')}` }
  const res = await request.get('/v1/darwin/requests?registrarAssignation=unassigned&size=100', { headers: admin })
  const unassigned = ((await res.json()) as { elements: Array<{ id: number; status: string }> }).elements
  const closed = unassigned.filter((r) => ['completed', 'expired', 'cancelled'].includes(r.status))
  expect(closed.length).toBeGreaterThan(0)

  await signIn(page, 'domain', '/darwin')
  await page.getByTestId('tab-unassigned').click()
  await expect(page).toHaveURL(/registrarAssignation=unassigned/)
  await expect(page.getByTestId('queue-table')).toBeVisible()
  for (const r of closed) await expect(page.getByTestId(`open-${r.id}`)).toHaveCount(0)
  for (const status of await page.getByTestId('queue-table').getByTestId('darwin-status').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))) {
    expect(['submitted', 'pending', 'rejected', 'registrarUpdated', 'processing']).toContain(status)
  }
  await shot(page, 'behaviour-unassigned-tab')
})
