/**
 * The credit ledger of a replayed billing (billing.ts) as rows: the movements, the threshold
 * warnings (EPP messages) and the operations charged per month that the invoices need. Kept in
 * typed arrays, so they cross to the worker thread that writes them (billing-worker.ts) cheaply.
 */
import { CREDIT_WARNING, warningText } from '../../../features/credit/warning.js'
import { MOVEMENT_KINDS } from './billing.js'
import type { Calendar } from './calendar.js'
import type { Loader } from './loader.js'

export interface LedgerRows {
  readonly registrarId: number
  /** Cents. */
  readonly threshold: number
  /** Movements: the arrays' first `count` entries. */
  readonly count: number
  readonly at: Float64Array<ArrayBuffer>
  /** Index into MOVEMENT_KINDS. */
  readonly kind: Uint8Array<ArrayBuffer>
  readonly amount: Int32Array<ArrayBuffer>
  readonly balance: Float64Array<ArrayBuffer>
  /** The payment charged, as its index among the registrar's payments; -1 for none. */
  readonly payment: Int32Array<ArrayBuffer>
  /** The id of the registrar's first payment (the others follow). */
  readonly firstPaymentId: number
  /** The domain charged, as its index in `domainNames`; -1 for none. */
  readonly domain: Int32Array<ArrayBuffer>
  readonly domainNames: readonly string[]
  readonly warnings: readonly { at: number; balance: number }[]
}

/** The approved payments, in the order they were approved: the ledger's movements of kind `payment`. */
export function approvalsOf(rows: LedgerRows): { at: number; paymentId: number; amount: number }[] {
  const approvals: { at: number; paymentId: number; amount: number }[] = []
  for (let j = 0; j < rows.count; j++) {
    if (rows.kind[j] === 0) approvals.push({ at: rows.at[j]!, paymentId: rows.firstPaymentId + rows.payment[j]!, amount: rows.amount[j]! })
  }
  return approvals
}

/** `YYYY-MM kind` → quantity and credit charged (cents). */
export type ChargedMonths = Map<string, { quantity: number; total: number }>

/** Writes the movements and warnings; answers the operations charged per month. */
export function writeLedger(load: Loader, cal: Calendar, rows: LedgerRows): ChargedMonths {
  const ledger = load.table('credit_movements', ['registrar_id', 'at', 'kind', 'amount', 'balance', 'payment_id', 'domain'])
  const months: ChargedMonths = new Map()
  for (let j = 0; j < rows.count; j++) {
    const p = rows.payment[j]!
    const kind = MOVEMENT_KINDS[rows.kind[j]!]!
    const domain = rows.domain[j]!
    ledger.add(rows.registrarId, rows.at[j], kind, rows.amount[j], rows.balance[j], p >= 0 ? rows.firstPaymentId + p : null, domain >= 0 ? rows.domainNames[domain] : null)
    if (rows.kind[j] === 0) continue
    const key = `${cal.dateOf(cal.dayOf(rows.at[j]!)).slice(0, 7)} ${kind}`
    const month = months.get(key) ?? { quantity: 0, total: 0 }
    month.quantity += 1
    month.total -= rows.amount[j]!
    months.set(key, month)
  }
  const messages = load.table('epp_messages', ['registrar_id', 'type', 'message', 'credit', 'threshold', 'created'])
  // The billing worker writes into a side file of the ledger's own tables, and the scale data set
  // has no registrar events: its warnings are only the messages (the demo seeder writes both).
  for (const w of rows.warnings) messages.add(rows.registrarId, CREDIT_WARNING, warningText(w.balance, rows.threshold), w.balance, rows.threshold, w.at)
  return months
}
