/**
 * The invoices of the demo data set, each with its PDF (docs/invoices.md, "Demo data"):
 * - one for every approved payment of every registrar, issued when the payment was approved;
 * - one for every complete month and operation charged on the credit (creations, renewals, bulk
 *   transfers, penalties), issued on the last day of that month.
 * All are issued in date order across the registry, so each fiscal year's numbers follow the
 * invoice dates. Invoices the payments seeder already issued are kept (issuing is idempotent).
 */
import type { SeedContext } from '../../db/seed/context.js'
import { formatDate, startOfDate } from '../../time.js'
import { issueInvoiceForPayment, issueOperationsInvoice, type OperationsBilled } from './issue.js'

type Pending = { at: number; order: number } & ({ payment: { id: number; registrarId: number } } | { operations: OperationsBilled })

/** The last instant of a `YYYY-MM` month in the registry zone. */
function endOfMonth(period: string): number {
  const [y, m] = period.split('-').map(Number) as [number, number]
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
  return startOfDate(next) - 1
}

function monthlyOperations(ctx: SeedContext): Pending[] {
  const charges = ctx.db
    .prepare<[], { registrar_id: number; at: number; kind: string; amount: number }>(
      `SELECT registrar_id, at, kind, amount FROM credit_movements WHERE kind <> 'payment' ORDER BY id`,
    )
    .all()
  const months = new Map<string, { registrarId: number; period: string; operation: string; quantity: number; total: number }>()
  for (const c of charges) {
    const period = formatDate(c.at).slice(0, 7)
    const key = `${c.registrar_id} ${period} ${c.kind}`
    const m = months.get(key) ?? { registrarId: c.registrar_id, period, operation: c.kind, quantity: 0, total: 0 }
    m.quantity += 1
    m.total += -c.amount
    months.set(key, m)
  }
  const pending: Pending[] = []
  for (const m of months.values()) {
    const at = endOfMonth(m.period)
    // The month still running is invoiced when it ends.
    if (at >= ctx.now) continue
    pending.push({
      at,
      order: 1,
      operations: {
        registrarId: m.registrarId,
        period: m.period,
        operation: m.operation,
        quantity: m.quantity,
        unitCostCents: Math.round(m.total / m.quantity),
        totalCents: m.total,
      },
    })
  }
  return pending
}

export function seedInvoices(ctx: SeedContext): void {
  const approved = ctx.db
    .prepare<[], { id: number; registrar_id: number; status_date: number }>(
      `SELECT id, registrar_id, status_date FROM payments WHERE status = 'approved' ORDER BY id`,
    )
    .all()
  const pending: Pending[] = [
    ...approved.map((p): Pending => ({ at: p.status_date, order: 0, payment: { id: p.id, registrarId: p.registrar_id } })),
    ...monthlyOperations(ctx),
  ].sort((a, b) => a.at - b.at || a.order - b.order)
  for (const p of pending) {
    const deps = { db: ctx.db, files: ctx.files, clock: { now: () => p.at } }
    if ('payment' in p) issueInvoiceForPayment(deps, { registrarId: p.payment.registrarId, paymentId: p.payment.id })
    else issueOperationsInvoice(deps, p.operations)
  }
}
