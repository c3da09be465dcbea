import { describe, expect, it } from 'vitest'
import { checkDocumentPart } from '../../../../../../local-server/features/darwin/documents/service.js'

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
