/**
 * Vitest shares a worker's modules across files (vitest.config.ts), so a vi.mock that replaces a
 * module for one file alone applies only in an isolated project: every such file must be listed
 * in tests/mocking-suites.ts, or its mock would silently not apply after another file loaded the
 * module. (The renderer's setup file, tests/unit/renderer/setup-i18n.ts, mocks i18n the same way
 * for every file: shared, it is still right.)
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MOCKING_NODE_SUITES, MOCKING_RENDERER_SUITES } from '../../mocking-suites.js'

const root = path.resolve(import.meta.dirname, '../../..')

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
}

describe('files that mock a module for themselves', () => {
  const mocking = [...testFiles('tests/unit'), ...testFiles('tests/api')].filter((f) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(root, f), 'utf8')))

  it('are found (the search itself works)', () => {
    expect(mocking).toContain('tests/api/oauth-throttle.test.ts')
  })

  it('all run isolated: the node ones in node-mocks, the renderer ones in renderer-mocks', () => {
    const renderer = (f: string) => f.startsWith('tests/unit/renderer/')
    expect([...MOCKING_NODE_SUITES].sort()).toEqual(mocking.filter((f) => !renderer(f)).sort())
    expect([...MOCKING_RENDERER_SUITES].sort()).toEqual(mocking.filter(renderer).sort())
  })
})
