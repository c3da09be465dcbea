import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * The rules the app is held to: WCAG 2.0 and 2.1, levels A and AA, and axe's best practices (one
 * main heading per screen, every content inside a landmark, headings in order).
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations']

/** One line per failing element, with the rule, its impact and what axe says to fix. */
function describeViolations(violations: Violations): string {
  return violations
    .map((v) => {
      const shown = v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replaceAll('\n', '\n      ') ?? ''}`)
      const more = v.nodes.length > shown.length ? [`    …and ${v.nodes.length - shown.length} more`] : []
      return `  [${v.impact ?? '?'}] ${v.id}: ${v.help} (${v.helpUrl})\n${[...shown, ...more].join('\n')}`
    })
    .join('\n')
}

/** What axe-core finds on the page as it is now, against the rules above. */
export async function axeViolations(page: Page): Promise<Violations> {
  // The app draws no frames: axe runs whole in the page ("legacy" mode) rather than finishing
  // each run in a new blank page, which costs a second a screen on a busy machine.
  return (await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze()).violations
}

/** axe-core finds nothing against WCAG 2.1 A/AA and the best practices on the page as it is now. */
async function expectAccessible(page: Page, name: string): Promise<void> {
  const violations = await axeViolations(page)
  // Soft: the tour goes on, so that one run lists every screen's problems.
  const rules = violations.map((v) => `${v.id} (${v.nodes.length})`)
  expect.soft(rules, `${name}: accessibility violations\n${describeViolations(violations)}`).toEqual([])
}

/**
 * Nothing scrolls sideways: the document is no wider than the window; no element inside main
 * reaches past the right edge of its content, where the cards end (unless a scrolling box of its
 * own holds it, like a wide table's); and no table's scrolling box scrolls, its columns fitting.
 */
async function expectNoSideScroll(page: Page, name: string): Promise<void> {
  const found = await page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    const main = document.querySelector('main')
    const style = main ? getComputedStyle(main) : null
    const edge = main && style ? main.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth) : width
    const wide: string[] = []
    const tables: string[] = []
    const scrolls = (el: Element): boolean => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX)
    const clippedBy = (el: Element): boolean => {
      for (let p = el.parentElement; p && p.tagName !== 'MAIN'; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX
        if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') return true
      }
      return false
    }
    const fixedToWindow = (el: Element): boolean => {
      for (let p: Element | null = el; p && p.tagName !== 'MAIN'; p = p.parentElement) if (getComputedStyle(p).position === 'fixed') return true
      return false
    }
    const describe = (el: Element): string => {
      const id = el.id ? `#${el.id}` : ''
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''
      return `${el.tagName.toLowerCase()}${id}${cls}`
    }
    for (const el of Array.from(document.querySelectorAll('main *'))) {
      const r = el.getBoundingClientRect()
      if (r.width > 0 && scrolls(el) && el.querySelector('table') && el.scrollWidth > el.clientWidth + 1) {
        tables.push(`${describe(el)} (${el.scrollWidth} > ${el.clientWidth} px)`)
      }
      if (r.width === 0 || (r.right <= Math.min(edge, width) + 0.5 && r.width <= width)) continue
      // A dialog and its backdrop lie over the screen, fixed to the window (checked above): they have no column to keep to.
      if (clippedBy(el) || el.closest('dialog, [role=dialog]') || fixedToWindow(el)) continue
      wide.push(`${describe(el)} (right ${Math.round(r.right)} px, content edge ${Math.round(edge)} px)`)
    }
    return { scrollWidth: root.scrollWidth, width, wide: wide.slice(0, 8), tables }
  })
  expect.soft(found.scrollWidth, `${name}: the page scrolls sideways (${found.scrollWidth} > ${found.width} px)`).toBeLessThanOrEqual(found.width)
  expect.soft(found.wide, `${name}: elements past the right edge of the screen's content`).toEqual([])
  expect.soft(found.tables, `${name}: tables that scroll sideways`).toEqual([])
}

/**
 * One stop of the screen tour: no accessibility violation, no sideways scroll, and a screenshot
 * under tests/artifacts/every-screen/<lang>-<name>.png for people to look at.
 */
export async function checkScreen(page: Page, lang: string, name: string): Promise<void> {
  const label = `${lang}-${name}`
  // Transitions finished first: a calendar closing as the form was sent was caught half faded,
  // over the fields the screenshot is meant to show.
  await page.screenshot({ path: `tests/artifacts/every-screen/${label}.png`, fullPage: true, animations: 'disabled' })
  await expectNoSideScroll(page, label)
  await expectAccessible(page, label)
}
