/**
 * Live mode in the browser: a second embedded registry plays the real one behind a gateway in
 * live mode (both started here, not by the config's webServer, so the test can stop the registry).
 * The offline banner appears when the registry stops, with the cached data still on screen, and
 * goes away by itself when it returns.
 */
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { disposeRegistry, type Gateway, type Registry, startGateway, startRegistry } from '../../api/live-setup'
import { shot, useItalian } from '../pages/session'

let registry: Registry
let gateway: Gateway
let ticker: ReturnType<typeof setInterval> | undefined

test.beforeAll(async () => {
  registry = await startRegistry()
  gateway = await startGateway(registry, { webRoot: path.resolve('out/web') })
  // The harness gives the gateway a movable clock; here it follows real time, so that the gateway
  // probes the registry again once its last news is a few seconds old.
  ticker = setInterval(() => (gateway.now = Date.now()), 250)
})
test.afterAll(async () => {
  clearInterval(ticker)
  await gateway?.close()
  if (registry) await disposeRegistry(registry)
})

test('the offline banner shows while the registry is away, over the cached data', async ({ page }) => {
  await useItalian(page)
  // The link `serve` prints (`web ui: …`) gives this window the gateway's session.
  await page.goto(`${gateway.url}${gateway.app.gateway.sessionPath()}`)
  await expect(page.getByTestId('signed-in-user')).toContainText('DEMO-REG')
  await expect(page.getByTestId('mode-badge')).toHaveText('Registro')
  await page.goto(`${gateway.url}/#/invoices`)
  const rows = page.getByTestId('invoices-table').locator('tbody tr')
  await expect(rows).toHaveCount(20)
  await expect(page.getByTestId('offline-banner')).toHaveCount(0)

  await registry.stop()
  await page.reload()
  await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('offline-banner')).toContainText('Registro non raggiungibile')
  await expect(rows).toHaveCount(20)
  await shot(page, 'live-offline-banner')

  await registry.start()
  await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 15_000 })
  await shot(page, 'live-back-online')
})
