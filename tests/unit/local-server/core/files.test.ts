/**
 * The file store writes through one partial folder (core/files.ts): a write under way is there and
 * nowhere under its name, a write that fails leaves nothing, and the sweep at start empties it.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { describe, expect, it, vi } from 'vitest'
import { createFileStore, PARTIAL_FOLDER, sweepPartialFiles } from '../../../../local-server/core/files.js'

const newStore = () => createFileStore(path.join(mkdtempSync(path.join(tmpdir(), 'file-store-')), 'files'))
const partialOf = (root: string) => {
  const folder = path.join(root, PARTIAL_FOLDER)
  return existsSync(folder) ? readdirSync(folder) : []
}

describe('file store', () => {
  it('streams into the partial folder, then renames into place', async () => {
    const store = newStore()
    const source = new PassThrough()
    const writing = store.writeStream('darwin/1/a.pdf', source)
    source.write('%PDF-1.4 first half')
    // The stream opens its file in the partial folder once the write starts (waited for, not timed).
    await vi.waitFor(() => expect(partialOf(store.root)).toHaveLength(1))
    expect(existsSync(store.pathOf('darwin/1/a.pdf'))).toBe(false)
    source.end(' second half')
    expect(await writing).toBe(31)
    expect(readFileSync(store.pathOf('darwin/1/a.pdf'), 'utf8')).toBe('%PDF-1.4 first half second half')
    expect(partialOf(store.root)).toEqual([])
  })

  it('keeps nothing of a stream that fails', async () => {
    const store = newStore()
    // As the upload's own stream does (file-check.ts): an error before the store listens is not uncaught.
    const source = new PassThrough().on('error', () => undefined)
    const writing = store.writeStream('darwin/1/b.pdf', source)
    source.write('part')
    source.destroy(new Error('client went away'))
    await expect(writing).rejects.toThrow('client went away')
    expect(partialOf(store.root)).toEqual([])
    expect(existsSync(store.pathOf('darwin/1/b.pdf'))).toBe(false)
  })

  it('sweeps what was left in the partial folder, and no key reaches it', async () => {
    const store = newStore()
    const source = new PassThrough()
    void store.writeStream('darwin/1/c.pdf', source).catch(() => undefined)
    source.write('cut short by a crash')
    // The stream opens its file in the partial folder once the write starts (waited for, not timed).
    await vi.waitFor(() => expect(partialOf(store.root)).toHaveLength(1))
    sweepPartialFiles(store.root)
    expect(existsSync(path.join(store.root, PARTIAL_FOLDER))).toBe(false)
    expect(() => store.pathOf(`${PARTIAL_FOLDER}/x.tmp`)).toThrow(/unsafe file key/)
    source.destroy()
  })

  it('makes scratch folders among the writes in progress, where the sweep at start removes what a kill left', () => {
    const store = newStore()
    const scratch = store.makeScratchFolder()
    expect(path.dirname(scratch)).toBe(path.join(store.root, PARTIAL_FOLDER))
    expect(readdirSync(scratch)).toEqual([])
    expect(store.makeScratchFolder()).not.toBe(scratch)
    sweepPartialFiles(store.root)
    expect(existsSync(scratch)).toBe(false)
  })
})
