/**
 * The published sandbox (`npm run pack:sandbox`, docs/sandbox-package.md) as a registrar's pipeline
 * gets it: the packed tarball installed by npm into a new folder, its command started from another
 * folder. It answers what a pipeline relies on, keeps its data where `--data` says, serves the web
 * interface shipped in the package, stops on SIGTERM; and it brings one native module,
 * better-sqlite3, and nothing of the desktop app. The npm install reaches the registry: this file
 * takes some seconds more than the others.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runNpm } from '../../../scripts/npm-cli.mjs'
import { packSandbox, SANDBOX_PACKAGE, sandboxTarballName } from '../../../scripts/pack-sandbox.mjs'
import { sandboxProblems } from '../../../scripts/sandbox-probe.mjs'
import { serveProcesses } from '../../helpers/serve-process.js'

const root = path.resolve(import.meta.dirname, '../../..')
const project = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string; engines: unknown; dependencies: Record<string, string> }
const processes = serveProcesses()

let work: string
let tarball: string
/** The pipeline's folder, where the tarball is installed. */
let pipeline: string
let installed: string

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'desk-sandbox-package-'))
  tarball = await packSandbox(root, work)
  pipeline = path.join(work, 'pipeline')
  mkdirSync(pipeline)
  writeFileSync(path.join(pipeline, 'package.json'), JSON.stringify({ name: 'pipeline', private: true }))
  // Without install scripts: better-sqlite3's own would download its prebuilt binary from GitHub
  // (unreachable on the machines this is developed on) and then compile it for minutes. The binary
  // it would get is the one this project's `npm ci` already made for this very Node and platform,
  // from the same better-sqlite3 version (the package's dependency is the project's, exactly): it
  // is copied where better-sqlite3 looks for it.
  runNpm(['install', '--prefix', pipeline, '--no-audit', '--no-fund', '--ignore-scripts', tarball], pipeline)
  const release = path.join(pipeline, 'node_modules', 'better-sqlite3', 'build', 'Release')
  mkdirSync(release, { recursive: true })
  copyFileSync(path.join(root, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'), path.join(release, 'better_sqlite3.node'))
  installed = path.join(pipeline, 'node_modules', SANDBOX_PACKAGE)
}, 300_000)

afterAll(() => {
  processes.stopAll()
  if (work) rmSync(work, { recursive: true, force: true })
})

/** Every installed package's folder, relative to node_modules/ (`@scope/name` for scoped ones), nested ones included. */
function packagesIn(modules: string): string[] {
  if (!existsSync(modules)) return []
  return readdirSync(modules)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => (name.startsWith('@') ? readdirSync(path.join(modules, name)).map((n) => `${name}/${n}`) : [name]))
    .flatMap((name) => [name, ...packagesIn(path.join(modules, name, 'node_modules'))])
}

/** The files of a native module under `folder`: a compiled addon, or the recipe node-gyp compiles one from. */
function nativeFilesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => path.basename(file) === 'binding.gyp' || file.endsWith('.node'))
}

describe('the sandbox package, installed from its tarball', () => {
  it("is named as the Dockerfile expects and carries the project's version, engines and command", () => {
    expect(path.basename(tarball)).toBe(sandboxTarballName(project.version))
    const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'))
    expect(manifest).toMatchObject({ name: SANDBOX_PACKAGE, version: project.version, engines: project.engines })
    expect(Object.keys(manifest.bin)).toEqual([SANDBOX_PACKAGE])
    const link = process.platform === 'win32' ? `${SANDBOX_PACKAGE}.cmd` : SANDBOX_PACKAGE
    expect(existsSync(path.join(pipeline, 'node_modules', '.bin', link))).toBe(true)
  })

  it("depends only on better-sqlite3 and pdfkit, at the project's exact versions; everything else is bundled", () => {
    const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'))
    expect(manifest.dependencies).toEqual({ 'better-sqlite3': project.dependencies['better-sqlite3'], pdfkit: project.dependencies.pdfkit })
    const packages = packagesIn(path.join(pipeline, 'node_modules'))
    expect(packages).toContain('better-sqlite3')
    for (const bundled of ['fastify', 'ajv', 'typebox', 'swagger-ui-dist', 'vue']) expect(packages).not.toContain(bundled)
  })

  it('holds one native module, better-sqlite3, and nothing of Electron', () => {
    const modules = path.join(pipeline, 'node_modules')
    const natives = nativeFilesIn(modules).map((file) => file.split(path.sep)[0])
    expect(natives.length).toBeGreaterThan(0)
    expect(new Set(natives)).toEqual(new Set(['better-sqlite3']))
    expect(packagesIn(modules).filter((name) => /^(@electron\/|electron($|-))/.test(name))).toEqual([])
  })

  it("starts from another folder as `registrar-desk-sandbox --port … --data ./sandbox`: answers, keeps its data there, serves the web interface, stops on SIGTERM", async () => {
    const elsewhere = path.join(work, 'elsewhere')
    mkdirSync(elsewhere)
    const bin = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')).bin[SANDBOX_PACKAGE] as string
    const lines = await processes.start([path.join(installed, bin)], ['--port', '0', '--data', 'sandbox'], (l) => l.some((line) => line.startsWith('listening on ')), {}, elsewhere)
    const url = /^listening on (http:\/\/\S+)$/.exec(lines.find((l) => l.startsWith('listening on '))!)![1]!
    // The contract's default host: a sandbox started without --host is not reachable from elsewhere.
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await sandboxProblems(url)).toEqual([])
    expect(existsSync(path.join(elsewhere, 'sandbox', 'registry.sqlite'))).toBe(true)
    const codes = await processes.terminate()
    // Windows has no SIGTERM: Node's kill() ends the process there without running its handlers.
    if (process.platform === 'win32') expect(codes).toHaveLength(1)
    else expect(codes).toEqual([0])
  }, 60_000)
})
