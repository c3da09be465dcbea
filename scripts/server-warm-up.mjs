// `node scripts/server-warm-up.mjs <bundle> <web root>`, run by scripts/server-build.mjs after each
// build: starts the bundled server once on a new empty folder, with the options `serve` would
// give it (`serveOptions`: its logger at `warn`, the native module named outright), asks it for
// /health, and writes the bundle's V8 code cache (scripts/code-cache.cjs), so that even the first
// `serve` after a build starts from it. In a process of its own: the cache must hold only what a
// `serve` compiles. Until 2026-12-05 it started the server silent, so every `serve` compiled
// pino (the logger) from source at its start.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadWithCodeCache } from './code-cache.cjs'

const [bundle, webRoot] = process.argv.slice(2)
const loaded = loadWithCodeCache(path.resolve(bundle))
const folder = mkdtempSync(path.join(tmpdir(), 'desk-warm-up-'))
try {
  const options = loaded.exports.serveOptions(['--data', path.join(folder, 'data'), '--empty', '--port', '0'], {}, { webRoot })
  const server = await loaded.exports.startServer(options)
  try {
    const health = await fetch(`${server.url}/health`)
    if (health.status !== 200) throw new Error(`/health answered ${health.status}`)
  } finally {
    await server.close()
  }
  loaded.writeCache()
} finally {
  rmSync(folder, { recursive: true, force: true })
}
