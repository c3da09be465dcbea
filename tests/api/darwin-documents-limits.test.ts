/**
 * The upload size limit (`maxUploadMb`, `serve --max-upload-mb`): a file one byte over answers
 * 413 and leaves nothing (no row, no file, no temporary file), over app.inject and over a real
 * socket with the FormData a browser or Node client sends.
 */
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jpegBytes, multipartBody, pdfBytes } from '../helpers/multipart-form.js'
import { createDocumentsApp, type DocumentsApp } from './darwin-documents-fixtures.js'

/** 0.01 MiB = 10,485.76 bytes: the limit is 10,485 bytes. */
const LIMIT_MB = 0.01
const LIMIT_BYTES = 10_485

let t: DocumentsApp
let request: number
beforeAll(async () => {
  t = await createDocumentsApp({ maxUploadMb: LIMIT_MB })
  request = t.addRequest()
})
afterAll(() => t.close())

const rows = () => (t.app.ctx.db.prepare('SELECT COUNT(*) AS n FROM darwin_documents').get() as { n: number }).n

describe('upload size limit', () => {
  it('accepts a file of exactly the limit', async () => {
    const res = await t.upload('admin', { requestId: request, documentType: 'IC' }, { data: pdfBytes(LIMIT_BYTES) })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().fileSize).toBe(LIMIT_BYTES)
  })

  it.each([
    ['one byte over, document part first', LIMIT_BYTES + 1, true],
    ['one byte over, file part first', LIMIT_BYTES + 1, false],
    ['far over (1 MiB)', 1024 * 1024, true],
  ])('413 file_too_large for a file %s, and nothing is stored', async (_label, size, documentFirst) => {
    const before = { rows: rows(), files: t.storedFiles() }
    const document = { name: 'document', data: JSON.stringify({ requestId: request, documentType: 'IC' }), contentType: 'application/json' }
    const file = { name: 'file', data: jpegBytes(size), filename: 'big.jpg', contentType: 'image/jpeg' }
    const res = await t.put('admin', documentFirst ? [document, file] : [file, document])
    expect(res.statusCode, res.body).toBe(413)
    const body = res.json()
    expect(body).toMatchObject({ status: 413, code: 'file_too_large', field: 'file', type: 'urn:registrar-api:error:file_too_large' })
    expect(body.detail).toContain(`${LIMIT_MB} MiB`)
    expect(body.detail).toContain(`${LIMIT_BYTES} bytes`)
    expect(rows()).toBe(before.rows)
    expect(t.storedFiles()).toEqual(before.files)
    expect(t.storedFiles().some((f) => f.endsWith('.tmp'))).toBe(false)
  })
})

describe('over a real socket, with FormData and Blob', () => {
  let base: string
  let token: string
  beforeAll(async () => {
    base = await t.app.listen({ host: '127.0.0.1', port: 0 })
    token = await t.token('admin')
  })

  const send = (file: Blob, name: string) => {
    const form = new FormData()
    form.append('document', new Blob([JSON.stringify({ requestId: request, documentType: 'PASS', note: 'passaporto' })], { type: 'application/json' }))
    form.append('file', file, name)
    return fetch(`${base}/v1/darwin/documents`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form })
  }

  it('uploads, then downloads the same bytes', async () => {
    const bytes = pdfBytes(9000)
    const res = await send(new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'passaporto è.pdf')
    expect(res.status).toBe(201)
    const doc = (await res.json()) as { id: string; fileName: string; note: string }
    expect(doc).toMatchObject({ fileName: 'passaporto è.pdf', note: 'passaporto' })
    const download = await fetch(`${base}/v1/darwin/documents/${doc.id}/download`, { headers: { authorization: `Bearer ${token}` } })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="passaporto e.pdf"; filename*=UTF-8''passaporto%20%C3%A8.pdf`)
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('answers 413 to a large upload and keeps nothing', async () => {
    const before = { rows: rows(), files: t.storedFiles() }
    const res = await send(new Blob([new Uint8Array(pdfBytes(2 * 1024 * 1024))], { type: 'application/pdf' }), 'big.pdf')
    expect(res.status).toBe(413)
    expect(((await res.json()) as { code: string }).code).toBe('file_too_large')
    expect(rows()).toBe(before.rows)
    expect(t.storedFiles()).toEqual(before.files)
  })

  it('keeps nothing of an upload whose client hangs up half-way', async () => {
    const before = { rows: rows(), files: t.storedFiles() }
    const { payload, headers } = multipartBody([
      { name: 'document', data: JSON.stringify({ requestId: request, documentType: 'IC' }), contentType: 'application/json' },
      { name: 'file', data: pdfBytes(9000), filename: 'cut.pdf', contentType: 'application/pdf' },
    ])
    const { port } = new URL(base)
    const socket = connect(Number(port), '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    socket.write(
      `PUT /v1/darwin/documents HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    )
    socket.write(payload.subarray(0, payload.length - 3000))
    await new Promise((resolve) => setTimeout(resolve, 100))
    socket.destroy()
    // The server notices the closed connection on its own time; give it a moment.
    for (let i = 0; i < 40 && t.storedFiles().length !== before.files.length; i++) await new Promise((r) => setTimeout(r, 50))
    expect(t.storedFiles()).toEqual(before.files)
    expect(rows()).toBe(before.rows)
  })
})
