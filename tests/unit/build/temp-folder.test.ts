/** tests/helpers/temp-folder.ts: a test's own temporary folder, gone once the test has finished. */
import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempFolder } from '../../helpers/temp-folder.js'

// The tests run in order: each of the last two looks at the folder the one before it made.
const made: string[] = []

describe('a test’s temporary folder', () => {
  it('is new and empty, in the temporary folder', () => {
    const folder = tempFolder('temp-folder-test-')
    made.push(folder)
    expect(path.dirname(folder)).toBe(tmpdir())
    expect(path.basename(folder)).toMatch(/^temp-folder-test-/)
    expect(readdirSync(folder)).toEqual([])
    writeFileSync(path.join(folder, 'kept.txt'), 'written by the test')
  })

  it.fails('(a test that fails after filling its folder)', () => {
    const folder = tempFolder('temp-folder-test-')
    made.push(folder)
    writeFileSync(path.join(folder, 'kept.txt'), 'written by the test')
    throw new Error('this test fails on purpose')
  })

  it('is removed with what it holds once its test has finished, passed or failed', () => {
    expect(made).toHaveLength(2)
    for (const folder of made) expect(existsSync(folder)).toBe(false)
  })
})
