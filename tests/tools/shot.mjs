import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs'
const [url, out, w, h] = process.argv.slice(2)
const b = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] })
const p = await b.newPage({ viewport: { width: +(w||1280), height: +(h||800) } })
p.on('console', m => console.log('console:', m.type(), m.text()))
await p.goto(url); await p.waitForTimeout(1500)
await p.screenshot({ path: out, fullPage: true }); await b.close()
