/**
 * A document upload whose file is stored while the rest of the form is still on its way, and what
 * happens to that file in between: a registrar reset leaves it alone (it is no row's file yet),
 * and an upload whose file is gone anyway by then fails rather than commit a row without a file.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import { PassThrough } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { pdfBytes } from '../helpers/multipart-form.js'
import { createTestApp, type TestApp } from '../helpers/app.js'

const opened: TestApp[] = []
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close()
})

/**
 * Starts an upload with the file part first and the `document` part after it, held back until
 * `finish` is called: `stored` gives the file's key once the server has stored it.
 */
function pausedUpload(t: TestApp, token: string, document: object, file: Buffer) {
  const files = t.app.ctx.files
  const realWriteStream = files.writeStream
  let onStored!: (key: string) => void
  const stored = new Promise<string>((resolve) => (onStored = resolve))
  files.writeStream = async (key, source) => {
    const bytes = await realWriteStream.call(files, key, source)
    files.writeStream = realWriteStream
    onStored(key)
    return bytes
  }
  const boundary = `----paused-${randomBytes(8).toString('hex')}`
  const body = new PassThrough()
  const response = t.app.inject({
    method: 'PUT',
    url: '/v1/darwin/documents',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  })
  body.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.pdf"\r\nContent-Type: application/pdf\r\n\r\n`)
  body.write(file)
  // The next boundary ends the file part; the `document` part stays open until `finish`.
  body.write(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="document"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(document)}`)
  return {
    stored,
    finish: () => {
      body.end(`\r\n--${boundary}--\r\n`)
      return response
    },
  }
}

async function openRequest(t: TestApp, token: string): Promise<number> {
  const res = await t.call({ method: 'GET', url: '/v1/darwin/requests?status=submitted&size=1', token })
  return res.json().elements[0].id as number
}

describe('PUT /v1/darwin/documents while the data changes under it', () => {
  it('keeps the file of an upload in flight across a registrar reset: the upload answers 201 and its file downloads', async () => {
    const t = await createTestApp()
    opened.push(t)
    const token = await t.token('admin')
    const requestId = await openRequest(t, token)
    const file = pdfBytes(4096)
    const upload = pausedUpload(t, token, { requestId, documentType: 'IC' }, file)
    const key = await upload.stored

    expect((await t.call({ method: 'POST', url: '/sandbox/reset', token })).statusCode).toBe(204)
    expect(existsSync(t.app.ctx.files.pathOf(key))).toBe(true)

    const res = await upload.finish()
    expect(res.statusCode, res.body).toBe(201)
    const download = await t.call({ method: 'GET', url: `/v1/darwin/documents/${res.json().id}/download`, token })
    expect(download.statusCode, download.body.slice(0, 200)).toBe(200)
    expect(download.rawPayload.equals(file)).toBe(true)
  })

  it('answers 500 and commits nothing when the stored file is gone before the row is written', async () => {
    const t = await createTestApp()
    opened.push(t)
    const token = await t.token('admin')
    const requestId = await openRequest(t, token)
    const count = async () => (await t.call({ method: 'GET', url: `/v1/darwin/documents/count?requestId=${requestId}`, token })).json().count as number
    const events = () => t.app.ctx.db.prepare('SELECT COUNT(*) FROM darwin_events WHERE request_id = ?').pluck().get(requestId)
    const [documentsBefore, eventsBefore] = [await count(), events()]
    const upload = pausedUpload(t, token, { requestId, documentType: 'IC' }, pdfBytes(4096))
    // Whatever removed it (a whole-sandbox reset wipes the files folder, a person cleaning up).
    rmSync(t.app.ctx.files.pathOf(await upload.stored))

    const res = await upload.finish()
    expect(res.statusCode, res.body).toBe(500)
    expect(await count()).toBe(documentsBefore)
    expect(events()).toBe(eventsBefore)
  })
})
