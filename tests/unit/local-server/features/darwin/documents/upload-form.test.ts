import { describe, expect, it } from 'vitest'
import { storedFileName } from '../../../../../../local-server/features/darwin/documents/upload-form.js'
import { checkDocumentPart } from '../../../../../../local-server/features/darwin/documents/service.js'

describe('storedFileName', () => {
  it('keeps a name, without control characters', () => {
    expect(storedFileName("carta d'identità.pdf", 'application/pdf')).toBe("carta d'identità.pdf")
    expect(storedFileName(' a\u0000b\r\n.pdf ', 'application/pdf')).toBe('ab.pdf')
  })

  it('names a nameless file by its type', () => {
    expect(storedFileName(undefined, 'application/pdf')).toBe('document.pdf')
    expect(storedFileName('  ', 'image/jpeg')).toBe('document.jpg')
  })

  it('cuts a long name to 255 characters, keeping the extension', () => {
    const name = storedFileName(`${'è'.repeat(300)}.jpeg`, 'image/jpeg')
    expect([...name]).toHaveLength(255)
    expect(name.endsWith('è.jpeg')).toBe(true)
  })
})

describe('checkDocumentPart', () => {
  it('accepts the three fields, note optional', () => {
    expect(checkDocumentPart({ requestId: 3, documentType: 'DEED' })).toEqual({ requestId: 3, documentType: 'DEED' })
    expect(checkDocumentPart({ requestId: 3, documentType: 'IC', note: 'x' })).toMatchObject({ note: 'x' })
  })

  it.each([
    [null, 'document'],
    ['text', 'document'],
    [{}, 'document.requestId'],
    [{ requestId: 0, documentType: 'IC' }, 'document.requestId'],
    [{ requestId: 1, documentType: 'ic' }, 'document.documentType'],
    [{ requestId: 1, documentType: 'IC', note: 7 }, 'document.note'],
    [{ requestId: 1, documentType: 'IC', extra: true }, 'document.extra'],
  ])('refuses %j naming %s', (value, field) => {
    expect(() => checkDocumentPart(value)).toThrow(expect.objectContaining({ status: 400, code: 'invalid_document', field }))
  })
})
