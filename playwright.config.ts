import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs'

// Browser tests drive Debian's Chromium (never a downloaded browser) against `npm run serve` on a
// fresh, seeded data folder. Screenshots are kept under tests/artifacts for people to look at.
const CHROMIUM = chromiumPath()
if (!existsSync(CHROMIUM)) {
  throw new Error(`The browser tests drive Debian's Chromium at ${CHROMIUM}, which is missing: apt-get install -y chromium (or set CHROMIUM_PATH).`)
}
const PORT = Number(process.env.E2E_PORT ?? 8797)
const DATA = process.env.E2E_DATA ?? `.e2e-data-${PORT}`
// Where `serve` asks nameservers in the DNS check, and the DNS check's spec starts its own:
// set here, so the spec (in a worker, which inherits the environment) reads the same number.
process.env.E2E_DNS_PORT ??= String(PORT + 10000)
const DNS_PORT = process.env.E2E_DNS_PORT

export default defineConfig({
  testDir: 'tests/e2e/specs',
  outputDir: 'tests/artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    screenshot: 'on',
    // A failing test keeps a trace of its page (DOM snapshots, network, console) for
    // `npx playwright show-trace`, without the screencast: on one core's worth of CPU the
    // screencast added a fifth to the tests' time and the snapshots a tenth more (billing.spec.ts:
    // 57 s, 46 s without the screencast, 42 s with no trace). CI keeps only what it prints, so
    // .ci/run records none (E2E_TRACE=off).
    trace: process.env.E2E_TRACE === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: `node scripts/e2e-server.mjs ${PORT} ${DATA} ${DNS_PORT}`,
    url: `http://127.0.0.1:${PORT}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
})
