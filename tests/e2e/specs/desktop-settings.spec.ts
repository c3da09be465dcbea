import { expect, test } from '@playwright/test'
import { checkScreen } from '../pages/accessibility'
import { useFakeDesktop } from '../pages/fake-desktop'
import { LANGS, signIn, useLanguage } from '../pages/session'
import { savedSettings } from '../../unit/renderer/features/settings/fixtures'

/**
 * The Settings screen as the desktop app shows it (its preload faked in the page, see
 * fake-desktop.ts): the live-mode form and the updates, followed from a check to the restart that
 * installs the new version. Screenshots in Italian and English at the narrowest width.
 */
test.use({ viewport: { width: 1024, height: 768 } })

// The desktop app's answer to getSettings, as the unit tests have it, on the test platform.
const SETTINGS = savedSettings({ live: { platform: 'test', testUrl: 'https://test.registry.example', auth: 'token' } })

for (const lang of LANGS) {
  test(`the desktop app's settings, and an update from the check to the restart (${lang})`, async ({ page }) => {
    await useLanguage(page, lang)
    await useFakeDesktop(page, { ...SETTINGS, language: lang })
    await signIn(page, 'admin', '/settings')
    const updates = page.getByTestId('settings-updates')
    await expect(updates.getByTestId('update-status-text')).toHaveAttribute('data-state', 'idle')
    await checkScreen(page, lang, 'settings-desktop')

    await updates.getByTestId('update-check').click()
    await expect(updates.getByTestId('update-status-text')).toHaveAttribute('data-state', 'available')
    await expect(updates.getByTestId('update-status-text')).toContainText('1.4.0')
    await updates.getByTestId('update-download').click()
    await page.evaluate(() => window.__fakeDesktop!.push({ state: 'downloading', version: '1.4.0', percent: 37 }))
    await expect(updates.getByTestId('update-progress')).toHaveAttribute('value', '37')
    await expect(updates.getByTestId('update-check')).toBeDisabled()
    await checkScreen(page, lang, 'settings-desktop-update-downloading')

    await page.evaluate(() => window.__fakeDesktop!.push({ state: 'ready', version: '1.4.0' }))
    await expect(updates.getByTestId('update-progress')).toBeHidden()
    await updates.getByTestId('update-install').click()
    await checkScreen(page, lang, 'settings-desktop-update-ready')
    const calls = await page.evaluate(() => window.__fakeDesktop!.calls)
    expect(calls.filter((c) => /Update/.test(c))).toEqual(['getUpdateStatus', 'checkForUpdates', 'downloadUpdate', 'installUpdate'])

    // Turned off: nothing about updates but the setting.
    await updates.getByTestId('updates-enabled').uncheck()
    await expect(updates.getByTestId('update-status')).toBeHidden()
  })
}
