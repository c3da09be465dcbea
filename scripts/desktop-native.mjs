/**
 * Shared by scripts/start.mjs and scripts/rebuild-electron-sqlite.mjs: where the Electron build
 * of better-sqlite3 lives, how we know it is current, and how to tell an Electron build from a
 * Node one. Node and Electron need different builds (ABI 115 vs 150), so the Electron one is kept
 * apart in build/native/<platform>-<arch>/, and main passes it to better-sqlite3 as nativeBinding.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectRoot = fileURLToPath(new URL('..', import.meta.url))
const require = createRequire(import.meta.url)

export const NATIVE_FILE = 'better_sqlite3.node'
export const INFO_FILE = 'build-info.json'

/** The folder for one platform and architecture (main/paths.ts looks in the same place). */
export function nativeFolder(platform, arch, root = projectRoot) {
  return path.join(root, 'build', 'native', `${platform}-${arch}`)
}

/** What the Electron build must match: Electron's version and ABI, better-sqlite3's version. */
export function wantedBuild(root = projectRoot) {
  const electronDir = path.dirname(require.resolve('electron/package.json', { paths: [root] }))
  const sqliteDir = path.dirname(require.resolve('better-sqlite3/package.json', { paths: [root] }))
  return {
    electron: JSON.parse(readFileSync(path.join(electronDir, 'package.json'), 'utf8')).version,
    abi: readFileSync(path.join(electronDir, 'abi_version'), 'utf8').trim(),
    betterSqlite3: JSON.parse(readFileSync(path.join(sqliteDir, 'package.json'), 'utf8')).version,
    sqliteDir,
  }
}

/** True when the folder holds a binary built for exactly this Electron and better-sqlite3. */
export function isCurrent(folder, wanted) {
  if (!existsSync(path.join(folder, NATIVE_FILE))) return false
  try {
    const info = JSON.parse(readFileSync(path.join(folder, INFO_FILE), 'utf8'))
    return info.electron === wanted.electron && info.betterSqlite3 === wanted.betterSqlite3 && info.abi === wanted.abi
  } catch {
    return false
  }
}

/**
 * Reads Node's refusal to load an Electron addon: 'compiled against … NODE_MODULE_VERSION 150'.
 * Answers the ABI the file was built for, or null when the message says something else.
 */
export function abiFromLoadError(message) {
  const m = /compiled against a different Node\.js version using\s+NODE_MODULE_VERSION (\d+)/.exec(message)
  return m ? m[1] : null
}

/**
 * Checks, under Node, that a binary is NOT a Node build: Node must refuse it and name Electron's
 * ABI. Catches electron-builder's trap of a Node build labelled as an Electron one.
 */
export function checkElectronAbi(file, wantedAbi, dlopen = (f) => process.dlopen({ exports: {} }, f)) {
  try {
    dlopen(file)
  } catch (err) {
    const abi = abiFromLoadError(String(err?.message ?? err))
    if (abi === wantedAbi) return { ok: true }
    return { ok: false, reason: abi ? `built for ABI ${abi}, Electron needs ${wantedAbi}` : `cannot be checked: ${err?.message ?? err}` }
  }
  return { ok: false, reason: `loads in Node ${process.version}: it is a Node build, not an Electron one` }
}

/**
 * The Electron executable `npm ci` put in place (the electron package's `path.txt`, under its
 * `dist/` or ELECTRON_OVERRIDE_DIST_PATH as the package itself reads it), or why there is none:
 * `npm start`, `test:electron` and `check:electron-sqlite` all need it.
 */
export function findElectronBinary(root = projectRoot, env = process.env) {
  let packageDir
  try {
    packageDir = path.dirname(require.resolve('electron/package.json', { paths: [root] }))
  } catch {
    return { missing: 'the electron package is not installed (npm ci)' }
  }
  const pathFile = path.join(packageDir, 'path.txt')
  if (!existsSync(pathFile)) return { missing: "its download failed or was skipped when it was installed (run 'node node_modules/electron/install.js' where GitHub is reachable)" }
  const relative = readFileSync(pathFile, 'utf8').trim()
  const override = env.ELECTRON_OVERRIDE_DIST_PATH
  const binary = override ? path.join(override, relative || 'electron') : path.join(packageDir, 'dist', relative)
  return existsSync(binary) ? { binary } : { missing: `${binary} is missing (run 'node node_modules/electron/install.js')` }
}
