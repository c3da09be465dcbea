// `npm run serve`: builds what it needs (the web interface, the server compiled ahead of time:
// each only when missing or older than its sources), then runs the embedded registry from
// out/server/cli.cjs (local-server/cli.ts bundled), compiled from its V8 code cache
// (scripts/code-cache.cjs). No TypeScript is compiled at run time.
// CommonJS, as what it requires at every start: an ES module entry and its imports cost Node's ES
// module loader, about 11 ms of a start pinned to one core. The builders, needed only when a build
// is stale, are ES modules loaded then.
'use strict'
const path = require('node:path')
const { isServerBuildStale, isWebBuildStale, SERVER_OUTPUT, WEB_ROOT } = require('./build-staleness.cjs')
const { loadWithCodeCache } = require('./code-cache.cjs')

const root = path.resolve(__dirname, '..')

async function main() {
  // The builders' own `ensure…` check again, a few ms before seconds of building: one place says
  // what a stale build does. The benchmark (scripts/bench/) measures the API and starts many
  // servers: it skips the web build check.
  if (!process.env.REGISTRAR_DESK_SKIP_WEB_BUILD && isWebBuildStale(root)) (await import('./web-build.mjs')).ensureWebBuild(root)
  if (isServerBuildStale(root)) await (await import('./server-build.mjs')).ensureServerBuild(root)
  const server = loadWithCodeCache(path.join(root, SERVER_OUTPUT))
  // The project's web build, wherever `serve` is started from (`--web-root` still wins).
  await server.exports.runServe(process.argv.slice(2), { webRoot: path.join(root, WEB_ROOT) })
  // A cache this Node cannot use (another version or flags: V8 rejects it) is written anew for the
  // next start, a moment after this one, so that writing it never delays the first answers. A
  // folder it cannot be written to only costs the next start its speed, never this server.
  if (!server.cacheUsed) setTimeout(() => rewriteCache(server), 2000).unref()
}

function rewriteCache(server) {
  try {
    server.writeCache()
  } catch (err) {
    console.error(`serve: the code cache was not written (${err.message}); the next start compiles the server again`)
  }
}

// A build that failed stops here, as an uncaught error would (runServe handles its own).
main().catch((err) => {
  console.error(err)
  process.exit(1)
})
