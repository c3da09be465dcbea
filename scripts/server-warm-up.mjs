// `node scripts/server-warm-up.mjs <bundle> <web root>`, run by scripts/server-build.mjs after each
// build: starts the bundled server once on a new empty folder, asks it for /health, and writes the
// bundle's V8 code cache (scripts/code-cache.cjs), so that even the first `serve` after a build
// starts from it. In a process of its own: the cache must hold only what a `serve` compiles.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadWithCodeCache } from './code-cache.cjs'

const [bundle, webRoot] = process.argv.slice(2)
const loaded = loadWithCodeCache(path.resolve(bundle))
const folder = mkdtempSync(path.join(tmpdir(), 'desk-warm-up-'))
try {
  const server = await loaded.exports.startServer({ dataDir: path.join(folder, 'data'), empty: true, port: 0, logLevel: 'silent', webRoot })
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
