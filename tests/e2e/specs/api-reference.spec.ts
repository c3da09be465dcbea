import { expect, type Frame, type FrameLocator, type Page, test } from '@playwright/test'
import { referenceFrame, referenceShown, tryCredit } from '../pages/api-reference'
import { signIn } from '../pages/session'

/**
 * The API reference (issue 15): Swagger UI at /docs lists every operation of /openapi.json,
 * makes no request beyond this local server and breaks no rule of its Content-Security-Policy;
 * in the app's screen, "try it" runs with the signed-in session.
 */
test.use({ viewport: { width: 1024, height: 768 } })

interface Watch {
  /** Every address the page and its frames asked for. */
  readonly requests: string[]
  /** Content-Security-Policy violations and console errors, in the page or its frames. */
  readonly problems: string[]
  violations(): Promise<string[]>
}

/** Records the page's requests and errors from its start, and each frame's policy violations. */
async function watch(page: Page): Promise<Watch> {
  const requests: string[] = []
  const problems: string[] = []
  page.on('request', (r) => requests.push(r.url()))
  page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())))
  page.on('pageerror', (e) => problems.push(e.message))
  // Every frame's document keeps the violations it saw, for the test to read.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { policyViolations: string[] }).policyViolations = seen
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  const violations = async () => {
    const all = await Promise.all(page.frames().map((f: Frame) => f.evaluate(() => (window as unknown as { policyViolations?: string[] }).policyViolations ?? [])))
    return all.flat()
  }
  return { requests, problems, violations }
}

/** Whether an address stays on this machine's local server (data: and blob: are the page's own). */
const isLocal = (address: string) => {
  const url = new URL(address)
  return ['data:', 'blob:'].includes(url.protocol) || (url.protocol === 'http:' && url.hostname === '127.0.0.1')
}

/** "METHOD /path" of every operation of the document. */
async function documentedOperations(page: Page): Promise<string[]> {
  const doc = (await (await page.request.get('/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> }
  const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options']
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).filter((m) => methods.includes(m)).map((m) => `${m.toUpperCase()} ${path}`))
}

/** "METHOD /path" of every operation the reference shows. */
async function shownOperations(reference: Page | FrameLocator): Promise<string[]> {
  await referenceShown(reference)
  return reference.locator('.opblock-summary').evaluateAll((all) =>
    all.map((s) => `${s.querySelector('.opblock-summary-method')?.textContent ?? ''} ${s.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? ''}`),
  )
}

test('/docs lists every operation, asks nothing of another host and breaks no rule of its policy; alone, it has no session', async ({ page }) => {
  const seen = await watch(page)
  await page.goto('/docs')
  expect((await shownOperations(page)).sort()).toEqual((await documentedOperations(page)).sort())
  await expect(page.locator('h1.title')).toContainText('Registrar API')
  // Opened on its own, nobody is signed in: a restricted operation is refused.
  expect(await tryCredit(page)).toMatch(/^401/)
  expect(seen.requests.filter((r) => !isLocal(r))).toEqual([])
  expect(seen.requests).toContain(new URL('/openapi.json', page.url()).href)
  expect(await seen.violations()).toEqual([])
  // The refused "try it" is the only error the console shows.
  expect(seen.problems.filter((p) => !/status of 401/.test(p))).toEqual([])
})

test('the app’s screen frames the reference, and "try it" runs with the signed-in session', async ({ page }) => {
  const seen = await watch(page)
  await signIn(page, 'admin')
  await page.getByRole('navigation').getByRole('link', { name: /API reference|Riferimento API/ }).click()
  await expect(page).toHaveURL(/#\/tools\/api-reference$/)
  await expect(page.locator('main h1')).toHaveText(/API reference|Riferimento API/)
  const reference = referenceFrame(page)
  expect((await shownOperations(reference)).sort()).toEqual((await documentedOperations(page)).sort())

  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/credit' && r.frame() !== page.mainFrame())
  expect(await tryCredit(reference)).toMatch(/^200/)
  const credit = await answer
  expect(credit.status()).toBe(200)
  expect(await credit.request().headerValue('authorization')).toMatch(/^Bearer \S+$/)
  // The token travels in a header only, never in an address.
  const token = (await credit.request().headerValue('authorization'))!.slice('Bearer '.length)
  expect(seen.requests.filter((r) => r.includes(token))).toEqual([])
  expect(seen.requests.filter((r) => !isLocal(r))).toEqual([])
  expect(await seen.violations()).toEqual([])
  expect(seen.problems).toEqual([])
})

test('a user who is not an administrator has no entry for it', async ({ page }) => {
  await signIn(page, 'billing')
  await expect(page.getByRole('navigation').getByRole('link', { name: /API reference|Riferimento API/ })).toHaveCount(0)
})
