/** A file the user chose is saved whole or not at all (main/save-whole.ts). */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { saveWhole } from '../../../main/save-whole.js'
import { tempDataDir } from '../../helpers/app.js'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('saving a file the user chose', () => {
  it('writes the bytes under the chosen name, over an earlier copy, and leaves nothing else', async () => {
    const dir = tempDataDir()
    const file = path.join(dir, 'fattura 2026-000001.pdf')
    writeFileSync(file, 'an earlier copy')
    await saveWhole(file, bytes('%PDF-1.3 new'))
    expect(readFileSync(file, 'utf8')).toBe('%PDF-1.3 new')
    expect(readdirSync(dir)).toEqual(['fattura 2026-000001.pdf'])
  })

  it('keeps an earlier copy whole, and leaves no part behind, when the write fails halfway (a full disk)', async () => {
    const dir = tempDataDir()
    const file = path.join(dir, 'export.csv')
    writeFileSync(file, 'an earlier copy')
    const halfThenFull = async (target: string, data: Uint8Array) => {
      const handle = await open(target, 'w')
      await handle.write(data.subarray(0, 3))
      await handle.close()
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })
    }
    const remove = (f: string) => rm(f, { force: true })
    await expect(saveWhole(file, bytes('a,b,c\n1,2,3\n'), { writeFile: halfThenFull, rename, remove })).rejects.toThrow('ENOSPC')
    expect(readFileSync(file, 'utf8')).toBe('an earlier copy')
    expect(readdirSync(dir)).toEqual(['export.csv'])
  })

  it('makes no file under the chosen name when the write fails', async () => {
    const dir = tempDataDir()
    const file = path.join(dir, 'missing-folder', 'report.csv')
    await expect(saveWhole(file, bytes('x'))).rejects.toThrow(/ENOENT/)
    expect(existsSync(file)).toBe(false)
  })
})
