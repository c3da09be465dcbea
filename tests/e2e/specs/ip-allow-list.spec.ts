import { expect, type Page, test } from '@playwright/test'
import { shot, signIn, useItalian } from '../pages/session'

// The IP allow-lists screen (issue 6): admins only. Addresses this spec adds are its own
// (random within TEST-NET-3), so it does not depend on, nor disturb, other specs' data.
const SCREEN = '/security/ip-addresses'
const ownAddress = () => `203.0.113.${10 + Math.floor(Math.random() * 240)}`

test.beforeEach(async ({ page }) => {
  await useItalian(page)
})

/** Chooses the user whose username is given, whatever their display name. */
async function chooseUser(page: Page, username: string) {
  const value = await page.locator('#ip-add-userId option', { hasText: new RegExp(`^${username} — `) }).getAttribute('value')
  await page.locator('#ip-add-userId').selectOption(value!)
}

async function addAddress(page: Page, service: string, username: string, addresses: string) {
  await page.locator('#ip-add-service').selectOption(service)
  await chooseUser(page, username)
  await page.locator('#ip-add-addresses').fill(addresses)
  await page.getByTestId('ip-add-submit').click()
}

test('an admin sees both services’ allowed addresses side by side, with their users', async ({ page }) => {
  await signIn(page, 'admin', SCREEN)
  const epp = page.getByTestId('ip-list-epp-server')
  const das = page.getByTestId('ip-list-das')
  await expect(epp.locator('[data-address="192.0.2.10"]')).toContainText('domain')
  await expect(epp.locator('[data-address="2001:db8:10::/64"]')).toContainText('domain')
  await expect(das.locator('[data-address="198.51.100.0/28"]')).toContainText('admin')
  await expect(das.locator('[data-address="198.51.100.20"]')).toContainText('admin')
  // Each user is shown with their name, read from the registrar's users.
  await expect(das.locator('[data-address="198.51.100.20"]')).toContainText('Giulia Ferrari')
  // The entry in the navigation leads here.
  await expect(page.getByTestId('nav-ip-allow-list')).toHaveAttribute('aria-current', 'page')

  // Filters by user and by address live in the URL and survive a reload.
  await page.getByTestId('ip-filter-address').fill('2001:DB8:10:0::/64')
  await page.getByTestId('filters-apply').click()
  await expect(page).toHaveURL(/ipAddress=2001/)
  await expect(epp.locator('tbody tr')).toHaveCount(1)
  await expect(das.locator('tbody tr')).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('ip-filter-address')).toHaveValue('2001:DB8:10:0::/64')
  await expect(epp.locator('[data-address="2001:db8:10::/64"]')).toBeVisible()
  await page.getByTestId('filters-clear').click()
  const adminId = await page.locator('#ip-filter-user option', { hasText: /^admin — / }).getAttribute('value')
  await page.getByTestId('ip-filter-user').selectOption(adminId!)
  await page.getByTestId('filters-apply').click()
  await expect(page).toHaveURL(new RegExp(`userId=${adminId}`))
  await expect(epp.locator('tbody tr')).toHaveCount(0)
  await expect(das.locator('tbody tr')).toHaveCount(2)
  await page.getByTestId('filters-clear').click()
  await expect(epp.locator('tbody tr')).not.toHaveCount(0)
  await shot(page, 'ip-allow-list')

  // The same screen in English, and at the narrowest supported width.
  await page.getByTestId('language-switch').selectOption('en')
  await page.setViewportSize({ width: 1024, height: 800 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Allowed IP addresses')
  await shot(page, 'ip-allow-list-en-1024')
})

test('an admin adds addresses for a user and a service', async ({ page }) => {
  await signIn(page, 'admin', SCREEN)
  const address = ownAddress()
  await addAddress(page, 'epp-server', 'domain', `${address}\n2001:DB8:AB::/56`)
  await expect(page.getByTestId('ip-notice')).toContainText(address)
  const epp = page.getByTestId('ip-list-epp-server')
  await expect(epp.locator(`[data-address="${address}"]`)).toContainText('domain')
  // Stored in its normalised spelling.
  await expect(epp.locator('[data-address="2001:db8:ab::/56"]')).toBeVisible()
  await expect(page.locator('#ip-add-addresses')).toHaveValue('')
  await shot(page, 'ip-allow-list-added')
})

test('a bad address is refused on its field before anything is sent, and the API’s refusal too', async ({ page }) => {
  await signIn(page, 'admin', SCREEN)
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/v1/ipAddresses')) posts.push(r.url())
  })
  await addAddress(page, 'das', 'admin', '192.0.2.300\n192.0.2.5/24')
  // The message is read with its field, which takes the focus; the form says how many are marked.
  const message = page.locator('#ip-add-addresses-error')
  await expect(message).toContainText('192.0.2.300')
  await expect(message).toContainText('192.0.2.0/24')
  await expect(page.locator('#ip-add-addresses')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('#ip-add-addresses')).toHaveAttribute('aria-describedby', /\bip-add-addresses-error\b/)
  await expect(page.locator('#ip-add-addresses')).toBeFocused()
  const count = page.getByTestId('ip-add-form').getByTestId('invalid-fields')
  await expect(count).toHaveAttribute('role', 'status')
  await expect(count).toHaveText(/^(Fix the field marked in red|Correggere il campo segnato in rosso)\.$/)
  await shot(page, 'ip-allow-list-invalid')
  expect(posts).toEqual([])

  // What only the registry knows comes back on the same field: this address is already allowed.
  await page.locator('#ip-add-addresses').fill('198.51.100.20')
  await page.getByTestId('ip-add-submit').click()
  await expect(message).toContainText('198.51.100.20')
  await expect(message).toContainText('DAS')
  expect(posts).toHaveLength(1)
  await shot(page, 'ip-allow-list-exists')
})

test('an admin deletes an address after a confirmation naming it and its service', async ({ page }) => {
  await signIn(page, 'admin', SCREEN)
  const address = ownAddress()
  await addAddress(page, 'das', 'domain', address)
  const das = page.getByTestId('ip-list-das')
  const row = das.locator(`[data-address="${address}"]`)
  await expect(row).toBeVisible()

  // Escape cancels: nothing is deleted, and focus goes back to the button.
  const remove = row.getByRole('button', { name: new RegExp(`^Elimina ${address.replaceAll('.', '\\.')}`) })
  await remove.click()
  const dialog = page.getByRole('dialog', { name: /Eliminare/ })
  await expect(dialog).toContainText(address)
  await expect(dialog).toContainText('DAS')
  await expect(page.getByTestId('confirm-cancel')).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('confirm-cancel')).toBeFocused()
  await shot(page, 'ip-allow-list-confirm')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(remove).toBeFocused()
  await expect(row).toBeVisible()

  await remove.click()
  await page.getByTestId('confirm-ok').click()
  await expect(dialog).toBeHidden()
  await expect(row).toHaveCount(0)
  await expect(page.getByTestId('ip-notice')).toContainText(address)
  await page.reload()
  await expect(das.locator('[data-address="198.51.100.20"]')).toBeVisible()
  await expect(das.locator(`[data-address="${address}"]`)).toHaveCount(0)
  await shot(page, 'ip-allow-list-deleted')
})

test('a billing clerk sees no IP allow-lists in the navigation and cannot open the screen', async ({ page }) => {
  await signIn(page, 'billing', '/')
  await expect(page.getByTestId('nav-invoices')).toBeVisible()
  await expect(page.getByTestId('nav-ip-allow-list')).toHaveCount(0)
  await page.goto(`/#${SCREEN}`)
  await expect(page).not.toHaveURL(/security/)
  await expect(page.getByTestId('ip-list-epp-server')).toHaveCount(0)
  await shot(page, 'ip-allow-list-billing')
})
