import { expect, type Page } from '@playwright/test'

// What the screen tours (every-screen*.spec.ts) share: going to a screen, and a failing registry.

/** Goes to a screen by its address and waits for its main heading. */
export async function visit(page: Page, hash: string): Promise<void> {
  await page.goto(`/#${hash}`)
  await expect(page.locator('main h1')).toBeVisible()
}

/** The registry answers 500 to the API operations at these paths until `heal` is called. */
export async function failing(page: Page, ...paths: string[]): Promise<{ heal(): Promise<void> }> {
  const matches = (url: URL) => paths.includes(url.pathname)
  await page.route(matches, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"message":"injected"}' }))
  return { heal: () => page.unroute(matches) }
}
