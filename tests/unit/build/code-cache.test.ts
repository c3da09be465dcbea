/**
 * scripts/code-cache.cjs: `serve` compiles its bundle from the V8 code cache written beside it,
 * and never from a cache of another bundle (V8 itself compares only the source's length).
 */
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cacheFileOf, loadWithCodeCache } from '../../../scripts/code-cache.cjs'
import { tempFolder } from '../../helpers/temp-folder.js'

/** A CommonJS bundle answering `answer()` with `value` (kept to one length, as a rebuild might be). */
function bundleIn(folder: string, value: string): string {
  const file = path.join(folder, 'bundle.cjs')
  writeFileSync(
    file,
    `exports.answer = function answer() { return ${JSON.stringify(value)} }\nexports.file = __filename\nexports.later = () => import('node:path')\n`,
  )
  return file
}

const folder = () => tempFolder('desk-code-cache-')

describe('a bundle loaded with its code cache', () => {
  it('runs as CommonJS, with import() as in any module', async () => {
    const loaded = loadWithCodeCache(bundleIn(folder(), 'value'))
    const later = loaded.exports.later as () => Promise<typeof path>
    expect((await later()).sep).toBe(path.sep)
  })

  it('is compiled from the cache once one is written', () => {
    const bundle = bundleIn(folder(), 'first')
    const fresh = loadWithCodeCache(bundle)
    expect(fresh.cacheUsed).toBe(false)
    expect((fresh.exports.answer as () => string)()).toBe('first')
    expect(fresh.exports.file).toBe(bundle)
    fresh.writeCache()
    expect(existsSync(cacheFileOf(bundle))).toBe(true)
    const cached = loadWithCodeCache(bundle)
    expect(cached.cacheUsed).toBe(true)
    expect((cached.exports.answer as () => string)()).toBe('first')
  })

  it('is compiled from its cache whether the cache is smaller than the bundle or larger', () => {
    // A bundle far larger than its cache (as the server's: 3 MB against 2), and the small bundles
    // of the other cases, whose cache is larger than they are.
    const dir = folder()
    const bundle = path.join(dir, 'large.cjs')
    writeFileSync(bundle, `// ${'padding '.repeat(8192)}\nexports.answer = function answer() { return 'large' }\n`)
    loadWithCodeCache(bundle).writeCache()
    const cached = loadWithCodeCache(bundle)
    expect(cached.cacheUsed).toBe(true)
    expect((cached.exports.answer as () => string)()).toBe('large')
  })

  it("never runs another bundle's cache, even one of the same length", () => {
    const dir = folder()
    loadWithCodeCache(bundleIn(dir, 'old')).writeCache()
    const rebuilt = loadWithCodeCache(bundleIn(dir, 'new'))
    expect(rebuilt.cacheUsed).toBe(false)
    expect((rebuilt.exports.answer as () => string)()).toBe('new')
  })

  it('reads a bundle that is not ASCII as UTF-8, with and without its cache', () => {
    const bundle = bundleIn(folder(), 'Jimmy Wärting, 10 €')
    const fresh = loadWithCodeCache(bundle)
    expect((fresh.exports.answer as () => string)()).toBe('Jimmy Wärting, 10 €')
    fresh.writeCache()
    const cached = loadWithCodeCache(bundle)
    expect(cached.cacheUsed).toBe(true)
    expect((cached.exports.answer as () => string)()).toBe('Jimmy Wärting, 10 €')
  })

  it('compiles the bundle anew when its cache is unreadable', () => {
    const bundle = bundleIn(folder(), 'value')
    writeFileSync(cacheFileOf(bundle), 'not a cache')
    const loaded = loadWithCodeCache(bundle)
    expect(loaded.cacheUsed).toBe(false)
    expect((loaded.exports.answer as () => string)()).toBe('value')
  })
})
