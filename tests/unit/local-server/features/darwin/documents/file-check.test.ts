import { Readable } from 'node:stream'
import { finished } from 'node:stream/promises'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../../../local-server/api-error.js'
import { checkedFileStream } from '../../../../../../local-server/features/darwin/documents/file-check.js'
import { acceptedFileType, sniffFileType } from '../../../../../../local-server/validation/document-file.js'

const limit = { maxUploadMb: 1, maxBytes: 1024 * 1024 }

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const c of stream) chunks.push(c as Buffer)
  return Buffer.concat(chunks)
}

describe('sniffFileType', () => {
  it('knows PDF and JPEG by their first bytes', () => {
    expect(sniffFileType(Buffer.from('%PDF-1.4\n'))).toBe('application/pdf')
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg')
    expect(sniffFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined()
    expect(sniffFileType(Buffer.from('%PDF'))).toBeUndefined()
    expect(sniffFileType(Buffer.from(' %PDF-1.4'))).toBeUndefined()
    expect(sniffFileType(new Uint8Array(0))).toBeUndefined()
  })
})

describe('acceptedFileType', () => {
  it('accepts the two types, ignoring case and parameters', () => {
    expect(acceptedFileType('application/pdf')).toBe('application/pdf')
    expect(acceptedFileType('Image/JPEG; charset=binary')).toBe('image/jpeg')
    expect(acceptedFileType('image/png')).toBeUndefined()
    expect(acceptedFileType(undefined)).toBeUndefined()
  })
})

describe('checkedFileStream', () => {
  it('passes the bytes through unchanged, even when the signature arrives split over chunks', async () => {
    const chunks = [Buffer.from('%P'), Buffer.from('D'), Buffer.from('F-1.7 rest'), Buffer.from(' of file')]
    const out = await collect(checkedFileStream(Readable.from(chunks), 'application/pdf', limit))
    expect(out.toString()).toBe('%PDF-1.7 rest of file')
  })

  it('fails with 400 file_content_mismatch when the bytes are of another type', async () => {
    const png = Readable.from([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])])
    const err = await collect(checkedFileStream(png, 'application/pdf', limit)).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect(err).toMatchObject({ status: 400, code: 'file_content_mismatch', field: 'file' })
  })

  it('fails with 400 empty_file for no bytes at all', async () => {
    const err = await collect(checkedFileStream(Readable.from([]), 'image/jpeg', limit)).catch((e: unknown) => e)
    expect(err).toMatchObject({ status: 400, code: 'empty_file' })
  })

  it("fails with 413 file_too_large on the source's limit event, and drains the source", async () => {
    const source = new Readable({ read() {} })
    const checked = checkedFileStream(source, 'image/jpeg', { maxUploadMb: 0.5, maxBytes: 524_288 })
    const result = text(checked).catch((e: unknown) => e)
    source.push(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))
    source.emit('limit')
    source.push(Buffer.from('the rest, discarded'))
    source.push(null)
    expect(await result).toMatchObject({ status: 413, code: 'file_too_large', message: expect.stringContaining('0.5 MiB (524288 bytes)') })
    await finished(source)
    expect(source.readableEnded).toBe(true)
  })
})
