import { expect, type Locator, type Page, test } from '@playwright/test'
import { bankTransfer, resetSandbox, tokenOf } from '../pages/registry'
import { LANGS, signIn, useLanguage } from '../pages/session'

// A payment's or a darwin request's number, on its own in a cell, a link or a choice, is written
// as the titles and messages write it: `n. 51` in Italian, `No. 51` in English (`N. 51` where it
// starts a choice), never `#51`, which is not how Italian writes a number.
test.use({ viewport: { width: 1024, height: 768 } })
test.afterAll(async ({ request }) => resetSandbox(request))

const NUMBER = { it: (id: number | string) => `n. ${id}`, en: (id: number | string) => `No. ${id}` } as const
const STARTING = { it: (id: number | string) => `N. ${id} · `, en: (id: number | string) => `No. ${id} · ` } as const

/** The id at the end of a link's target (`#/payments/51` → `51`): the link still goes there. */
async function idOf(link: Locator, path: string): Promise<string> {
  const href = (await link.getAttribute('href'))!
  expect(href).toMatch(new RegExp(`^#/${path}/\\d+$`))
  return href.slice(href.lastIndexOf('/') + 1)
}

/** A text that starts with `start`, then what `rest` (a pattern) says. */
const startingWith = (start: string, rest = '') => new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${rest}`)

/** No number on the screen is written with #. */
const noHashNumber = (page: Page) => expect(page.locator('main')).not.toContainText(/#\s?\d/)

for (const lang of LANGS) {
  test(`${lang}: the payments, invoices and darwin screens write a number as the language does`, async ({ page }) => {
    await useLanguage(page, lang)
    await signIn(page, 'admin', '/payments')
    const payment = page.getByTestId('payments-table').locator('tbody tr td:first-child a').first()
    await expect(payment).toHaveText(NUMBER[lang](await idOf(payment, 'payments')))
    await noHashNumber(page)

    await page.goto('/#/invoices')
    const paid = page.getByTestId('invoices-table').locator('tbody tr a[href^="#/payments/"]').first()
    const paymentId = await idOf(paid, 'payments')
    await expect(paid).toHaveText(NUMBER[lang](paymentId))
    await noHashNumber(page)

    // The invoice of that payment names it the same way, still linking to it.
    await paid.locator('xpath=ancestor::tr').locator('a[href^="#/invoices/"]').click()
    const link = page.getByTestId('invoice-payment')
    await expect(link).toHaveText(startingWith(NUMBER[lang](paymentId), '(\\s+·|$)'))
    expect(await link.getAttribute('href')).toBe(`#/payments/${paymentId}`)
    await noHashNumber(page)

    await page.goto('/#/darwin?registrarAssignation=all&within=30')
    const open = page.getByTestId('queue-table').locator('[data-testid^="open-"]').first()
    const requestId = (await open.getAttribute('data-testid'))!.replace('open-', '')
    await expect(open).toHaveText(NUMBER[lang](requestId))
    const soon = page.getByTestId('expiring-row').locator('a').first()
    await expect(soon).toHaveText(startingWith(`${NUMBER[lang](await idOf(soon, 'darwin/requests'))} · `))
    await noHashNumber(page)
  })

  test(`${lang}: the registry side's choices start with the number, capitalised`, async ({ page, request }) => {
    await useLanguage(page, lang)
    const paymentId = await bankTransfer(request, 321.5)
    await signIn(page, 'admin', '/registry-side')
    const option = page.locator(`#registry-bank-payment option[value="${paymentId}"]`)
    await expect(option).toHaveText(startingWith(STARTING[lang](paymentId)))
    const requests = page.locator('#registry-darwin-request option:not([value=""])')
    await expect(requests.first()).toBeAttached()
    for (const text of await requests.allTextContents()) expect(text).toMatch(lang === 'it' ? /^N\. \d+ · / : /^No\. \d+ · /)
  })
}

test('the request log says which request was replayed as the language writes its number', async ({ page, request }) => {
  await useLanguage(page, 'en')
  await signIn(page, 'admin', '/tools/requests')
  // A request of the API, found in the log by its own request id (the log holds every test's).
  const requestId = `numbers-${Date.now()}`
  const res = await request.get('/v1/credit', { headers: { Authorization: `Bearer ${await tokenOf(request, 'admin')}`, 'X-Request-Id': requestId } })
  expect(res.ok()).toBe(true)
  await page.goto(`/#/tools/requests?requestId=${requestId}`)
  const link = page.getByTestId('request-link')
  await expect(link).toHaveCount(1)
  const recordId = await idOf(link, 'tools/requests')
  await link.click()
  await page.getByTestId('replay').click()
  await page.getByTestId('replay-send').click()
  await expect(page.getByTestId('replayed-from')).toHaveText(`Replay of request No. ${recordId}, as admin.`)
})
