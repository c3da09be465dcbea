import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { axeViolations, checkScreen } from '../pages/accessibility'
import { referenceFrame, referenceShown, tryCredit } from '../pages/api-reference'
import { LANGS, signIn, useLanguage } from '../pages/session'
import { tokenOf } from '../pages/registry'
import { failing, visit } from '../pages/tour'

/**
 * The screen tour: every screen and state the browser tests visit, in Italian and in English, at
 * the narrowest supported width. On each: axe-core finds no WCAG 2.1 A/AA violation, nothing
 * scrolls sideways, and a screenshot goes to tests/artifacts/every-screen/<lang>-<name>.png.
 * Nothing here changes the demo data: forms are only shown refused. The registrar's own screens,
 * the users and the exports are toured in every-screen-registrar.spec.ts.
 */
test.use({ viewport: { width: 1024, height: 768 } })
// Each test checks up to twenty screens, and axe takes a second or two on each.
test.describe.configure({ timeout: 150_000 })

/** The rows of one page of an API list, read as admin. */
async function rowsOf<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const token = await tokenOf(request, 'admin')
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { elements: T[] }).elements
}

type RequestRow = { id: number; status: string; registrarUser?: { username: string } }
const darwinRequests = (request: APIRequestContext) => rowsOf<RequestRow>(request, '/v1/darwin/requests?size=100')

// The checker itself: what the tour would miss if axe did not run, or ran without these rules.
test('the checker finds an unlabelled field, a screen without heading and content outside landmarks', async ({ page }) => {
  await page.setContent('<html lang="en"><head><title>t</title></head><body><main><p>Text</p><input type="file"></main><p>Outside</p></body></html>')
  expect((await axeViolations(page)).map((v) => v.id).sort()).toEqual(['label', 'page-has-heading-one', 'region'])
  // A file input out of the accessibility tree, behind a named button, is fine.
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><h1>Upload</h1><button type="button">Choose a file</button>' +
      '<input type="file" tabindex="-1" aria-hidden="true" style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)"></main></body></html>',
  )
  expect(await axeViolations(page)).toEqual([])
})

for (const lang of LANGS) {
  test.describe(`every screen in ${lang === 'it' ? 'Italian' : 'English'}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang))
    const check = (page: Page, name: string) => checkScreen(page, lang, name)

    test('sign-in, empty and refused; the card payment’s return page', async ({ page }) => {
      await page.goto('/#/sign-in')
      await expect(page.locator('h1')).toBeVisible()
      await check(page, 'sign-in')
      await page.locator('input[name=username]').fill('billing')
      await page.locator('input[name=password]').fill('wrong')
      await page.locator('form button[type=submit]').click()
      await expect(page.getByTestId('sign-in-error')).toBeVisible()
      await check(page, 'sign-in-refused')
      // Where the bank sends the user back, in its own window and without a session.
      for (const result of ['success', 'failure']) {
        await page.goto(`/#/payments/top-up/return?result=${result}`)
        await expect(page.getByTestId('card-return')).toBeVisible()
        await check(page, `card-return-${result}`)
      }
    })

    test('billing: home, invoices, payments, forms, credit, missing ids, failures', async ({ page, request }) => {
      const [approved] = await rowsOf<{ id: number }>(request, '/v1/payments?status=approved&size=1')
      await signIn(page, 'billing')
      await expect(page.locator('main h1')).toBeVisible()
      await check(page, 'home')

      // Invoices: with data, a filter finding nothing (whose button clears it), one invoice's PDF.
      await visit(page, '/invoices')
      await expect(page.getByTestId('invoices-table').locator('tbody tr')).toHaveCount(20)
      await check(page, 'invoices')
      await visit(page, '/invoices?invoiceNumber=987654')
      await expect(page.getByTestId('list-empty')).toContainText(lang === 'it' ? 'Azzerare i filtri' : 'Clear the filters')
      await check(page, 'invoices-empty')
      await page.getByTestId('list-empty-clear').click()
      await expect(page.getByTestId('invoices-table').locator('tbody tr')).toHaveCount(20)
      await expect(page).not.toHaveURL(/invoiceNumber/)
      await page.getByTestId('invoices-table').locator('tbody tr').first().locator('a').first().click()
      await expect(page.getByTestId('pdf-page').first()).toHaveAttribute('data-rendered', 'true')
      await check(page, 'invoice-pdf')

      // The registry fails on the invoices' list: the error names it, and retry reloads the list.
      const invoices = await failing(page, '/v1/invoices')
      await visit(page, '/invoices')
      await expect(page.getByTestId('list-error')).toContainText(lang === 'it' ? 'Errore del registro' : 'registry')
      await check(page, 'invoices-error')
      await invoices.heal()
      await page.getByTestId('list-retry').click()
      await expect(page.getByTestId('invoices-table').locator('tbody tr')).toHaveCount(20)
      await expect(page.getByTestId('list-error')).toHaveCount(0)

      // Payments: the list, one payment, the forms.
      await visit(page, '/payments')
      await expect(page.getByTestId('payments-table').locator('tbody tr')).toHaveCount(20)
      await check(page, 'payments')
      await visit(page, '/payments?amount.min=99999999')
      await page.getByTestId('list-empty-clear').click()
      await expect(page.getByTestId('payments-table').locator('tbody tr')).toHaveCount(20)
      await visit(page, `/payments/${approved!.id}`)
      await expect(page.getByTestId('payment-facts')).toBeVisible()
      await expect(page.getByTestId('report-table')).toBeVisible()
      await check(page, 'payment')
      await visit(page, '/payments/new-bank')
      await check(page, 'bank-payment')
      const form = page.getByTestId('bank-form')
      await form.locator('#bank-amount').fill('250.505')
      await form.locator('#bank-paymentDate').fill('10/01/2026')
      await form.locator('#bank-valueDate').fill('09/01/2026')
      await page.getByTestId('bank-submit').click()
      await expect(page.locator('#bank-amount-error')).toBeVisible()
      await check(page, 'bank-payment-errors')
      await visit(page, '/payments/top-up')
      await check(page, 'card-top-up')
      await visit(page, '/credit')
      await expect(page.getByTestId('credit-chart')).toBeVisible()
      await check(page, 'credit')
      const history = await failing(page, '/v1/credit/untilDate')
      await visit(page, '/')
      await visit(page, '/credit')
      await expect(page.getByTestId('list-error')).toBeVisible()
      await check(page, 'credit-history-error')
      await history.heal()
      await page.getByTestId('list-retry').click()
      await expect(page.getByTestId('credit-chart')).toBeVisible()

      // Ids that do not exist: a screen that says so, under a heading.
      await visit(page, '/invoices/999999')
      await expect(page.getByTestId('screen-error')).toBeVisible()
      await check(page, 'invoice-missing')
      await visit(page, '/payments/999999')
      await expect(page.getByTestId('screen-error')).toBeVisible()
      await check(page, 'payment-missing')
    })

    test('admin: IP allow-lists with refused addresses and the delete dialog, settings', async ({ page }) => {
      await signIn(page, 'admin', '/security/ip-addresses')
      await expect(page.getByTestId('ip-list-das').locator('tbody tr').first()).toBeVisible()
      await check(page, 'ip-allow-list')
      await page.locator('#ip-add-addresses').fill('192.0.2.300\n192.0.2.5/24')
      await page.getByTestId('ip-add-submit').click()
      await expect(page.locator('#ip-add-addresses-error')).toBeVisible()
      await check(page, 'ip-allow-list-errors')
      await page.getByTestId('ip-list-das').locator('[data-testid^=ip-delete-]').first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await check(page, 'ip-allow-list-confirm')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
      await visit(page, '/security/ip-addresses?ipAddress=203.0.113.254')
      await expect(page.getByTestId('ip-list-das').getByTestId('list-empty')).toBeVisible()
      await check(page, 'ip-allow-list-empty')
      const addresses = await failing(page, '/v1/ipAddresses')
      await visit(page, '/security/ip-addresses')
      await expect(page.getByTestId('list-error')).toBeVisible()
      await check(page, 'ip-allow-list-error')
      await addresses.heal()
      await page.getByTestId('list-retry').click()
      await expect(page.getByTestId('ip-list-das').locator('tbody tr').first()).toBeVisible()

      await visit(page, '/settings')
      await check(page, 'settings')
    })

    test('domain: the darwin queue, a request with its upload area, refused and missing screens', async ({ page, request }) => {
      const all = await darwinRequests(request)
      const open = all.find((r) => r.status === 'submitted' && !r.registrarUser) ?? all.find((r) => r.status === 'submitted')!
      await signIn(page, 'domain', '/darwin')
      await expect(page.locator('main h1')).toBeVisible()
      for (const tab of ['all', 'assigned', 'unassigned', 'assignedToMe']) {
        await page.getByTestId(`tab-${tab}`).click()
        await expect(page.getByTestId(`tab-${tab}`)).toHaveAttribute('aria-pressed', 'true')
        await expect(page.getByTestId('list-loading')).toHaveCount(0)
        await expect(page.getByTestId('expiring-count')).not.toHaveText('…')
        await check(page, `darwin-queue-${tab}`)
      }
      await visit(page, '/darwin?referenceContactOrg=Nessuno%20Mai')
      await expect(page.getByTestId('queue-table')).toHaveCount(0)
      await check(page, 'darwin-queue-empty')
      await page.getByTestId('list-empty-clear').click()
      await expect(page.getByTestId('queue-table')).toBeVisible()
      const queue = await failing(page, '/v1/darwin/requests', '/v1/darwin/requests/expiring')
      await visit(page, '/darwin?status=cancelled&within=14')
      await expect(page.getByTestId('list-error')).toHaveCount(2)
      await check(page, 'darwin-queue-error')
      await queue.heal()
      await page.getByTestId('list-retry').last().click()
      await expect(page.getByTestId('queue-table')).toBeVisible()

      await visit(page, `/darwin/requests/${open.id}`)
      await expect(page.getByTestId('upload')).toBeVisible()
      await expect(page.getByTestId('timeline')).toBeVisible()
      await check(page, 'darwin-request')
      // Its history and documents cannot be read: each list says so, the rest stays usable.
      const lists = await failing(page, '/v1/darwin/events', '/v1/darwin/documents')
      await visit(page, '/darwin')
      await visit(page, `/darwin/requests/${open.id}`)
      await expect(page.getByTestId('timeline').getByTestId('list-error')).toBeVisible()
      await expect(page.getByTestId('documents').getByTestId('list-error')).toBeVisible()
      await expect(page.getByTestId('upload')).toBeVisible()
      await check(page, 'darwin-request-lists-error')
      await lists.heal()
      await page.getByTestId('timeline').getByTestId('list-retry').click()
      await expect(page.getByTestId('timeline').getByTestId('event').first()).toBeVisible()
      await page.getByTestId('documents').getByTestId('list-retry').click()
      await expect(page.getByTestId('documents').getByTestId('list-error')).toHaveCount(0)

      await visit(page, '/darwin/requests/999999')
      await expect(page.getByTestId('request-error')).toBeVisible()
      await check(page, 'darwin-request-missing')

      // A billing screen is not for a domain operator: the app goes back to its home screen.
      await page.goto('/#/invoices')
      await expect(page).toHaveURL(/#\/$/)
      await expect(page.locator('main h1')).toBeVisible()
      await check(page, 'not-allowed')
    })

    test('the request log: the list, a record with an invoice’s PDF, a body not kept, nothing found, a missing record, a record failing', async ({ page, request }) => {
      const [invoice] = await rowsOf<{ id: number }>(request, '/v1/invoices?size=1')
      const token = await tokenOf(request, 'admin')
      // An upload the log cannot redact: its body is described, not kept (refused, so nothing changes).
      await request.put('/v1/darwin/documents', { headers: { Authorization: `Bearer ${token}` }, multipart: { note: 'tour' } })
      await signIn(page, 'admin', `/invoices/${invoice!.id}`)
      await expect(page.getByTestId('pdf-page').first()).toHaveAttribute('data-rendered', 'true')
      await visit(page, '/tools/requests')
      await expect(page.getByTestId('request-log-table').locator('tbody tr').first()).toBeVisible()
      await check(page, 'request-log')
      await visit(page, `/tools/requests?path=/v1/invoices/${invoice!.id}/pdf`)
      await page.getByTestId('request-link').first().click()
      await expect(page.getByTestId('response-body').getByTestId('pdf-page').first()).toHaveAttribute('data-rendered', 'true')
      await check(page, 'request-record-pdf')
      await visit(page, '/tools/requests?path=/v1/darwin/documents&method=PUT')
      await page.getByTestId('request-link').first().click()
      await expect(page.getByTestId('body-not-kept')).toBeVisible()
      await expect(page.getByTestId('replay')).toBeDisabled()
      await check(page, 'request-record-not-kept')
      await visit(page, '/tools/requests?path=/nothing-here')
      await expect(page.getByTestId('list-empty')).toBeVisible()
      await check(page, 'request-log-empty')
      await visit(page, '/tools/requests/999999999')
      await expect(page.getByTestId('record-missing')).toBeVisible()
      await check(page, 'request-record-missing')
      const records = await failing(page, '/gateway/requests/999999998')
      await visit(page, '/tools/requests/999999998')
      await expect(page.getByTestId('screen-error')).toBeVisible()
      await check(page, 'request-record-error')
      await records.heal()
    })

    test('the DNS check: its configuration failing, the form and a refused domain', async ({ page }) => {
      const config = await failing(page, '/v1/dns-check/config')
      await signIn(page, 'domain', '/tools/dns-check')
      await expect(page.getByTestId('screen-error')).toBeVisible()
      await check(page, 'dns-check-config-error')
      await config.heal()
      await page.getByTestId('dns-config-retry').click()
      await expect(page.getByTestId('dns-form')).toBeVisible()
      await check(page, 'dns-check-form')
      // Refused before any nameserver is asked (the report is in dns-check.spec.ts).
      await page.locator('#dns-domain').fill('example.com')
      await page.getByTestId('dns-submit').click()
      await expect(page.locator('#dns-domain')).toHaveAttribute('aria-invalid', 'true')
      await check(page, 'dns-check-refused')
    })

    test('statistics: the charts and the map, and a section failing on its own', async ({ page }) => {
      // The charts' figures against the API are checked in statistics.spec.ts.
      const registrars = await failing(page, '/v1/statistics/registrars')
      await signIn(page, 'domain', '/statistics')
      await expect(page.getByTestId('statistics-registrars').getByTestId('list-error')).toBeVisible()
      await expect(page.getByTestId('chart-map')).toBeVisible()
      await expect(page.getByTestId('list-loading')).toHaveCount(0)
      await check(page, 'statistics-section-error')
      await registrars.heal()
      await page.getByTestId('statistics-registrars').getByTestId('list-retry').click()
      await expect(page.getByTestId('chart-market-share')).toBeVisible()
      await check(page, 'statistics')
    })

    test('the API reference: the reference in its frame, and an operation tried', async ({ page }) => {
      // What it lists and "try it" with the session are checked in api-reference.spec.ts.
      await signIn(page, 'admin', '/tools/api-reference')
      const reference = referenceFrame(page)
      await referenceShown(reference)
      await check(page, 'api-reference')
      expect(await tryCredit(reference)).toMatch(/^200/)
      await check(page, 'api-reference-tried')
    })

    test('domain and admin: the home screen’s attention cards', async ({ page }) => {
      // Each card loads on its own: the screen is checked once none says it is loading.
      const loading = page.getByTestId('home-cards').getByTestId('list-loading')
      await signIn(page, 'domain')
      await expect(page.getByTestId('home-card-darwinExpiring')).toBeVisible()
      await expect(page.getByTestId('home-card-darwinMine')).toBeVisible()
      await expect(loading).toHaveCount(0)
      await check(page, 'home-domain')
      await page.getByTestId('sign-out').click()
      await signIn(page, 'admin')
      await expect(page.getByTestId('home-card-creditWarnings')).toBeVisible()
      await expect(page.getByTestId('home-card-darwinMine')).toBeVisible()
      await expect(loading).toHaveCount(0)
      await check(page, 'home-admin')
    })

    test('admin: the registry side with a confirmation asked and cancelled, and the fault rules, empty and refused', async ({ page }) => {
      // What these screens change is checked in registry-side.spec.ts and faults.spec.ts.
      await signIn(page, 'admin', '/registry-side')
      await expect(page.getByTestId('registry-clock-now')).toBeVisible()
      await expect(page.locator('#registry-darwin-request')).toBeVisible()
      await check(page, 'registry-side')
      await page.getByTestId('registry-data-reset').click()
      await expect(page.getByTestId('confirm-text')).toContainText('DEMO-REG')
      await check(page, 'registry-side-confirm-reset')
      await page.getByTestId('confirm-cancel').click()
      await expect(page.getByTestId('confirm-dialog')).toHaveCount(0)

      await page.getByTestId('nav-faults').click()
      await expect(page.getByTestId('faults-none')).toBeVisible()
      await check(page, 'faults-empty')
      await page.getByTestId('fault-add').click()
      await expect(page.locator('#fault-operation-error')).toBeVisible()
      await check(page, 'faults-required')
    })

    test('darwin: only their own requests, and another’s refused', async ({ page, request }) => {
      const all = await darwinRequests(request)
      const other = all.find((r) => r.registrarUser?.username !== 'darwin')!
      await signIn(page, 'darwin', '/darwin')
      await expect(page.getByTestId('queue-table')).toBeVisible()
      await check(page, 'darwin-queue-own')
      await visit(page, `/darwin/requests/${other.id}`)
      await expect(page.getByTestId('request-error')).toBeVisible()
      await check(page, 'darwin-request-refused')
    })
  })
}
