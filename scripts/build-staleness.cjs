// Whether `serve`'s two builds are older than their sources: the server compiled ahead of time
// (scripts/server-build.mjs) and the web interface (scripts/web-build.mjs). CommonJS, like
// scripts/serve.cjs and scripts/code-cache.cjs, which run this at every start: an ES module entry
// and its imports cost Node's ES module loader, about 11 ms of a start pinned to one core.
'use strict'
const { readdirSync, statSync } = require('node:fs')
const path = require('node:path')

/** What the server's bundle is made from: a change to any of them means a new build. */
exports.SERVER_SOURCES = ['local-server', 'package.json', 'package-lock.json', 'scripts/server-build.mjs', 'scripts/code-cache.cjs', 'scripts/server-warm-up.mjs']
exports.SERVER_OUTPUT = 'out/server/cli.cjs'
exports.WORKER_OUTPUT = 'out/server/worker.js'
/** What the web interface is made from (the contract's schemas give its types and checks). */
exports.WEB_SOURCES = ['renderer', 'local-server/contract', 'local-server/validation', 'package-lock.json']
/** The folder `serve` sends the web interface from, and the file whose age is the build's. */
exports.WEB_ROOT = 'out/web'
exports.WEB_OUTPUT = `${exports.WEB_ROOT}/index.html`

/** The newest modification time of a file, or of a folder and everything in it; 0 when missing. */
function newestMtime(entry) {
  const stat = statSync(entry, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)))
  return newest
}

/** True when an output is missing or a source is newer than the oldest output. */
function isStale(root, sources, outputs) {
  const built = outputs.map((output) => statSync(path.join(root, output), { throwIfNoEntry: false }))
  if (built.some((b) => !b)) return true
  const oldest = Math.min(...built.map((b) => b.mtimeMs))
  return sources.some((s) => newestMtime(path.join(root, s)) > oldest)
}

exports.isServerBuildStale = (root) => isStale(root, exports.SERVER_SOURCES, [exports.SERVER_OUTPUT, exports.WORKER_OUTPUT])
exports.isWebBuildStale = (root) => isStale(root, exports.WEB_SOURCES, [exports.WEB_OUTPUT])
