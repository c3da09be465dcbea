import type { SeedContext } from '../../db/seed/context.js'
import { issueInvoiceForPayment } from './issue.js'

/**
 * An invoice, with its PDF, for every approved payment of every registrar, issued on the day the
 * payment was approved. Issued in approval order across the registry, so the numbers of each
 * fiscal year follow the invoice dates. Payments that already have one (issued by the payments
 * seeder) are skipped by issueInvoiceForPayment itself.
 */
export function seedInvoices(ctx: SeedContext): void {
  const approved = ctx.db
    .prepare<[], { id: number; registrar_id: number; status_date: number }>(
      `SELECT id, registrar_id, status_date FROM payments WHERE status = 'approved' ORDER BY status_date, id`,
    )
    .all()
  for (const p of approved) {
    issueInvoiceForPayment({ db: ctx.db, files: ctx.files, clock: { now: () => p.status_date } }, { registrarId: p.registrar_id, paymentId: p.id })
  }
}
