import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { checkScreen } from '../pages/accessibility'
import { tokenOf } from '../pages/registry'
import { LANGS, signIn, useLanguage } from '../pages/session'

// The Requests screen (issue 15): what a script sends to the local server shows in the live list,
// a record's curl command sends the same request again, and the filters live in the URL.
test.use({ viewport: { width: 1024, height: 768 } })
test.describe.configure({ timeout: 120_000 })

const run = promisify(execFile)
const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 8797}`

/** A request sent by curl, as a script on the computer would (with its own X-Request-Id if given); answers the status curl saw. */
async function curl(path: string, token: string, requestId?: string): Promise<string> {
  const id = requestId ? ['--header', `X-Request-Id: ${requestId}`] : []
  const { stdout } = await run('curl', ['--silent', '--output', '/dev/null', '--write-out', '%{http_code}', '--header', `Authorization: Bearer ${token}`, ...id, `${BASE}${path}`])
  return stdout
}

/** How many records of the log a search finds (read as admin through the API). */
async function logged(request: APIRequestContext, token: string, query: string): Promise<number> {
  const res = await request.get(`/gateway/requests?${query}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { page: { totalElements: number } }).page.totalElements
}

// The log holds every request the browser tests made (one server for all): each test's own requests
// ask for a page number no other run asks for, so that their rows are theirs alone.
const RUN = Date.now() % 1_000_000_000
const own = (size: number) => `/v1/payments?page=${RUN}&size=${size}`

const rowFor = (page: Page, pathAndQuery: string) => page.getByTestId('request-link').filter({ hasText: pathAndQuery })

async function openLog(page: Page, hash = '/tools/requests'): Promise<void> {
  await page.goto(`/#${hash}`)
  await expect(page.locator('main h1')).toBeVisible()
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'on')
}

test('a request sent by curl shows in the live list; its curl command, run by a shell, gets the same status and a new record', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await useLanguage(page, 'en')
  await signIn(page, 'admin', '/tools/requests')
  await openLog(page)
  const token = await tokenOf(request, 'admin')

  expect(await curl(own(7), token)).toBe('200')
  // The promise the screen makes: what was just sent is on the screen at once, without a reload.
  await expect(rowFor(page, own(7))).toBeVisible({ timeout: 1000 })
  await checkScreen(page, 'en', 'request-log-live')

  await rowFor(page, own(7)).first().click()
  await expect(page.getByTestId('record-facts')).toContainText('admin')
  await expect(page.getByTestId('request-headers')).toContainText('[redacted]')
  // The answer's JSON, indented (a page past the end: no elements).
  await expect(page.getByTestId('response-body')).toContainText('"elements": []')
  await checkScreen(page, 'en', 'request-record')

  // Copied as it is shown, with the token left as $TOKEN.
  await page.getByTestId('copy-curl').click()
  await expect(page.getByTestId('curl-copied')).toBeVisible()
  const command = await page.evaluate(() => navigator.clipboard.readText())
  expect(command).toBe(await page.getByTestId('curl-command').textContent())
  expect(command).toContain('$TOKEN')
  expect(command).not.toContain(token)

  // Counted from now on: the log is shared by every browser test and, once at its limit, drops its
  // oldest records, so a count of all of them may even go down.
  const since = encodeURIComponent(new Date().toISOString())
  const { stdout } = await run('bash', ['--norc', '--noprofile', '-c', `${command.replaceAll('$TOKEN', token)} --output /dev/null --write-out '%{http_code}'`])
  expect(stdout).toBe('200')
  expect(await logged(request, token, `path=/v1/payments&method=GET&from=${since}`)).toBe(1)
})

test('a long path shows its first two lines, and the whole of it on hover and on its record', async ({ page, request }) => {
  await useLanguage(page, 'en')
  await signIn(page, 'admin', '/tools/requests')
  await openLog(page)
  const token = await tokenOf(request, 'admin')
  const long = `${own(11)}&sort=created,desc&sort=id,asc&status=approved&amount=ge:100.00&type=bank_transfer&createdFrom=2020-01-01`

  await curl(long, token)
  const link = rowFor(page, own(11)).first()
  await expect(link).toBeVisible({ timeout: 1000 })
  await expect(link).toHaveAttribute('title', long)
  // Two lines of the link's own height at most, where the whole path takes four or more at 1024 px.
  const lines = await link.evaluate((el) => el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight))
  expect(lines).toBeLessThanOrEqual(2.05)
  expect(await link.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)

  await link.click()
  await expect(page.getByTestId('record-facts')).toContainText('createdFrom=2020-01-01')
})

test('replay sends the request again as the signed-in user, and says so when another user made it', async ({ page, request }) => {
  await useLanguage(page, 'en')
  await signIn(page, 'admin', '/tools/requests')
  // Only this request of billing's: the log holds every other spec's requests too (one server for all).
  const requestId = `replay-${Date.now()}`
  await openLog(page, `/tools/requests?caller=billing&requestId=${requestId}`)
  expect(await curl('/v1/credit', await tokenOf(request, 'billing'), requestId)).toBe('200')
  await expect(rowFor(page, '/v1/credit')).toBeVisible()
  await rowFor(page, '/v1/credit').click()
  await expect(page.getByTestId('record-caller')).toHaveText('billing')
  const originalId = await page.getByTestId('record-request-id').textContent()

  await page.getByTestId('replay').click()
  await expect(page.getByTestId('replay-confirm')).toContainText('as admin, the signed-in user')
  await expect(page.getByTestId('replay-other-caller')).toContainText('billing')
  await checkScreen(page, 'en', 'request-replay-confirm')
  await page.getByTestId('replay-send').click()

  // The new record's screen: the same request, made by admin, with a request id of its own.
  await expect(page.getByTestId('replayed-from')).toContainText('as admin')
  await expect(page.getByTestId('record-caller')).toHaveText('admin')
  await expect(page.getByTestId('record-request-id')).not.toHaveText(originalId!)
  await expect(page.getByTestId('record-facts')).toContainText('GET /v1/credit')
})

test('the filters live in the URL: a reload keeps them, and the live list shows only what they select', async ({ page, request }) => {
  await useLanguage(page, 'it')
  await signIn(page, 'admin', '/tools/requests')
  await openLog(page)
  const token = await tokenOf(request, 'admin')
  await curl(own(3), token)

  const filters = page.getByTestId('filters')
  await filters.locator('#filter-method').selectOption('GET')
  await filters.locator('#filter-status').selectOption('2xx')
  await filters.locator('#filter-path').fill('/v1/payments')
  await page.getByTestId('filters-apply').click()
  await expect(page).toHaveURL(/method=GET/)
  await expect(page).toHaveURL(/status=2xx/)

  await page.reload()
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'on')
  await expect(filters.locator('#filter-method')).toHaveValue('GET')
  await expect(filters.locator('#filter-status')).toHaveValue('2xx')
  await expect(filters.locator('#filter-path')).toHaveValue('/v1/payments')
  await expect(rowFor(page, own(3))).toBeVisible()
  for (const link of await page.getByTestId('request-link').allTextContents()) expect(link).toContain('/v1/payments')

  // Sent one after the other: once the second shows, the first, which the filters leave out, would have.
  expect(await curl('/v1/credit', token)).toBe('200')
  expect(await curl(own(9), token)).toBe('200')
  await expect(rowFor(page, own(9))).toBeVisible()
  await expect(rowFor(page, '/v1/credit')).toHaveCount(0)
  await checkScreen(page, 'it', 'request-log-filtered')

  // The selection exported as HAR: the same requests, as a file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-har').click()])
  expect(download.suggestedFilename()).toMatch(/^requests-\d{4}-\d{2}-\d{2}\.har$/)
  const har = JSON.parse(await readFile((await download.path())!, 'utf8')) as { log: { entries: { request: { url: string; method: string }; response: { status: number } }[] } }
  expect(har.log.entries.length).toBeGreaterThan(1)
  // What the filters select: GET, answered 2xx, with `/v1/payments` in the path (the log's path filter takes a part of it).
  for (const e of har.log.entries) {
    expect(e.request.method).toBe('GET')
    expect(new URL(e.request.url).pathname).toContain('/v1/payments')
    expect(Math.floor(e.response.status / 100)).toBe(2)
  }
  expect(har.log.entries.some((e) => new URL(e.request.url).search === `?page=${RUN}&size=9`)).toBe(true)
})

test('the web interface’s own files are left out unless asked for, so the API’s requests stay in sight', async ({ page, request }) => {
  await useLanguage(page, 'en')
  // Signing in loads the app's page, scripts and styles: dozens of requests to the local server.
  await signIn(page, 'admin', '/tools/requests')
  await openLog(page)
  const token = await tokenOf(request, 'admin')
  expect(await curl(own(4), token)).toBe('200')
  await expect(rowFor(page, own(4))).toBeVisible()
  const paths = async () => page.getByTestId('request-link').allTextContents()
  expect((await paths()).filter((p) => p.startsWith('/assets/'))).toEqual([])
  expect(await logged(request, token, 'path=/assets/')).toBeGreaterThan(0)

  await page.getByTestId('filters').locator('#filter-files').selectOption('shown')
  await page.getByTestId('filters-apply').click()
  await expect(page).toHaveURL(/files=shown/)
  await expect(page.getByTestId('request-link').filter({ hasText: /^\/assets\// }).first()).toBeVisible()
})

test('the navigation leads an admin to the request log', async ({ page }) => {
  await useLanguage(page, 'en')
  await signIn(page, 'admin')
  await page.getByTestId('nav-request-log').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Request log' })).toBeVisible()
  await expect(page.getByTestId('nav-request-log')).toHaveAttribute('aria-current', 'page')
})

test('a billing clerk has no request log in the navigation and cannot open it', async ({ page }) => {
  await useLanguage(page, 'en')
  await signIn(page, 'billing')
  await expect(page.getByTestId('nav-invoices')).toBeVisible()
  await expect(page.getByTestId('nav-request-log')).toHaveCount(0)
  await page.goto('/#/tools/requests')
  await expect(page).not.toHaveURL(/tools/)
  await expect(page.getByTestId('request-log-table')).toHaveCount(0)
})

// `serve` keeps no log unless started with --request-log. The browser tests' server has it on, so
// the answer a server without it gives to each of the log's operations stands in for it, as
// local-server/request-log/routes.ts words it.
const LOG_OFF = {
  status: 404,
  contentType: 'application/problem+json',
  body: JSON.stringify({
    type: 'urn:registrar-api:error:not_found',
    title: 'Not Found',
    status: 404,
    detail: 'The request log is off: start the server with --request-log (the desktop app turns it on)',
    code: 'not_found',
  }),
}
const OFF_TEXT = {
  it: { title: 'Il registro delle richieste è spento.', how: 'npm run serve -- --request-log' },
  en: { title: 'The request log is off.', how: 'npm run serve -- --request-log' },
} as const

for (const lang of LANGS) {
  test(`${lang}: with the log off, the screen says so and how to turn it on, with no Try again and no live state`, async ({ page }) => {
    const streams: string[] = []
    await page.route(/\/gateway\/requests(\/|\?|$)/, (route) => {
      if (route.request().url().includes('/stream')) streams.push(route.request().url())
      return route.fulfill(LOG_OFF)
    })
    await useLanguage(page, lang)
    await signIn(page, 'admin', '/tools/requests')
    const off = page.getByTestId('request-log-off')
    await expect(off).toContainText(OFF_TEXT[lang].title)
    await expect(off.locator('code')).toHaveText(['--request-log', OFF_TEXT[lang].how])
    await expect(page.getByTestId('list-error')).toHaveCount(0)
    await expect(page.getByTestId('list-retry')).toHaveCount(0)
    await expect(page.getByTestId('live-state')).toHaveCount(0)
    await expect(page.getByTestId('export-har')).toHaveCount(0)
    expect(streams).toEqual([])
    await checkScreen(page, lang, 'request-log-off')

    // A record's link kept from before: the log is off, not the record gone.
    await page.goto('/#/tools/requests/1')
    await expect(page.getByTestId('request-log-off')).toContainText(OFF_TEXT[lang].title)
    await expect(page.getByTestId('record-missing')).toHaveCount(0)
  })
}
