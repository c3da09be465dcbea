import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Invoice } from '../../local-server/contract/invoices.js'
import { pdfKeyOf } from '../../local-server/features/invoices/repository.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { pdfText } from '../helpers/pdf-text.js'

let t: TestApp
let demo: Invoice[]
let other: Invoice[]
/** A DEMO-REG invoice of a payment, and one of the monthly operations. */
let paid: Invoice
let operations: Invoice

const get = (url: string, as = 'billing', extra: { scope?: string; method?: 'GET' | 'HEAD' } = {}) =>
  t.call({ method: extra.method ?? 'GET', url, as, ...(extra.scope !== undefined ? { scope: extra.scope } : {}) })

beforeAll(async () => {
  t = await createTestApp()
  demo = (await get('/v1/invoices?size=100&sort=id')).json().elements
  other = (await get('/v1/invoices?size=100&sort=id', 'other-admin')).json().elements
  paid = demo.find((i) => i.paymentId !== undefined)!
  operations = demo.find((i) => i.paymentId === undefined)!
})
afterAll(() => t.close())

const operationsUrls = () => [
  '/v1/invoices',
  `/v1/invoices/${paid.id}`,
  `/v1/invoices/${paid.id}/pdf`,
  `/v1/invoices/${paid.id}/payment`,
]

describe('access to the invoices operations', () => {
  it('401 without a token or with a broken one, for every operation (HEAD included)', async () => {
    for (const url of operationsUrls()) {
      const none = await t.call({ method: 'GET', url })
      expect(none.statusCode, url).toBe(401)
      expect(none.json()).toMatchObject({ code: 'unauthenticated', status: 401 })
      const bad = await t.call({ method: 'GET', url, token: 'not.a.token' })
      expect(bad.statusCode, url).toBe(401)
    }
    const head = await t.call({ method: 'HEAD', url: `/v1/invoices/${paid.id}/pdf` })
    expect(head.statusCode).toBe(401)
  })

  it('403 with a token without the billing scope, and for a user of group domain or darwin', async () => {
    for (const url of operationsUrls()) {
      const scope = await get(url, 'admin', { scope: 'darwin' })
      expect(scope.statusCode, url).toBe(403)
      expect(scope.json()).toMatchObject({ code: 'insufficient_scope' })
      for (const user of ['domain', 'darwin']) {
        const group = await get(url, user)
        expect(group.statusCode, `${url} ${user}`).toBe(403)
        expect(group.json()).toMatchObject({ code: 'forbidden_group' })
      }
    }
    expect((await get(`/v1/invoices/${paid.id}/pdf`, 'domain', { method: 'HEAD' })).statusCode).toBe(403)
    expect((await get(`/v1/invoices/${paid.id}/pdf`, 'admin', { method: 'HEAD', scope: 'darwin' })).statusCode).toBe(403)
  })

  it('200 for the groups admin and billing with the billing scope', async () => {
    for (const user of ['admin', 'billing']) {
      expect((await get(`/v1/invoices/${paid.id}`, user, { scope: 'billing' })).statusCode).toBe(200)
    }
  })

  it('400 naming the parameter for an id that is not a positive integer', async () => {
    for (const bad of ['abc', '1.5', '0', '-3', '1e3x']) {
      for (const suffix of ['', '/pdf', '/payment']) {
        const res = await get(`/v1/invoices/${bad}${suffix}`)
        expect(res.statusCode, `${bad}${suffix}`).toBe(400)
        expect(res.json()).toMatchObject({ code: 'invalid_parameter', field: 'invoiceId' })
      }
      expect((await get(`/v1/invoices/${bad}/pdf`, 'billing', { method: 'HEAD' })).statusCode).toBe(400)
    }
  })
})

describe('GET /v1/invoices/{invoiceId}', () => {
  it('answers the invoice as the list shows it', async () => {
    const res = await get(`/v1/invoices/${paid.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(paid)
    expect(paid).toMatchObject({ taxRate: '22%', fiscalYear: Number(paid.invoiceDate.slice(0, 4)) })
  })

  it('404 for a missing id and for an id of another registrar, both ways', async () => {
    const missing = await get('/v1/invoices/987654')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'not_found', status: 404 })
    expect((await get(`/v1/invoices/${other[0]!.id}`)).statusCode).toBe(404)
    expect((await get(`/v1/invoices/${paid.id}`, 'other-admin')).statusCode).toBe(404)
    expect((await get(`/v1/invoices/${other[0]!.id}`, 'other-admin')).statusCode).toBe(200)
  })

  it('lists never show another registrar\'s invoices', () => {
    const mine = new Set(demo.map((i) => i.id))
    expect(other.every((i) => !mine.has(i.id))).toBe(true)
  })
})

describe('GET and HEAD /v1/invoices/{invoiceId}/pdf', () => {
  // The number as the PDF prints it (`12/2026`), a dash for the slash.
  const fileName = (i: Invoice) => `invoice-${i.invoiceNumber}-${i.fiscalYear}.pdf`

  it('streams the PDF inline with its name and length; its text has the number and total', async () => {
    const res = await get(`/v1/invoices/${paid.id}/pdf`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(`inline; filename="${fileName(paid)}"`)
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ')
    expect(text).toContain(`Numero: ${paid.invoiceNumber}/${paid.fiscalYear}`)
    const [d, m, y] = [paid.invoiceDate.slice(8), paid.invoiceDate.slice(5, 7), paid.invoiceDate.slice(0, 4)]
    expect(text).toContain(`Data: ${d}/${m}/${y}`)
    const euro = paid.totalAmount.toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, '.')
    expect(text).toContain(`Totale fattura ${euro} €`)
    expect(text).toContain('Demo Registrar S.r.l.')
    expect(text).toContain(`Pagamento n. ${paid.paymentId}`)
    // Made out to the registrar's customer record: its address and VAT number.
    const customer = (await t.call({ method: 'GET', url: '/v1/customer', as: 'admin' })).json()
    expect(text).toContain(`P. IVA IT${customer.vatNumber}`)
    expect(text).toContain(customer.address.street)
  })

  it('has a PDF for every invoice of DEMO-REG, the operations invoices included', async () => {
    for (const i of demo) {
      const res = await get(`/v1/invoices/${i.id}/pdf`, 'billing', { method: 'HEAD' })
      expect(res.statusCode, String(i.id)).toBe(200)
    }
    const text = await pdfText((await get(`/v1/invoices/${operations.id}/pdf`)).rawPayload)
    expect(text.replace(/\s+/g, ' ')).toContain('addebitato sul credito prepagato')
  })

  it('HEAD answers the headers of the download and no body', async () => {
    const head = await get(`/v1/invoices/${paid.id}/pdf`, 'billing', { method: 'HEAD' })
    const full = await get(`/v1/invoices/${paid.id}/pdf`)
    expect(head.statusCode).toBe(200)
    expect(head.body).toBe('')
    for (const h of ['content-type', 'content-length', 'content-disposition']) expect(head.headers[h], h).toBe(full.headers[h])
  })

  it('404 for a missing invoice and for another registrar\'s, on GET and HEAD', async () => {
    for (const [url, as] of [
      ['/v1/invoices/987654/pdf', 'billing'],
      [`/v1/invoices/${other[0]!.id}/pdf`, 'billing'],
      [`/v1/invoices/${paid.id}/pdf`, 'other-admin'],
    ] as const) {
      const res = await get(url, as)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type']).toContain('application/problem+json')
      expect(res.json()).toMatchObject({ code: 'not_found' })
      expect((await get(url, as, { method: 'HEAD' })).statusCode, `HEAD ${url}`).toBe(404)
    }
  })

  it('404 pdf_unavailable on GET and HEAD once the file is gone from the data folder', async () => {
    const victim = demo.at(-1)!
    expect((await get(`/v1/invoices/${victim.id}/pdf`, 'billing', { method: 'HEAD' })).statusCode).toBe(200)
    const key = t.app.ctx.db.prepare('SELECT registrar_id AS r FROM invoices WHERE id = ?').get(victim.id) as { r: number }
    rmSync(t.app.ctx.files.pathOf(pdfKeyOf(key.r, victim.id)))
    const head = await get(`/v1/invoices/${victim.id}/pdf`, 'billing', { method: 'HEAD' })
    expect(head.statusCode).toBe(404)
    const res = await get(`/v1/invoices/${victim.id}/pdf`)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'pdf_unavailable', status: 404 })
    // The invoice itself is still there.
    expect((await get(`/v1/invoices/${victim.id}`)).statusCode).toBe(200)
  })
})

describe('GET /v1/invoices/{invoiceId}/payment', () => {
  it('answers the payment the invoice was issued for, as the payments area shows it', async () => {
    const res = await get(`/v1/invoices/${paid.id}/payment`)
    expect(res.statusCode).toBe(200)
    const payment = res.json()
    expect(payment).toMatchObject({ id: paid.paymentId, status: 'approved', amount: paid.totalAmount })
    expect((await get(`/v1/payments/${paid.paymentId}`)).json()).toEqual(payment)
    expect((await get(`/v1/payments/${paid.paymentId}/invoice`)).json()).toEqual(paid)
  })

  it('404 for an operations invoice, a missing invoice and another registrar\'s', async () => {
    const ops = await get(`/v1/invoices/${operations.id}/payment`)
    expect(ops.statusCode).toBe(404)
    expect(ops.json()).toMatchObject({ code: 'not_found' })
    expect((await get('/v1/invoices/987654/payment')).statusCode).toBe(404)
    expect((await get(`/v1/invoices/${other[0]!.id}/payment`)).statusCode).toBe(404)
    expect((await get(`/v1/invoices/${paid.id}/payment`, 'other-admin')).statusCode).toBe(404)
  })
})

describe('OpenAPI', () => {
  it('documents the five operations, HEAD under its own operationId, with the billing scope and groups', async () => {
    const doc = (await t.call({ method: 'GET', url: '/openapi.json' })).json()
    const ops = {
      'invoices.list': doc.paths['/v1/invoices'].get,
      'invoices.get': doc.paths['/v1/invoices/{invoiceId}'].get,
      'invoices.pdf': doc.paths['/v1/invoices/{invoiceId}/pdf'].get,
      'invoices.pdfAvailable': doc.paths['/v1/invoices/{invoiceId}/pdf'].head,
      'invoices.payment': doc.paths['/v1/invoices/{invoiceId}/payment'].get,
    }
    for (const [id, op] of Object.entries(ops)) {
      expect(op?.operationId, id).toBe(id)
      expect(op.security).toEqual([{ registrar_authentication: ['billing'] }])
      expect(op['x-groups']).toEqual(['admin', 'billing'])
      expect(op.tags).toEqual(['invoices'])
    }
    expect(Object.keys(ops['invoices.pdf'].responses['200'].content)).toEqual(['application/pdf'])
    const params = ops['invoices.list'].parameters.map((p: { name: string }) => p.name)
    expect(params).toEqual(expect.arrayContaining(['invoiceNumber', 'totalAmount', 'invoiceDate', 'documentDate', 'paymentId', 'page', 'size', 'sort']))
  })
})
