/**
 * SQL of the payments: reading one, the paged search (totals from buckets, totals.ts, and cached
 * per filter until the next write to payments, PERFORMANCE.md), inserting and moving a payment.
 */
import type { APPLICANT_ROLES, Payment, paymentsList, PaymentStatus, PaymentType } from '../../contract/payments.js'
import type { QueryOf } from '../../contract/operation.js'
import { paymentSearch } from '../../contract/payments.js'
import type { Db } from '../../db/open.js'
import { compilePageFilters, compileSearch, type SearchMapping, splitOperator } from '../../db/search.js'
import { pagePlan, type RangeIndex, rareRangePlan } from '../../db/rare-range.js'
import { type PageResult, type SearchPlan, type SearchRunner, searchSql } from '../../db/search-runner.js'
import { formatDateTime } from '../../time.js'
import { versionAfterWrites } from '../../db/versions.js'
import { euro } from '../../validation/euro.js'
import { createPaymentTotals } from './totals.js'

type ApplicantRole = (typeof APPLICANT_ROLES)[number]
export type PaymentQuery = QueryOf<typeof paymentsList>

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
  tieBreaker: 'p.id',
}

/**
 * The index that gives each allowed sort's order (migrations 0002 and 0007), with the filters its
 * leading columns serve. Each carries every filter column, so a page walks it in order and checks
 * the other filters inside it: no sort step whatever the filters. (Left alone, the planner may
 * take a filter's index and then sort, or scan the table in rowid order.)
 */
const SORT_INDEX: Readonly<Record<string, { index: string; seek: readonly string[] }>> = {
  '': { index: 'payments_registrar_created', seek: ['created'] },
  created: { index: 'payments_registrar_created', seek: ['created'] },
  amount: { index: 'payments_registrar_amount', seek: ['amount'] },
  id: { index: 'payments_registrar_id', seek: [] },
  status: { index: 'payments_registrar_status', seek: ['status'] },
  type: { index: 'payments_registrar_type', seek: ['type'] },
  statusDate: { index: 'payments_registrar_status_date', seek: [] },
  'status+created': { index: 'payments_registrar_status_created', seek: ['status', 'created'] },
  'status+-created': { index: 'payments_registrar_status_created_desc', seek: ['status', 'created'] },
  'type+created': { index: 'payments_registrar_type_created', seek: ['type', 'created'] },
  'status+type': { index: 'payments_registrar_status_type', seek: ['status', 'type'] },
  'type+amount': { index: 'payments_registrar_type_amount', seek: ['type', 'amount'] },
  'type+-amount': { index: 'payments_registrar_type_amount_desc', seek: ['type', 'amount'] },
}

const isEq = (v: unknown) => typeof v === 'string' && splitOperator(v).op === 'eq'

/** With the creation order and one status or type, the (field, created, id) index serves both. */
function pageIndex(sortKey: string, query: PaymentQuery) {
  if (sortKey === '' || sortKey === 'created') {
    if (isEq(query.status)) return SORT_INDEX['status+created']!
    if (isEq(query.type)) return SORT_INDEX['type+created']!
  }
  return SORT_INDEX[sortKey]!
}

/** The plan of a search (also used by the query-plan tests). */
export function paymentSearchPlan(registrarId: number, query: PaymentQuery): SearchPlan {
  const search = compileSearch(paymentSearch, paymentSearchMapping, query)
  const { index, seek } = pageIndex(search.sortKey, query)
  return {
    from: 'payments p',
    columns: PAYMENT_COLUMNS,
    index,
    where: ['p.registrar_id = ?', ...search.where],
    pageWhere: ['p.registrar_id = ?', ...compilePageFilters(paymentSearch, paymentSearchMapping, query, seek)],
    args: [registrarId, ...search.args],
    orderBy: search.orderBy,
  }
}

/** The index whose walk reads only the payments in an amount range (migration 0002). */
const AMOUNT_RANGE: RangeIndex = { index: 'payments_registrar_amount', key: 'p.id' }

/** A page of a search whose amount range holds few payments (db/rare-range.ts). */
export const rareAmountPlan = (plan: SearchPlan): SearchPlan => rareRangePlan(plan, AMOUNT_RANGE)

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

const COUNT_CACHE_SIZE = 2000

/** `onReset` lets the cached totals clear when the sandbox is reset (the version token restarts). */
export function createPaymentsRepository(db: Db, runner: SearchRunner, onReset?: (listener: () => void) => void) {
  const byId = db.prepare<[number, number], PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments p WHERE p.id = ? AND p.registrar_id = ?`)
  const versionRow = db.prepare<[], { v: number }>(`SELECT v FROM billing_versions WHERE name = 'payments'`)
  const version = versionAfterWrites(db, () => versionRow.get()?.v ?? 0)
  const totals = createPaymentTotals(runner)
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

  // Totals per filter, valid while the payments' version counter (bumped by triggers) stays.
  let countsVersion: number | undefined
  // Undefined where the buckets cannot count (an amount filter that is not one interval).
  const counts = new Map<string, number | undefined>()
  onReset?.(() => {
    counts.clear()
    countsVersion = undefined
  })

  const counted = (key: string, count: () => number | undefined) => {
    if (!counts.has(key)) counts.set(key, count())
    return counts.get(key)
  }

  return {
    get: (registrarId: number, id: number) => byId.get(id, registrarId),

    /** The payments' version: any write to payments (triggers) changes it. */
    version,

    search(registrarId: number, query: PaymentQuery): PageResult<PaymentRow> {
      const plan = paymentSearchPlan(registrarId, query)
      const v = version()
      if (v !== countsVersion || counts.size >= COUNT_CACHE_SIZE) {
        counts.clear()
        countsVersion = v
      }
      const total = counted(`${searchSql(plan).count}\u0000${JSON.stringify(plan.args)}`, () => totals.count(registrarId, query) ?? runner.count(plan))!
      // The amount range's own count is cached with the totals.
      const inRange = query.amount === undefined ? undefined : () => counted(`amount\u0000${registrarId}\u0000${query.amount}`, () => totals.count(registrarId, { amount: query.amount }))
      return runner.run<PaymentRow>(pagePlan(plan, AMOUNT_RANGE, total, query, inRange), query, total)
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
