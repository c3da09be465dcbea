#!/usr/bin/env node
/**
 * `npm start`: opens the desktop app on the embedded sandbox.
 * 1. finds the Electron binary (downloading it once, as the electron package does on first use);
 * 2. makes sure an Electron build of better-sqlite3 is in build/native/ (scripts/rebuild-electron-sqlite.mjs);
 * 3. runs `electron-vite build` when out/ is missing or older than the sources;
 * 4. starts Electron on the project and passes its exit code on.
 * Each step that cannot be done stops with one clear line saying what to do, not a stack trace.
 */
import { spawn, spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { findElectronBinary, isCurrent, nativeFolder, projectRoot, wantedBuild } from './desktop-native.mjs'

const require = createRequire(import.meta.url)

/** Sources whose change means the bundles in out/ must be rebuilt. */
export const SOURCES = ['main', 'preload', 'renderer', 'local-server', 'electron.vite.config.ts', 'package.json']
export const OUTPUTS = ['out/main/index.js', 'out/main/gateway-worker.js', 'out/preload/index.cjs', 'out/renderer/index.html']

function newestMtime(file) {
  const st = statSync(file, { throwIfNoEntry: false })
  if (!st) return 0
  if (!st.isDirectory()) return st.mtimeMs
  let newest = st.mtimeMs
  for (const entry of readdirSync(file)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue
    newest = Math.max(newest, newestMtime(path.join(file, entry)))
  }
  return newest
}

/** True when an output is missing or any source file is newer than the oldest output. */
export function isBuildStale(root = projectRoot) {
  const outputs = OUTPUTS.map((f) => statSync(path.join(root, f), { throwIfNoEntry: false }))
  if (outputs.some((s) => !s)) return true
  const oldestOutput = Math.min(...outputs.map((s) => s.mtimeMs))
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > oldestOutput)
}

/** The Electron executable the electron package points at, or null when it is not installed. */
export function electronBinary(root = projectRoot) {
  return findElectronBinary(root).binary ?? null
}

function fail(message) {
  console.error(`npm start: ${message}`)
  return 1
}

function findOrInstallElectron() {
  const found = electronBinary()
  if (found) return found
  console.log('npm start: downloading the Electron binary (first start)…')
  const dir = path.dirname(require.resolve('electron/package.json', { paths: [projectRoot] }))
  const r = spawnSync(process.execPath, [path.join(dir, 'install.js')], { cwd: projectRoot, encoding: 'utf8' })
  if (r.status === 0) return electronBinary()
  // install.js prints a stack trace; its first line is the useful part.
  const reason = `${r.stderr ?? ''}`.split('\n').find((l) => l.trim() !== '')?.trim() ?? 'unknown error'
  console.error(`npm start: Electron could not be downloaded (${reason}).`)
  return null
}

export async function main() {
  const electron = findOrInstallElectron()
  if (!electron) {
    return fail(
      'the Electron binary is not installed, so the desktop app cannot open on this machine. ' +
        'Install it with network access (`npx install-electron`), or use `npm run serve` and a browser.',
    )
  }

  const wanted = wantedBuild()
  if (!isCurrent(nativeFolder(process.platform, process.arch), wanted)) {
    const r = spawnSync(process.execPath, [path.join(projectRoot, 'scripts', 'rebuild-electron-sqlite.mjs')], { cwd: projectRoot, stdio: 'inherit' })
    if (r.status !== 0) {
      return fail(`better-sqlite3 could not be built for Electron ${wanted.electron}; see docs/desktop.md ("Native module").`)
    }
  }

  if (isBuildStale()) {
    // The package's exports hide bin/, so go through its package.json.
    const cli = path.join(path.dirname(require.resolve('electron-vite/package.json', { paths: [projectRoot] })), 'bin', 'electron-vite.js')
    const r = spawnSync(process.execPath, [cli, 'build'], { cwd: projectRoot, stdio: 'inherit' })
    if (r.status !== 0) return fail('`electron-vite build` failed (its messages are above).')
  }

  const child = spawn(electron, [projectRoot], { cwd: projectRoot, stdio: 'inherit', windowsHide: false })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  return new Promise((resolve) => {
    child.on('error', (err) => resolve(fail(`Electron did not start: ${err.message}`)))
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code
    },
    (err) => {
      process.exitCode = fail(err instanceof Error ? err.message : String(err))
    },
  )
}
