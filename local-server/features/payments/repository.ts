/**
 * SQL of the payments: reading one, the paged search (with totals cached per filter until the
 * next write to payments, PERFORMANCE.md), inserting and moving a payment.
 */
import type { APPLICANT_ROLES, Payment, PaymentStatus, PaymentType } from '../../contract/payments.js'
import { paymentSearch } from '../../contract/payments.js'
import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/open.js'
import { compileSearch, type SearchMapping } from '../../db/search.js'
import { formatDateTime } from '../../time.js'
import { euro } from '../../validation/euro.js'

type ApplicantRole = (typeof APPLICANT_ROLES)[number]

export interface PaymentRow {
  id: number
  registrarId: number
  type: PaymentType
  status: PaymentStatus
  amount: number
  debitedAmount: number
  previousResidual: number
  finalResidual: number | null
  statusDate: number
  created: number
  lastupdate: number
  bankEuropean: number | null
  bankApplicant: string | null
  bankApplicantRole: string | null
  bankName: string | null
  bankBranchName: string | null
  bankPaymentDate: string | null
  bankValueDate: string | null
  bankTransactionId: string | null
  cardTransactionId: string | null
  cardService: string | null
}

const PAYMENT_COLUMNS = `p.id, p.registrar_id AS registrarId, p.type, p.status, p.amount,
  p.debited_amount AS debitedAmount, p.previous_residual AS previousResidual, p.final_residual AS finalResidual,
  p.status_date AS statusDate, p.created, p.lastupdate,
  p.bank_european AS bankEuropean, p.bank_applicant AS bankApplicant, p.bank_applicant_role AS bankApplicantRole,
  p.bank_name AS bankName, p.bank_branch_name AS bankBranchName, p.bank_payment_date AS bankPaymentDate,
  p.bank_value_date AS bankValueDate, p.bank_transaction_id AS bankTransactionId,
  p.card_transaction_id AS cardTransactionId, p.card_service AS cardService`

/** The API shape of a stored payment; the type decides which detail object it carries. */
export function toPayment(r: PaymentRow): Payment {
  return {
    id: r.id,
    amount: euro(r.amount),
    debitedAmount: euro(r.debitedAmount),
    previousResidual: euro(r.previousResidual),
    ...(r.status === 'approved' && r.finalResidual !== null ? { finalResidual: euro(r.finalResidual) } : {}),
    type: r.type,
    status: r.status,
    statusDate: formatDateTime(r.statusDate),
    lastupdate: formatDateTime(r.lastupdate),
    created: formatDateTime(r.created),
    ...(r.type === 'bank'
      ? {
          bankPayment: {
            european: r.bankEuropean === 1,
            applicant: r.bankApplicant ?? '',
            applicantRole: (r.bankApplicantRole ?? 'registrar') as ApplicantRole,
            bankName: r.bankName ?? '',
            branchName: r.bankBranchName ?? '',
            paymentDate: r.bankPaymentDate ?? '',
            valueDate: r.bankValueDate ?? '',
            transactionId: r.bankTransactionId ?? '',
          },
        }
      : {}),
    ...(r.type === 'creditCard'
      ? { creditCardTransaction: { transactionId: r.cardTransactionId ?? '', service: r.cardService ?? '' } }
      : {}),
  }
}

const paymentSearchMapping: SearchMapping<typeof paymentSearch> = {
  filters: {
    amount: { sql: 'p.amount', storage: 'cents' },
    type: { sql: 'p.type', storage: 'text' },
    status: { sql: 'p.status', storage: 'text' },
    created: { sql: 'p.created', storage: 'epochMs' },
  },
  sort: {
    created: 'p.created',
    amount: 'p.amount',
    id: 'p.id',
    status: 'p.status',
    type: 'p.type',
    statusDate: 'p.status_date',
  },
  defaultOrder: 'p.created DESC, p.id DESC',
  // Direction set below to that of the last sort field, so one index serves the whole ORDER BY.
  tieBreaker: 'p.id',
}

const SORT_INDEX: Record<string, string> = {
  'p.created': 'payments_registrar_created',
  'p.amount': 'payments_registrar_amount',
  'p.id': 'payments_registrar_id',
  'p.status': 'payments_registrar_status',
  'p.type': 'payments_registrar_type',
  'p.status_date': 'payments_registrar_status_date',
}

const isEq = (v: unknown) => typeof v === 'string' && (!v.includes(':') || v.startsWith('eq:'))

/**
 * A page walks the index of its first sort field, which carries every filter column: no sort
 * step whatever the filters, and the filters are checked inside the index. (Left alone, the
 * planner may take a filter's index and then sort, or scan the table in rowid order.) With the
 * default order and one status or type, the (field, created, id) index serves both.
 */
function pageIndex(orderBy: string, query: Record<string, unknown>): string {
  const first = orderBy.split(' ')[0]!
  if (first === 'p.created') {
    if (isEq(query.status)) return 'payments_registrar_status_created'
    if (isEq(query.type)) return 'payments_registrar_type_created'
  }
  return SORT_INDEX[first]!
}

/** The SQL of a search: the page and its total. Exposed for the query-plan tests. */
export function paymentSearchSql(registrarId: number, query: Record<string, unknown>) {
  const search = compileSearch(paymentSearch, paymentSearchMapping, query)
  let orderBy = search.orderBy
  const tie = /(ASC|DESC), p\.id$/.exec(orderBy)
  if (tie) orderBy = `${orderBy} ${tie[1]}`
  const where = ['p.registrar_id = ?', ...search.where].join(' AND ')
  const args = [registrarId, ...search.args]
  const hint = ` INDEXED BY ${pageIndex(orderBy, query)}`
  return {
    search,
    page: { sql: `SELECT ${PAYMENT_COLUMNS} FROM payments p${hint} WHERE ${where} ORDER BY ${orderBy} LIMIT ? OFFSET ?`, args: [...args, search.limit, search.offset] },
    count: { sql: `SELECT COUNT(*) AS n FROM payments p WHERE ${where}`, args },
  }
}

export interface NewBankPayment {
  amount: number
  previousResidual: number
  european: boolean
  applicant: string
  applicantRole: string
  bankName: string
  branchName: string
  paymentDate: string
  valueDate: string
  transactionId: string
}

const STATEMENT_CACHE_SIZE = 200
const COUNT_CACHE_SIZE = 2000

/** `onReset` lets the cached totals clear when the sandbox is reset (the version token restarts). */
export function createPaymentsRepository(db: Db, onReset?: (listener: () => void) => void) {
  const byId = db.prepare<[number, number], PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments p WHERE p.id = ? AND p.registrar_id = ?`)
  const version = db.prepare<[], { v: number }>(`SELECT v FROM billing_versions WHERE name = 'payments'`)
  const insertBank = db.prepare(
    `INSERT INTO payments (registrar_id, type, status, amount, debited_amount, previous_residual, status_date, created, lastupdate,
       bank_european, bank_applicant, bank_applicant_role, bank_name, bank_branch_name, bank_payment_date, bank_value_date, bank_transaction_id)
     VALUES (?, 'bank', 'submitted', ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertCard = db.prepare(
    `INSERT INTO payments (registrar_id, type, status, amount, debited_amount, previous_residual, status_date, created, lastupdate,
       card_transaction_id, card_service)
     VALUES (?, 'creditCard', 'submitted', ?, 0, ?, ?, ?, ?, ?, ?)`,
  )
  const setStatus = db.prepare('UPDATE payments SET status = ?, status_date = ?, lastupdate = ? WHERE id = ? AND registrar_id = ?')
  const setApproved = db.prepare(
    `UPDATE payments SET status = 'approved', status_date = ?, lastupdate = ?, previous_residual = ?,
       final_residual = ? + amount - debited_amount WHERE id = ? AND registrar_id = ?`,
  )

  // Searches have a handful of shapes: their statements are prepared once and kept.
  const statements = new Map<string, Statement<unknown[], unknown>>()
  const prepared = (sql: string) => {
    let s = statements.get(sql)
    if (!s) {
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear()
      s = db.prepare<unknown[], unknown>(sql)
      statements.set(sql, s)
    }
    return s
  }
  // Totals per filter, valid while the payments' version counter (bumped by triggers) stays.
  let countsVersion: number | undefined
  const counts = new Map<string, number>()
  onReset?.(() => {
    counts.clear()
    countsVersion = undefined
  })

  return {
    get: (registrarId: number, id: number) => byId.get(id, registrarId),

    search(registrarId: number, query: Record<string, unknown>) {
      const { search, page, count } = paymentSearchSql(registrarId, query)
      const v = version.get()?.v ?? 0
      if (v !== countsVersion || counts.size >= COUNT_CACHE_SIZE) {
        counts.clear()
        countsVersion = v
      }
      const key = `${count.sql}\u0000${JSON.stringify(count.args)}`
      let total = counts.get(key)
      if (total === undefined) {
        total = (prepared(count.sql).get(...count.args) as { n: number }).n
        counts.set(key, total)
      }
      // Beyond the last page there is nothing to read.
      const rows = search.offset >= total ? [] : (prepared(page.sql).all(...page.args) as PaymentRow[])
      return { rows, total, page: search.page, size: search.size }
    },

    insertBank(registrarId: number, p: NewBankPayment, now: number): number {
      return Number(
        insertBank.run(
          registrarId, p.amount, p.previousResidual, now, now, now,
          p.european ? 1 : 0, p.applicant, p.applicantRole, p.bankName, p.branchName, p.paymentDate, p.valueDate, p.transactionId,
        ).lastInsertRowid,
      )
    },

    insertCard(registrarId: number, amount: number, previousResidual: number, transactionId: string, service: string, now: number): number {
      return Number(insertCard.run(registrarId, amount, previousResidual, now, now, now, transactionId, service).lastInsertRowid)
    },

    setStatus(registrarId: number, id: number, status: PaymentStatus, now: number): void {
      setStatus.run(status, now, now, id, registrarId)
    },

    setApproved(registrarId: number, id: number, previousResidual: number, now: number): void {
      setApproved.run(now, now, previousResidual, previousResidual, id, registrarId)
    },
  }
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>
