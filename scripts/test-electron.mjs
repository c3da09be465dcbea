#!/usr/bin/env node
/**
 * `npm run test:electron`: the end-to-end tests of the real desktop app (tests/electron/, run by
 * Playwright's Electron support), after a build of the app. They need Electron's own binary,
 * which `npm ci` downloads where GitHub's releases are reachable; where it is missing (as on the
 * machines this project is built on) this stops at once, in one line, with a non-zero exit. Not
 * part of `npm test`: CI runs it on every OS (.github/workflows/ci.yml).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

/** The Electron binary `npm ci` put in place, or why there is none. */
function electronBinary() {
  let packageDir
  try {
    packageDir = path.dirname(require.resolve('electron/package.json'))
  } catch {
    return { missing: 'the electron package is not installed (npm ci)' }
  }
  const pathFile = path.join(packageDir, 'path.txt')
  if (!existsSync(pathFile)) return { missing: "its download failed or was skipped when it was installed (run 'node node_modules/electron/install.js' where GitHub is reachable)" }
  const binary = path.join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim())
  return existsSync(binary) ? { binary } : { missing: `${binary} is missing (run 'node node_modules/electron/install.js')` }
}

const found = electronBinary()
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
