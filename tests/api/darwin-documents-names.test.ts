/**
 * Document file names cannot smuggle a path, a hidden extension or a device name: they are
 * cleaned when stored and, for names stored before these rules, again when served; the extension
 * always says the type checked from the bytes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jpegBytes } from '../helpers/multipart-form.js'
import { createDocumentsApp, type DocumentsApp } from './darwin-documents-fixtures.js'

let t: DocumentsApp
let request: number
beforeAll(async () => {
  t = await createDocumentsApp()
  request = t.addRequest()
})
afterAll(() => t.close())

const download = (id: string) => t.call({ method: 'GET', url: `/v1/darwin/documents/${id}/download`, as: 'admin' })
const uploadNamed = async (filename: string, jpeg = false) => {
  const res = await t.upload(
    'admin',
    { requestId: request, documentType: 'OTHER' },
    jpeg ? { data: jpegBytes(500), filename, contentType: 'image/jpeg' } : { filename },
  )
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: string; fileName: string }
}

describe('document file names', () => {
  it('turns fullwidth path separators into one plain name: ..／..／x.pdf is not a path', async () => {
    const doc = await uploadNamed('..／..／x.pdf')
    expect(doc.fileName).toBe('_.._x.pdf')
    const res = await download(doc.id)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment; filename="_.._x.pdf"')
  })

  it('drops a right-to-left override, so invoice‮fdp.exe cannot pass for a PDF named …exe.pdf', async () => {
    const doc = await uploadNamed('invoice\u202efdp.exe')
    expect(doc.fileName).toBe('invoicefdp.exe.pdf')
    expect((await download(doc.id)).headers['content-disposition']).toBe('attachment; filename="invoicefdp.exe.pdf"')
  })

  it('gives the extension of the checked type, and prefixes a name Windows reserves for a device', async () => {
    expect((await uploadNamed('scan.pdf', true)).fileName).toBe('scan.pdf.jpg')
    expect((await uploadNamed('foto.JPEG', true)).fileName).toBe('foto.jpg')
    expect((await uploadNamed('CON.pdf')).fileName).toBe('_CON.pdf')
    expect((await uploadNamed('lpt1 .txt')).fileName).toBe('_lpt1 .txt.pdf')
  })

  it('cleans a name stored earlier when it is listed and downloaded', async () => {
    const doc = await uploadNamed('ok.pdf')
    t.app.ctx.db.prepare('UPDATE darwin_documents SET file_name = ? WHERE id = ?').run('..\\..／evil\u202egpj.pdf', doc.id)
    const shown = await t.call({ method: 'GET', url: `/v1/darwin/documents/${doc.id}`, as: 'admin' })
    expect(shown.json().fileName).toBe('_.._evilgpj.pdf')
    expect((await download(doc.id)).headers['content-disposition']).toBe('attachment; filename="_.._evilgpj.pdf"')
  })
})
