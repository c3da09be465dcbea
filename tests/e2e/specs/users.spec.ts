import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { checkScreen } from '../pages/accessibility'
import { type Lang, LANGS, signIn, useLanguage } from '../pages/session'

// The users' screens (issue 12), in Italian and in English at the narrowest supported width: the
// search with two filters checked against the API's own answer, a user's page leading to their
// allowed IP addresses, and the signed-in user's own page. Nothing here changes the demo data.
test.use({ viewport: { width: 1024, height: 768 } })
test.describe.configure({ timeout: 120_000 })

/** The usernames the API finds for a search, asked as admin. */
async function apiUsernames(request: APIRequestContext, query: string): Promise<string[]> {
  const token = await request.post('/oauth/token', { form: { grant_type: 'password', username: 'admin', password: 'sandbox' } })
  const { access_token } = (await token.json()) as { access_token: string }
  const res = await request.get(`/v1/users?${query}`, { headers: { Authorization: `Bearer ${access_token}` } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { elements: { username: string }[] }).elements.map((u) => u.username)
}

const shownUsernames = (page: Page) => page.getByTestId('users-table').locator('tbody tr td:first-child').allInnerTexts()

/** A day as the date field takes it in the app's language (the demo users are months apart). */
function typedDaysAgo(lang: Lang, days: number): { typed: string; iso: string } {
  const d = new Date(Date.now() - days * 86_400_000)
  const [y, m, day] = [d.getUTCFullYear(), String(d.getUTCMonth() + 1).padStart(2, '0'), String(d.getUTCDate()).padStart(2, '0')]
  return { typed: lang === 'it' ? `${day}/${m}/${y}` : `${m}/${day}/${y}`, iso: `${y}-${m}-${day}` }
}

for (const lang of LANGS) {
  test.describe(lang, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang))

    test('an administrator searches the users with two filters, kept in the URL', async ({ page, request }) => {
      await signIn(page, 'admin', '/users')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'it' ? 'Utenti' : 'Users')
      await expect(page.getByTestId('nav-users')).toHaveAttribute('aria-current', 'page')
      // Ordered by username, as the API answers without a sort.
      await expect(page.getByTestId('users-table').locator('tbody tr')).toHaveCount(5)
      expect(await shownUsernames(page)).toEqual(await apiUsernames(request, ''))
      await checkScreen(page, lang, 'users')

      // Last name containing “ri” (Ferrari, Ricci) and the darwin group (Colombo, Ricci).
      await page.locator('#filter-lastName').fill('RI')
      await page.locator('#filter-group').selectOption('darwin')
      await page.getByTestId('filters-apply').click()
      await expect(page).toHaveURL(/lastName=RI/)
      await expect(page).toHaveURL(/group=darwin/)
      const expected = await apiUsernames(request, 'lastName=contains:RI&group=darwin')
      expect(expected).toEqual(['darwin2'])
      await expect(page.getByTestId('users-table').locator('tbody tr')).toHaveCount(1)
      expect(await shownUsernames(page)).toEqual(expected)
      await page.reload()
      await expect(page.locator('#filter-lastName')).toHaveValue('RI')
      await expect(page.locator('#filter-group')).toHaveValue('darwin')
      await expect(page.getByTestId('users-table').locator('tbody tr')).toHaveCount(1)
      expect(await shownUsernames(page)).toEqual(expected)
      await checkScreen(page, lang, 'users-filtered')

      // A first name that starts with “s”, among the users created in the last 350 days.
      await page.getByTestId('filters-clear').click()
      const from = typedDaysAgo(lang, 350)
      await page.getByTestId('filter-name-op').selectOption('startsWith')
      await page.locator('#filter-name').fill('s')
      const fromField = page.locator('[id="filter-created.from"]')
      await fromField.fill(from.typed)
      await fromField.press('Enter')
      await page.getByTestId('filters-apply').click()
      await expect(page).toHaveURL(/name\.op=startsWith/)
      await expect(page).toHaveURL(new RegExp(`created\\.from=${from.iso}`))
      const started = await apiUsernames(request, `name=startsWith:s&created=ge:${from.iso}`)
      expect(started).toEqual(['domain'])
      await expect(page.getByTestId('users-table').locator('tbody tr')).toHaveCount(1)
      expect(await shownUsernames(page)).toEqual(started)
      await page.reload()
      await expect(page.getByTestId('filter-name-op')).toHaveValue('startsWith')
      expect(await shownUsernames(page)).toEqual(started)

      // Nothing matches: the list says so and offers to clear the filters.
      await page.locator('#filter-name').fill('zz')
      await page.getByTestId('filters-apply').click()
      await expect(page.getByTestId('list-empty')).toBeVisible()
      await checkScreen(page, lang, 'users-empty')
    })

    // Addresses are cut in the middle only when their column has no room (LongId.vue): at 1024 px
    // the list has room for the demo users' addresses, short and long alike.
    test('the list shows every e-mail address whole at 1024 px', async ({ page }) => {
      await signIn(page, 'admin', '/users')
      const addresses = page.getByTestId('users-table').getByTestId('long-id')
      await expect(addresses).toHaveCount(5)
      const cut = await addresses.evaluateAll((ids) =>
        ids.filter((id) => Array.from(id.querySelectorAll<HTMLElement>('.long-id__head, .long-id__tail')).some((p) => p.scrollWidth > p.clientWidth)).map((id) => id.dataset.value),
      )
      expect(cut).toEqual([])
    })

    test('a user’s page shows their groups and leads to their allowed IP addresses', async ({ page }) => {
      await signIn(page, 'admin', '/users')
      await page.getByTestId('user-link-domain').click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'it' ? 'Utente domain' : 'User domain')
      await expect(page).toHaveTitle(/domain/)
      await expect(page.getByTestId('user-groups')).toHaveText('domain')
      const addresses = page.getByTestId('user-ip-table')
      await expect(addresses).toContainText('192.0.2.10')
      await expect(addresses).toContainText('2001:db8:10::/64')
      await checkScreen(page, lang, 'user')

      await page.getByTestId('user-ip-open').click()
      await expect(page).toHaveURL(/#\/security\/ip-addresses\?userId=\d+$/)
      await expect(page.getByTestId('ip-filter-user').locator('option:checked')).toHaveText(/^domain — /)
      const epp = page.getByTestId('ip-list-epp-server')
      await expect(epp.locator('[data-address="192.0.2.10"]')).toBeVisible()
      await expect(page.getByTestId('ip-list-das').locator('tbody tr')).toHaveCount(0)

      // A username that does not exist.
      await page.goto('/#/users/nobody')
      await expect(page.getByTestId('screen-error')).toContainText('nobody')
      await checkScreen(page, lang, 'user-missing')
    })

    test('the signed-in user’s own page, with their addresses for an administrator', async ({ page }) => {
      await signIn(page, 'billing', '/')
      await page.getByTestId('nav-my-profile').click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'it' ? 'Il mio profilo' : 'My profile')
      await expect(page.getByTestId('user-username')).toContainText('billing')
      await expect(page.getByTestId('user-groups')).toHaveText('billing')
      await expect(page.getByTestId('profile-ip-admins-only')).toBeVisible()
      // A billing clerk may not search the users.
      await expect(page.getByTestId('nav-users')).toHaveCount(0)
      await checkScreen(page, lang, 'profile')

      await page.getByTestId('sign-out').click()
      await signIn(page, 'admin', '/profile')
      await expect(page.getByTestId('user-groups')).toHaveText('admin')
      await expect(page.getByTestId('user-ip-table')).toContainText('198.51.100.20')
      await checkScreen(page, lang, 'profile-admin')
    })
  })
}
