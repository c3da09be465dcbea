// `npm run serve`: builds what it needs (the web interface, the server compiled ahead of time:
// each only when missing or older than its sources), then runs the embedded registry from
// out/server/cli.cjs (local-server/cli.ts bundled), compiled from its V8 code cache
// (scripts/code-cache.mjs). No TypeScript is compiled at run time.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadWithCodeCache } from './code-cache.mjs'
import { ensureServerBuild } from './server-build.mjs'
import { ensureWebBuild } from './web-build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// The benchmark (scripts/bench/) measures the API and starts many servers: it skips the web build check.
if (!process.env.REGISTRAR_DESK_SKIP_WEB_BUILD) ensureWebBuild(root)
const server = loadWithCodeCache(await ensureServerBuild(root))
await server.exports.runServe(process.argv.slice(2))
// A cache this Node cannot use (another version or flags: V8 rejects it) is written anew for the
// next start, a moment after this one, so that writing it never delays the first answers. A
// folder it cannot be written to only costs the next start its speed, never this server.
function rewriteCache() {
  try {
    server.writeCache()
  } catch (err) {
    console.error(`serve: the code cache was not written (${err.message}); the next start compiles the server again`)
  }
}
if (!server.cacheUsed) setTimeout(rewriteCache, 2000).unref()
