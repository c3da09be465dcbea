import { describe, expect, it } from 'vitest'
import { documentFileName } from '../../../../../../local-server/features/darwin/documents/file-name.js'

const pdf = (name: string | undefined) => documentFileName(name, 'application/pdf')

describe('documentFileName', () => {
  it('keeps an ordinary name, without control characters or surrounding spaces', () => {
    expect(pdf("carta d'identità.pdf")).toBe("carta d'identità.pdf")
    expect(pdf(' a\u0000b\r\n.pdf ')).toBe('ab.pdf')
  })

  it('names a nameless file by its type', () => {
    expect(pdf(undefined)).toBe('document.pdf')
    expect(documentFileName('  ', 'image/jpeg')).toBe('document.jpg')
    expect(pdf('...')).toBe('document.pdf')
  })

  it('replaces path separators of every script, after NFKC', () => {
    expect(pdf('..／..／x.pdf')).toBe('_.._x.pdf')
    expect(pdf('a＼b∕c⁄d⧸e﹨f\\g/h:i.pdf')).toBe('a_b_c_d_e_f_g_h_i.pdf')
    expect(pdf('ｆｕｌｌ.ｐｄｆ')).toBe('full.pdf')
  })

  it('removes bidirectional overrides, isolates and marks, and zero-width characters', () => {
    expect(pdf('invoice\u202efdp.exe')).toBe('invoicefdp.exe.pdf')
    expect(pdf('a\u2066b\u2069\u200ec\u200bd.pdf')).toBe('abcd.pdf')
  })

  it('makes the extension follow the checked type', () => {
    expect(pdf('photo.jpg')).toBe('photo.jpg.pdf')
    expect(documentFileName('photo.JPEG', 'image/jpeg')).toBe('photo.jpg')
    expect(documentFileName('photo.pdf', 'image/jpeg')).toBe('photo.pdf.jpg')
    expect(pdf('report.PDF')).toBe('report.pdf')
  })

  it("prefixes the names Windows reserves for devices, whatever the case and the extension", () => {
    for (const name of ['CON', 'con.pdf', 'Nul.tar.pdf', 'COM1.pdf', 'lpt9 .pdf', 'AUX']) expect(pdf(name)).toMatch(/^_/)
    expect(pdf('console.pdf')).toBe('console.pdf')
    expect(pdf('COM¹.pdf')).toBe('_COM1.pdf')
  })

  it('cuts a long name to 255 characters, keeping the extension', () => {
    const name = documentFileName(`${'è'.repeat(300)}.jpeg`, 'image/jpeg')
    expect([...name]).toHaveLength(255)
    expect(name.endsWith('è.jpg')).toBe(true)
  })
})
