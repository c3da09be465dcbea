#!/usr/bin/env node
/**
 * `npm run rebuild:electron-sqlite [-- --arch x64|arm64] [--force]`
 *
 * Builds better-sqlite3 for Electron into build/native/<platform>-<arch>/better_sqlite3.node,
 * leaving node_modules' own (Node) build untouched for tests and `serve`. It works on a copy of
 * the package: first prebuild-install's Electron binary, else a compile with node-gyp against
 * Electron's headers (needs a C++ toolchain). Then it checks the result really is an Electron
 * build, because a Node build labelled as Electron's is the usual failure (see docs/desktop.md).
 * Needs the network (GitHub releases or electronjs.org headers); run it on each OS you package on.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { homedir, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { checkElectronAbi, INFO_FILE, isCurrent, NATIVE_FILE, nativeFolder, projectRoot, wantedBuild } from './desktop-native.mjs'

const require = createRequire(import.meta.url)

function run(label, args, cwd) {
  console.log(`rebuild-electron-sqlite: ${label}`)
  const r = spawnSync(process.execPath, args, { cwd, stdio: 'inherit', env: { ...process.env, npm_config_runtime: 'electron' } })
  return r.status === 0
}

/** Answers the path of the built binary inside `work`, or throws with what was tried. */
function build(work, wanted, platform, arch) {
  const prebuild = require.resolve('prebuild-install/bin.js', { paths: [projectRoot] })
  const ok = run(`prebuild-install for Electron ${wanted.electron} (${platform}-${arch})`, [
    prebuild, '--runtime', 'electron', '--target', wanted.electron, '--arch', arch, '--platform', platform, '--verbose',
  ], work)
  if (ok) return { file: path.join(work, 'build', 'Release', NATIVE_FILE), method: 'prebuild-install' }
  if (platform !== process.platform) {
    throw new Error(`no prebuilt binary for ${platform}-${arch}, and compiling for another OS is not possible: run this on ${platform}`)
  }
  const gyp = require.resolve('node-gyp/bin/node-gyp.js', { paths: [projectRoot] })
  const compiled = run(`node-gyp against Electron ${wanted.electron} headers`, [
    gyp, 'rebuild', '--release', `--target=${wanted.electron}`, `--arch=${arch}`,
    '--dist-url=https://electronjs.org/headers', `--devdir=${path.join(homedir(), '.electron-gyp')}`,
  ], work)
  if (!compiled) throw new Error('both prebuild-install and node-gyp failed (network to GitHub or electronjs.org, or a C++ toolchain, is needed)')
  return { file: path.join(work, 'build', 'Release', NATIVE_FILE), method: 'node-gyp' }
}

export function main(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: { arch: { type: 'string' }, platform: { type: 'string' }, force: { type: 'boolean' } },
    strict: true,
  })
  const platform = values.platform ?? process.platform
  const arch = values.arch ?? process.arch
  const wanted = wantedBuild()
  const folder = nativeFolder(platform, arch)
  if (!values.force && isCurrent(folder, wanted)) {
    console.log(`rebuild-electron-sqlite: ${path.relative(projectRoot, folder)} is current (Electron ${wanted.electron})`)
    return 0
  }
  const work = mkdtempSync(path.join(tmpdir(), 'electron-sqlite-'))
  try {
    // A copy without the Node build, so node_modules/better-sqlite3 is never touched.
    cpSync(wanted.sqliteDir, work, { recursive: true, filter: (src) => !src.startsWith(path.join(wanted.sqliteDir, 'build')) })
    const { file, method } = build(work, wanted, platform, arch)
    if (platform === process.platform && arch === process.arch) {
      const check = checkElectronAbi(file, wanted.abi)
      if (!check.ok) throw new Error(`the result is not an Electron build: ${check.reason}`)
    }
    mkdirSync(folder, { recursive: true })
    copyFileSync(file, path.join(folder, NATIVE_FILE))
    const info = { electron: wanted.electron, abi: wanted.abi, betterSqlite3: wanted.betterSqlite3, platform, arch, method }
    writeFileSync(path.join(folder, INFO_FILE), `${JSON.stringify(info, null, 2)}\n`)
    console.log(`rebuild-electron-sqlite: wrote ${path.relative(projectRoot, path.join(folder, NATIVE_FILE))} (${method})`)
    return 0
  } catch (err) {
    console.error(`rebuild-electron-sqlite: ${err instanceof Error ? err.message : String(err)}`)
    return 1
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main()
