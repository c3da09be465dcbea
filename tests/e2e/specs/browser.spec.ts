import { expect, test } from '@playwright/test'

// The browser every spec drives (playwright.config.ts, scripts/chromium.mjs) runs the app's page
// and nothing else: headless Chromium is the whole desktop browser, and without the switch its
// address bar's suggestion popup loads as a page of its own in every new window, taking CPU from
// the app's page as the screens and the benchmark measure it. The app's Electron window has none.
test('a new browser context holds the app and no page of the browser\'s own', async ({ browser, page }) => {
  await page.goto('/#/sign-in')
  await expect(page.locator('form button[type=submit]')).toBeVisible()
  const cdp = await browser.newBrowserCDPSession()
  try {
    const { targetInfos } = await cdp.send('Target.getTargets')
    const urls = targetInfos.map((target) => `${target.type} ${target.url}`)
    expect(urls.filter((url) => url.startsWith('page '))).toEqual([`page ${page.url()}`])
    expect(urls.filter((url) => url.includes('chrome://'))).toEqual([])
  } finally {
    await cdp.detach()
  }
})
