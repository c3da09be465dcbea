/**
 * The invoices of the generated billing (docs/invoices.md): one per approved payment, issued at
 * its approval, and one per registrar, complete month and operation charged on the credit, issued
 * on the month's last instant; numbered 1, 2, 3… per fiscal year across the registry in date
 * order, as the demo seeder does. Their PDFs are not written here (a few milliseconds each): the
 * invoices area renders a generated invoice's PDF on its first download (features/invoices/lazy-pdf.ts).
 */
import { splitGross } from '../../../features/invoices/issue.js'
import type { Calendar } from './calendar.js'
import type { Loader } from './loader.js'

const VAT_RATE = 22

export interface InvoiceSource {
  readonly registrarId: number
  readonly approvals: readonly { at: number; paymentId: number; amount: number }[]
  readonly months: ReadonlyMap<string, { quantity: number; total: number }>
}

interface Pending {
  at: number
  order: number
  registrarId: number
  total: number
  paymentId: number | null
  period: string | null
  operation: string | null
  quantity: number | null
}

/** Answers the number of invoices written. */
export function generateInvoices(load: Loader, cal: Calendar, sources: readonly InvoiceSource[]): number {
  const pending: Pending[] = []
  // The start of each month of the history, to find a month's last instant.
  const monthEnds = new Map<string, number>()
  for (let d = 1; d <= cal.days; d++) {
    const date = cal.dateOf(d)
    if (date.endsWith('-01')) monthEnds.set(cal.dateOf(d - 1).slice(0, 7), cal.startOf(d) - 1)
  }
  for (const s of sources) {
    for (const a of s.approvals) {
      pending.push({ at: a.at, order: 0, registrarId: s.registrarId, total: a.amount, paymentId: a.paymentId, period: null, operation: null, quantity: null })
    }
    for (const [key, month] of s.months) {
      const [period, operation] = key.split(' ') as [string, string]
      const at = monthEnds.get(period)
      // The month still running is invoiced when it ends.
      if (at === undefined || at >= cal.anchor) continue
      pending.push({ at, order: 1, registrarId: s.registrarId, total: month.total, paymentId: null, period, operation, quantity: month.quantity })
    }
  }
  pending.sort((a, b) => a.at - b.at || a.order - b.order || a.registrarId - b.registrarId)
  const invoices = load.table('invoices', [
    'registrar_id', 'kind', 'payment_id', 'period', 'operation', 'quantity', 'fiscal_year', 'invoice_number',
    'invoice_date', 'taxable_amount', 'tax_amount', 'total_amount', 'tax_rate', 'created',
  ])
  let year = 0
  let number = 0
  for (const p of pending) {
    const date = cal.dateOf(cal.dayOf(p.at))
    const fiscalYear = Number(date.slice(0, 4))
    if (fiscalYear !== year) {
      year = fiscalYear
      number = 0
    }
    const { taxable, tax } = splitGross(p.total, VAT_RATE)
    invoices.add(
      p.registrarId, p.paymentId === null ? 'operations' : 'payment', p.paymentId, p.period, p.operation, p.quantity,
      fiscalYear, ++number, date, taxable, tax, p.total, VAT_RATE, p.at,
    )
  }
  return pending.length
}
