import { defineConfig } from '@playwright/test'

// The real desktop app, launched by Playwright's Electron support (`npm run test:electron`, which
// builds it first). Each test starts its own app with its own user-data folder (app.ts).
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 90_000,
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
})
