#!/usr/bin/env node
/**
 * `npm run rebuild:electron-sqlite [-- --arch x64|arm64] [--platform P] [--force]`
 *
 * Builds better-sqlite3 for Electron into build/native/<platform>-<arch>/better_sqlite3.node,
 * leaving node_modules' own (Node) build untouched for tests and `serve`. @electron/rebuild does
 * the work on a copy of the package in a folder of its own: better-sqlite3's prebuilt Electron
 * binary through prebuild-install, else a compile against Electron's headers (needs a C++
 * toolchain). Then the result is checked to really be an Electron build, because a Node build
 * labelled as Electron's is the usual failure (see docs/desktop.md). Needs the network (GitHub
 * releases or electronjs.org headers) and Node ≥ 22.12 (@electron/rebuild's own); run it on each
 * OS you package on.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, copyFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { checkElectronAbi, INFO_FILE, isCurrent, NATIVE_FILE, nativeFolder, projectRoot, wantedBuild } from './desktop-native.mjs'

/**
 * npm passes its configuration to scripts as `npm_config_*` variables, and node-gyp reads them: a
 * `nodedir` (set on machines that build Node addons offline) makes it compile against Node's
 * headers whatever target it is given, and `target`/`runtime`/`disturl` would likewise override
 * Electron's. These are npm's settings for Node builds, never what this Electron build wants.
 */
export const NODE_BUILD_SETTINGS = /^npm_config_(nodedir|target|target_arch|runtime|disturl|dist_url|build_from_source)$/i

/**
 * Removes npm's Node-build settings (NODE_BUILD_SETTINGS) from an environment, in place: given
 * this process's own, since @electron/rebuild runs here and node-gyp inherits it.
 */
export function dropNodeBuildSettings(env) {
  for (const name of Object.keys(env)) if (NODE_BUILD_SETTINGS.test(name)) delete env[name]
  return env
}

/**
 * A folder @electron/rebuild can work in: a package.json depending on better-sqlite3, a copy of
 * the package without its Node build, and links to the packages its install uses (prebuild-install,
 * bindings), which are resolved from the project's node_modules.
 */
export function prepareWorkFolder(work, wanted, root = projectRoot) {
  const modules = path.join(work, 'node_modules')
  const copy = path.join(modules, 'better-sqlite3')
  cpSync(wanted.sqliteDir, copy, { recursive: true, filter: (src) => !src.startsWith(path.join(wanted.sqliteDir, 'build')) })
  for (const helper of ['prebuild-install', 'bindings', 'file-uri-to-path']) {
    // A junction on Windows needs no administrator rights; elsewhere the type is ignored.
    symlinkSync(path.join(root, 'node_modules', helper), path.join(modules, helper), 'junction')
  }
  writeFileSync(path.join(work, 'package.json'), JSON.stringify({ name: 'electron-sqlite-build', private: true, dependencies: { 'better-sqlite3': wanted.betterSqlite3 } }))
  return path.join(copy, 'build', 'Release', NATIVE_FILE)
}

export async function main(argv = process.argv.slice(2)) {
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
    const file = prepareWorkFolder(work, wanted)
    dropNodeBuildSettings(process.env)
    console.log(`rebuild-electron-sqlite: @electron/rebuild for Electron ${wanted.electron} (${platform}-${arch})`)
    const { rebuild } = await import('@electron/rebuild')
    await rebuild({ buildPath: work, electronVersion: wanted.electron, arch, platform, onlyModules: ['better-sqlite3'], force: true, mode: 'sequential' })
    const method = '@electron/rebuild'
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = await main()
