import type { FastifyInstance } from 'fastify'
import { notFound } from '../../api-error.js'
import {
  cardTransactionsGet,
  cardTransactionsStart,
  paymentsCreateBank,
  paymentsGet,
  paymentsInvoice,
  paymentsList,
  paymentsReport,
  paymentsReportDomains,
} from '../../contract/payments.js'
import type { AppContext } from '../../context.js'
import { mount, SerializedJson } from '../../mount.js'
import { createSearchPages } from '../../core/page-cache.js'
import { numberedPage } from '../../db/search-runner.js'
import { createLedger } from '../credit/ledger.js'
import { findInvoiceByPayment } from '../invoices/repository.js'
import { createCardService, paymentUrlOf, toCardTransaction } from './cards.js'
import { createReports } from './report.js'
import { createPaymentsRepository, toPayment } from './repository.js'
import { registerPaymentsSandbox } from './sandbox-routes.js'
import { createPaymentsService } from './service.js'

export function registerPayments(app: FastifyInstance, ctx: AppContext): void {
  const ledger = createLedger(ctx.db)
  const repo = createPaymentsRepository(ctx.db, ctx.search, ctx.onReset)
  const payments = createPaymentsService({ db: ctx.db, files: ctx.files, clock: ctx.clock, ledger, repo })
  const cards = createCardService({ db: ctx.db, clock: ctx.clock, settings: ctx.settings, payments })
  const reports = createReports(ctx.db)

  // Pages are kept serialized until the next write to payments (repo.version, bumped by triggers).
  const pages = createSearchPages(repo.version)
  ctx.onReset(() => pages.clear())
  mount(
    app,
    ctx.auth,
    paymentsList,
    ({ principal, query, reply, request }) => {
      // The route's response schema serializes, exactly as an uncached answer (a string for JSON).
      const make = () => String(reply.serialize(numberedPage(repo.search(principal.registrarId, query), toPayment)))
      return new SerializedJson(pages.get(principal.registrarId, request.url, query, make))
    },
    { kept: (principal, request) => pages.kept(principal.registrarId, request.url) },
  )

  mount(app, ctx.auth, paymentsCreateBank, ({ principal, body }) => toPayment(payments.createBank(principal.registrarId, body)))

  mount(app, ctx.auth, paymentsGet, ({ principal, params }) => toPayment(payments.get(principal.registrarId, params.paymentId)))

  mount(app, ctx.auth, paymentsReport, ({ principal, params }) =>
    reports.report(payments.get(principal.registrarId, params.paymentId)),
  )

  mount(app, ctx.auth, paymentsReportDomains, ({ principal, params, reply }) => {
    const csv = reports.csv(payments.get(principal.registrarId, params.paymentId))
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="payment-${params.paymentId}-domains.csv"`)
    return Buffer.from(csv, 'utf8')
  })

  mount(app, ctx.auth, paymentsInvoice, ({ principal, params }) => {
    payments.get(principal.registrarId, params.paymentId)
    const invoice = findInvoiceByPayment(ctx.db, principal.registrarId, params.paymentId)
    if (!invoice) throw notFound('Invoice of the payment')
    return invoice
  })

  mount(app, ctx.auth, cardTransactionsStart, ({ principal, body, request }) => {
    const row = cards.start(principal.registrarId, body)
    return toCardTransaction(row, paymentUrlOf(request, row.id))
  })

  mount(app, ctx.auth, cardTransactionsGet, ({ principal, params, request }) =>
    toCardTransaction(cards.get(principal.registrarId, params.transactionId), paymentUrlOf(request, params.transactionId)),
  )

  registerPaymentsSandbox(app, ctx, { payments, cards })
}
