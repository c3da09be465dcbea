/**
 * Payments and the credit ledger of one registrar over years (rules: docs/billing.md), built the
 * way the demo seeder builds a year of them (features/payments/seed.ts) but in typed arrays:
 * instants are drawn in order, the approvals, the payments' creations and the charged operations
 * are replayed in time order, and every balance, residual, debited amount, report and threshold
 * warning follows from that replay.
 *
 * - Exactly `approved` payments are approved (the opening deposit and the last top-up always);
 *   a submitted payment is a recent one (the registry has not handled it yet).
 * - An operation is charged on the latest approved payment; one the credit does not cover waits
 *   for the next approval and is charged at its instant (the registry refuses it until then).
 */
import type { PaymentStatus, PaymentType } from '../../../contract/payments.js'
import type { MovementKind } from '../../../features/credit/ledger.js'
import { CARD_SERVICE } from '../../../features/payments/cards.js'
import { BANKS, bankReference, CARD_HOLDERS, CARDS, domainName, hex } from '../../../features/payments/seed-data.js'
import type { Db } from '../../open.js'
import type { Random } from '../random.js'
import type { Calendar } from './calendar.js'
import type { LedgerRows } from './ledger.js'
import type { Loader } from './loader.js'
import { countPaymentTotals, type PaymentTotals } from './payment-totals.js'

const MINUTE = 60_000
const HOUR = 3_600_000
const DAY = 86_400_000
/** Payments this many days old or younger may still be waiting for the registry (submitted). */
const RECENT_DAYS = 12

export const TYPES: readonly PaymentType[] = ['bank', 'creditCard', 'registry', 'contractTransfer']
export const STATUSES: readonly PaymentStatus[] = ['submitted', 'approved', 'suspended', 'rejected']
const CHARGE_KINDS: readonly { kind: Exclude<MovementKind, 'payment'>; cost: number; weight: number }[] = [
  { kind: 'domain-create', cost: 400, weight: 35 },
  { kind: 'domain-renew', cost: 400, weight: 55 },
  { kind: 'bulk-transfer', cost: 200, weight: 9.5 },
  { kind: 'penalty', cost: 5000, weight: 0.5 },
]
const CHARGE_WEIGHT = CHARGE_KINDS.reduce((s, k) => s + k.weight, 0)
/** A movement's kind by its number in LedgerRows.kind. */
export const MOVEMENT_KINDS: readonly MovementKind[] = ['payment', ...CHARGE_KINDS.map((k) => k.kind)]

export interface BillingPlan {
  readonly registrarId: number
  readonly payments: number
  readonly approved: number
  /** Credit movements in all: the approvals plus the charged operations. */
  readonly ledger: number
  /** Cents. */
  readonly threshold: number
  readonly applicants: readonly { readonly applicant: string; readonly role: string }[]
  readonly site: string
}

/** What the ledger, its warnings and the invoices need (ledger.ts writes them, on another thread). */
export interface BillingResult {
  /** The movements, the approvals among them (ledger.ts approvalsOf). */
  readonly ledger: LedgerRows
  /** The payments' totals per bucket (written after the load: payment-totals.ts). */
  readonly totals: PaymentTotals
}

function weightedType(rng: Random): number {
  const r = rng.next() * 10
  return r < 5 ? 0 : r < 8 ? 1 : r < 9 ? 2 : 3
}

function amountFor(rng: Random, type: number): number {
  switch (type) {
    case 0:
      return rng.chance(0.7) ? rng.pick([500, 1000, 1500, 2000, 2500, 3000, 5000]) * 100 : rng.cents(400, 4000)
    case 1:
      return rng.pick([100, 150, 200, 250, 300, 500, 750, 1000]) * 100
    case 2:
      return rng.cents(20, 400)
    default:
      return rng.cents(300, 2500)
  }
}

/**
 * Replays the billing and writes the payments and card transactions. `replayed` gets the ledger
 * as soon as the replay is done, before the payments are written: the thread that writes it
 * (billing-worker.ts) works meanwhile. Its typed arrays may be moved there: not read after.
 */
export function generateBilling(db: Db, load: Loader, cal: Calendar, rng: Random, plan: BillingPlan, replayed: (result: BillingResult) => void): void {
  const n = plan.payments
  const anchor = cal.anchor
  const type = new Uint8Array(n)
  const status = new Uint8Array(n)
  const amount = new Int32Array(n)
  const created = new Float64Array(n)
  const statusAt = new Float64Array(n)
  const previous = new Float64Array(n)
  const debited = new Float64Array(n)
  const lastCharge = new Float64Array(n)
  const recentFrom = cal.days - RECENT_DAYS

  // Payments in creation order, spread evenly over the history with some jitter.
  let toApprove = plan.approved - 1 - (plan.approved >= 2 && n >= 2 ? 1 : 0)
  for (let i = 0; i < n; i++) {
    const x = ((i + 0.2 + rng.next() * 0.6) / n) * cal.days
    const day = Math.floor(x)
    created[i] = cal.at(day, x - day)
    const first = i === 0
    const last = i === n - 1 && plan.approved >= 2
    type[i] = first ? 0 : last ? 1 : weightedType(rng)
    // Selection sampling: exactly `approved` approved payments, spread evenly.
    const approved = first || last || (i < n - 1 && rng.next() * (n - 1 - i) < toApprove)
    if (approved && !first && !last) toApprove--
    if (approved) status[i] = 1
    else if (day >= recentFrom) status[i] = rng.pick([0, 0, 2, 3, 3])
    else status[i] = rng.chance(0.4) ? 2 : 3
    amount[i] = first ? 500_000 : amountFor(rng, type[i]!)
    const delay =
      status[i] === 0 ? 0
      : type[i] === 1 && status[i] === 1 ? 2 * MINUTE
      : type[i] === 0 ? rng.int(1, 3) * DAY + rng.int(1, 5) * HOUR
      : rng.int(2, 30) * HOUR
    statusAt[i] = Math.max(created[i]!, Math.min(created[i]! + delay, anchor - HOUR))
  }
  const approvedIdx = Uint32Array.from({ length: n }, (_, i) => i).filter((i) => status[i] === 1)
  approvedIdx.sort((a, b) => statusAt[a]! - statusAt[b]! || a - b)
  const observed = Uint32Array.from({ length: n }, (_, i) => i).filter((i) => status[i] !== 1)

  // Operations charged on the credit, in time order from the day after the first approval.
  const charges = plan.ledger - plan.approved
  const firstDay = Math.min(cal.days - 1, cal.dayOf(statusAt[approvedIdx[0]!]!) + 1)
  const span = cal.days - firstDay
  // Each drawn domain name is kept once and the movements point at it by number (a renewal charges
  // a domain created before): a string per movement cost its copying to the ledger's thread, where
  // the movements themselves cross as typed arrays.
  const domainNames: string[] = []
  /** Domains that may be renewed, as indexes into domainNames. */
  const known: number[] = []
  const movements = plan.ledger
  const mAt = new Float64Array(movements)
  const mKind = new Uint8Array(movements)
  const mAmount = new Int32Array(movements)
  const mBalance = new Float64Array(movements)
  const mPayment = new Int32Array(movements).fill(-1)
  const mDomain = new Int32Array(movements).fill(-1)
  let m = 0

  let balance = 0
  let current = -1
  let warned = false
  const warnings: { at: number; balance: number }[] = []
  const afterMovement = (at: number) => {
    if (balance < plan.threshold && !warned) {
      warnings.push({ at, balance })
      warned = true
    } else if (balance >= plan.threshold) warned = false
  }
  const charge = (at: number, k: number, domain: number) => {
    const cost = CHARGE_KINDS[k]!.cost
    balance -= cost
    debited[current] = debited[current]! + cost
    lastCharge[current] = at
    mAt[m] = at
    mKind[m] = k + 1
    mAmount[m] = -cost
    mBalance[m] = balance
    mPayment[m] = current
    mDomain[m++] = domain
    afterMovement(at)
  }
  const waiting: { k: number; domain: number }[] = []
  let a = 0
  let o = 0
  let nextCharge = 0
  let chargeAt = Number.POSITIVE_INFINITY
  let chargeKind = 0
  let chargeDomain = -1
  const drawCharge = () => {
    if (nextCharge >= charges) {
      chargeAt = Number.POSITIVE_INFINITY
      return
    }
    const x = firstDay + ((nextCharge + 0.2 + rng.next() * 0.6) / charges) * span
    const day = Math.min(cal.days - 1, Math.floor(x))
    chargeAt = cal.at(day, x - day) + rng.int(0, 59) * 1000
    let r = rng.next() * CHARGE_WEIGHT
    chargeKind = 0
    while (chargeKind < CHARGE_KINDS.length - 1 && (r -= CHARGE_KINDS[chargeKind]!.weight) >= 0) chargeKind++
    if (CHARGE_KINDS[chargeKind]!.kind === 'domain-renew' && known.length <= 20) chargeKind = 0
    const kind = CHARGE_KINDS[chargeKind]!.kind
    if (kind === 'penalty') chargeDomain = -1
    else if (kind === 'domain-renew') chargeDomain = known[rng.int(0, known.length - 1)]!
    else {
      chargeDomain = domainNames.push(domainName(rng)) - 1
      if (known.length < 50_000) known.push(chargeDomain)
      else known[rng.int(0, known.length - 1)] = chargeDomain
    }
    nextCharge++
  }
  drawCharge()
  for (;;) {
    const approveAt = a < approvedIdx.length ? statusAt[approvedIdx[a]!]! : Number.POSITIVE_INFINITY
    const observeAt = o < observed.length ? created[observed[o]!]! : Number.POSITIVE_INFINITY
    if (approveAt === Number.POSITIVE_INFINITY && observeAt === Number.POSITIVE_INFINITY && chargeAt === Number.POSITIVE_INFINITY) break
    if (approveAt <= observeAt && approveAt <= chargeAt) {
      const i = approvedIdx[a++]!
      previous[i] = balance
      balance += amount[i]!
      current = i
      mAt[m] = approveAt
      mKind[m] = 0
      mAmount[m] = amount[i]!
      mBalance[m] = balance
      mPayment[m++] = i
      afterMovement(approveAt)
      // Operations refused for want of credit go through now, at the approval's instant.
      while (waiting.length > 0 && balance >= CHARGE_KINDS[waiting[0]!.k]!.cost) {
        const w = waiting.shift()!
        charge(approveAt, w.k, w.domain)
      }
    } else if (observeAt <= chargeAt) {
      previous[observed[o++]!] = balance
    } else {
      if (current >= 0 && waiting.length === 0 && balance >= CHARGE_KINDS[chargeKind]!.cost) charge(chargeAt, chargeKind, chargeDomain)
      else waiting.push({ k: chargeKind, domain: chargeDomain })
      drawCharge()
    }
  }

  // The rows, payments first (the movements point at them).
  const payments = load.table('payments', [
    'id', 'registrar_id', 'type', 'status', 'amount', 'debited_amount', 'previous_residual', 'final_residual', 'status_date', 'created', 'lastupdate',
    'bank_european', 'bank_applicant', 'bank_applicant_role', 'bank_name', 'bank_branch_name', 'bank_payment_date', 'bank_value_date', 'bank_transaction_id',
    'card_transaction_id', 'card_service',
  ])
  const cards = load.table('card_transactions', [
    'id', 'registrar_id', 'gateway_id', 'amount', 'language', 'status', 'redirect_success_url', 'redirect_failure_url',
    'payment_id', 'description', 'card_brand', 'card_number', 'card_expire', 'card_name', 'created', 'lastupdate',
  ])
  load.flush()
  const firstId = (db.prepare('SELECT coalesce(max(id), 0) + 1 AS n FROM payments').get() as { n: number }).n
  const year = Number(cal.dateOf(cal.days).slice(2, 4))
  const ids = Float64Array.from({ length: n }, (_, i) => firstId + i)
  const firstMovementAt = m > 0 ? mAt[0]! : anchor
  replayed({
    totals: countPaymentTotals(plan.registrarId, n, { status, type, amount, created }),
    ledger: {
      registrarId: plan.registrarId, threshold: plan.threshold, count: m, at: mAt, kind: mKind, amount: mAmount, balance: mBalance,
      payment: mPayment, firstPaymentId: firstId, domain: mDomain, domainNames, warnings,
    },
  })
  for (let i = 0; i < n; i++) {
    const approved = status[i] === 1
    const day = cal.dayOf(created[i]!)
    let bank: unknown[] = [null, null, null, null, null, null, null, null]
    if (type[i] === 0) {
      const b = rng.pick(BANKS)
      const who = rng.pick(plan.applicants)
      const ordered = Math.max(0, day - rng.int(0, 2))
      const valued = Math.min(ordered + rng.int(0, 1), day)
      bank = [b.european ? 1 : 0, who.applicant, who.role, b.name, rng.pick(b.branches), cal.dateOf(ordered), cal.dateOf(valued), bankReference(rng)]
    }
    // Increasing ids with a random tail: unique, and inserted in key order.
    const cardId = type[i] === 1 ? `${(plan.registrarId * 0x10000000 + i).toString(16).padStart(10, '0')}${hex(rng, 22)}` : null
    const s = statusAt[i]!
    payments.add(
      ids[i], plan.registrarId, TYPES[type[i]!], STATUSES[status[i]!], amount[i], debited[i], previous[i],
      approved ? previous[i]! + amount[i]! - debited[i]! : null, s, created[i], Math.max(s, lastCharge[i]!), ...bank, cardId, cardId ? CARD_SERVICE : null,
    )
    if (cardId) {
      const c = rng.pick(CARDS)
      const language = rng.chance(0.8) ? 'it' : 'en'
      cards.add(
        cardId, plan.registrarId, `XP${hex(rng, 18).toUpperCase()}`, amount[i], language, 'approved',
        `${plan.site}/billing/card/ok`, `${plan.site}/billing/card/ko`, ids[i],
        language === 'it' ? 'Pagamento autorizzato' : 'Payment authorized', c.brand, `${'*'.repeat(c.length - 4)}${c.last4}`,
        `${String(rng.int(1, 12)).padStart(2, '0')}/${String((year + rng.int(1, 4)) % 100).padStart(2, '0')}`,
        rng.pick(CARD_HOLDERS), created[i]! - 2 * MINUTE, created[i],
      )
    }
  }

  db.prepare(
    `INSERT INTO credit_accounts (registrar_id, threshold, warned, lastupdate) VALUES (?, ?, ?, ?)
     ON CONFLICT (registrar_id) DO UPDATE SET threshold = excluded.threshold, warned = excluded.warned, lastupdate = excluded.lastupdate`,
  ).run(plan.registrarId, plan.threshold, warned ? 1 : 0, firstMovementAt)
}
