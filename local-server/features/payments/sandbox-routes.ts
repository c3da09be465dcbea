/** The registry's side of payments in the sandbox, and the simulated bank's card page. */
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../api-error.js'
import {
  bankPayPage,
  bankPaySubmit,
  sandboxCardDecision,
  sandboxCardGatewayGet,
  sandboxCardGatewaySet,
  sandboxCardList,
  sandboxPaymentStatus,
} from '../../contract/payments-sandbox.js'
import type { AppContext } from '../../context.js'
import { mount } from '../../mount.js'
import { renderNotFoundPage, renderPayPage } from './bank-page.js'
import { type CardService, paymentUrlOf, toCardTransaction } from './cards.js'
import { toPayment } from './repository.js'
import type { PaymentsService } from './service.js'

const HTML = 'text/html; charset=utf-8'
// The page has no script and loads nothing; the form posts back to itself.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'"

export function registerPaymentsSandbox(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { payments: PaymentsService; cards: CardService },
): void {
  const { payments, cards } = deps

  mount(app, ctx.auth, sandboxPaymentStatus, ({ principal, params, body }) =>
    toPayment(payments.move(principal.registrarId, params.paymentId, body.status)),
  )

  mount(app, ctx.auth, sandboxCardList, ({ principal, query, request }) =>
    cards.list(principal.registrarId, query.status, query.limit ?? 50).map((row) => toCardTransaction(row, paymentUrlOf(request, row.id))),
  )

  mount(app, ctx.auth, sandboxCardDecision, ({ principal, params, body, request }) => {
    const row = cards.get(principal.registrarId, params.transactionId)
    return toCardTransaction(cards.decide(row, body.outcome, body.card), paymentUrlOf(request, row.id))
  })

  mount(app, ctx.auth, sandboxCardGatewayGet, ({ principal }) => ({ reachable: cards.reachable(principal.registrarId) }))

  mount(app, ctx.auth, sandboxCardGatewaySet, ({ principal, body }) => {
    cards.setReachable(principal.registrarId, body.reachable)
    return { reachable: cards.reachable(principal.registrarId) }
  })

  // The bank's page has no token: in the request log it is its transaction's registrar's (docs/request-log.md).
  mount(app, ctx.auth, bankPayPage, ({ params, reply, request }) => {
    const row = cards.find(params.transactionId)
    if (row) request.logNote = { ...request.logNote, registrarId: row.registrarId }
    reply.type(HTML).header('content-security-policy', CSP).header('cache-control', 'no-store')
    if (!row) reply.code(404)
    return Buffer.from(row ? renderPayPage(row) : renderNotFoundPage(), 'utf8')
  })

  mount(app, ctx.auth, bankPaySubmit, ({ params, body, reply, request }) => {
    const row = cards.find(params.transactionId)
    if (row) request.logNote = { ...request.logNote, registrarId: row.registrarId }
    reply.type(HTML).header('content-security-policy', CSP).header('cache-control', 'no-store')
    const html = (status: number, page: string) => {
      reply.code(status)
      return Buffer.from(page, 'utf8')
    }
    if (!row) return html(404, renderNotFoundPage())
    if (row.status !== 'pending') return html(409, renderPayPage(row))
    try {
      const decided = cards.decide(row, body.action, { name: body.name, number: body.number, expire: body.expire })
      const target = decided.status === 'approved' ? decided.redirectSuccessUrl : decided.redirectFailureUrl
      reply.header('location', target).type('text/plain; charset=utf-8')
      return html(303, `See ${target}`)
    } catch (err) {
      // Card data the gateway refuses: the page again, with the reason.
      if (err instanceof ApiError && err.status === 400) return html(400, renderPayPage(row, err.field ?? 'card'))
      throw err
    }
  })
}
