import { describe, expect, it } from 'vitest'
import {
  asciiFallback,
  attachmentDisposition,
  encodeRfc5987,
  safeFileName,
} from '../../../../../../local-server/features/darwin/documents/content-disposition.js'

/** The file name a client recovers from a header: `filename*` when present, else `filename`. */
function recovered(header: string): string {
  const star = /filename\*=UTF-8''([^;]+)/.exec(header)
  if (star) return decodeURIComponent(star[1]!)
  return /filename="([^"]*)"/.exec(header)![1]!
}

describe('attachmentDisposition', () => {
  it('keeps a plain ASCII name as is, without filename*', () => {
    expect(attachmentDisposition('visura-camerale_2026.pdf')).toBe('attachment; filename="visura-camerale_2026.pdf"')
  })

  it("gives an accent-free fallback and the UTF-8 name for carta d'identità \"nuova\".pdf", () => {
    const header = attachmentDisposition('carta d\'identità "nuova".pdf')
    expect(header).toBe(`attachment; filename="carta d'identita _nuova_.pdf"; filename*=UTF-8''carta%20d%27identit%C3%A0%20%22nuova%22.pdf`)
    expect(recovered(header)).toBe('carta d\'identità "nuova".pdf')
  })

  it('neutralises path traversal: ../../etc/passwd names one harmless file', () => {
    const header = attachmentDisposition('../../etc/passwd')
    expect(header).toBe(`attachment; filename=".._.._etc_passwd"`)
    expect(recovered(header)).not.toContain('/')
    expect(attachmentDisposition('..\\..\\boot.ini')).toBe('attachment; filename=".._.._boot.ini"')
    expect(attachmentDisposition('..')).toBe('attachment; filename="download"')
  })

  it('drops control characters, so no header can be split or injected', () => {
    const header = attachmentDisposition('a\r\nSet-Cookie: x=1\u0000.pdf')
    expect(header).not.toMatch(/[\r\n\u0000]/)
    // `:` is a drive and stream separator on Windows: neutralised like the other separators.
    expect(header).toBe('attachment; filename="aSet-Cookie_ x=1.pdf"')
  })

  it('escapes quotes, backslashes and percent signs in the fallback, and keeps them in filename*', () => {
    const name = 'x"y\\z%41.pdf'
    const header = attachmentDisposition(name)
    const fallback = /filename="([^"]*)"/.exec(header)![1]!
    expect(fallback).toBe('x_y_z_41.pdf')
    // The backslash became a path separator and was neutralised too.
    expect(recovered(header)).toBe('x"y_z%41.pdf')
  })

  it('neutralises fullwidth separators before the fallback decomposes them, and bidirectional overrides', () => {
    expect(attachmentDisposition('..／..／x.pdf')).toBe('attachment; filename=".._.._x.pdf"')
    expect(attachmentDisposition('invoice\u202efdp.exe')).toBe('attachment; filename="invoicefdp.exe"')
  })

  it('replaces characters without an ASCII form in the fallback', () => {
    const header = attachmentDisposition('文件 €.jpg')
    expect(header).toMatch(/^attachment; filename="__ _\.jpg"; filename\*=UTF-8''/)
    expect(recovered(header)).toBe('文件 €.jpg')
  })
})

describe('pieces', () => {
  it('encodeRfc5987 leaves only attr-char unencoded', () => {
    expect(encodeRfc5987("a b'(c)*.pdf")).toBe('a%20b%27%28c%29%2A.pdf')
    expect(encodeRfc5987('è')).toBe('%C3%A8')
  })

  it('asciiFallback folds accents', () => {
    expect(asciiFallback('àèìòù ÀÉ ç')).toBe('aeiou AE c')
  })

  it('safeFileName trims and removes separators', () => {
    expect(safeFileName('  a/b\\c.pdf ')).toBe('a_b_c.pdf')
    expect(safeFileName('\u2028')).toBe('download')
  })
})
