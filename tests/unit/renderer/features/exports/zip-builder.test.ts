import { unzipSync, strFromU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { buildZip, type ZipEntrySource } from '@/features/exports/zip-builder'

const pdf = (n: number) => new TextEncoder().encode(`%PDF-1.4 invoice ${n}\n%%EOF`)
const join = (chunks: Uint8Array[]) => new Uint8Array(chunks.flatMap((c) => [...c]))

function entries(count: number, failing: number[] = []): ZipEntrySource[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `fattura-2026-${i + 1}.pdf`,
    fetch: async () => {
      if (failing.includes(i + 1)) throw Object.assign(new Error('not found'), { status: 404, code: 'pdf_unavailable' })
      return pdf(i + 1)
    },
  }))
}

const options = (signal: AbortSignal, progress: Array<[number, number]> = []) => ({
  signal,
  missingName: 'pdf-mancanti.txt',
  missingLine: (name: string, err: unknown) => `${name}: ${(err as { code?: string }).code}`,
  onProgress: (done: number, total: number) => void progress.push([done, total]),
})

describe('the ZIP builder', () => {
  it('puts every PDF in one archive, reporting progress file by file', async () => {
    const progress: Array<[number, number]> = []
    const zip = await buildZip(entries(5), options(new AbortController().signal, progress))
    const files = unzipSync(join(zip.chunks))
    expect(Object.keys(files).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `fattura-2026-${n}.pdf`).sort())
    expect(strFromU8(files['fattura-2026-3.pdf']!)).toContain('invoice 3')
    expect(progress).toEqual([[0, 5], [1, 5], [2, 5], [3, 5], [4, 5], [5, 5]])
    expect(zip.added).toBe(5)
  })

  it('lists a PDF that failed in a text file instead of failing the archive', async () => {
    const zip = await buildZip(entries(4, [2, 4]), options(new AbortController().signal))
    const files = unzipSync(join(zip.chunks))
    expect(Object.keys(files).filter((n) => n.endsWith('.pdf'))).toHaveLength(2)
    expect(strFromU8(files['pdf-mancanti.txt']!)).toBe('fattura-2026-2.pdf: pdf_unavailable\r\nfattura-2026-4.pdf: pdf_unavailable\r\n')
    expect(zip.missing).toHaveLength(2)
  })

  it('stops at a cancel, without listing the cancelled download as missing', async () => {
    const controller = new AbortController()
    const list = entries(3)
    list[1] = {
      name: 'slow.pdf',
      fetch: (signal) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => reject(Object.assign(new Error('canceled'), { name: 'CanceledError' })))
          controller.abort()
        }),
    }
    await expect(buildZip(list, options(controller.signal))).rejects.toBeDefined()
  })
})
