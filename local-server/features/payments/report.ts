/**
 * The report of a payment: the domain operations charged on it (ledger movements pointing at
 * it), aggregated per operation and unit cost, and the same operations one per row as CSV.
 * Only approved payments have a report.
 */
import { ApiError } from '../../api-error.js'
import type { PaymentReport } from '../../contract/payments.js'
import type { Db } from '../../db/open.js'
import { formatDateTime } from '../../time.js'
import { euro, euroText } from '../../validation/euro.js'
import type { PaymentRow } from './repository.js'

const noReport = () => new ApiError(404, 'report_not_found', 'The payment has no report: only approved payments have one')

/** RFC 4180: quote a field holding a comma, a quote or a line break; double the quotes. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n'
}

export function createReports(db: Db) {
  const aggregate = db.prepare<[number], { operation: string; quantity: number; unit: number; total: number; last: number }>(
    `SELECT kind AS operation, COUNT(*) AS quantity, amount AS unit, SUM(amount) AS total, MAX(at) AS last
       FROM credit_movements WHERE payment_id = ? AND kind <> 'payment'
      GROUP BY kind, amount ORDER BY kind, amount DESC`,
  )
  const lines = db.prepare<[number], { domain: string | null; operation: string; at: number; amount: number }>(
    `SELECT domain, kind AS operation, at, amount FROM credit_movements
      WHERE payment_id = ? AND kind <> 'payment' ORDER BY at, id`,
  )

  return {
    report(payment: PaymentRow): PaymentReport {
      if (payment.status !== 'approved') throw noReport()
      const groups = aggregate.all(payment.id)
      const last = Math.max(payment.statusDate, ...groups.map((g) => g.last))
      return {
        amount: euro(payment.amount),
        previousResidual: euro(payment.previousResidual),
        finalResidual: euro(payment.finalResidual ?? payment.previousResidual + payment.amount),
        domainsOperations: groups.map((g) => ({
          operation: g.operation,
          quantity: g.quantity,
          operationCost: euro(g.unit),
          amount: euro(g.total),
        })),
        lastupdate: formatDateTime(last),
      }
    },

    csv(payment: PaymentRow): string {
      if (payment.status !== 'approved') throw noReport()
      const rows = lines.all(payment.id).map((l) => [l.domain ?? '', l.operation, formatDateTime(l.at), euroText(l.amount)])
      return toCsv([['domain', 'operation', 'date', 'amount'], ...rows])
    },
  }
}
