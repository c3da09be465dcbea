// Loads the server's CommonJS bundle (out/server/cli.cjs) with a V8 code cache kept beside it
// (`<bundle>.v8cache`), so that `serve` does not parse and compile 3 MB of JavaScript at every
// start. Measured pinned to one core: compiling the bundle was about 160 ms of the ~460 ms of CPU
// from spawn to the first 200, a third of the start-up; with the cache, 280–320 ms.
// Why by hand: Node 22's module.enableCompileCache() does this for any module, but Node 20 (which
// `serve` supports, package.json engines) has no such API; vm.Script's `cachedData` exists in
// both, and needs a script, hence a CommonJS bundle rather than an ES module.
'use strict'
const { isAscii } = require('node:buffer')
const { createHash } = require('node:crypto')
const { closeSync, fstatSync, openSync, readFileSync, readSync, renameSync, writeFileSync } = require('node:fs')
const { createRequire, Module } = require('node:module')
const path = require('node:path')
const vm = require('node:vm')

const cacheFileOf = (bundle) => `${bundle}.v8cache`
exports.cacheFileOf = cacheFileOf

// V8 checks only the source's length before using a cache: the cache file starts with the
// bundle's digest, so a rebuilt bundle of the same length never runs another one's code.
const DIGEST_BYTES = 20
const digestOf = (bytes) => createHash('sha1').update(bytes).digest()

/**
 * The cache for `digest`, read into `into` when it fits there (the bundle's bytes, no longer needed
 * once decoded and digested) rather than into 2 MB more: `serve`'s RSS once listening went from 95
 * to 87 MB, its start-up the same within the noise (docs/performance.md, "Where start-up goes").
 */
function readCache(bundle, digest, into) {
  let fd
  try {
    fd = openSync(cacheFileOf(bundle), 'r')
    const size = fstatSync(fd).size
    const file = size <= into.length ? into.subarray(0, size) : Buffer.allocUnsafe(size)
    if (readSync(fd, file, 0, size, 0) !== size) return undefined
    return file.subarray(0, DIGEST_BYTES).equals(digest) ? file.subarray(DIGEST_BYTES) : undefined
  } catch {
    return undefined
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

/**
 * Runs the CommonJS `bundle` as Node's `require` would, compiled from its code cache when one
 * fits. Returns its exports; `cacheUsed`; and `writeCache()`, which writes the cache of every
 * function compiled so far (call it once the server has started, so the cache covers start-up).
 */
exports.loadWithCodeCache = function loadWithCodeCache(bundle) {
  const bytes = readFileSync(bundle)
  // The server's bundles are ASCII (scripts/server-build.mjs): read as Latin-1, the same string
  // without UTF-8's decoding (3 MB on this VM, pinned to one core: 30 against 43 ms of the
  // start-up). Any other bundle is read as UTF-8.
  const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8')
  const digest = digestOf(bytes)
  const cachedData = readCache(bundle, digest, bytes)
  const script = new vm.Script(Module.wrap(source), {
    filename: bundle,
    ...(cachedData ? { cachedData } : {}),
    // An `import()` in the bundle resolves as in any module (vm.Script refuses it otherwise).
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  })
  const module = new Module(bundle)
  module.filename = bundle
  module.paths = Module._nodeModulePaths(path.dirname(bundle))
  script.runInThisContext().call(module.exports, module.exports, createRequire(bundle), module, bundle, path.dirname(bundle))
  module.loaded = true
  return {
    exports: module.exports,
    cacheUsed: cachedData !== undefined && !script.cachedDataRejected,
    writeCache() {
      // Written whole, then renamed: another `serve` starting meanwhile reads the old cache or the new.
      const temporary = `${cacheFileOf(bundle)}.${process.pid}`
      writeFileSync(temporary, Buffer.concat([digest, script.createCachedData()]))
      renameSync(temporary, cacheFileOf(bundle))
    },
  }
}
