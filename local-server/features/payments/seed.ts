/**
 * The payments and credit part of the demo data set: a year of payments of every type and
 * status, the domain operations charged on the approved ones, the credit ledger replayed from
 * them (so every balance, residual, report and EPP warning agrees), a threshold, and card
 * transactions. Deterministic: the same anchor date gives the same data.
 */
import type { PaymentStatus, PaymentType } from '../../contract/payments.js'
import type { SeedContext } from '../../db/seed/context.js'
import type { Random } from '../../db/seed/random.js'
import { formatDate } from '../../time.js'
import type { MovementKind } from '../credit/ledger.js'
import { creditWarningWriter } from '../credit/warning.js'
import { CARD_SERVICE } from './cards.js'
import { APPLICANTS, BANKS, bankReference, CARD_HOLDERS, CARDS, domainName, hex } from './seed-data.js'

const MINUTE = 60_000
const HOUR = 3_600_000
const DAY = 86_400_000
const YEAR = 365 * DAY

interface Plan {
  readonly registrarId: number
  readonly count: number
  /** Cents. */
  readonly threshold: number
  readonly applicants: readonly { applicant: string; role: string }[]
  /** Every type × status combination at least once. */
  readonly allCombos: boolean
  /** Share of the approved money spent on domain operations over the year. */
  readonly spendRatio: number
  readonly site: string
}

interface Spec {
  type: PaymentType
  status: PaymentStatus
  amount: number
  created: number
  statusAt: number
  previous: number
  debited: number
  id: number
}

interface Charge {
  at: number
  kind: Exclude<MovementKind, 'payment'>
  cost: number
  domain: string | null
  payment: Spec | undefined
  balance: number
}

const TYPES: readonly PaymentType[] = ['bank', 'creditCard', 'registry', 'contractTransfer']
const STATUSES: readonly PaymentStatus[] = ['submitted', 'approved', 'suspended', 'rejected']

function weighted<T>(rng: Random, items: readonly (readonly [T, number])[]): T {
  let r = rng.next() * items.reduce((s, [, w]) => s + w, 0)
  for (const [item, w] of items) if ((r -= w) < 0) return item
  return items[items.length - 1]![0]
}

function amountFor(rng: Random, type: PaymentType): number {
  switch (type) {
    case 'bank':
      return rng.chance(0.7) ? rng.pick([500, 1000, 1500, 2000, 2500, 3000, 5000]) * 100 : rng.cents(400, 4000)
    case 'creditCard':
      return rng.pick([100, 150, 200, 250, 300, 500, 750, 1000]) * 100
    case 'registry':
      return rng.cents(20, 400)
    case 'contractTransfer':
      return rng.cents(300, 2500)
  }
}

/** Type and status of each payment; the first is the opening deposit, the last a recent top-up. */
function planSpecs(rng: Random, plan: Plan, now: number): Spec[] {
  const kinds: { type: PaymentType; status: PaymentStatus }[] = []
  for (let i = 0; i < plan.count; i++) {
    kinds.push({
      type: weighted(rng, [['bank', 5], ['creditCard', 3], ['registry', 1], ['contractTransfer', 1]]),
      status: weighted(rng, [['approved', 13], ['suspended', 2], ['rejected', 3], ['submitted', 2]]),
    })
  }
  if (plan.allCombos) {
    // Distinct slots, never the first or the last, get one of each combination.
    const slots = Array.from({ length: plan.count - 2 }, (_, i) => i + 1)
    for (let i = slots.length - 1; i > 0; i--) {
      const j = rng.int(0, i)
      ;[slots[i], slots[j]] = [slots[j]!, slots[i]!]
    }
    let k = 0
    for (const type of TYPES) for (const status of STATUSES) kinds[slots[k++]!] = { type, status }
  }
  kinds[0] = { type: 'bank', status: 'approved' }
  kinds[plan.count - 1] = { type: 'creditCard', status: 'approved' }

  return kinds.map((k, i) => {
    let created = now - YEAR + Math.floor(((i + 0.2 + rng.next() * 0.6) / plan.count) * (YEAR - 3 * DAY))
    // A submitted payment is one the registry has not handled yet: a recent one.
    if (k.status === 'submitted') created = now - rng.int(1, 12) * DAY
    if (i === plan.count - 1) created = now - 2 * DAY
    created = Math.floor(created / DAY) * DAY + rng.int(7, 17) * HOUR + rng.int(0, 59) * MINUTE
    const delay =
      k.status === 'submitted' ? 0
      : k.type === 'creditCard' && k.status === 'approved' ? 2 * MINUTE
      : k.type === 'bank' ? rng.int(1, 3) * DAY + rng.int(1, 5) * HOUR
      : rng.int(2, 30) * HOUR
    const statusAt = Math.max(created, Math.min(created + delay, now - HOUR))
    const amount = i === 0 ? 500_000 : i === plan.count - 1 ? 100_000 : amountFor(rng, k.type)
    return { ...k, amount, created, statusAt, previous: 0, debited: 0, id: 0 }
  })
}

/** Domain operations over the year, spending about `spendRatio` of the approved money. */
function planCharges(rng: Random, plan: Plan, specs: Spec[], now: number): Omit<Charge, 'payment' | 'balance'>[] {
  const approved = specs.filter((s) => s.status === 'approved')
  const total = approved.reduce((s, p) => s + p.amount, 0)
  const first = Math.min(...approved.map((s) => s.statusAt))
  const mean = (plan.spendRatio * total) / (365 * 410)
  const charges: Omit<Charge, 'payment' | 'balance'>[] = []
  const known: string[] = []
  for (let day = Math.floor(first / DAY) * DAY + DAY; day < now; day += DAY) {
    const n = rng.int(0, Math.round(2 * mean))
    for (let j = 0; j < n; j++) {
      const at = day + rng.int(7 * 60, 20 * 60) * MINUTE + rng.int(0, 59) * 1000
      const renew = known.length > 20 && rng.chance(0.65)
      const domain = renew ? rng.pick(known) : domainName(rng)
      if (!renew) known.push(domain)
      charges.push({ at, kind: renew ? 'domain-renew' : 'domain-create', cost: 400, domain })
    }
    if (rng.chance(0.04)) {
      const at = day + rng.int(9, 17) * HOUR
      for (let j = rng.int(5, 15); j > 0; j--) charges.push({ at: at + j * 1000, kind: 'bulk-transfer', cost: 200, domain: domainName(rng) })
    }
    if (rng.chance(0.006)) charges.push({ at: day + 12 * HOUR, kind: 'penalty', cost: 5000, domain: null })
  }
  return charges
}

type Event = { at: number; order: number } & (
  | { what: 'approve'; spec: Spec }
  | { what: 'observe'; spec: Spec }
  | { what: 'charge'; charge: Omit<Charge, 'payment' | 'balance'> }
)

function seedRegistrar(ctx: SeedContext, rng: Random, plan: Plan): void {
  const { db, now } = ctx
  const specs = planSpecs(rng, plan, now).sort((a, b) => a.created - b.created)
  const events: Event[] = [
    ...specs.map((spec): Event => (spec.status === 'approved' ? { at: spec.statusAt, order: 0, what: 'approve', spec } : { at: spec.created, order: 1, what: 'observe', spec })),
    ...planCharges(rng, plan, specs, now).map((charge): Event => ({ at: charge.at, order: 2, what: 'charge', charge })),
  ].sort((a, b) => a.at - b.at || a.order - b.order)

  // Replay the ledger: balances, residuals, what each charge is charged on, the warnings.
  let balance = 0
  let current: Spec | undefined
  let warned = false
  const ledger: { at: number; kind: MovementKind; amount: number; balance: number; spec: Spec | undefined; domain: string | null }[] = []
  const warnings: { at: number; balance: number }[] = []
  const accountSince = events[0]?.at ?? now
  for (const e of events) {
    if (e.what === 'observe') {
      e.spec.previous = balance
      continue
    }
    if (e.what === 'approve') {
      e.spec.previous = balance
      balance += e.spec.amount
      current = e.spec
      ledger.push({ at: e.at, kind: 'payment', amount: e.spec.amount, balance, spec: e.spec, domain: null })
    } else {
      // The registry refuses an operation the credit does not cover.
      if (balance < e.charge.cost) continue
      balance -= e.charge.cost
      if (current) current.debited += e.charge.cost
      ledger.push({ at: e.at, kind: e.charge.kind, amount: -e.charge.cost, balance, spec: current, domain: e.charge.domain })
    }
    if (balance < plan.threshold && !warned) {
      warnings.push({ at: e.at, balance })
      warned = true
    } else if (balance >= plan.threshold) warned = false
  }

  const insertPayment = db.prepare(
    `INSERT INTO payments (registrar_id, type, status, amount, debited_amount, previous_residual, final_residual, status_date, created, lastupdate,
       bank_european, bank_applicant, bank_applicant_role, bank_name, bank_branch_name, bank_payment_date, bank_value_date, bank_transaction_id,
       card_transaction_id, card_service)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertCard = db.prepare(
    `INSERT INTO card_transactions (id, registrar_id, gateway_id, amount, language, status, redirect_success_url, redirect_failure_url,
       payment_id, description, card_brand, card_number, card_expire, card_name, created, lastupdate)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const card = (id: string, amount: number, status: string, paymentId: number | null, created: number, updated: number) => {
    const c = rng.pick(CARDS)
    const language = rng.chance(0.8) ? 'it' : 'en'
    const approved = status === 'approved'
    insertCard.run(
      id, plan.registrarId, `XP${hex(rng, 18).toUpperCase()}`, amount, language, status,
      `${plan.site}/billing/card/ok`, `${plan.site}/billing/card/ko`, paymentId,
      approved ? (language === 'it' ? 'Pagamento autorizzato' : 'Payment authorized') : null,
      approved ? c.brand : null, approved ? `${'*'.repeat(c.length - 4)}${c.last4}` : null,
      approved ? `${String(rng.int(1, 12)).padStart(2, '0')}/${String((Number(formatDate(now).slice(2, 4)) + rng.int(1, 4)) % 100).padStart(2, '0')}` : null,
      approved ? rng.pick(CARD_HOLDERS) : null, created, updated,
    )
  }

  for (const s of specs) {
    const approved = s.status === 'approved'
    let bank: unknown[] = [null, null, null, null, null, null, null, null]
    if (s.type === 'bank') {
      const b = rng.pick(BANKS)
      const who = rng.pick(plan.applicants)
      const ordered = s.created - rng.int(0, 2) * DAY
      const paymentDate = formatDate(ordered)
      const valueDate = formatDate(Math.min(ordered + rng.int(0, 1) * DAY, s.created))
      bank = [b.european ? 1 : 0, who.applicant, who.role, b.name, rng.pick(b.branches), paymentDate, valueDate, bankReference(rng)]
    }
    const cardId = s.type === 'creditCard' ? hex(rng, 32) : null
    s.id = Number(
      insertPayment.run(
        plan.registrarId, s.type, s.status, s.amount, s.debited, s.previous, approved ? s.previous + s.amount - s.debited : null,
        s.statusAt, s.created, s.statusAt, ...bank, cardId, cardId ? CARD_SERVICE : null,
      ).lastInsertRowid,
    )
    // The card was authorized for every creditCard payment; the registry may still hold it.
    if (cardId) card(cardId, s.amount, 'approved', s.id, s.created - 2 * MINUTE, s.created)
  }
  // Charges after the last approval move the payment's lastupdate too.
  const lastCharge = new Map<Spec, number>()
  const insertMovement = db.prepare(
    'INSERT INTO credit_movements (registrar_id, at, kind, amount, balance, payment_id, domain) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  for (const m of ledger) {
    insertMovement.run(plan.registrarId, m.at, m.kind, m.amount, m.balance, m.spec?.id ?? null, m.domain)
    if (m.spec && m.kind !== 'payment') lastCharge.set(m.spec, m.at)
  }
  const touch = db.prepare('UPDATE payments SET lastupdate = ? WHERE id = ?')
  for (const [spec, at] of lastCharge) touch.run(at, spec.id)

  db.prepare('INSERT INTO credit_accounts (registrar_id, threshold, warned, lastupdate) VALUES (?, ?, ?, ?)').run(
    plan.registrarId, plan.threshold, warned ? 1 : 0, accountSince,
  )
  const writeWarning = creditWarningWriter(db)
  for (const w of warnings) writeWarning(plan.registrarId, w.balance, plan.threshold, w.at)

  // Card payments still in progress: one waiting on the bank page, one the user cancelled.
  if (plan.allCombos) {
    card(hex(rng, 32), 25_000, 'pending', null, now - 3 * HOUR, now - 3 * HOUR)
    card(hex(rng, 32), 40_000, 'declined', null, now - 5 * DAY, now - 5 * DAY + 4 * MINUTE)
  }
}

export function seedPayments(ctx: SeedContext): void {
  const rng = ctx.random('payments')
  seedRegistrar(ctx, rng, {
    registrarId: ctx.registrars.demo,
    count: 52,
    threshold: 50_000,
    applicants: APPLICANTS.demo,
    allCombos: true,
    spendRatio: 0.85,
    site: 'https://www.demo-registrar.it',
  })
  seedRegistrar(ctx, rng, {
    registrarId: ctx.registrars.other,
    count: 6,
    threshold: 20_000,
    applicants: APPLICANTS.other,
    allCombos: false,
    spendRatio: 0.5,
    site: 'https://www.altro-registrar.it',
  })
}
