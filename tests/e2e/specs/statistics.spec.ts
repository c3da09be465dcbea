import { readFileSync } from 'node:fs'
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { checkScreen } from '../pages/accessibility'
import { tokenOf } from '../pages/registry'
import { type Lang, signIn, useLanguage } from '../pages/session'

// The statistics screen (issue 14): every chart and the map are drawn, and the tables under them
// hold what the API answers for the range chosen. At 1024 × 768, the width of the screen tour.
test.use({ viewport: { width: 1024, height: 768 } })
test.describe.configure({ timeout: 120_000 })

// The inhabitants the screen divides by (ISTAT; docs/statistics-screen.md).
const population = JSON.parse(readFileSync('renderer/src/features/statistics/geography/italy-population.json', 'utf8')) as {
  provinces: Record<string, number>
}
const FROM = '2021-01-01'
const TO = '2024-12-31'
const CHARTS = ['chart-registered', 'chart-activity', 'chart-map', 'chart-registrant-types', 'chart-nationalities', 'chart-dnssec', 'chart-market-share', 'chart-growth']

async function api<T>(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await request.get(path, { headers })
  expect(res.ok(), path).toBe(true)
  return (await res.json()) as T
}

/** How many pixels of a canvas are painted: a drawn chart has thousands, a blank one none. */
const paintedPixels = (canvas: Locator) =>
  canvas.evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data
    let painted = 0
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++
    return painted
  })

const dateAs = (lang: Lang, iso: string) => {
  const [y, m, d] = iso.split('-')
  return lang === 'it' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`
}
const countAs = (lang: Lang, n: number) => new Intl.NumberFormat(lang, { useGrouping: 'always' }).format(n)
const decimalAs = (lang: Lang, n: number) => new Intl.NumberFormat(lang, { useGrouping: 'always', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)

/** Types the two dates as a user does, digits in the language's order, each ended by Enter. */
async function typeRange(page: Page, lang: Lang, from: string, to: string): Promise<void> {
  for (const [id, date] of [
    ['#statistics-from', from],
    ['#statistics-to', to],
  ] as const) {
    const field = page.locator(id)
    await field.fill('')
    await field.pressSequentially(dateAs(lang, date).replaceAll('/', ''))
    await field.press('Enter')
  }
}

/** The yearly view of FROM…TO, typed as a user would, in the language's date order. */
async function showYears(page: Page, lang: Lang): Promise<void> {
  await page.getByTestId('period-year').check()
  await typeRange(page, lang, FROM, TO)
  await page.getByTestId('statistics-apply').click()
  await expect(page.getByTestId('statistics-registrars')).toContainText(dateAs(lang, FROM))
  await expect(page.getByTestId('list-loading')).toHaveCount(0)
}

/** A table's rows as the texts of their cells (its disclosure opened first). */
async function tableRows(page: Page, section: string, table: string): Promise<string[][]> {
  const details = page.getByTestId(`${section}-tables`)
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click()
  return page
    .getByTestId(table)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent!.trim())))
}

async function expectChartsDrawn(page: Page): Promise<void> {
  for (const id of CHARTS) {
    const canvas = page.getByTestId(id)
    await expect(canvas, id).toBeVisible()
    expect(await paintedPixels(canvas), `${id} is drawn`).toBeGreaterThan(2000)
  }
}

test('English: the charts and the map are drawn, and the tables and the CSV hold what the API answers', async ({ page, request }) => {
  await useLanguage(page, 'en')
  await signIn(page, 'domain', '/statistics')
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible()
  await showYears(page, 'en')
  await expectChartsDrawn(page)

  type Totals = { elements: { from: string; to: string; registered: number; created: number; deleted: number; transferred: number; renewed: number }[] }
  const totals = await api<Totals>(request, `/v1/statistics/totals?period=year&from=${FROM}&to=${TO}`)
  expect(totals.elements).toHaveLength(4)
  expect(await tableRows(page, 'statistics-totals', 'table-totals')).toEqual(
    totals.elements.map((e) => [
      dateAs('en', e.from),
      dateAs('en', e.to),
      ...[e.registered, e.created, e.deleted, e.transferred, e.renewed].map((n) => countAs('en', n)),
    ]),
  )

  type Share = { elements: { name: string; domains: number; shareBasisPoints: number }[] }
  const share = await api<Share>(request, `/v1/statistics/registrars?date=${TO}`)
  const shareRows = await tableRows(page, 'statistics-registrars', 'table-market-share')
  // The caller's registrar, by its public name, is marked in the table.
  const headers = { Authorization: `Bearer ${await tokenOf(request, 'admin')}` }
  const own = (await api<{ displayName: string }>(request, '/v1/registrar/publicInfo', headers)).displayName
  expect(share.elements.some((e) => e.name === own)).toBe(true)
  expect(shareRows).toEqual(
    share.elements.map((e) => [e.name === own ? `${e.name} (your registrar)` : e.name, countAs('en', e.domains), decimalAs('en', e.shareBasisPoints / 100)]),
  )

  // The CSV: the same figures, in the English dialect.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('table-market-share-csv').click()])
  expect(download.suggestedFilename()).toBe('statistics-registrar-shares.csv')
  const csv = readFileSync((await download.path())!, 'utf8').split('\r\n')
  expect(csv[0]).toBe('Registrar,Domains,Share (%)')
  expect(csv.slice(1, -1)).toEqual(share.elements.map((e) => `${e.name.includes(',') ? `"${e.name}"` : e.name},${e.domains},${(e.shareBasisPoints / 100).toFixed(2)}`))
})

test('Italian: the provinces’ map and table, per 1,000 inhabitants of the ISTAT figures, and the screen tour', async ({ page, request }) => {
  await useLanguage(page, 'it')
  await signIn(page, 'billing', '/statistics')
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiche' })).toBeVisible()
  await showYears(page, 'it')
  await expectChartsDrawn(page)
  await checkScreen(page, 'it', 'statistics')

  await page.getByTestId('map-level-province').check()
  await expect(page.getByTestId('list-loading')).toHaveCount(0)
  type Areas = { elements: { code: string; name: string; domains: number }[] }
  const provinces = await api<Areas>(request, `/v1/statistics/provinces?date=${TO}`)
  expect(provinces.elements).toHaveLength(107)
  const people = population.provinces
  await expect(page.getByTestId('table-areas').locator('tbody tr')).toHaveCount(107)
  expect(await tableRows(page, 'statistics-map', 'table-areas')).toEqual(
    provinces.elements.map((e) => [
      e.name,
      e.code,
      countAs('it', e.domains),
      countAs('it', people[e.code]!),
      decimalAs('it', Math.round((e.domains * 100_000) / people[e.code]!) / 100),
    ]),
  )
  expect(await paintedPixels(page.getByTestId('chart-map'))).toBeGreaterThan(2000)
  await checkScreen(page, 'it', 'statistics-provinces')
})

test('English: the screen tour with every table open', async ({ page }) => {
  await useLanguage(page, 'en')
  await signIn(page, 'admin', '/statistics')
  await expect(page.getByTestId('list-loading')).toHaveCount(0)
  await expectChartsDrawn(page)
  for (const summary of await page.locator('details summary').all()) await summary.click()
  await checkScreen(page, 'en', 'statistics-tables')
})

test('Italian: a range typed the wrong way round is refused, the two dates staying as typed and the focus on the first', async ({ page }) => {
  await useLanguage(page, 'it')
  await signIn(page, 'domain', '/statistics')
  await expect(page.getByTestId('list-loading')).toHaveCount(0)
  // The last Enter also submits the form.
  await typeRange(page, 'it', TO, FROM)
  await expect(page.getByTestId('statistics-filters-problem')).toHaveText('La prima data deve precedere la seconda.')
  await expect(page.locator('#statistics-from')).toBeFocused()
  // The first date once vanished from its field here while the form still held it.
  await expect(page.locator('#statistics-from')).toHaveValue(dateAs('it', TO))
  await expect(page.locator('#statistics-to')).toHaveValue(dateAs('it', FROM))
})
