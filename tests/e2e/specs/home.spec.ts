import { expect, test } from '@playwright/test'
import { shot, signIn, useItalian } from '../pages/session'

test('the web interface is served on the registry origin: sign-in first, then the home screen', async ({ page }) => {
  await useItalian(page)
  await page.goto('/')
  await expect(page).toHaveURL(/#\/sign-in/)
  await expect(page.getByRole('button', { name: 'Usa admin', exact: true })).toBeVisible()
  await shot(page, 'sign-in')
  await page.getByLabel('Nome utente').fill('billing')
  await page.getByLabel('Password').fill('wrong')
  await page.locator('form button[type=submit]').click()
  await expect(page.getByTestId('sign-in-error')).toHaveText('Nome utente o password errati.')
  await signIn(page, 'admin')
  // The greeting follows the time of day on the computer (features/home/greeting.ts).
  await expect(page.locator('h1')).toHaveText(/^(Buongiorno|Buon pomeriggio|Buonasera), Giulia$/)
  await expect(page.getByTestId('mode-badge')).toHaveText('Sandbox')
  await shot(page, 'home')
})

test('the OpenAPI document is served on the same origin', async ({ request }) => {
  const res = await request.get('/openapi.json')
  expect(res.ok()).toBe(true)
  const doc = await res.json()
  expect(doc.openapi).toBe('3.1.0')
  expect(doc.paths['/oauth/token']).toBeDefined()
})
