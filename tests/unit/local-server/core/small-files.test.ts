import { renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSmallFileReader } from '../../../../local-server/core/small-files.js'
import { tempFolder } from '../../../helpers/temp-folder.js'

const folder = () => tempFolder('small-files-')

describe('the small-file reader', () => {
  it('answers a file’s bytes, the same ones again while the file is unchanged', () => {
    const file = path.join(folder(), 'a.pdf')
    writeFileSync(file, '%PDF one')
    const reader = createSmallFileReader()
    expect(reader.read(file)).toEqual({ size: 8, bytes: Buffer.from('%PDF one') })
    expect(reader.read(file)?.bytes?.toString()).toBe('%PDF one')
  })

  it('never answers from memory a file replaced, rewritten or deleted on disk', () => {
    const dir = folder()
    const file = path.join(dir, 'a.pdf')
    writeFileSync(file, '%PDF one')
    const reader = createSmallFileReader()
    reader.read(file)
    // Replaced as the file store writes (a new file renamed over it), same size.
    writeFileSync(path.join(dir, 'tmp'), '%PDF two')
    renameSync(path.join(dir, 'tmp'), file)
    expect(reader.read(file)?.bytes?.toString()).toBe('%PDF two')
    writeFileSync(file, '%PDF three, longer')
    expect(reader.read(file)?.bytes?.toString()).toBe('%PDF three, longer')
    rmSync(file)
    expect(reader.read(file)).toBeUndefined()
  })

  it('answers nothing for a missing path or a folder', () => {
    const dir = folder()
    const reader = createSmallFileReader()
    expect(reader.read(path.join(dir, 'none.pdf'))).toBeUndefined()
    expect(reader.read(dir)).toBeUndefined()
  })

  it('leaves a file over its size limit to be streamed, and keeps within its bytes', () => {
    const dir = folder()
    const reader = createSmallFileReader({ maxFileBytes: 10, maxBytes: 20 })
    writeFileSync(path.join(dir, 'big'), 'x'.repeat(11))
    expect(reader.read(path.join(dir, 'big'))).toEqual({ size: 11, bytes: undefined })
    for (const name of ['a', 'b', 'c']) writeFileSync(path.join(dir, name), name.repeat(10))
    // Three files of 10 bytes in 20: each still read correctly, whichever stayed in memory.
    for (const name of ['a', 'b', 'c', 'a', 'b', 'c']) expect(reader.read(path.join(dir, name))?.bytes?.toString()).toBe(name.repeat(10))
  })
})
