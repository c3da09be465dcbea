import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import electronViteConfig from '../../../electron.vite.config.js'
import { GATEWAY_WORKER_ENTRY, NATIVE_FILE, nativeBuildFolder, resolvePaths } from '../../../main/paths.js'
import { PRODUCT_NAME } from '../../../main/product.js'

// Packaging cannot run here (it downloads Electron): check the configuration instead.
const root = fileURLToPath(new URL('../../../', import.meta.url))
const require = createRequire(import.meta.url)
const configFile = path.join(root, 'build', 'electron-builder.json')
const config = JSON.parse(readFileSync(configFile, 'utf8'))
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))

function pngSize(file: string): { width: number; height: number } {
  const b = readFileSync(file)
  expect(b.subarray(1, 4).toString('ascii')).toBe('PNG')
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) }
}
const targetsOf = (t: unknown[]) => t.map((x) => (typeof x === 'string' ? x : (x as { target: string }).target))

describe('electron-builder configuration', () => {
  it("passes electron-builder's own schema", async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config.js')
    await expect(validateConfiguration(config, { isEnabled: false })).resolves.toBeUndefined()
  })

  it('names the app as the shell does, with an application id', () => {
    expect(config.productName).toBe(PRODUCT_NAME)
    expect(config.appId).toMatch(/^[a-z]+(\.[a-z0-9-]+){2,}$/)
    expect(config.electronVersion).toBe(require('electron/package.json').version)
  })

  it('builds an NSIS installer, a dmg, an AppImage and a deb', () => {
    expect(targetsOf(config.win.target)).toEqual(['nsis'])
    expect(targetsOf(config.mac.target)).toEqual(['dmg'])
    expect(targetsOf(config.linux.target).sort()).toEqual(['AppImage', 'deb'])
    expect(config.linux.maintainer).toMatch(/<[^@>]+@[^>]+>/)
    expect(config.linux.category).toBe('Office')
    expect(config.mac.category).toBe('public.app-category.business')
  })

  it("turns off the packaged app's ways to run other code as it (Electron's fuses)", () => {
    // Another program of the user could otherwise start the signed app as plain Node
    // (ELECTRON_RUN_AS_NODE), attach a debugger, or load code beside app.asar, and so act as the
    // app (its keychain entries, its registry credentials).
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
      enableCookieEncryption: true,
    })
    expect(config.asar).toBe(true)
  })

  it('signs macOS builds with the hardened runtime and an entitlements file that exists', () => {
    expect(config.mac.hardenedRuntime).toBe(true)
    const entitlements = readFileSync(path.join(root, config.mac.entitlements), 'utf8')
    expect(entitlements).toContain('com.apple.security.cs.allow-jit')
    expect(existsSync(path.join(root, config.mac.entitlementsInherit))).toBe(true)
  })

  it('has real icons for every OS', () => {
    expect(pngSize(path.join(root, 'build', 'icon.png'))).toEqual({ width: 1024, height: 1024 })
    for (const s of [16, 32, 48, 64, 128, 256, 512]) expect(pngSize(path.join(root, config.linux.icon, `${s}x${s}.png`))).toEqual({ width: s, height: s })
    const ico = readFileSync(path.join(root, config.win.icon))
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
    expect(ico.readUInt16LE(4)).toBeGreaterThanOrEqual(5)
    expect(ico[6 + 16 * 5]).toBe(0) // the last entry is 256 px ("0")
    const icns = readFileSync(path.join(root, config.mac.icon))
    expect(icns.subarray(0, 4).toString('ascii')).toBe('icns')
    expect(icns.readUInt32BE(4)).toBe(icns.length)
  })

  it('never rebuilds native modules itself, and packs the Electron better-sqlite3 where main looks for it', () => {
    expect(config.npmRebuild).toBe(false)
    expect(config.nodeGypRebuild).toBe(false)
    const [native] = config.extraResources as { from: string; to: string }[]
    expect(native!.from).toBe(path.posix.join(nativeBuildFolder('${platform}', '${arch}').split(path.sep).join('/'), NATIVE_FILE))
    const packaged = resolvePaths({
      isPackaged: true,
      appPath: '/opt/app/resources/app.asar',
      resourcesPath: '/opt/app/resources',
      userData: '/home/u/.config/Registrar Desk',
      logs: '/home/u/.config/Registrar Desk/logs',
      platform: 'linux',
      arch: 'x64',
      exists: () => true,
    })
    expect(packaged.nativeBinding).toBe(path.join('/opt/app/resources', ...native!.to.split('/')))
  })

  it('packs the three bundles and not the Node build of better-sqlite3', () => {
    for (const f of ['out/main/**', 'out/preload/**', 'out/renderer/**', 'package.json']) expect(config.files).toContain(f)
    expect(config.files).toContain('!node_modules/better-sqlite3/{build,deps,src}/**')
    expect(pkg.main).toBe('out/main/index.js')
  })

  it('builds the API reference page into the renderer, and leaves Swagger UI’s package out of the app', () => {
    const renderer = (electronViteConfig as { renderer: { build: { rolldownOptions: { input: Record<string, string> } } } }).renderer.build
    // The gateway serves out/renderer/docs.html at /docs (local-server/plugins/web.ts).
    expect(renderer.rolldownOptions.input.docs).toBe(path.join(root, 'renderer', 'docs.html'))
    const excluded = (config.files as string[]).find((f) => f.startsWith('!node_modules/{vue,'))
    expect(excluded).toContain('swagger-ui-dist')
  })

  it("builds the gateway's worker beside main's bundle, into what is packed", () => {
    const main = (electronViteConfig as { main: { build: { outDir: string; lib: { entry: Record<string, string> } } } }).main.build
    // main/index.ts forks out/main/<GATEWAY_WORKER_ENTRY>.js: the entry of that name is the worker.
    expect(main.lib.entry[GATEWAY_WORKER_ENTRY]).toBe(path.join(root, 'local-server', 'process', 'worker.ts'))
    expect(main.lib.entry.index).toBe(path.join(root, 'main', 'index.ts'))
    expect(main.outDir).toBe(path.join(root, 'out', 'main'))
    expect(config.files).toContain('out/main/**')
  })

  it('is what the dist scripts use, each after building better-sqlite3 for Electron', () => {
    for (const [script, flag] of [['dist:win', '--win'], ['dist:mac', '--mac'], ['dist:linux', '--linux']] as const) {
      expect(pkg.scripts[script]).toContain('npm run rebuild:electron-sqlite')
      expect(pkg.scripts[script]).toContain('electron-vite build')
      expect(pkg.scripts[script]).toContain(`electron-builder --config build/electron-builder.json ${flag}`)
    }
    expect(pkg.scripts.start).toBe('node scripts/start.mjs')
  })
})
