import { expect, test } from '@playwright/test'
import { checkScreen } from '../pages/accessibility'
import { creditBelowThreshold, requestOfDomain, resetSandbox, tokenOf } from '../pages/registry'
import { LANGS, signIn, useLanguage } from '../pages/session'

// The alerts (issue 12) in the web build: the in-app list in the window's bar, told once per
// event, each alert on or off in the settings. Each test starts from the demo data as seeded and
// a browser of its own (its own localStorage: nothing told yet).
test.use({ viewport: { width: 1024, height: 768 } })
test.beforeEach(async ({ request }) => resetSandbox(request))
test.afterAll(async ({ request }) => resetSandbox(request))

for (const lang of LANGS) {
  const it = lang === 'it'

  test(`${lang}: billing is told once that the credit fell below the threshold, and the alert opens the credit`, async ({ page, request }) => {
    await creditBelowThreshold(request)
    await useLanguage(page, lang)
    await signIn(page, 'billing')
    await expect(page.getByTestId('alerts-unread')).toHaveText('1')
    await expect(page.getByTestId('alerts-toggle')).toHaveAccessibleName(it ? 'Avvisi, 1 da leggere' : 'Alerts, 1 unread')
    await page.getByTestId('alerts-toggle').click()
    const entry = page.getByTestId('alert-entry')
    await expect(entry).toHaveCount(1)
    await expect(entry).toContainText(it ? 'Credito sotto la soglia di avviso' : 'Credit below the warning threshold')
    await expect(entry).toContainText(it ? /Credito [\d.,]+\s€, soglia 500,00\s€/ : /Credit €[\d,.]+, threshold €500\.00/)
    await checkScreen(page, lang, 'alerts-open')

    // The app starts again: the same event is not told twice, the list is still there.
    await page.reload()
    await expect(page.getByTestId('signed-in-user')).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('alerts-unread')).toHaveText('1')
    await page.getByTestId('alerts-toggle').click()
    await expect(entry).toHaveCount(1)
    await entry.getByRole('link').click()
    await expect(page).toHaveURL(/#\/credit$/)
    await expect(page.getByTestId('alerts-panel')).toBeHidden()
    await expect(page.getByTestId('alerts-unread')).toHaveCount(0)
  })

  test(`${lang}: an operator is told of a request assigned to them within 3 days of its deadline`, async ({ page, request }) => {
    const id = await requestOfDomain(request)
    await useLanguage(page, lang)
    await signIn(page, 'domain')
    await page.getByTestId('alerts-toggle').click()
    const entry = page.getByTestId('alert-entry').filter({ hasText: it ? `n. ${id}` : `No. ${id}` })
    await expect(entry).toContainText(it ? `Richiesta darwin n. ${id}: scadenza tra 3 giorni` : `Darwin request No. ${id}: deadline in 3 days`)
    await expect(entry).toContainText('Mario Bianchi')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('alerts-panel')).toBeHidden()
    await expect(page.getByTestId('alerts-toggle')).toBeFocused()
    await page.getByTestId('alerts-toggle').click()
    await entry.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`#/darwin/requests/${id}$`))

    // Read again a day later (the sandbox's clock moved on): the same alert, one day closer.
    const headers = { Authorization: `Bearer ${await tokenOf(request, 'admin')}` }
    const { now } = (await (await request.get('/sandbox/clock', { headers })).json()) as { now: string }
    const dayLater = new Date(Date.parse(now) + 24 * 3_600_000).toISOString()
    expect((await request.put('/sandbox/clock', { headers, data: { now: dayLater } })).ok()).toBe(true)
    try {
      await page.reload()
      await expect(page.getByTestId('signed-in-user')).toBeVisible()
      await page.getByTestId('alerts-toggle').click()
      await expect(entry).toHaveCount(1)
      await expect(entry).toContainText(it ? `Richiesta darwin n. ${id}: scadenza dopodomani` : `Darwin request No. ${id}: deadline in 2 days`)
    } finally {
      expect((await request.delete('/sandbox/clock', { headers })).ok()).toBe(true)
    }
  })

  test(`${lang}: an alert turned off in the settings tells nothing, and tells at once when turned on again`, async ({ page, request }) => {
    await useLanguage(page, lang)
    await signIn(page, 'billing', '/settings')
    const toggle = page.getByTestId('alert-toggle-creditLow')
    await expect(toggle).toBeChecked()
    await checkScreen(page, lang, 'settings-alerts')
    await toggle.uncheck()
    await creditBelowThreshold(request)
    // The app starts again with the credit below the threshold: the alert is off, nothing is asked.
    const asked: string[] = []
    page.on('request', (r) => asked.push(new URL(r.url()).pathname))
    await page.reload()
    await expect(toggle).not.toBeChecked()
    await page.waitForLoadState('networkidle')
    expect(asked).not.toContain('/v1/credit')
    await expect(page.getByTestId('alerts-unread')).toHaveCount(0)
    await page.getByTestId('alerts-toggle').click()
    await expect(page.getByTestId('alerts-empty')).toBeVisible()
    await page.keyboard.press('Escape')

    const credit = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/credit')
    await toggle.check()
    await credit
    await expect(page.getByTestId('alerts-unread')).toHaveText('1')
  })
}
