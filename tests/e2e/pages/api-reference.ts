import { expect, type FrameLocator, type Page } from '@playwright/test'

// The API reference (Swagger UI at /docs, alone or in the app's frame), as the specs drive it.

/** The reference inside the app's screen. */
export const referenceFrame = (page: Page): FrameLocator => page.frameLocator('[data-testid=api-reference-frame]')

/** Waits until the reference has drawn its operations. */
export async function referenceShown(reference: Page | FrameLocator): Promise<void> {
  // Swagger UI is 1.5 MB of script to compile: on a busy machine that takes a while.
  await expect(reference.locator('.opblock-summary').first()).toBeVisible({ timeout: 30_000 })
}

/** Opens GET /v1/credit, presses "Try it out" and "Execute", and answers the status it shows. */
export async function tryCredit(reference: Page | FrameLocator): Promise<string> {
  const operation = reference.locator('.opblock-get').filter({ has: reference.locator('.opblock-summary-path[data-path="/v1/credit"]') })
  await operation.locator('.opblock-summary-control').click()
  await operation.getByRole('button', { name: 'Try it out' }).click()
  await operation.getByRole('button', { name: 'Execute' }).click()
  const status = operation.locator('.live-responses-table .response .response-col_status')
  await expect(status).toBeVisible()
  // The answer in view, for whoever looks at the screenshot next.
  await operation.locator('.live-responses-table').scrollIntoViewIfNeeded()
  return (await status.textContent())?.trim() ?? ''
}
