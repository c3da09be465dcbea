// `npm run pack:sandbox [-- --destination DIR]`: the headless sandbox as an npm package of its own,
// `registrar-desk-sandbox` (docs/sandbox-package.md), for registrars' pipelines: `serve`'s bundle
// (scripts/server-build.mjs, built when stale), the web build (out/web, which holds the API
// reference's Swagger UI too), a launcher (build/sandbox/launcher.mjs) and a README, staged in
// out/sandbox-package/ and packed by `npm pack` into out/registrar-desk-sandbox-<version>.tgz.
// Prints the tarball's path. Its dependencies are the packages the bundle leaves out, at the
// project's exact versions: better-sqlite3, the one native module, and pdfkit.
import { chmodSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { runNpm } from './npm-cli.mjs'
import { ensureServerBuild, EXTERNAL_PACKAGES } from './server-build.mjs'
import { ensureWebBuild } from './web-build.mjs'

export const SANDBOX_PACKAGE = 'registrar-desk-sandbox'
/** The command's file in the package: its `bin`, under the package's name. */
export const SANDBOX_BIN = 'bin/registrar-desk-sandbox.mjs'
const SANDBOX_STAGING = 'out/sandbox-package'
/** The name `npm pack` gives the tarball (build/sandbox/Dockerfile copies it by this name). */
export const sandboxTarballName = (version) => `${SANDBOX_PACKAGE}-${version}.tgz`

/** Fields of the project's package.json that the sandbox's shares as they are, when present. */
const SHARED_FIELDS = ['version', 'engines', 'license', 'author', 'homepage', 'repository', 'bugs']

/** The package's package.json, from the project's (one source of truth for version, engines and the dependencies' versions). */
function sandboxManifest(projectManifest) {
  const dependencies = Object.fromEntries(
    EXTERNAL_PACKAGES.map((name) => {
      const version = projectManifest.dependencies?.[name]
      if (!version) throw new Error(`package.json has no dependency ${name}, which the server's bundle requires`)
      return [name, version]
    }),
  )
  const shared = Object.fromEntries(SHARED_FIELDS.filter((f) => projectManifest[f] !== undefined).map((f) => [f, projectManifest[f]]))
  return {
    name: SANDBOX_PACKAGE,
    ...shared,
    description: 'The offline sandbox of the Registrar API of the ccTLD registry, headless: the /v1 API on SQLite, its OpenAPI document and reference, and the web interface, for development and CI pipelines',
    keywords: ['registrar', 'registry', 'sandbox', 'mock-server', 'openapi', 'ci'],
    type: 'module',
    bin: { [SANDBOX_PACKAGE]: SANDBOX_BIN },
    files: ['bin/', 'server/', 'web/'],
    dependencies,
  }
}

/** Writes the package's folder (out/sandbox-package/) anew from the builds; returns its path. */
async function stageSandboxPackage(root) {
  ensureWebBuild(root)
  const bundle = await ensureServerBuild(root)
  const stage = path.join(root, SANDBOX_STAGING)
  rmSync(stage, { recursive: true, force: true })
  for (const folder of ['bin', 'server']) mkdirSync(path.join(stage, folder), { recursive: true })
  // The bundle alone: its V8 code cache fits only the Node that wrote it (the launcher uses Node's own).
  cpSync(bundle, path.join(stage, 'server', 'cli.cjs'))
  cpSync(path.join(root, 'out', 'web'), path.join(stage, 'web'), { recursive: true })
  cpSync(path.join(root, 'build', 'sandbox', 'launcher.mjs'), path.join(stage, SANDBOX_BIN))
  chmodSync(path.join(stage, SANDBOX_BIN), 0o755)
  cpSync(path.join(root, 'build', 'sandbox', 'README.md'), path.join(stage, 'README.md'))
  const projectManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(sandboxManifest(projectManifest), null, 2)}\n`)
  return stage
}

/** Stages the package and packs it into `destination`; returns the tarball's path. */
export async function packSandbox(root, destination = path.join(root, 'out')) {
  const stage = await stageSandboxPackage(root)
  mkdirSync(destination, { recursive: true })
  // The folder named, not `.`: an `npm run` above us passes its own project's folder down in the environment.
  const [packed] = JSON.parse(runNpm(['pack', '--json', '--pack-destination', path.resolve(destination), stage], stage))
  return path.join(path.resolve(destination), packed.filename)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { destination: { type: 'string' } } })
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  console.log(await packSandbox(root, values.destination))
}
