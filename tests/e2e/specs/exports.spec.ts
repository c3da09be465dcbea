import { readFileSync } from 'node:fs'
import { expect, type APIRequestContext, type Download, type Page, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { strFromU8, unzipSync } from 'fflate'
import { shot, signIn, useItalian } from '../pages/session'

// The clerk exports the filtered lists; the files are read back and compared with the API's
// answer for the same filters and with the rows the screen shows. The demo data has 52 payments:
// 80 more bank transfers make the filtered list longer than one API page (100 rows), so "every
// page" is proven at the API's paging too, not only at the screen's 20 rows. The sandbox is put
// back to the demo data afterwards.

const EXTRA_PAYMENTS = 80

async function token(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/oauth/token', { form: { grant_type: 'password', username, password: 'sandbox' } })
  return ((await res.json()) as { access_token: string }).access_token
}

interface ApiPayment {
  id: number
  amount: number
  created: string
}

async function allPages<T>(request: APIRequestContext, bearer: string, url: string): Promise<T[]> {
  const out: T[] = []
  for (let page = 0; ; page++) {
    const res = await request.get(`${url}&size=100&page=${page}`, { headers: { Authorization: `Bearer ${bearer}` } })
    expect(res.status()).toBe(200)
    const body = (await res.json()) as { elements: T[]; page: { totalPages: number } }
    out.push(...body.elements)
    if (page + 1 >= body.page.totalPages) return out
  }
}

/** RFC 4180 fields: quoted fields may hold the separator, doubled quotes and line breaks. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === separator) {
      row.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += c
  }
  return rows
}

async function download(page: Page, testId: string): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()])
  return { file, bytes: readFileSync((await file.path())!) }
}

/** Signs in as the clerk at 1024 px and applies a minimum on an amount filter of the list. */
async function openFiltered(page: Page, path: string, field: string, min: string): Promise<void> {
  await page.setViewportSize({ width: 1024, height: 800 })
  await signIn(page, 'billing', path)
  await page.locator(`input[name="${field}.min"]`).fill(min)
  await page.getByTestId('filters-apply').click()
  await expect(page).toHaveURL(new RegExp(`${field}\\.min=${min}`))
}

test.beforeAll(async ({ request }) => {
  const billing = await token(request, 'billing')
  for (let i = 0; i < EXTRA_PAYMENTS; i++) {
    const res = await request.post('/v1/payments/bank', {
      headers: { Authorization: `Bearer ${billing}` },
      data: {
        amount: 1500.5 + i,
        bankPayment: {
          european: true,
          applicant: 'Demo Registrar S.r.l.',
          applicantRole: 'registrar',
          bankName: 'Intesa Sanpaolo',
          branchName: 'Filiale di Pisa; "Centro"',
          paymentDate: '2026-01-10',
          valueDate: '2026-01-12',
          transactionId: `EXPORT${String(i).padStart(4, '0')}`,
        },
      },
    })
    expect(res.status()).toBe(201)
  }
})

test.afterAll(async ({ request }) => {
  const res = await request.post('/sandbox/reset', { headers: { Authorization: `Bearer ${await token(request, 'admin')}` } })
  expect(res.ok()).toBe(true)
})

test('the clerk exports the filtered payments, every page, to CSV and XLSX in Italian', async ({ page, request }) => {
  await useItalian(page)
  await openFiltered(page, '/payments', 'amount', '500')
  const table = page.getByTestId('payments-table')
  await expect(table.locator('tbody tr')).toHaveCount(20)
  const shownIds = (await table.locator('tbody tr td:nth-child(1)').allTextContents()).map((s) => Number(s.replace(/\D/g, '')))

  const expected = await allPages<ApiPayment>(request, await token(request, 'billing'), '/v1/payments?amount=ge:500&sort=created,desc')
  expect(expected.length).toBeGreaterThan(100)
  await expect(page.getByTestId('total')).toContainText(String(expected.length))
  expect(shownIds).toEqual(expected.slice(0, 20).map((p) => p.id))

  const apiPages: string[] = []
  page.on('request', (r) => {
    if (/\/v1\/payments\?/.test(r.url()) && r.url().includes('size=100')) apiPages.push(new URL(r.url()).searchParams.get('page')!)
  })
  await shot(page, 'exports-payments-it')

  // CSV: a BOM, semicolons, decimal commas; every row of the filtered list, in the list's order.
  const csv = await download(page, 'export-csv')
  expect(csv.file.suggestedFilename()).toMatch(/^pagamenti-\d{4}-\d{2}-\d{2}\.csv$/)
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const [header, ...lines] = parseCsv(csv.bytes.toString('utf8').slice(1), ';')
  expect(header!.slice(0, 5)).toEqual(['N.', 'Creato', 'Tipo', 'Stato', 'Importo (€)'])
  expect(lines.map((l) => Number(l[0]))).toEqual(expected.map((p) => p.id))
  expect(lines.map((l) => l[4])).toEqual(expected.map((p) => p.amount.toFixed(2).replace('.', ',')))
  for (const l of lines) expect(l[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
  expect(apiPages).toEqual(['0', '1'])
  await expect(page.getByText(/Salvato in pagamenti-/)).toBeVisible()

  // XLSX: the same rows, with number cells for ids and amounts and date cells for dates.
  const xlsx = await download(page, 'export-xlsx')
  expect(xlsx.file.suggestedFilename()).toMatch(/^pagamenti-\d{4}-\d{2}-\d{2}\.xlsx$/)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(xlsx.bytes.buffer.slice(xlsx.bytes.byteOffset, xlsx.bytes.byteOffset + xlsx.bytes.byteLength) as ArrayBuffer)
  const sheet = book.worksheets[0]!
  expect(sheet.name).toBe('Pagamenti')
  expect(sheet.rowCount).toBe(expected.length + 1)
  const ids: unknown[] = []
  const amounts: unknown[] = []
  sheet.eachRow((row, n) => {
    if (n === 1) return
    ids.push(row.getCell(1).value)
    amounts.push(row.getCell(5).value)
    expect(row.getCell(2).value).toBeInstanceOf(Date)
  })
  expect(ids).toEqual(expected.map((p) => p.id))
  expect(amounts).toEqual(expected.map((p) => p.amount))
})

test('in English the CSV has commas, decimal points and no BOM', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('registrar-desk.locale', 'en'))
  await page.setViewportSize({ width: 1024, height: 800 })
  await signIn(page, 'billing', '/payments')
  await expect(page.getByTestId('payments-table')).toBeVisible()
  await shot(page, 'exports-payments-en')
  const csv = await download(page, 'export-csv')
  expect(csv.file.suggestedFilename()).toMatch(/^payments-/)
  expect(csv.bytes[0]).not.toBe(0xef)
  const [header, ...lines] = parseCsv(csv.bytes.toString('utf8'), ',')
  expect(header!.slice(0, 5)).toEqual(['No.', 'Created', 'Type', 'Status', 'Amount (€)'])
  const expected = await allPages<ApiPayment>(request, await token(request, 'billing'), '/v1/payments?sort=created,desc')
  expect(lines.map((l) => [Number(l[0]), l[4]])).toEqual(expected.map((p) => [p.id, p.amount.toFixed(2)]))
})

test('the filtered invoices’ PDFs download as one ZIP; a missing PDF is listed inside it', async ({ page, request }) => {
  await useItalian(page)
  await openFiltered(page, '/invoices', 'totalAmount', '1000')
  const invoices = await allPages<{ id: number; fiscalYear: number; invoiceNumber: number }>(
    request,
    await token(request, 'billing'),
    '/v1/invoices?totalAmount=ge:1000&sort=invoiceDate,desc',
  )
  expect(invoices.length).toBeGreaterThan(20)
  await expect(page.getByTestId('total')).toContainText(String(invoices.length))

  // One PDF fails on the way (the registry answers 404 for it).
  const lost = invoices[3]!
  await page.route(`**/v1/invoices/${lost.id}/pdf`, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":"pdf_unavailable"}' }))
  const zip = await download(page, 'export-zip')
  expect(zip.file.suggestedFilename()).toMatch(/^fatture-pdf-\d{4}-\d{2}-\d{2}\.zip$/)
  const files = unzipSync(new Uint8Array(zip.bytes))
  const pdfs = Object.keys(files).filter((n) => n.endsWith('.pdf'))
  expect(pdfs).toHaveLength(invoices.length - 1)
  for (const name of pdfs) expect(strFromU8(files[name]!.subarray(0, 5))).toBe('%PDF-')
  const lostName = `fattura-${lost.invoiceNumber}-${lost.fiscalYear}.pdf`
  expect(pdfs).not.toContain(lostName)
  expect(strFromU8(files['pdf-mancanti.txt']!)).toContain(lostName)
  await expect(page.getByTestId('export-note')).toContainText('pdf-mancanti.txt')
  await shot(page, 'exports-invoices-zip-it')
})

test('a ZIP in progress shows its progress bar and can be cancelled', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('registrar-desk.locale', 'en'))
  await page.setViewportSize({ width: 1024, height: 800 })
  await signIn(page, 'billing', '/invoices')
  await expect(page.getByTestId('invoices-table')).toBeVisible()
  await page.route('**/v1/invoices/*/pdf', async (route) => {
    await new Promise((r) => setTimeout(r, 400))
    await route.continue().catch(() => undefined)
  })
  let downloads = 0
  page.on('download', () => downloads++)
  await page.getByTestId('export-zip').click()
  const bar = page.getByRole('progressbar', { name: 'Export progress' })
  await expect(bar).toBeVisible()
  await expect(page.getByTestId('export-progress-text')).toContainText(/PDFs downloaded: [1-9]\d* of \d+/)
  await shot(page, 'exports-progress-en')
  await page.getByTestId('export-cancel').click()
  await expect(page.getByTestId('export-note')).toHaveText('Export cancelled.')
  await expect(bar).toHaveCount(0)
  await expect(page.getByTestId('export-zip')).toBeEnabled()
  expect(downloads).toBe(0)
})

test('invoices chosen on two pages download as a ZIP of only their PDFs', async ({ page }) => {
  await useItalian(page)
  await page.setViewportSize({ width: 1024, height: 800 })
  await signIn(page, 'billing', '/invoices')
  const table = page.getByTestId('invoices-table')
  await expect(table.locator('tbody tr')).toHaveCount(20)
  const picks = table.locator('input[type=checkbox]')
  await picks.nth(0).check()
  await picks.nth(5).check()
  const names = (await table.locator('tbody tr td:nth-child(1)').allTextContents()).map((s) => s.trim())
  const chosen = [names[0]!, names[5]!]
  await page.getByTestId('page-next').click()
  await expect(page.getByTestId('page-label')).toContainText('Pagina 2')
  await picks.nth(2).check()
  chosen.push((await table.locator('tbody tr td:nth-child(1)').nth(2).textContent())!.trim())
  await expect(page.getByTestId('export-zip')).toHaveText('Scarica i PDF scelti (ZIP): 3')
  await shot(page, 'exports-invoices-chosen-it')
  const zip = await download(page, 'export-zip')
  const pdfs = Object.keys(unzipSync(new Uint8Array(zip.bytes))).sort()
  // `89/2026` on screen is `fattura-89-2026.pdf`.
  const expectedNames = chosen.map((label) => `fattura-${label.replace('/', '-')}.pdf`)
  expect(pdfs).toEqual(expectedNames.sort())
  await page.getByTestId('export-clear-chosen').click()
  await expect(page.getByTestId('export-zip')).toHaveText('Scarica i PDF (ZIP)')
  await expect(picks.nth(2)).not.toBeChecked()
})
