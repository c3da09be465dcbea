/** The demo data set's documents work through the document operations like uploaded ones. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { sniffFileType } from '../../local-server/validation/document-file.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('demo documents', () => {
  it('are listed, counted and downloadable with their stored bytes and a matching type', async () => {
    const list = await t.call({ method: 'GET', url: '/v1/darwin/documents?size=100', as: 'admin' })
    expect(list.statusCode).toBe(200)
    const { elements, page } = list.json()
    expect(elements.length).toBeGreaterThan(0)
    expect(page.totalElements).toBe(elements.length)
    const count = await t.call({ method: 'GET', url: '/v1/darwin/documents/count', as: 'admin' })
    expect(count.json()).toEqual({ count: page.totalElements })
    for (const doc of elements) {
      const res = await t.call({ method: 'GET', url: `/v1/darwin/documents/${doc.id}/download`, as: 'admin' })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe(doc.fileType)
      expect(Number(res.headers['content-length'])).toBe(doc.fileSize)
      expect(sniffFileType(res.rawPayload)).toBe(doc.fileType)
      const key = (t.app.ctx.db.prepare('SELECT storage_key AS k FROM darwin_documents WHERE id = ?').get(doc.id) as { k: string }).k
      expect(res.rawPayload.equals(readFileSync(t.app.ctx.files.pathOf(key)))).toBe(true)
    }
  })

  it("keep OTHER-REG's documents apart", async () => {
    const demo = (await t.call({ method: 'GET', url: '/v1/darwin/documents?size=100', as: 'admin' })).json().elements as { id: string }[]
    const other = (await t.call({ method: 'GET', url: '/v1/darwin/documents?size=100', as: 'other-admin' })).json().elements as { id: string }[]
    const otherIds = new Set(other.map((d) => d.id))
    expect(demo.some((d) => otherIds.has(d.id))).toBe(false)
    for (const d of other) expect((await t.call({ method: 'GET', url: `/v1/darwin/documents/${d.id}`, as: 'admin' })).statusCode).toBe(404)
  })
})
