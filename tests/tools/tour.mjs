// Signs in and takes a screenshot of each given screen: for people to look at what they build.
// usage: node tests/tools/tour.mjs BASE USER OUTDIR path1 [path2 …]
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs'
const [base, user, outDir, ...paths] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] })
const page = await browser.newPage({ viewport: { width: Number(process.env.WIDTH ?? 1280), height: 860 }, locale: process.env.LOCALE ?? 'it-IT' })
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()) })
page.on('pageerror', (e) => console.log('page error:', e.message))
await page.goto(`${base}/#/sign-in`)
await page.fill('input[name=username]', user)
await page.fill('input[name=password]', 'sandbox')
await page.click('button[type=submit]')
await page.waitForTimeout(1000)
for (const [i, p] of paths.entries()) {
  await page.goto(`${base}/#${p}`)
  await page.waitForTimeout(2500)
  await page.screenshot({ path: `${outDir}/tour-${i}.png`, fullPage: true })
  console.log('shot', i, p)
}
await browser.close()
