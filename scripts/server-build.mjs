// The server (local-server/) compiled ahead of time for `npm run serve`: one ES module,
// out/server/cli.js, with our sources and the packages they use bundled, except the two that
// must stay in node_modules (better-sqlite3 is native, pdfkit reads its fonts beside itself).
// Built when missing or older than its sources, so that `serve` never compiles TypeScript at run
// time.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** What the bundle is made from: a change to any of them means a new build. */
export const SERVER_SOURCES = ['local-server', 'package.json', 'package-lock.json', 'scripts/server-build.mjs']
export const SERVER_OUTPUT = 'out/server/cli.js'

function newestMtime(entry) {
  const stat = statSync(entry, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)))
  return newest
}

/** True when out/server/cli.js is missing or a source is newer. */
export function isServerBuildStale(root) {
  const built = statSync(path.join(root, SERVER_OUTPUT), { throwIfNoEntry: false })
  if (!built) return true
  return SERVER_SOURCES.some((s) => newestMtime(path.join(root, s)) > built.mtimeMs)
}

// Node loading hundreds of files of fastify, ajv, typebox… (resolving each, and scanning every
// CommonJS one for its exports) took half of `serve`'s start-up; one file loads in a fraction.
const KEPT = ['better-sqlite3', 'pdfkit']
const isPackage = (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0')
const isKept = (id) => KEPT.some((name) => id === name || id.startsWith(`${name}/`))

/** Bundles local-server/cli.ts into out/server/cli.js (written whole, then renamed into place). */
export async function buildServer(root) {
  const { build } = await import('vite')
  // Its own folder per build, so that two builds at once (parallel tests) never mix their files.
  const tmp = path.join(root, 'out', 'server', `.build-${process.pid}-${Date.now()}`)
  mkdirSync(tmp, { recursive: true })
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      ssr: { target: 'node', noExternal: true },
      build: {
        ssr: path.join(root, 'local-server/cli.ts'),
        outDir: tmp,
        emptyOutDir: false,
        target: 'node20',
        // Readable stack traces without source maps.
        minify: false,
        rolldownOptions: {
          // Node's own modules and the KEPT packages stay imports; everything else is bundled.
          external: (id) => builtinModules.includes(id) || id.startsWith('node:') || (isPackage(id) && isKept(id)),
          output: { format: 'es', entryFileNames: 'cli.js', codeSplitting: false },
        },
      },
    })
    renameSync(path.join(tmp, 'cli.js'), path.join(root, SERVER_OUTPUT))
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}

/** Builds the server when it is stale; returns the bundle's path. */
export async function ensureServerBuild(root) {
  if (isServerBuildStale(root)) {
    console.error('serve: compiling the server…')
    await buildServer(root)
  }
  return path.join(root, SERVER_OUTPUT)
}

// `npm run build:server`
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  await buildServer(root)
  if (!existsSync(path.join(root, SERVER_OUTPUT))) process.exit(1)
}
