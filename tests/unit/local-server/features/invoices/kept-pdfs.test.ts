import { describe, expect, it } from 'vitest'
import type { SmallFileReader } from '../../../../../local-server/core/small-files.js'
import { createKeptPdfs } from '../../../../../local-server/features/invoices/kept-pdfs.js'

/** A file store in memory; a path without content is a file gone. */
function filesOf(contents: Record<string, string>): SmallFileReader {
  return {
    read: (path) => (path in contents ? { size: contents[path]!.length, bytes: Buffer.from(contents[path]!) } : undefined),
  }
}

describe('kept invoice PDFs', () => {
  it('answer a URL remembered for its registrar only, with the headers of the whole way', () => {
    const kept = createKeptPdfs(() => 1, filesOf({ '/a.pdf': '%PDF-a' }))
    expect(kept.kept(1, '/v1/invoices/7/pdf')).toBeUndefined()
    kept.remember(1, '/v1/invoices/7/pdf', { path: '/a.pdf', fileName: 'invoice-3-2026.pdf' })
    expect(kept.kept(1, '/v1/invoices/7/pdf')).toEqual({
      bytes: Buffer.from('%PDF-a'),
      headers: {
        'content-type': 'application/pdf',
        'content-length': '6',
        'content-disposition': 'inline; filename="invoice-3-2026.pdf"',
        'cache-control': 'private, no-cache',
      },
    })
    expect(kept.kept(2, '/v1/invoices/7/pdf')).toBeUndefined()
    expect(kept.kept(1, '/v1/invoices/07/pdf')).toBeUndefined()
  })

  it('forget everything when the invoices’ version changes, and a URL whose file is gone', () => {
    let version = 1
    const contents: Record<string, string> = { '/a.pdf': 'a', '/b.pdf': 'b' }
    const kept = createKeptPdfs(() => version, filesOf(contents))
    kept.remember(1, '/a', { path: '/a.pdf', fileName: 'a.pdf' })
    kept.remember(1, '/b', { path: '/b.pdf', fileName: 'b.pdf' })
    delete contents['/b.pdf']
    expect(kept.kept(1, '/b')).toBeUndefined()
    contents['/b.pdf'] = 'b'
    expect(kept.kept(1, '/b')).toBeUndefined()
    expect(kept.kept(1, '/a')?.bytes.toString()).toBe('a')
    version = 2
    expect(kept.kept(1, '/a')).toBeUndefined()
    version = 1
    expect(kept.kept(1, '/a')).toBeUndefined()
  })

  it('remember at most their bound of URLs, the oldest forgotten first', () => {
    const kept = createKeptPdfs(() => 1, filesOf({ '/f.pdf': 'f' }), 2)
    for (const url of ['/1', '/2', '/3']) kept.remember(1, url, { path: '/f.pdf', fileName: 'f.pdf' })
    expect(['/1', '/2', '/3'].map((url) => kept.kept(1, url) !== undefined)).toEqual([false, true, true])
  })
})
