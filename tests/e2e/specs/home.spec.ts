import { expect, test } from '@playwright/test'

test('the web interface is served on the registry origin and sees the registry', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('registry-status')).toContainText('in linea')
  await page.screenshot({ path: 'tests/artifacts/home.png', fullPage: true })
})

test('the OpenAPI document is served on the same origin', async ({ request }) => {
  const res = await request.get('/openapi.json')
  expect(res.ok()).toBe(true)
  const doc = await res.json()
  expect(doc.openapi).toBe('3.1.0')
  expect(doc.paths['/oauth/token']).toBeDefined()
})
