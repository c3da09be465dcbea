import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { nativeBuildFolder, resolvePaths } from '../../../main/paths.js'
import { abiFromLoadError, checkElectronAbi, findElectronBinary, INFO_FILE, isCurrent, NATIVE_FILE, nativeFolder, projectRoot, wantedBuild } from '../../../scripts/desktop-native.mjs'
import { dropNodeBuildSettings, prepareWorkFolder } from '../../../scripts/rebuild-electron-sqlite.mjs'
import { isBuildStale, OUTPUTS, SOURCES } from '../../../scripts/start.mjs'

const temp = () => mkdtempSync(path.join(tmpdir(), 'desk-scripts-'))

describe('the Electron build of better-sqlite3', () => {
  it('lives where main looks for it under npm start', () => {
    expect(nativeFolder('linux', 'x64', '/p')).toBe(path.join('/p', nativeBuildFolder('linux', 'x64')))
    const inputs = { isPackaged: false, appPath: '/p', resourcesPath: '/x', userData: '/u', logs: '/l', platform: 'linux' as const, arch: 'x64' }
    expect(resolvePaths({ ...inputs, exists: () => true }).nativeBinding).toBe(path.join(nativeFolder('linux', 'x64', '/p'), NATIVE_FILE))
    // Without it, better-sqlite3's own build is tried, and the error window names the problem.
    expect(resolvePaths({ ...inputs, exists: () => false }).nativeBinding).toBeUndefined()
  })

  it("targets the installed Electron's ABI", () => {
    const wanted = wantedBuild()
    expect(wanted.electron).toBe('45.4.1')
    expect(wanted.abi).toBe('150')
  })

  it('is current only for the same Electron, ABI and better-sqlite3', () => {
    const dir = temp()
    const wanted = { electron: '45.4.1', abi: '150', betterSqlite3: '12.11.1' }
    expect(isCurrent(dir, wanted)).toBe(false)
    writeFileSync(path.join(dir, NATIVE_FILE), 'x')
    expect(isCurrent(dir, wanted)).toBe(false)
    writeFileSync(path.join(dir, INFO_FILE), JSON.stringify(wanted))
    expect(isCurrent(dir, wanted)).toBe(true)
    expect(isCurrent(dir, { ...wanted, electron: '46.0.0' })).toBe(false)
  })

  it("tells a Node build from an Electron one by Node's refusal to load it", () => {
    const message = "The module '/x/better_sqlite3.node'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 150. This version of Node.js requires\nNODE_MODULE_VERSION 115."
    expect(abiFromLoadError(message)).toBe('150')
    expect(checkElectronAbi('f', '150', () => { throw new Error(message) })).toEqual({ ok: true })
    expect(checkElectronAbi('f', '140', () => { throw new Error(message) })).toMatchObject({ ok: false })
    // The package's own build (made for Node by npm ci) is exactly what must never ship.
    const nodeBuild = path.join(projectRoot, 'node_modules', 'better-sqlite3', 'build', 'Release', NATIVE_FILE)
    expect(checkElectronAbi(nodeBuild, '150')).toMatchObject({ ok: false, reason: expect.stringContaining('Node build') })
  })
})

describe('finding Electron’s binary (npm start, test:electron, check:electron-sqlite)', () => {
  /** A project whose electron package is installed; its download present or not. */
  function project(download: 'done' | 'skipped' | 'lost') {
    const root = temp()
    const pkg = path.join(root, 'node_modules', 'electron')
    mkdirSync(path.join(pkg, 'dist'), { recursive: true })
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'electron', version: '45.4.1' }))
    if (download !== 'skipped') writeFileSync(path.join(pkg, 'path.txt'), 'electron')
    if (download === 'done') writeFileSync(path.join(pkg, 'dist', 'electron'), '')
    return { root, binary: path.join(pkg, 'dist', 'electron') }
  }

  it('answers the binary the electron package points at, or says why there is none', () => {
    const done = project('done')
    expect(findElectronBinary(done.root, {})).toEqual({ binary: done.binary })
    expect(findElectronBinary(project('skipped').root, {}).missing).toMatch(/download failed or was skipped/)
    expect(findElectronBinary(project('lost').root, {}).missing).toMatch(/dist.electron is missing/)
    expect(findElectronBinary(temp(), {}).missing).toMatch(/not installed/)
  })

  it('follows ELECTRON_OVERRIDE_DIST_PATH, as the electron package does', () => {
    const { root } = project('skipped')
    writeFileSync(path.join(root, 'node_modules', 'electron', 'path.txt'), 'electron')
    const elsewhere = temp()
    writeFileSync(path.join(elsewhere, 'electron'), '')
    expect(findElectronBinary(root, { ELECTRON_OVERRIDE_DIST_PATH: elsewhere })).toEqual({ binary: path.join(elsewhere, 'electron') })
  })
})

describe('npm run rebuild:electron-sqlite', () => {
  it('gives @electron/rebuild a copy of better-sqlite3 without its Node build, with what its install uses', () => {
    const wanted = wantedBuild()
    const work = temp()
    const output = prepareWorkFolder(work, wanted)
    const copy = path.join(work, 'node_modules', 'better-sqlite3')
    expect(output).toBe(path.join(copy, 'build', 'Release', NATIVE_FILE))
    expect(existsSync(path.join(copy, 'binding.gyp'))).toBe(true)
    expect(existsSync(path.join(copy, 'build'))).toBe(false)
    expect(existsSync(path.join(wanted.sqliteDir, 'build', 'Release', NATIVE_FILE))).toBe(true)
    expect(realpathSync(path.join(work, 'node_modules', 'prebuild-install'))).toBe(realpathSync(path.join(projectRoot, 'node_modules', 'prebuild-install')))
    expect(JSON.parse(readFileSync(path.join(work, 'package.json'), 'utf8')).dependencies).toEqual({ 'better-sqlite3': wanted.betterSqlite3 })
  })

  it("drops npm's Node-build settings, which would make node-gyp compile against Node's headers", () => {
    const env = { npm_config_nodedir: '/usr/include/node', npm_config_runtime: 'node', NPM_CONFIG_TARGET: '20.19.0', npm_config_cache: '/c', PATH: '/bin' }
    expect(dropNodeBuildSettings(env)).toEqual({ npm_config_cache: '/c', PATH: '/bin' })
  })
})

describe('npm start', () => {
  function project() {
    const root = temp()
    for (const s of SOURCES) {
      if (s.includes('.')) writeFileSync(path.join(root, s), '{}')
      else {
        mkdirSync(path.join(root, s, 'sub'), { recursive: true })
        writeFileSync(path.join(root, s, 'sub', 'a.ts'), '')
      }
    }
    return root
  }
  // Relative to the file's own time as the file system wrote it, not to the process clock, which
  // may be moved (faketime) or differ from the file system's.
  const age = (file: string, secondsAgo: number) => {
    const t = new Date(statSync(file).mtimeMs - secondsAgo * 1000)
    utimesSync(file, t, t)
  }

  it('builds when an output is missing', () => {
    expect(isBuildStale(project())).toBe(true)
  })

  it('does not build again when the bundles are newer than every source, and does after an edit', () => {
    const root = project()
    for (const s of SOURCES) {
      age(path.join(root, s), 100)
      if (!s.includes('.')) {
        age(path.join(root, s, 'sub', 'a.ts'), 100)
        age(path.join(root, s, 'sub'), 100)
      }
    }
    for (const o of OUTPUTS) {
      mkdirSync(path.dirname(path.join(root, o)), { recursive: true })
      writeFileSync(path.join(root, o), '')
      // Built after the sources, but before the edit below (the clock's resolution may be coarse).
      age(path.join(root, o), 50)
    }
    expect(isBuildStale(root)).toBe(false)
    writeFileSync(path.join(root, 'main', 'sub', 'a.ts'), 'changed')
    expect(isBuildStale(root)).toBe(true)
  })
})
