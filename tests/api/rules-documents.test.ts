/**
 * One table of files run through the upload API (PUT /v1/darwin/documents) and through the
 * upload form's check (renderer/src/features/darwin/file-check.ts): both accept and refuse the
 * same files with the same code. The form declares the type it would send the file as.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkChosenFile, declaredType } from '@/features/darwin/file-check'
import { jpegBytes, pdfBytes, pngBytes } from '../helpers/multipart-form.js'
import { createDocumentsApp, type DocumentsApp } from './darwin-documents-fixtures.js'

/** 0.01 MiB: the limit is 10,485 bytes. */
const LIMIT_MB = 0.01
const LIMIT_BYTES = 10_485

const SAMPLES: Array<{ label: string; name: string; type: string; data: Uint8Array }> = [
  { label: 'a PDF', name: 'visura.pdf', type: 'application/pdf', data: pdfBytes() },
  { label: 'a JPEG', name: 'scan.jpg', type: 'image/jpeg', data: jpegBytes() },
  { label: 'a JPEG with a type parameter', name: 'scan.jpg', type: 'image/jpeg; charset=binary', data: jpegBytes() },
  { label: 'a JPEG without a type', name: 'scan.jpeg', type: '', data: jpegBytes() },
  { label: 'a PNG', name: 'logo.png', type: 'image/png', data: pngBytes() },
  { label: 'a PNG renamed to .pdf', name: 'logo.pdf', type: 'application/pdf', data: pngBytes() },
  { label: 'a JPEG declared as PDF', name: 'scan.pdf', type: 'application/pdf', data: jpegBytes() },
  { label: 'an empty PDF', name: 'empty.pdf', type: 'application/pdf', data: new Uint8Array(0) },
  { label: 'a PDF of exactly the limit', name: 'big.pdf', type: 'application/pdf', data: pdfBytes(LIMIT_BYTES) },
  { label: 'a PDF one byte over the limit', name: 'big.pdf', type: 'application/pdf', data: pdfBytes(LIMIT_BYTES + 1) },
  { label: 'a text file', name: 'notes.txt', type: 'text/plain', data: new TextEncoder().encode('%PDF- but text') },
]

let t: DocumentsApp
let request: number
beforeAll(async () => {
  t = await createDocumentsApp({ maxUploadMb: LIMIT_MB })
  request = t.addRequest()
})
afterAll(() => t.close())

describe('document files: the upload form and the API agree', () => {
  it.each(SAMPLES)('$label', async ({ name, type, data }) => {
    const head = data.subarray(0, 8)
    const form = checkChosenFile({ name, type, size: data.length }, head, LIMIT_BYTES)
    const contentType = form.type ?? declaredType(name, type, head) ?? 'application/octet-stream'
    const res = await t.upload('admin', { requestId: request, documentType: 'IC' }, { data, filename: name, contentType })
    const apiCode = res.statusCode === 201 ? undefined : (res.json() as { code: string }).code
    expect(form.problem, `form vs API (${res.statusCode})`).toBe(apiCode)
    if (res.statusCode === 201) expect(res.json()).toMatchObject({ fileType: form.type })
  })
})
