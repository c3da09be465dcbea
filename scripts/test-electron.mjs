#!/usr/bin/env node
/**
 * `npm run test:electron`: the end-to-end tests of the real desktop app (tests/electron/, run by
 * Playwright's Electron support), after a build of the app. They need Electron's own binary,
 * which `npm ci` downloads where GitHub's releases are reachable; where it is missing (as on the
 * machines this project is built on) this stops at once, in one line, with a non-zero exit. Not
 * part of `npm test`: CI runs it on every OS (.github/workflows/ci.yml).
 */
import { spawnSync } from 'node:child_process'
import { findElectronBinary } from './desktop-native.mjs'

const found = findElectronBinary()
if (found.missing) {
  console.error(`test:electron needs Electron's binary, and ${found.missing}.`)
  process.exit(1)
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
const steps = [
  ['electron-vite', ['build']],
  ['playwright', ['test', '--config', 'tests/electron/playwright.config.ts', ...process.argv.slice(2)]],
]
for (const [tool, args] of steps) {
  const result = spawnSync(npx, ['--no-install', tool, ...args], { stdio: 'inherit', shell: process.platform === 'win32' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
