/**
 * Rules of payments: notifying a bank transfer, the registry's status moves, and what approval
 * does (credit movement, residuals, invoice). Rules are documented in docs/billing.md.
 */
import { badRequest, conflict, notFound } from '../../api-error.js'
import type { BankPaymentRequest, PaymentStatus } from '../../contract/payments.js'
import type { Clock } from '../../core/clock.js'
import type { FileStore } from '../../core/files.js'
import type { Db } from '../../db/open.js'
import type { Ledger } from '../credit/ledger.js'
import { toCents } from '../../validation/euro.js'
import { isAfterRegistryToday } from '../../validation/registry-date.js'
import { issueInvoiceForPayment } from '../invoices/issue.js'
import type { PaymentRow, PaymentsRepository } from './repository.js'

/** The registry's moves; anything else answers 409. Approved and rejected are final. */
const TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  submitted: ['approved', 'suspended', 'rejected'],
  suspended: ['approved', 'rejected'],
  approved: [],
  rejected: [],
}

export interface PaymentsDeps {
  readonly db: Db
  readonly files: Pick<FileStore, 'writeSync'>
  readonly clock: Clock
  readonly ledger: Ledger
  readonly repo: PaymentsRepository
}

const trimmed = (value: string, field: string): string => {
  const t = value.trim()
  if (!t) throw badRequest('invalid_body', `${field}: must not be blank`, field)
  return t
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, repo, ledger, clock } = deps

  const load = (registrarId: number, id: number): PaymentRow => {
    const row = repo.get(registrarId, id)
    if (!row) throw notFound('Payment')
    return row
  }

  /**
   * Approval: the payment's amount enters the credit as one ledger movement, the residuals are
   * fixed from the balance at that instant, and its invoice is issued, all in one transaction.
   */
  const approve = db.transaction((registrarId: number, id: number, now: number): void => {
    const row = load(registrarId, id)
    const previous = ledger.balanceAt(registrarId, now)
    repo.setApproved(registrarId, id, previous, now)
    ledger.add(registrarId, { at: now, kind: 'payment', amount: row.amount, paymentId: id }, now)
    issueInvoiceForPayment({ db, files: deps.files, clock }, { registrarId, paymentId: id })
  })

  const move = db.transaction((registrarId: number, id: number, status: PaymentStatus): PaymentRow => {
    const row = load(registrarId, id)
    if (!TRANSITIONS[row.status].includes(status)) {
      throw conflict('invalid_transition', `A ${row.status} payment cannot become ${status}`)
    }
    const now = clock.now()
    if (status === 'approved') approve(registrarId, id, now)
    else repo.setStatus(registrarId, id, status, now)
    return load(registrarId, id)
  })

  return {
    get: load,

    createBank(registrarId: number, body: BankPaymentRequest): PaymentRow {
      const now = clock.now()
      const amount = toCents(body.amount)
      const b = body.bankPayment
      if (isAfterRegistryToday(b.paymentDate, now)) {
        throw badRequest('date_in_future', 'bankPayment.paymentDate: must not be in the future', 'bankPayment.paymentDate')
      }
      if (b.valueDate < b.paymentDate) {
        throw badRequest('inconsistent_dates', 'bankPayment.valueDate: must not be before paymentDate', 'bankPayment.valueDate')
      }
      const id = repo.insertBank(
        registrarId,
        {
          amount,
          previousResidual: ledger.current(registrarId).balance,
          european: b.european,
          applicant: trimmed(b.applicant, 'bankPayment.applicant'),
          applicantRole: b.applicantRole,
          bankName: trimmed(b.bankName, 'bankPayment.bankName'),
          branchName: trimmed(b.branchName, 'bankPayment.branchName'),
          paymentDate: b.paymentDate,
          valueDate: b.valueDate,
          transactionId: trimmed(b.transactionId, 'bankPayment.transactionId'),
        },
        now,
      )
      return load(registrarId, id)
    },

    /** The sandbox's status control. */
    move: (registrarId: number, id: number, status: PaymentStatus) => move(registrarId, id, status),

    /** An approved card transaction becomes an approved creditCard payment (caller's transaction). */
    createApprovedCardPayment(registrarId: number, amount: number, transactionId: string, service: string, now: number): number {
      const id = repo.insertCard(registrarId, amount, ledger.balanceAt(registrarId, now), transactionId, service, now)
      approve(registrarId, id, now)
      return id
    },
  }
}
export type PaymentsService = ReturnType<typeof createPaymentsService>
