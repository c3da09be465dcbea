import type { FastifyInstance } from 'fastify'
import {
  type CreditStatus,
  creditGet,
  creditThresholdGet,
  creditThresholdSet,
  creditUntilDate,
  sandboxCreditCharge,
  sandboxEppMessages,
} from '../../contract/credit.js'
import type { AppContext } from '../../context.js'
import { mount } from '../../mount.js'
import { endOfDate, formatDateTime } from '../../time.js'
import { createCharger } from './charges.js'
import { createLedger } from './ledger.js'
import { euro, toCents } from '../../validation/euro.js'

/** normalBalance at or above the threshold; belowThreshold under it; exhausted with nothing left. */
function creditStatus(balance: number, threshold: number): CreditStatus {
  if (balance <= 0) return 'exhausted'
  return balance < threshold ? 'belowThreshold' : 'normalBalance'
}

export function registerCredit(app: FastifyInstance, ctx: AppContext): void {
  const ledger = createLedger(ctx.db)
  const charger = createCharger(ctx.db, ledger)

  mount(app, ctx.auth, creditGet, ({ principal }) => {
    const { balance, at } = ledger.current(principal.registrarId)
    const account = ledger.account(principal.registrarId)
    const threshold = account?.threshold ?? 0
    const lastupdate = Math.max(at ?? 0, account?.lastupdate ?? 0) || ctx.clock.now()
    return { credit: euro(balance), threshold: euro(threshold), lastupdate: formatDateTime(lastupdate), status: creditStatus(balance, threshold) }
  })

  mount(app, ctx.auth, creditUntilDate, ({ principal, query }) => ({
    credit: euro(ledger.balanceAt(principal.registrarId, endOfDate(query.date))),
  }))

  mount(app, ctx.auth, creditThresholdGet, ({ principal }) => ({
    threshold: euro(ledger.account(principal.registrarId)?.threshold ?? 0),
  }))

  mount(app, ctx.auth, creditThresholdSet, ({ principal, body }) => {
    ledger.setThreshold(principal.registrarId, toCents(body.threshold), ctx.clock.now())
  })

  mount(app, ctx.auth, sandboxCreditCharge, ({ principal, body }) => {
    const r = charger.charge(principal.registrarId, body, ctx.clock.now())
    return {
      id: r.id,
      operation: r.operation,
      ...(r.domain !== undefined ? { domain: r.domain } : {}),
      amount: euro(r.amount),
      ...(r.paymentId !== undefined ? { paymentId: r.paymentId } : {}),
      credit: euro(r.balance),
      date: formatDateTime(r.at),
    }
  })

  mount(app, ctx.auth, sandboxEppMessages, ({ principal }) =>
    ledger.messages(principal.registrarId).map((m) => ({
      id: m.id,
      type: m.type,
      message: m.message,
      credit: euro(m.credit),
      threshold: euro(m.threshold),
      created: formatDateTime(m.created),
    })),
  )
}
