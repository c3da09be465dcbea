import { createReadStream } from 'node:fs'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { notFound } from '../../api-error.js'
import { invoicesGet, invoicesList, invoicesPdf, invoicesPdfHead } from '../../contract/invoices.js'
import { invoicesPayment } from '../../contract/invoices-payment.js'
import type { AppContext } from '../../context.js'
import { createPageCache, createPageKeys, searchVersion } from '../../core/page-cache.js'
import { createSmallFileReader } from '../../core/small-files.js'
import { mount, SerializedJson } from '../../mount.js'
import { createPaymentsRepository, toPayment } from '../payments/repository.js'
import { hasLazyPdf } from './lazy-pdf.js'
import { createInvoicesRepository } from './repository.js'
import { rerenderInvoicePdf } from './rerender.js'
import { createInvoicesService, type InvoicePdfFile } from './service.js'

function pdfHeaders(reply: FastifyReply, file: InvoicePdfFile): void {
  reply
    .type('application/pdf')
    .header('Content-Length', String(file.size))
    // The name is built from digits and dashes only: nothing to quote or encode.
    .header('Content-Disposition', `inline; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-cache')
}

export function registerInvoices(app: FastifyInstance, ctx: AppContext): void {
  const service = createInvoicesService({
    repo: createInvoicesRepository(ctx.db, ctx.search),
    files: ctx.files,
    pdfs: createSmallFileReader(),
    renderMissingPdf(invoiceId) {
      if (!hasLazyPdf(ctx.settings, invoiceId)) return false
      rerenderInvoicePdf({ db: ctx.db, files: ctx.files }, invoiceId)
      return true
    },
  })
  const payments = createPaymentsRepository(ctx.db, ctx.search, ctx.onReset)

  // Pages are kept serialized until the next write to invoices (search_versions, bumped by triggers).
  const pages = createPageCache({ maxBytes: 4 * 1024 * 1024 })
  const version = searchVersion(ctx.db, 'invoices')
  const keyOf = createPageKeys()
  ctx.onReset(() => pages.clear())
  mount(app, ctx.auth, invoicesList, ({ query, principal, reply, request }) => {
    // The route's response schema serializes, exactly as an uncached answer (a string for JSON).
    const make = () => String(reply.serialize(service.search(principal.registrarId, query)))
    return new SerializedJson(pages.get(version(), keyOf(principal.registrarId, request.url, query), make))
  })

  mount(app, ctx.auth, invoicesGet, ({ params, principal }) => service.get(principal.registrarId, params.invoiceId))

  // HEAD is mounted before GET: Fastify then skips the HEAD route it would derive from the GET
  // (exposeHeadRoutes), so this operation answers HEAD and is the one in the OpenAPI document.
  mount(app, ctx.auth, invoicesPdfHead, async ({ params, principal, reply }) => {
    pdfHeaders(reply, await service.pdf(principal.registrarId, params.invoiceId))
  })

  mount(app, ctx.auth, invoicesPdf, async ({ params, principal, reply }) => {
    const file = await service.pdf(principal.registrarId, params.invoiceId)
    pdfHeaders(reply, file)
    return file.bytes ?? createReadStream(file.path)
  })

  mount(app, ctx.auth, invoicesPayment, ({ params, principal }) => {
    const paymentId = service.paymentIdOf(principal.registrarId, params.invoiceId)
    const payment = payments.get(principal.registrarId, paymentId)
    if (!payment) throw notFound('Payment')
    return toPayment(payment)
  })
}
