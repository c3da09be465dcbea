/**
 * The screens' part of `npm run bench` (issue 13, "Screens"): the web build served by the sandbox
 * on the bench's data folder, driven in Debian's Chromium through @playwright/test's library API,
 * and timed with the page's own clock (`performance.now()`), from the action that changes the
 * screen to the first frame painted after the DOM shows the new content:
 *
 * - a list page change: the payments list's "next page" button, to the next page's rows;
 * - an invoice's first PDF page: from opening the invoice's screen to its first page drawn by
 *   pdf.js, on the first open in a fresh browser context (the viewer's chunk and the pdf.js worker
 *   load then) and on repeated opens.
 *
 * The browser runs free on every core, as on a registrar's computer, where nothing is pinned and
 * Chromium's processes (the page's, the compositor's, the browser's own) work side by side; the
 * first open is timed once more with the browser confined to the benchmark's one core, for
 * comparison with the runs before 2026-12-06, which measured it so. It measures only: no figure
 * fails it.
 */
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs'
import { ensureWebBuild } from '../web-build.mjs'
import { readDataFolder } from './data-folder.js'
import { type Cores, pinSelf, type RunningServer, startSandbox } from './servers.js'

/** Issue 13's goals, in milliseconds. */
const LIST_PAGE_GOAL_MS = 50
const PDF_PAGE_GOAL_MS = 150

export interface ScreenRepetitions {
  /** Next-page clicks in the payments list. */
  readonly listPages: number
  /** Fresh browser contexts, each opening an invoice once (the first open). */
  readonly firstOpens: number
  /** Invoice opens after the first, in one context. */
  readonly repeatedOpens: number
}

export const screenRepetitions = (smoke: boolean): ScreenRepetitions =>
  smoke ? { listPages: 2, firstOpens: 1, repeatedOpens: 2 } : { listPages: 20, firstOpens: 5, repeatedOpens: 20 }

export interface ScreenTiming {
  readonly scenario: string
  readonly repetitions: number
  readonly medianMs: number
  readonly p95Ms: number
  readonly maxMs: number
  /** None for a figure shown for comparison only. */
  readonly goalMs: number | undefined
  /** Every repetition, in order. */
  readonly samplesMs: readonly number[]
}

/** Nearest-rank percentile of a non-empty list. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

function timing(scenario: string, goalMs: number | undefined, samples: readonly number[]): ScreenTiming {
  const round = (v: number) => Math.round(v * 10) / 10
  return {
    scenario,
    repetitions: samples.length,
    medianMs: round(percentile(samples, 50)),
    p95Ms: round(percentile(samples, 95)),
    maxMs: round(Math.max(...samples)),
    goalMs,
    samplesMs: samples.map(round),
  }
}

/** Two of DEMO-REG's payment invoices: the screens open them in turn. */
function invoicesToOpen(dataDir: string): [number, number] {
  const ids = readDataFolder(
    dataDir,
    (db) =>
      db
        .prepare(`SELECT i.id FROM invoices i JOIN registrars r ON r.id = i.registrar_id WHERE r.code = 'DEMO-REG' AND i.kind = 'payment' ORDER BY i.id LIMIT 2`)
        .all() as { id: number }[],
  )
  if (ids.length < 2) throw new Error(`the data folder has ${ids.length} payment invoices of DEMO-REG; the screens need two`)
  return [ids[0]!.id, ids[1]!.id]
}

/**
 * How the sign-in form is filled: as a person types (a fast typist, ten keys a second), which is
 * the time the sign-in screen has to prepare a first invoice (sign-in-ahead.ts); or all at once,
 * as only a script does.
 */
type Typing = 'person' | 'instant'
const KEY_DELAY_MS = 100

async function type(page: Page, label: RegExp, text: string, typing: Typing): Promise<void> {
  const field = page.getByLabel(label)
  if (typing === 'instant') await field.fill(text)
  else await field.pressSequentially(text, { delay: KEY_DELAY_MS })
}

/** A new context signed in as `admin` through the sign-in screen, on the home screen. */
async function signedIn(browser: Browser, url: string, typing: Typing = 'instant'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 }, locale: 'en-GB' })
  const page = await context.newPage()
  await page.goto('/#/sign-in?redirect=%2F')
  await type(page, /Nome utente|Username/, 'admin', typing)
  await type(page, /Password/, 'sandbox', typing)
  await page.locator('form button[type=submit]').click()
  await page.getByTestId('signed-in-user').waitFor()
  return { context, page }
}

/**
 * Run in the page (as text: the bench runs under tsx, whose helpers the page does not have):
 * runs `act`, then resolves with the milliseconds until `done` holds and the frame after it is
 * painted (a requestAnimationFrame, then a message: its handler runs once that frame's paint is
 * done). `act` and `done` are function bodies.
 */
const PAGE_TIMER = `(act, done, limitMs) => new Promise((resolve, reject) => {
  const isDone = new Function(done)
  const run = new Function(act)
  let started = 0
  const painted = () => requestAnimationFrame(() => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve(performance.now() - started)
    channel.port2.postMessage(null)
  })
  const observer = new MutationObserver(() => {
    if (!isDone()) return
    observer.disconnect()
    clearTimeout(timer)
    painted()
  })
  const timer = setTimeout(() => {
    observer.disconnect()
    reject(new Error('not done within ' + limitMs + ' ms: ' + done))
  }, limitMs)
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
  started = performance.now()
  run()
})`

function timeInPage(page: Page, act: string, done: string, limitMs = 60_000): Promise<number> {
  return page.evaluate(`(${PAGE_TIMER})(${JSON.stringify(act)}, ${JSON.stringify(done)}, ${limitMs})`)
}

/** The rows' text, to tell the next page's rows from the current ones. */
const ROWS = `Array.from(document.querySelectorAll('[data-testid=payments-table] tbody tr'), (r) => r.textContent).join('\\n')`

/**
 * How long a person looks at a page before asking for the next: the screen meanwhile does what it
 * leaves for idle moments (the next page fetched ahead, the URL written: use-list-state.ts).
 */
const READING_MS = 1000

/** Next-page clicks, each after `pauseMs` on the page before (0: back to back, as only a script clicks). */
async function listPageChanges(page: Page, times: number, pauseMs: number): Promise<number[]> {
  await page.evaluate(`location.hash = '#/payments'`)
  await page.locator('[data-testid=payments-table] tbody tr').first().waitFor()
  const samples: number[] = []
  for (let i = 0; i < times; i++) {
    if (pauseMs > 0) await page.waitForTimeout(pauseMs)
    const before = await page.evaluate(`${ROWS}`)
    samples.push(
      await timeInPage(
        page,
        `document.querySelector('[data-testid=page-next]').click()`,
        `const rows = ${ROWS}; return rows !== '' && rows !== ${JSON.stringify(before)}`,
      ),
    )
  }
  return samples
}

/** Opens invoice `id`'s screen (a new address, so a new screen) and waits for its first PDF page drawn. */
function openInvoice(page: Page, id: number): Promise<number> {
  return timeInPage(
    page,
    `window.__benchViewer = document.querySelector('[data-testid=pdf-viewer]'); location.hash = '#/invoices/${id}'`,
    `const first = document.querySelector('[data-testid=pdf-page][data-rendered=true]'); return !!first && first.closest('[data-testid=pdf-viewer]') !== window.__benchViewer`,
  )
}

export interface ScreenDeps {
  readonly root: string
  readonly dataDir: string
  /** The sandbox runs on the server's core, the browser on every core (servers.ts); undefined without taskset. */
  readonly cores: Cores | undefined
  readonly repetitions: ScreenRepetitions
  readonly log: (line: string) => void
}

const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] })

/**
 * Launches the browser free on every core: the benchmark is pinned to the load generator's core,
 * and what it spawns inherits that, so it is unpinned for the launch (Chromium's later processes
 * inherit the browser's cores) and pinned back after.
 */
async function launchOnEveryCore(cores: Cores | undefined): Promise<Browser> {
  if (!cores) return launchBrowser()
  pinSelf(cores.every)
  try {
    return await launchBrowser()
  } finally {
    pinSelf(cores.client)
  }
}

export async function measureScreens(deps: ScreenDeps): Promise<ScreenTiming[]> {
  ensureWebBuild(deps.root)
  const [invoiceA, invoiceB] = invoicesToOpen(deps.dataDir)
  let sandbox: RunningServer | undefined
  let browser: Browser | undefined
  let confined: Browser | undefined
  try {
    sandbox = await startSandbox(deps.root, deps.dataDir, deps.cores?.server)
    browser = await launchOnEveryCore(deps.cores)
    const { repetitions: reps } = deps

    // Unmeasured: both invoices opened once, so that their PDFs (drawn on first download on scale
    // data) are stored, and the server has compiled the routes' schemas.
    const warm = await signedIn(browser, sandbox.url)
    for (const id of [invoiceA, invoiceB]) await openInvoice(warm.page, id)
    await listPageChanges(warm.page, 1, 0)
    await warm.context.close()

    const { context, page } = await signedIn(browser, sandbox.url)
    const list = await listPageChanges(page, reps.listPages, READING_MS)
    deps.log(`bench: screens: payments list, next page: ${list.map((ms) => ms.toFixed(1)).join(', ')} ms`)
    const listBackToBack = await listPageChanges(page, reps.listPages, 0)
    deps.log(`bench: screens: payments list, next page clicked back to back: ${listBackToBack.map((ms) => ms.toFixed(1)).join(', ')} ms`)

    // The first open: right after signing in, in a fresh context (nothing cached), the sign-in
    // typed as a person types it; then the same with the form filled at once by the script, which
    // leaves the sign-in screen no time to prepare anything (for comparison, no goal).
    const firstOpens = async (typing: Typing, on: Browser = browser!): Promise<number[]> => {
      const samples: number[] = []
      for (let i = 0; i < reps.firstOpens; i++) {
        const fresh = await signedIn(on, sandbox!.url, typing)
        samples.push(await openInvoice(fresh.page, invoiceA))
        await fresh.context.close()
      }
      return samples
    }
    const first = await firstOpens('person')
    deps.log(`bench: screens: invoice PDF, first open: ${first.map((ms) => ms.toFixed(1)).join(', ')} ms`)
    const firstInstant = await firstOpens('instant')
    deps.log(`bench: screens: invoice PDF, first open, sign-in filled at once: ${firstInstant.map((ms) => ms.toFixed(1)).join(', ')} ms`)
    // The same first open, the browser confined to the benchmark's core, as the runs before
    // 2026-12-06 measured it (its processes then queue behind each other on that core).
    let firstConfined: number[] = []
    if (deps.cores) {
      confined = await launchBrowser()
      firstConfined = await firstOpens('person', confined)
      await confined.close()
      confined = undefined
      deps.log(`bench: screens: invoice PDF, first open, the browser on core ${deps.cores.client}: ${firstConfined.map((ms) => ms.toFixed(1)).join(', ')} ms`)
    }

    // Repeated opens in the one context: A and B in turn, each a new screen.
    await openInvoice(page, invoiceA)
    const repeated: number[] = []
    for (let i = 0; i < reps.repeatedOpens; i++) repeated.push(await openInvoice(page, i % 2 === 0 ? invoiceB : invoiceA))
    deps.log(`bench: screens: invoice PDF, repeated opens: ${repeated.map((ms) => ms.toFixed(1)).join(', ')} ms`)
    await context.close()

    return [
      timing('screen: payments list, next page', LIST_PAGE_GOAL_MS, list),
      timing('screen: payments list, next page clicked back to back by the script', undefined, listBackToBack),
      timing('screen: invoice first PDF page, first open', PDF_PAGE_GOAL_MS, first),
      timing('screen: invoice first PDF page, first open, sign-in filled at once by the script', undefined, firstInstant),
      ...(firstConfined.length > 0 ? [timing('screen: invoice first PDF page, first open, the browser confined to one core', undefined, firstConfined)] : []),
      timing('screen: invoice first PDF page, repeated opens', PDF_PAGE_GOAL_MS, repeated),
    ]
  } finally {
    await confined?.close()
    await browser?.close()
    await sandbox?.stop()
  }
}

/** A Markdown table, as docs/performance.md shows it. */
export function formatScreenTable(rows: readonly ScreenTiming[]): string {
  const lines = ['| screen | repetitions | median ms | p95 ms | max ms | goal ms |', '|---|---|---|---|---|---|']
  const goal = (r: ScreenTiming) => (r.goalMs === undefined ? '–' : `≤ ${r.goalMs}${r.p95Ms <= r.goalMs ? ' ✓' : ''}`)
  for (const r of rows) lines.push(`| ${r.scenario.replace(/^screen: /, '')} | ${r.repetitions} | ${r.medianMs} | ${r.p95Ms} | ${r.maxMs} | ${goal(r)} |`)
  return lines.join('\n')
}
