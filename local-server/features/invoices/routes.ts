import { createReadStream } from 'node:fs'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { notFound } from '../../api-error.js'
import { invoicesGet, invoicesList, invoicesPdf, invoicesPdfHead } from '../../contract/invoices.js'
import { invoicesPayment } from '../../contract/invoices-payment.js'
import type { AppContext } from '../../context.js'
import { createSearchPages, searchVersion } from '../../core/page-cache.js'
import { createSmallFileReader } from '../../core/small-files.js'
import { mount, SerializedJson } from '../../mount.js'
import { createPaymentsRepository, toPayment } from '../payments/repository.js'
import { createKeptPdfs, pdfHeadersOf } from './kept-pdfs.js'
import { hasLazyPdf } from './lazy-pdf.js'
import { createInvoicesRepository } from './repository.js'
import { rerenderInvoicePdf } from './rerender.js'
import { createInvoicesService, type InvoicePdfFile } from './service.js'

const pdfHeaders = (reply: FastifyReply, file: InvoicePdfFile) => reply.headers(pdfHeadersOf(file.size, file.fileName))

export function registerInvoices(app: FastifyInstance, ctx: AppContext): void {
  const pdfs = createSmallFileReader()
  const service = createInvoicesService({
    repo: createInvoicesRepository(ctx.db, ctx.search),
    files: ctx.files,
    pdfs,
    renderMissingPdf(invoiceId) {
      if (!hasLazyPdf(ctx.settings, invoiceId)) return false
      rerenderInvoicePdf({ db: ctx.db, files: ctx.files }, invoiceId)
      return true
    },
  })
  const payments = createPaymentsRepository(ctx.db, ctx.search, ctx.onReset)

  // Pages are kept serialized until the next write to invoices (search_versions, bumped by triggers).
  const version = searchVersion(ctx.db, 'invoices')
  const pages = createSearchPages(version, { maxBytes: 4 * 1024 * 1024 })
  // PDFs downloaded before are answered from the access checks' hook while the invoices are unchanged.
  const keptPdfs = createKeptPdfs(version, pdfs)
  ctx.onReset(() => {
    pages.clear()
    keptPdfs.clear()
  })
  mount(
    app,
    ctx.auth,
    invoicesList,
    ({ query, principal, reply, request }) => {
      // The route's response schema serializes, exactly as an uncached answer (a string for JSON).
      const make = () => String(reply.serialize(service.search(principal.registrarId, query)))
      return new SerializedJson(pages.get(principal.registrarId, request.url, query, make))
    },
    { kept: (principal, request) => pages.kept(principal.registrarId, request.url) },
  )

  mount(app, ctx.auth, invoicesGet, ({ params, principal }) => service.get(principal.registrarId, params.invoiceId))

  // HEAD is mounted before GET: Fastify then skips the HEAD route it would derive from the GET
  // (exposeHeadRoutes), so this operation answers HEAD and is the one in the OpenAPI document.
  mount(app, ctx.auth, invoicesPdfHead, ({ params, principal, reply }) => {
    pdfHeaders(reply, service.pdf(principal.registrarId, params.invoiceId))
  })

  mount(
    app,
    ctx.auth,
    invoicesPdf,
    ({ params, principal, reply, request }) => {
      // Found and remembered in one synchronous step: no write can come between.
      const file = service.pdf(principal.registrarId, params.invoiceId)
      pdfHeaders(reply, file)
      if (!file.bytes) return createReadStream(file.path)
      keptPdfs.remember(principal.registrarId, request.url, file)
      return file.bytes
    },
    { kept: (principal, request) => keptPdfs.kept(principal.registrarId, request.url) },
  )

  mount(app, ctx.auth, invoicesPayment, ({ params, principal }) => {
    const paymentId = service.paymentIdOf(principal.registrarId, params.invoiceId)
    const payment = payments.get(principal.registrarId, paymentId)
    if (!payment) throw notFound('Payment')
    return toPayment(payment)
  })
}
