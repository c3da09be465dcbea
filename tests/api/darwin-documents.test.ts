/** Darwin documents: search, count, read, download and delete; access, visibility and isolation. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jpegBytes, pdfBytes } from '../helpers/multipart-form.js'
import { searchPlanProblems } from '../helpers/query-plan.js'
import { documentSearchPlan } from '../../local-server/features/darwin/documents/repository.js'
import type { Principal } from '../../local-server/core/tokens.js'
import { createDocumentsApp, type DocumentsApp } from './darwin-documents-fixtures.js'

let t: DocumentsApp
/** A request assigned to the user darwin, one unassigned, one of OTHER-REG, one completed. */
let mine: number, unassigned: number, foreign: number, closed: number
const docs: Record<string, any> = {}

beforeAll(async () => {
  t = await createDocumentsApp()
  mine = t.addRequest({ assignedTo: 'darwin' })
  unassigned = t.addRequest()
  foreign = t.addRequest({ registrar: 'OTHER-REG' })
  const upload = async (as: string, requestId: number, documentType: string, file = {}) => {
    const res = await t.upload(as, { requestId, documentType }, file)
    expect(res.statusCode, res.body).toBe(201)
    return res.json()
  }
  docs.mineIc = await upload('darwin', mine, 'IC', { data: pdfBytes(3000), filename: 'carta "nuova".pdf' })
  docs.mineChamber = await upload('admin', mine, 'CHAMBER', { data: jpegBytes(4000), filename: 'visura.jpg', contentType: 'image/jpeg' })
  docs.unassignedIc = await upload('domain', unassigned, 'IC')
  docs.unassignedDeed = await upload('admin', unassigned, 'DEED')
  docs.foreign = await upload('other-admin', foreign, 'IC')
  // A request whose status changed after its upload: its documents are read-only.
  closed = t.addRequest()
  docs.closed = await upload('admin', closed, 'PASS')
  t.app.ctx.db.prepare("UPDATE darwin_requests SET status = 'completed' WHERE id = ?").run(closed)
})
afterAll(() => t.close())

const get = (url: string, as?: string, scope?: string) => t.call({ method: 'GET', url, ...(as ? { as } : {}), ...(scope ? { scope } : {}) })
const ids = (res: { json(): any }) => res.json().elements.map((d: { id: string }) => d.id)

describe('GET /v1/darwin/documents and /count', () => {
  it('lists the registrar documents grouped by request, newest first, in the darwin page envelope', async () => {
    const res = await get('/v1/darwin/documents', 'admin')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.page).toEqual({ size: 20, totalElements: 5, totalPages: 1, page: 0 })
    expect(body.elements.map((d: any) => d.requestId)).toEqual([closed, unassigned, unassigned, mine, mine])
    expect(ids(res)).toEqual([docs.closed.id, docs.unassignedDeed.id, docs.unassignedIc.id, docs.mineChamber.id, docs.mineIc.id])
  })

  it.each([
    ['?requestId=REQ', (d: typeof docs) => [d.mineChamber, d.mineIc]],
    ['?documentType=IC', (d: typeof docs) => [d.unassignedIc, d.mineIc]],
    ['?documentType=in:IC,PASS', (d: typeof docs) => [d.closed, d.unassignedIc, d.mineIc]],
    ['?requestId=REQ&documentType=CHAMBER', (d: typeof docs) => [d.mineChamber]],
    ['?requestId=in:REQ,999999', (d: typeof docs) => [d.mineChamber, d.mineIc]],
  ])('filters %s, and count equals totalElements', async (q, expected) => {
    const query = q.replace('REQ', String(mine))
    const list = await get(`/v1/darwin/documents${query}`, 'admin')
    expect(list.statusCode).toBe(200)
    expect(ids(list)).toEqual(expected(docs).map((d: any) => d.id))
    const count = await get(`/v1/darwin/documents/count${query}`, 'admin')
    expect(count.json()).toEqual({ count: list.json().page.totalElements })
  })

  it('pages: page and size, totalPages, an empty page past the end', async () => {
    const first = await get('/v1/darwin/documents?size=2', 'admin')
    expect(first.json().page).toEqual({ size: 2, totalElements: 5, totalPages: 3, page: 0 })
    const last = await get('/v1/darwin/documents?size=2&page=2', 'admin')
    expect(last.json().elements).toHaveLength(1)
    expect(last.json().page.page).toBe(2)
    const past = await get('/v1/darwin/documents?size=2&page=9', 'admin')
    expect(past.json()).toMatchObject({ elements: [], page: { totalElements: 5, page: 9 } })
  })

  it.each([
    ['documentType=XX', 'documentType'],
    ['documentType=ne:IC', 'documentType'],
    ['requestId=abc', 'requestId'],
    ['size=0', 'size'],
    ['size=101', 'size'],
    ['page=-1', 'page'],
    ['sort=created', 'sort'],
  ])('400 for %s', async (q, field) => {
    const res = await get(`/v1/darwin/documents?${q}`, 'admin')
    expect(res.statusCode).toBe(400)
    expect(res.json().field).toBe(field)
    if (!['size', 'page', 'sort'].includes(field)) expect((await get(`/v1/darwin/documents/count?${q}`, 'admin')).statusCode).toBe(400)
  })

  it('a darwin-group user sees only the documents of requests assigned to them', async () => {
    const res = await get('/v1/darwin/documents', 'darwin')
    expect(ids(res)).toEqual([docs.mineChamber.id, docs.mineIc.id])
    expect((await get('/v1/darwin/documents/count', 'darwin')).json()).toEqual({ count: 2 })
    expect((await get(`/v1/darwin/documents?requestId=${unassigned}`, 'darwin')).json().page.totalElements).toBe(0)
    expect((await get('/v1/darwin/documents/count', 'darwin2')).json()).toEqual({ count: 0 })
  })

  it("never shows another registrar's documents", async () => {
    expect(ids(await get('/v1/darwin/documents', 'other-admin'))).toEqual([docs.foreign.id])
    expect((await get(`/v1/darwin/documents/count?requestId=${foreign}`, 'admin')).json()).toEqual({ count: 0 })
  })

  it('reads through an index, without sorting in memory, for every filter and role', () => {
    const db = t.app.ctx.db
    const principal = (groups: Principal['groups']): Principal => ({ userId: 4, username: 'x', registrarId: 1, groups, scopes: ['darwin'], expiresAt: 0 })
    const queries = [{}, { requestId: '1' }, { documentType: 'IC' }, { documentType: 'in:IC,PASS' }, { requestId: 'in:1,2' }, { requestId: '1', documentType: 'IC' }]
    for (const groups of [['admin'], ['darwin']] as Principal['groups'][]) {
      for (const q of queries) {
        expect(searchPlanProblems(db, documentSearchPlan(principal(groups), q)), `${groups} ${JSON.stringify(q)}`).toEqual([])
      }
    }
  })
})

describe('GET /v1/darwin/documents/{documentId}', () => {
  it('answers the metadata, and 404 for an unknown id', async () => {
    const res = await get(`/v1/darwin/documents/${docs.mineIc.id}`, 'domain')
    expect(res.json()).toEqual(docs.mineIc)
    const missing = await get('/v1/darwin/documents/no-such-document', 'admin')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ status: 404, code: 'not_found' })
  })

  it('404 for another registrar, and for a darwin user on a request not assigned to them', async () => {
    expect((await get(`/v1/darwin/documents/${docs.foreign.id}`, 'admin')).statusCode).toBe(404)
    expect((await get(`/v1/darwin/documents/${docs.mineIc.id}`, 'other-admin')).statusCode).toBe(404)
    expect((await get(`/v1/darwin/documents/${docs.unassignedIc.id}`, 'darwin')).statusCode).toBe(404)
    expect((await get(`/v1/darwin/documents/${docs.mineIc.id}`, 'darwin2')).statusCode).toBe(404)
    expect((await get(`/v1/darwin/documents/${docs.mineIc.id}`, 'darwin')).statusCode).toBe(200)
  })
})

describe('GET /v1/darwin/documents/{documentId}/download', () => {
  it('streams the exact bytes with the content type, length and an attachment disposition', async () => {
    const pdf = await get(`/v1/darwin/documents/${docs.mineIc.id}/download`, 'darwin')
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-length']).toBe('3000')
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="carta _nuova_.pdf"; filename*=UTF-8''carta%20%22nuova%22.pdf`)
    expect(pdf.rawPayload.equals(pdfBytes(3000))).toBe(true)
    const jpeg = await get(`/v1/darwin/documents/${docs.mineChamber.id}/download`, 'admin')
    expect(jpeg.headers['content-type']).toBe('image/jpeg')
    expect(jpeg.headers['content-disposition']).toBe('attachment; filename="visura.jpg"')
    expect(jpeg.rawPayload.equals(jpegBytes(4000))).toBe(true)
  })

  it('404 as JSON for an unknown, foreign or not visible document', async () => {
    for (const [id, as] of [['nope', 'admin'], [docs.foreign.id, 'admin'], [docs.unassignedIc.id, 'darwin']] as const) {
      const res = await get(`/v1/darwin/documents/${id}/download`, as)
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toContain('application/problem+json')
    }
  })
})

describe('DELETE /v1/darwin/documents/{documentId}', () => {
  it('204: removes the row and the file, records an event, then 404', async () => {
    const doc = (await t.upload('admin', { requestId: unassigned, documentType: 'OTHER' }, { filename: 'tmp.pdf' })).json()
    const key = (t.app.ctx.db.prepare('SELECT storage_key AS k FROM darwin_documents WHERE id = ?').get(doc.id) as { k: string }).k
    expect(await t.app.ctx.files.exists(key)).toBe(true)
    const res = await t.call({ method: 'DELETE', url: `/v1/darwin/documents/${doc.id}`, as: 'domain' })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(await t.app.ctx.files.exists(key)).toBe(false)
    expect((await get(`/v1/darwin/documents/${doc.id}`, 'admin')).statusCode).toBe(404)
    const last = t.app.ctx.db
      .prepare('SELECT type, user, message FROM darwin_events WHERE request_id = ? ORDER BY id DESC LIMIT 1')
      .get(unassigned) as { type: string; user: string; message: string }
    expect(last).toEqual({ type: 'updatedRequiredDocuments', user: 'domain', message: 'Deleted OTHER: tmp.pdf' })
    expect((await t.call({ method: 'DELETE', url: `/v1/darwin/documents/${doc.id}`, as: 'domain' })).statusCode).toBe(404)
  })

  it('204 when the file cannot be removed after the row is: the delete is done, the file only left behind', async () => {
    const doc = (await t.upload('admin', { requestId: unassigned, documentType: 'OTHER' })).json()
    const key = (t.app.ctx.db.prepare('SELECT storage_key AS k FROM darwin_documents WHERE id = ?').get(doc.id) as { k: string }).k
    // A folder that is not empty where the file was: removing it fails.
    const at = t.app.ctx.files.pathOf(key)
    rmSync(at)
    mkdirSync(at)
    writeFileSync(path.join(at, 'inside'), 'x')
    const res = await t.call({ method: 'DELETE', url: `/v1/darwin/documents/${doc.id}`, as: 'admin' })
    expect(res.statusCode, res.body).toBe(204)
    expect((await get(`/v1/darwin/documents/${doc.id}`, 'admin')).statusCode).toBe(404)
    rmSync(at, { recursive: true })
  })

  it('409 when the request status no longer allows changes; the document stays', async () => {
    const res = await t.call({ method: 'DELETE', url: `/v1/darwin/documents/${docs.closed.id}`, as: 'admin' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ status: 409, code: 'request_status_incompatible' })
    expect((await get(`/v1/darwin/documents/${docs.closed.id}/download`, 'admin')).statusCode).toBe(200)
  })

  it('404 for a foreign document or one a darwin user does not see; nothing is removed', async () => {
    expect((await t.call({ method: 'DELETE', url: `/v1/darwin/documents/${docs.foreign.id}`, as: 'admin' })).statusCode).toBe(404)
    expect((await t.call({ method: 'DELETE', url: `/v1/darwin/documents/${docs.unassignedIc.id}`, as: 'darwin' })).statusCode).toBe(404)
    expect((await get(`/v1/darwin/documents/${docs.foreign.id}`, 'other-admin')).statusCode).toBe(200)
    expect((await get(`/v1/darwin/documents/${docs.unassignedIc.id}`, 'admin')).statusCode).toBe(200)
  })
})

describe('access', () => {
  const calls = () => [
    { method: 'GET' as const, url: '/v1/darwin/documents' },
    { method: 'GET' as const, url: '/v1/darwin/documents/count' },
    { method: 'GET' as const, url: `/v1/darwin/documents/${docs.mineIc.id}` },
    { method: 'GET' as const, url: `/v1/darwin/documents/${docs.mineIc.id}/download` },
    { method: 'DELETE' as const, url: `/v1/darwin/documents/${docs.mineIc.id}` },
    { method: 'PUT' as const, url: '/v1/darwin/documents' },
  ]

  it('401 without a token, 403 with a billing-only token or for a billing user', async () => {
    for (const c of calls()) {
      expect((await t.call(c)).statusCode, `${c.method} ${c.url}`).toBe(401)
      const scoped = await t.call({ ...c, as: 'admin', scope: 'billing' })
      expect(scoped.statusCode, `${c.method} ${c.url}`).toBe(403)
      expect(scoped.json().code).toBe('insufficient_scope')
      const group = await t.call({ ...c, as: 'billing' })
      expect(group.statusCode, `${c.method} ${c.url}`).toBe(403)
      expect(group.json().code).toBe('forbidden_group')
    }
    expect((await get(`/v1/darwin/documents/${docs.mineIc.id}`, 'admin')).statusCode).toBe(200)
  })

  it('a darwin user uploads only to a request assigned to them (404 otherwise, nothing stored)', async () => {
    const refused = await t.upload('darwin', { requestId: unassigned, documentType: 'IC' })
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toMatchObject({ code: 'unknown_request', field: 'document.requestId' })
    const ok = await t.upload('darwin', { requestId: mine, documentType: 'FC' })
    expect(ok.statusCode).toBe(201)
    expect((await t.call({ method: 'DELETE', url: `/v1/darwin/documents/${ok.json().id}`, as: 'darwin' })).statusCode).toBe(204)
  })
})

describe('OpenAPI', () => {
  it('documents the upload as multipart/form-data with the parts document (JSON) and file (binary)', async () => {
    const doc = (await get('/openapi.json')).json()
    const put = doc.paths['/v1/darwin/documents'].put
    expect(put.operationId).toBe('darwin.documents.upload')
    expect(Object.keys(put.requestBody.content)).toEqual(['multipart/form-data'])
    const form = put.requestBody.content['multipart/form-data'].schema
    expect(form.required).toEqual(['document', 'file'])
    expect(form.properties.document).toMatchObject({ type: 'object', required: ['requestId', 'documentType'] })
    expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' })
    expect(Object.keys(put.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409', '413']))
    const download = doc.paths['/v1/darwin/documents/{documentId}/download'].get
    expect(download.responses['200'].content['application/pdf'].schema).toEqual({ type: 'string', format: 'binary' })
  })
})
