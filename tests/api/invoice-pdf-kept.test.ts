import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Invoice } from '../../local-server/contract/invoices.js'
import { pdfKeyOf } from '../../local-server/features/invoices/repository.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { unversioned } from '../helpers/unversioned.js'

// A PDF downloaded before is answered from the access checks' hook (features/invoices/kept-pdfs.ts)
// while the invoices are unchanged; the answer must be the one the whole way gives, and every
// check before it must still run.
let t: TestApp
let demo: Invoice[]
beforeAll(async () => {
  t = await createTestApp({ requestLog: true })
  demo = (await t.call({ method: 'GET', url: '/v1/invoices?size=100&sort=id', as: 'billing' })).json().elements
})
afterAll(() => t.close())

const download = (id: number, as = 'billing') => t.call({ method: 'GET', url: `/v1/invoices/${id}/pdf`, as })
const HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control'] as const
const headersOf = (res: Awaited<ReturnType<typeof download>>) => Object.fromEntries(HEADERS.map((h) => [h, res.headers[h]]))
const pathOf = (id: number) => {
  const { r } = t.app.ctx.db.prepare('SELECT registrar_id AS r FROM invoices WHERE id = ?').get(id) as { r: number }
  return t.app.ctx.files.pathOf(pdfKeyOf(r, id))
}

describe('a PDF downloaded again', () => {
  it('is the same bytes with the same headers, until a write to the invoices', async () => {
    const invoice = demo[0]!
    const first = await download(invoice.id)
    expect(first.statusCode).toBe(200)
    const again = await download(invoice.id)
    expect(again.statusCode).toBe(200)
    expect(headersOf(again)).toEqual(headersOf(first))
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)

    // A write the version does not see is not seen either: the name is the kept one.
    const number = (n: number) => t.app.ctx.db.prepare('UPDATE invoices SET invoice_number = ? WHERE id = ?').run(n, invoice.id)
    unversioned(t.app.ctx.db, 'invoices', () => number(900_001))
    expect((await download(invoice.id)).headers['content-disposition']).toBe(first.headers['content-disposition'])
    // Any write bumps it: the next download goes the whole way and names the invoice as it is now.
    number(900_002)
    expect((await download(invoice.id)).headers['content-disposition']).toBe(`inline; filename="invoice-900002-${invoice.fiscalYear}.pdf"`)
    number(invoice.invoiceNumber)
    expect(headersOf(await download(invoice.id))).toEqual(headersOf(first))
  })

  it('still checks the token, the scope, the user’s group and the registrar first', async () => {
    const url = `/v1/invoices/${demo[1]!.id}/pdf`
    expect((await t.call({ method: 'GET', url, as: 'billing' })).statusCode).toBe(200)
    expect((await t.call({ method: 'GET', url, as: 'billing' })).statusCode).toBe(200)
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(401)
    expect((await t.call({ method: 'GET', url, token: 'not.a.token' })).statusCode).toBe(401)
    expect((await t.call({ method: 'GET', url, as: 'admin', scope: 'darwin' })).statusCode).toBe(403)
    expect((await t.call({ method: 'GET', url, as: 'domain' })).statusCode).toBe(403)
    const other = await t.call({ method: 'GET', url, as: 'other-admin' })
    expect(other.statusCode).toBe(404)
    expect(other.json()).toMatchObject({ code: 'not_found' })
  })

  it('is answered new once its file is drawn again, and 404 pdf_unavailable once the file is gone', async () => {
    const [invoice, another] = [demo[2]!, demo[3]!]
    await download(invoice.id)
    await download(invoice.id)
    const replacement = readFileSync(pathOf(another.id))
    writeFileSync(pathOf(invoice.id), replacement)
    const redrawn = await download(invoice.id)
    expect(redrawn.rawPayload.equals(replacement)).toBe(true)
    expect(Number(redrawn.headers['content-length'])).toBe(replacement.length)
    rmSync(pathOf(invoice.id))
    const gone = await download(invoice.id)
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toMatchObject({ code: 'pdf_unavailable', status: 404 })
  })

  it('still meets a fault rule, and is written in the request log', async () => {
    const url = `/v1/invoices/${demo[5]!.id}/pdf`
    await download(demo[5]!.id)
    expect((await download(demo[5]!.id)).statusCode).toBe(200)
    const rule = await t.call({ method: 'POST', url: '/gateway/faults', as: 'admin', payload: { match: { path: '/v1/invoices/*/pdf' }, action: { kind: 'error', status: 503 } } })
    expect(rule.statusCode).toBe(201)
    try {
      expect((await t.call({ method: 'GET', url, as: 'billing' })).statusCode).toBe(503)
    } finally {
      await t.call({ method: 'DELETE', url: '/gateway/faults', as: 'admin' })
    }
    const kept = await t.call({ method: 'GET', url, as: 'billing', headers: { 'x-request-id': 'kept-pdf' } })
    expect(kept.statusCode).toBe(200)
    const logged = (await t.call({ method: 'GET', url: '/gateway/requests?requestId=kept-pdf', as: 'admin' })).json()
    expect(logged.elements).toHaveLength(1)
    expect(logged.elements[0]).toMatchObject({ status: 200, path: url })
  })

  it('is 404 once its invoice is deleted', async () => {
    const invoice = demo[4]!
    await download(invoice.id)
    expect((await download(invoice.id)).statusCode).toBe(200)
    t.app.ctx.db.prepare('DELETE FROM invoices WHERE id = ?').run(invoice.id)
    const res = await download(invoice.id)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'not_found' })
  })
})
