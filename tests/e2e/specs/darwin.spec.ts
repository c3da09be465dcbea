import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { tinyJpeg, tinyPdf } from '../../../local-server/features/darwin/seed-files'
import { tokenOf } from '../pages/registry'

// The darwin workflow as operators live it: the e2e server runs with `--max-upload-mb 1`.
// Each run opens its own request through the sandbox's registry controls, so that it never
// depends on (or disturbs) what other specs do with the demo data.

// Small valid files, made by the same code as the demo data's documents.
const makePdf = (title: string, padTo = 0): Buffer => Buffer.from(tinyPdf(title, padTo))
const makeJpeg = (): Buffer => Buffer.from(tinyJpeg(96, 64))

// The Italian screens, as the operators use them (the anomalies' meanings are checked in Italian).
test.use({ locale: 'it-IT' })

/** A submitted, unassigned request of a natural person that still needs both its documents. */
async function openRequest(request: APIRequestContext, name: string, handle: string): Promise<number> {
  const token = await tokenOf(request, 'admin')
  const res = await request.post('/sandbox/darwin/requests', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      note: 'Il nome del registrante non corrisponde al codice fiscale.',
      expirationDays: 5,
      requiredDocuments: ['IC', 'FC'],
      contacts: [
        {
          registrarContactId: handle, name, org: name, email: 'e2e.rossi@example.it', voice: '+39.3331234567',
          streets: ['Via del Corso 12'], city: 'Roma', postalCode: '00186', state: 'RM', country: 'it',
          consentForPublish: false, regcode: 'RSSMRA80A01H501U', nationality: 'it', entityType: 1,
          anomalies: [{ field: 'name', codes: [1060] }], domains: [{ domain: `${handle.toLowerCase()}.it` }],
        },
      ],
    },
  })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { id: number }).id
}

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/#/sign-in')
  await page.fill('input[name=username]', username)
  await page.fill('input[name=password]', 'sandbox')
  await page.click('button[type=submit]')
  await expect(page.getByTestId('signed-in-user')).toBeVisible()
}

test('domain takes a request, uploads its documents, sends an update and processes it', async ({ page, request }) => {
  const stamp = Date.now().toString(36).toUpperCase()
  const name = `Mario Prova ${stamp}`
  const handle = `E2E-${stamp}`
  const id = await openRequest(request, name, handle)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await signIn(page, 'domain')

  // The queue: unassigned, filtered by the reference contact's organization.
  await page.goto('/#/darwin')
  await page.getByTestId('tab-unassigned').click()
  await page.getByTestId('filter-referenceContactOrg').locator('input').fill(name.slice(0, 14))
  await page.getByTestId('filters-apply').click()
  await expect(page).toHaveURL(/registrarAssignation=unassigned/)
  await expect(page).toHaveURL(/referenceContactOrg=Mario/)
  await expect(page.getByTestId('queue-table').getByTestId('row-org')).toContainText([name])
  await expect(page.getByTestId('count-unassigned')).not.toHaveText('…')
  await expect(page.getByTestId('expiring').getByTestId('expiring-row').filter({ hasText: name })).toBeVisible()
  await page.screenshot({ path: 'tests/artifacts/darwin-queue.png', fullPage: true })
  await page.getByTestId(`open-${id}`).click()

  // The request: reference contact, anomaly meaning, checklist; domain may take but not assign.
  await expect(page.getByTestId('reference-org')).toHaveText(name)
  await expect(page.getByTestId('anomaly-1060')).toContainText('Nome di persona incoerente con il codice fiscale')
  await expect(page.getByTestId('assign-form')).toHaveCount(0)
  await expect(page.getByTestId('process-button')).toBeDisabled()
  await page.getByTestId('take').click()
  await expect(page.getByTestId('assignee')).toContainText('domain')
  await expect(page.getByTestId('release')).toBeVisible()

  // A PDF as the tax code: progress, then the preview in the app.
  await page.getByTestId('file-input').setInputFiles({ name: 'codice-fiscale.pdf', mimeType: 'application/pdf', buffer: makePdf('Codice fiscale') })
  await expect(page.getByTestId('chosen-size')).toBeVisible()
  await page.getByTestId('document-type').selectOption('FC')
  await page.getByTestId('upload-send').click()
  await expect(page.getByTestId('upload-progress')).toHaveAttribute('aria-valuenow', '100')
  await expect(page.getByTestId('upload-done')).toContainText('codice-fiscale.pdf')
  await expect(page.getByTestId('pdf-viewer')).toBeVisible()
  await expect(page.getByTestId('page-count')).toContainText('1')
  await expect(page.getByTestId('required-FC')).toHaveAttribute('data-done', 'true')
  await page.screenshot({ path: 'tests/artifacts/darwin-pdf-preview.png', fullPage: true })

  // A JPEG as the identity card, previewed as an image.
  await page.getByTestId('file-input').setInputFiles({ name: 'carta-identita.jpg', mimeType: 'image/jpeg', buffer: makeJpeg() })
  await page.getByTestId('document-type').selectOption('IC')
  await page.getByTestId('upload-send').click()
  await expect(page.getByTestId('upload-done')).toContainText('carta-identita.jpg')
  const img = page.getByTestId('preview-image')
  await expect(img).toBeVisible()
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(96)
  await expect(page.getByTestId('required-IC')).toHaveAttribute('data-done', 'true')
  await page.screenshot({ path: 'tests/artifacts/darwin-jpeg-preview.png', fullPage: true })

  // A document sent by mistake is deleted after a confirmation that names it.
  await page.getByTestId('file-input').setInputFiles({ name: 'altro.jpg', mimeType: 'image/jpeg', buffer: makeJpeg() })
  await page.getByTestId('document-type').selectOption('OTHER')
  await page.getByTestId('upload-send').click()
  await expect(page.getByTestId('document')).toHaveCount(3)
  const wrong = page.locator('[data-testid=document][data-name="altro.jpg"]')
  await wrong.getByTestId('document-delete').click()
  await expect(wrong).toContainText('Eliminare altro.jpg?')
  await wrong.getByTestId('delete-confirm').click()
  await expect(page.getByTestId('document')).toHaveCount(2)

  // Too large: the sandbox tells the screens its limit (`--max-upload-mb 1` here), so the file is
  // stopped and explained before anything is sent. (A real registry's 413 is explained after
  // sending: tests/unit/renderer/features/darwin/components.test.ts.)
  const big = makePdf('Troppo grande', 1_100_000)
  await page.getByTestId('file-input').setInputFiles({ name: 'scansione.pdf', mimeType: 'application/pdf', buffer: big })
  await expect(page.getByTestId('file-problem')).toHaveAttribute('data-problem', 'file_too_large')
  await expect(page.getByTestId('file-problem')).toContainText('supera il limite di 1 MB')
  await expect(page.getByTestId('upload-send')).toHaveCount(0)
  await expect(page.getByTestId('document')).toHaveCount(2)
  await page.screenshot({ path: 'tests/artifacts/darwin-too-large.png', fullPage: true })

  // Documents complete, but the contact with anomalies still needs an update: the panel applies
  // the registry's own rule, so it says so before anything is sent, and process stays off.
  await expect(page.getByTestId('process-not-ready')).toContainText(handle)
  await expect(page.getByTestId('process-missing')).toHaveCount(1)
  await expect(page.getByTestId('process-ready')).toHaveCount(0)
  await expect(page.getByTestId('process-button')).toBeDisabled()

  // The update: a wrong fiscal code is caught as it is typed, the right one accepted.
  await page.getByTestId('update-open').click()
  const regcode = page.locator('#darwin-update-regcode')
  await expect(regcode).toHaveValue('RSSMRA80A01H501U')
  await regcode.fill('RSSMRA80A01H501X')
  const regcodeField = page.getByTestId('field-darwin-update-regcode')
  await expect(regcodeField.locator('.field__error')).toContainText('codice fiscale')
  await page.screenshot({ path: 'tests/artifacts/darwin-update-wrong.png', fullPage: true })
  await regcode.fill('RSSMRA80A01H501U')
  await expect(page.getByTestId('update-accepted')).toBeVisible()
  await expect(regcodeField.locator('.field__error')).toHaveCount(0)
  await page.locator('#darwin-update-message').fill('Nome corretto come da documento di identità.')
  await page.getByTestId('update-send').click()
  await expect(page.getByTestId('current-update')).toContainText('Nome corretto')
  await expect(page.getByTestId('request-title').locator('xpath=..').getByTestId('darwin-status')).toHaveAttribute('data-status', 'registrarUpdated')

  // Process: the request goes to the registry.
  await page.getByTestId('process-button').click()
  await expect(page.getByTestId('process-done').getByTestId('darwin-status')).toHaveAttribute('data-status', 'processing')
  await expect(page.getByTestId('request-title').locator('xpath=..').getByTestId('darwin-status')).toHaveAttribute('data-status', 'processing')
  await expect(page.locator('[data-testid=event][data-type=toProcessing]')).toHaveCount(1)
  await expect(page.getByTestId('upload')).toHaveCount(0)
  await page.screenshot({ path: 'tests/artifacts/darwin-processed.png', fullPage: true })
})

test('a darwin user sees only the requests assigned to them, and no assignment controls', async ({ page, request }) => {
  const token = await tokenOf(request, 'admin')
  const res = await request.get('/v1/darwin/requests?size=100', { headers: { Authorization: `Bearer ${token}` } })
  const all = ((await res.json()) as { elements: Array<{ id: number; registrarUser?: { username: string } }> }).elements
  const mine = all.filter((r) => r.registrarUser?.username === 'darwin')
  expect(mine.length).toBeGreaterThan(0)

  await signIn(page, 'darwin')
  await page.goto('/#/darwin')
  await expect(page.getByTestId('only-assigned')).toBeVisible()
  await expect(page.getByTestId('assignation-tabs')).toHaveCount(0)
  const assignees = page.getByTestId('queue-table').getByTestId('row-assignee')
  await expect(assignees).toHaveCount(mine.length)
  for (const text of await assignees.allTextContents()) expect(text).toBe('darwin')
  await page.screenshot({ path: 'tests/artifacts/darwin-only-assigned.png', fullPage: true })

  await page.getByTestId(`open-${mine[0]!.id}`).click()
  await expect(page.getByTestId('assignee')).toContainText('darwin')
  await expect(page.getByTestId('take')).toHaveCount(0)
  await expect(page.getByTestId('release')).toHaveCount(0)
  await expect(page.getByTestId('assign-form')).toHaveCount(0)

  // Another request is not there for them: the page says so.
  const other = all.find((r) => r.registrarUser?.username !== 'darwin')!
  await page.goto(`/#/darwin/requests/${other.id}`)
  await expect(page.getByTestId('request-error')).toBeVisible()
  // Only the refusal: nothing of the request seen before, and none of its actions, stays on screen.
  await expect(page.getByTestId('request-title')).toHaveCount(0)
  await expect(page.getByTestId('assignee')).toHaveCount(0)
  await expect(page.getByTestId('reference-contact')).toHaveCount(0)
})
