// The server (local-server/) compiled ahead of time for `npm run serve`: one CommonJS module,
// out/server/cli.cjs, with our sources and the packages they use bundled, except the two that
// must stay in node_modules (better-sqlite3 is native, pdfkit reads its fonts beside itself), and
// its V8 code cache beside it (scripts/code-cache.cjs: CommonJS so that it can be compiled from
// one); and the same server as the gateway's worker that a Node parent forks (out/server/worker.js,
// an ES module, local-server/process/: the benchmark's desktop split). Built when missing or older
// than its sources, so that neither compiles TypeScript at run time.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isServerBuildStale, SERVER_OUTPUT, SERVER_SOURCES, WEB_ROOT, WORKER_OUTPUT } from './build-staleness.cjs'
import { cacheFileOf } from './code-cache.cjs'

export { isServerBuildStale, SERVER_OUTPUT, SERVER_SOURCES, WORKER_OUTPUT }

/** Each bundle from its entry, in its module format: one self-contained module each. */
const BUNDLES = [
  ['local-server/cli.ts', SERVER_OUTPUT, 'cjs'],
  ['local-server/process/worker.ts', WORKER_OUTPUT, 'es'],
]

// Node loading hundreds of files of fastify, ajv, typebox… (resolving each, and scanning every
// CommonJS one for its exports) took half of `serve`'s start-up; one file loads in a fraction.
// They are also the only dependencies of the published sandbox (scripts/pack-sandbox.mjs).
export const EXTERNAL_PACKAGES = ['better-sqlite3', 'pdfkit']
const isPackage = (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0')
const isKept = (id) => EXTERNAL_PACKAGES.some((name) => id === name || id.startsWith(`${name}/`))

/**
 * Rolldown's `charset: 'ascii'` escapes the code, not the comments it keeps: a licence's `ä` stayed.
 * Each UTF-16 unit above U+007F becomes `\uXXXX`, which means the same character in a string, a
 * template, a regular expression or a name, and reads as well in a comment. An ASCII file is read
 * as Latin-1 by scripts/code-cache.cjs, without UTF-8's decoding.
 */
function escapeToAscii(file) {
  const code = readFileSync(file, 'utf8')
  const ascii = code.replace(/[^\x00-\x7f]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)
  if (ascii !== code) writeFileSync(file, ascii)
}

/** Bundles each entry (cli.ts, process/worker.ts) into out/server/ (each written whole, then renamed into place), then writes cli.cjs's code cache. */
export async function buildServer(root) {
  const { build } = await import('vite')
  // Its own folder per build, so that two builds at once (parallel tests) never mix their files.
  const tmp = path.join(root, 'out', 'server', `.build-${process.pid}-${Date.now()}`)
  mkdirSync(tmp, { recursive: true })
  try {
    for (const [entry, output, format] of BUNDLES) {
      const file = path.basename(output)
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        ssr: { target: 'node', noExternal: true },
        build: {
          ssr: path.join(root, entry),
          outDir: tmp,
          emptyOutDir: false,
          target: 'node20',
          // Readable stack traces without source maps.
          minify: false,
          rolldownOptions: {
            // Node's own modules and the EXTERNAL_PACKAGES stay imports; everything else is bundled.
            external: (id) => builtinModules.includes(id) || id.startsWith('node:') || (isPackage(id) && isKept(id)),
            // ASCII escapes and no JSDoc: one character above U+00FF (a `…` in a comment) makes V8 keep
            // the whole 3 MB source as a two-byte string, twice the memory, for the process's life.
            output: { format, entryFileNames: file, codeSplitting: false, charset: 'ascii', comments: { legal: true, annotation: true, jsdoc: false } },
          },
        },
      })
    }
    for (const [, output] of BUNDLES) escapeToAscii(path.join(tmp, path.basename(output)))
    // The old code cache goes first: it never meets the new bundle (code-cache.cjs checks anyway).
    rmSync(cacheFileOf(path.join(root, SERVER_OUTPUT)), { force: true })
    for (const [, output] of BUNDLES) renameSync(path.join(tmp, path.basename(output)), path.join(root, output))
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
  writeServerCodeCache(root)
}

/** Starts the new bundle once (scripts/server-warm-up.mjs) to write its code cache. */
function writeServerCodeCache(root) {
  const warmUp = path.join(root, 'scripts/server-warm-up.mjs')
  const result = spawnSync(process.execPath, [warmUp, path.join(root, SERVER_OUTPUT), path.join(root, WEB_ROOT)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    // The flags of the process that builds (a test runner's, say) are not those `serve` runs with.
    env: { ...process.env, NODE_OPTIONS: '' },
  })
  if (result.status !== 0) throw new Error(`writing the server's code cache failed (${result.status ?? result.signal})`)
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
  if (BUNDLES.some(([, output]) => !existsSync(path.join(root, output)))) process.exit(1)
}
