/** PUT /v1/darwin/documents: the multipart form, its checks and what a refused upload leaves. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jpegBytes, multipartBody, pdfBytes, pngBytes } from '../helpers/multipart-form.js'
import { createDocumentsApp, type DocumentsApp } from './darwin-documents-fixtures.js'

let t: DocumentsApp
let open: number
beforeAll(async () => {
  t = await createDocumentsApp()
  open = t.addRequest()
})
afterAll(() => t.close())

const documentRows = () => (t.app.ctx.db.prepare('SELECT COUNT(*) AS n FROM darwin_documents').get() as { n: number }).n
const jsonPart = (value: unknown) => ({ name: 'document', data: JSON.stringify(value), contentType: 'application/json' })
const pdfPart = (data: Uint8Array = pdfBytes()) => ({ name: 'file', data, filename: 'a.pdf', contentType: 'application/pdf' })

/** Asserts a refusal: status, code, field, and that no row and no file were added. */
async function expectRefused(send: Promise<{ statusCode: number; json(): any; body: string }>, status: number, code: string, field?: string) {
  const rows = documentRows()
  const files = t.storedFiles()
  const res = await send
  expect(res.statusCode, res.body).toBe(status)
  const body = res.json()
  expect(body).toMatchObject({ status, code, type: `urn:registrar-api:error:${code}` })
  if (field) expect(body.field).toBe(field)
  expect(documentRows()).toBe(rows)
  expect(t.storedFiles()).toEqual(files)
  return body
}

describe('PUT /v1/darwin/documents: accepted uploads', () => {
  it('stores a PDF and answers 201 with its metadata', async () => {
    const res = await t.upload('admin', { requestId: open, documentType: 'IC', note: 'fronte e retro' }, { filename: 'carta.pdf' })
    expect(res.statusCode, res.body).toBe(201)
    const doc = res.json()
    expect(doc).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      requestId: open,
      fileName: 'carta.pdf',
      fileSize: 2048,
      documentType: 'IC',
      fileType: 'application/pdf',
      note: 'fronte e retro',
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/),
    })
    const got = await t.call({ method: 'GET', url: `/v1/darwin/documents/${doc.id}`, as: 'admin' })
    expect(got.json()).toEqual(doc)
  })

  it('stores a JPEG, with the file part first and no note (empty note)', async () => {
    const res = await t.put('domain', [
      { name: 'file', data: jpegBytes(5000), filename: 'visura.jpg', contentType: 'image/jpeg' },
      jsonPart({ requestId: open, documentType: 'CHAMBER' }),
    ])
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ fileName: 'visura.jpg', fileSize: 5000, fileType: 'image/jpeg', documentType: 'CHAMBER', note: '' })
  })

  it('accepts a document part without a content type and keeps a non-ASCII file name', async () => {
    const res = await t.put('admin', [
      { name: 'document', data: JSON.stringify({ requestId: open, documentType: 'OTHER' }) },
      { name: 'file', data: pdfBytes(), filename: "carta d'identità.pdf", contentType: 'application/pdf' },
    ])
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().fileName).toBe("carta d'identità.pdf")
  })

  it('records the event updatedRequiredDocuments on the request', async () => {
    const request = t.addRequest()
    const res = await t.upload('admin', { requestId: request, documentType: 'FC' }, { filename: 'cf.pdf' })
    expect(res.statusCode).toBe(201)
    const events = t.app.ctx.db
      .prepare('SELECT type, user, message FROM darwin_events WHERE request_id = ?')
      .all(request) as { type: string; user: string; message: string }[]
    expect(events).toEqual([{ type: 'updatedRequiredDocuments', user: 'admin', message: 'Uploaded FC: cf.pdf' }])
  })
})

describe('PUT /v1/darwin/documents: the file', () => {
  it('400 for a PNG renamed .pdf and declared application/pdf (checked on its bytes)', async () => {
    await expectRefused(t.upload('admin', { requestId: open, documentType: 'IC' }, { data: pngBytes(), filename: 'scan.pdf' }), 400, 'file_content_mismatch', 'file')
  })

  it('400 for a PDF declared as image/jpeg, and for a JPEG declared as application/pdf', async () => {
    await expectRefused(t.upload('admin', { requestId: open, documentType: 'IC' }, { data: pdfBytes(), contentType: 'image/jpeg' }), 400, 'file_content_mismatch', 'file')
    await expectRefused(t.upload('admin', { requestId: open, documentType: 'IC' }, { data: jpegBytes() }), 400, 'file_content_mismatch', 'file')
  })

  it('400 for another declared type, even with PDF bytes', async () => {
    await expectRefused(t.upload('admin', { requestId: open, documentType: 'IC' }, { data: pngBytes(), contentType: 'image/png' }), 400, 'unsupported_file_type', 'file')
    await expectRefused(t.upload('admin', { requestId: open, documentType: 'IC' }, { contentType: 'application/octet-stream' }), 400, 'unsupported_file_type', 'file')
  })

  it('400 for an empty file and for one shorter than any signature', async () => {
    await expectRefused(t.upload('admin', { requestId: open, documentType: 'IC' }, { data: new Uint8Array(0) }), 400, 'empty_file', 'file')
    await expectRefused(t.upload('admin', { requestId: open, documentType: 'IC' }, { data: Buffer.from('%PD') }), 400, 'file_content_mismatch', 'file')
  })
})

describe('PUT /v1/darwin/documents: the form and the document part', () => {
  it('400 when a part is missing', async () => {
    await expectRefused(t.put('admin', [pdfPart()]), 400, 'missing_part', 'document')
    await expectRefused(t.put('admin', [jsonPart({ requestId: open, documentType: 'IC' })]), 400, 'missing_part', 'file')
    await expectRefused(t.put('admin', []), 400, 'missing_part', 'document')
  })

  it('400 for a document part that is not JSON, declared JSON or not', async () => {
    await expectRefused(t.put('admin', [{ name: 'document', data: '{requestId:', contentType: 'application/json' }, pdfPart()]), 400, 'invalid_document', 'document')
    await expectRefused(t.put('admin', [pdfPart(), { name: 'document', data: 'not json' }]), 400, 'invalid_document', 'document')
    await expectRefused(t.put('admin', [jsonPart([1, 2]), pdfPart()]), 400, 'invalid_document', 'document')
  })

  it.each([
    [{ documentType: 'IC' }, 'document.requestId'],
    [{ requestId: 'one', documentType: 'IC' }, 'document.requestId'],
    [{ requestId: 1.5, documentType: 'IC' }, 'document.requestId'],
    [{ requestId: 1 }, 'document.documentType'],
    [{ requestId: 1, documentType: 'XX' }, 'document.documentType'],
    [{ requestId: 1, documentType: 'IC', note: 'x'.repeat(1001) }, 'document.note'],
    [{ requestId: 1, documentType: 'IC', colour: 'red' }, 'document.colour'],
  ] as [Record<string, unknown>, string][])('400 naming the field for %j', async (document, field) => {
    // requestId 1 stands for the open request of this app.
    const part = { ...document, ...(document.requestId === 1 ? { requestId: open } : {}) }
    const body = await expectRefused(t.put('admin', [jsonPart(part), pdfPart()]), 400, 'invalid_document', field)
    expect(body.detail).toContain(field)
  })

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone surrogate', 'a\ud800b'],
  ])('400 on document.note for text with %s, as in every JSON body', async (_what, note) => {
    const body = await expectRefused(t.put('admin', [jsonPart({ requestId: open, documentType: 'IC', note }), pdfPart()]), 400, 'invalid_document', 'document.note')
    expect(body.detail).toMatch(/NUL|surrogate/)
  })

  it('404 on document.requestId for a request that does not exist or belongs to another registrar', async () => {
    const foreign = t.addRequest({ registrar: 'OTHER-REG' })
    await expectRefused(t.upload('admin', { requestId: 999_999, documentType: 'IC' }), 404, 'unknown_request', 'document.requestId')
    await expectRefused(t.upload('admin', { requestId: foreign, documentType: 'IC' }), 404, 'unknown_request', 'document.requestId')
  })

  it('400 for an unexpected part or a second file', async () => {
    await expectRefused(
      t.put('admin', [jsonPart({ requestId: open, documentType: 'IC' }), { name: 'attachment', data: pdfBytes(), filename: 'x.pdf', contentType: 'application/pdf' }]),
      400,
      'unexpected_part',
    )
    await expectRefused(t.put('admin', [jsonPart({ requestId: open, documentType: 'IC' }), pdfPart(), pdfPart()]), 400, 'unexpected_part')
  })

  it('415 for a body that is not multipart, 400 for multipart without a boundary', async () => {
    const json = await t.call({ method: 'PUT', url: '/v1/darwin/documents', as: 'admin', payload: { requestId: open, documentType: 'IC' } })
    expect(json.statusCode).toBe(415)
    expect(json.json().code).toBe('unsupported_media_type')
    const text = await t.call({ method: 'PUT', url: '/v1/darwin/documents', as: 'admin', headers: { 'content-type': 'text/plain' }, payload: 'x' })
    expect(text.statusCode).toBe(415)
    await expectRefused(
      t.call({ method: 'PUT', url: '/v1/darwin/documents', as: 'admin', headers: { 'content-type': 'multipart/form-data' }, payload: 'x' }),
      400,
      'invalid_multipart',
    )
  })

  it.each([
    ['after the document part', true],
    ['before the document part', false],
  ])('400 invalid_multipart for a body that ends inside the file part (%s), and nothing is stored', async (_label, documentFirst) => {
    const document = jsonPart({ requestId: open, documentType: 'IC' })
    const file = pdfPart(pdfBytes(8192))
    const { payload, headers } = multipartBody(documentFirst ? [document, file] : [file, document])
    const cut = payload.indexOf(Buffer.from('%PDF')) + 4096
    await expectRefused(
      t.call({ method: 'PUT', url: '/v1/darwin/documents', as: 'admin', headers, payload: payload.subarray(0, cut) }),
      400,
      'invalid_multipart',
    )
    expect(t.storedFiles().some((f) => f.endsWith('.tmp'))).toBe(false)
  })

  it('409 when the request status no longer allows changes, whatever the order of the parts', async () => {
    for (const status of ['processing', 'completed', 'expired', 'cancelled']) {
      const request = t.addRequest({ status })
      await expectRefused(t.upload('admin', { requestId: request, documentType: 'IC' }), 409, 'request_status_incompatible')
      await expectRefused(t.put('admin', [pdfPart(), jsonPart({ requestId: request, documentType: 'IC' })]), 409, 'request_status_incompatible')
    }
  })
})
