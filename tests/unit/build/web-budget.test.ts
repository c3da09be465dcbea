/**
 * What the sign-in screen costs to load: every JavaScript file the browser needs before it can
 * show it (index.html's entry, its static imports, the sign-in screen's chunk and its static
 * imports), counted as the gzip copies the build writes (renderer/precompress.ts) and `serve`
 * sends. Read from Vite's manifest of the web build (`npm run build:web`; built here when missing
 * or stale). Lazy chunks (other screens, the features' messages, pdf.js, the date picker…) are
 * not part of it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureWebBuild } from '../../../scripts/web-build.mjs'

const root = path.resolve(import.meta.dirname, '../../..')
const web = path.join(root, 'out/web')
// Issue 13's goal is 100 KiB; reached (98.8 KiB, from 133.6 KiB: docs/architecture.md, "The web
// build as `serve` sends it"). This holds the goal, so that the sign-in screen never grows past it.
const SIGN_IN_BUDGET = 100 * 1024

interface Chunk {
  file: string
  src?: string
  imports?: string[]
  dynamicImports?: string[]
}
let manifest: Record<string, Chunk>

beforeAll(() => {
  ensureWebBuild(root)
  manifest = JSON.parse(readFileSync(path.join(web, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>
}, 180_000)

/** The chunks a key needs before it runs: itself and its static imports, transitively. */
function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const next of manifest[key]?.imports ?? []) visit(next)
  }
  keys.forEach(visit)
  return seen
}

const gzipBytes = (file: string): number => statSync(path.join(web, `${file}.gz`), { throwIfNoEntry: false })?.size ?? statSync(path.join(web, file)).size

describe('the web build', () => {
  it('has a gzip and a brotli copy of every script', () => {
    for (const chunk of Object.values(manifest)) {
      if (!chunk.file.endsWith('.js') || statSync(path.join(web, chunk.file)).size < 1024) continue
      expect(existsSync(path.join(web, `${chunk.file}.gz`)), chunk.file).toBe(true)
      expect(existsSync(path.join(web, `${chunk.file}.br`)), chunk.file).toBe(true)
    }
  })

  it(`loads at most ${SIGN_IN_BUDGET / 1024} KiB of gzip JavaScript for the sign-in screen`, () => {
    const signIn = Object.keys(manifest).find((k) => k.endsWith('features/auth/views/SignInView.vue'))
    expect(signIn, 'the sign-in screen is its own chunk').toBeDefined()
    const chunks = [...staticClosure(['index.html', signIn!])].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'))
    const sizes = chunks.map((file) => [file, gzipBytes(file)] as const)
    const total = sizes.reduce((sum, [, size]) => sum + size, 0)
    console.log(`sign-in: ${(total / 1024).toFixed(1)} KiB gzip JS in ${chunks.length} files`)
    expect(total, sizes.map(([f, s]) => `${f} ${(s / 1024).toFixed(1)} KiB`).join('\n')).toBeLessThanOrEqual(SIGN_IN_BUDGET)
  })

  it("keeps the features' messages, pdf.js and the date picker out of the sign-in screen", () => {
    const signIn = Object.keys(manifest).find((k) => k.endsWith('features/auth/views/SignInView.vue'))!
    const eager = [...staticClosure(['index.html', signIn])]
    for (const key of eager) expect(key).not.toMatch(/features\/[^/]+\/locales|pdfjs-dist|vue-datepicker|chart\.js|exceljs/)
  })
})
