/**
 * Credit card top-ups through the sandbox's simulated card gateway: a transaction starts
 * `pending`, the user approves or declines it on the bank's page (or the sandbox decides it),
 * and an approved one becomes an approved creditCard payment. Rules: docs/billing.md.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { ApiError, badRequest, conflict, notFound } from '../../api-error.js'
import type { CardTransaction, CardTransactionRequest } from '../../contract/payments.js'
import type { Clock } from '../../core/clock.js'
import type { Settings } from '../../core/settings.js'
import type { Db } from '../../db/open.js'
import { formatDate, formatDateTime } from '../../time.js'
import { euroText, toCents } from '../../validation/euro.js'
import type { PaymentsService } from './service.js'

/** The card payment service named on creditCard payments. */
export const CARD_SERVICE = 'XPay'

export interface CardRow {
  id: string
  registrarId: number
  gatewayId: string
  amount: number
  language: 'it' | 'en'
  status: 'pending' | 'approved' | 'declined'
  redirectSuccessUrl: string
  redirectFailureUrl: string
  paymentId: number | null
  description: string | null
  cardBrand: string | null
  cardNumber: string | null
  cardExpire: string | null
  cardName: string | null
  created: number
}

export interface CardDetails {
  readonly name?: string | undefined
  readonly number?: string | undefined
  readonly expire?: string | undefined
}

/** The demo card used when the sandbox approves without card data. */
/** The sandbox's test card when the registry approves without card details: valid for years after `today`, never a fixed expiry that lapses. */
export function demoCard(today: string): CardDetails {
  return { name: 'MARIO ROSSI', number: '4111111111111111', expire: `12/${String((Number(today.slice(0, 4)) + 4) % 100).padStart(2, '0')}` }
}

const COLUMNS = `id, registrar_id AS registrarId, gateway_id AS gatewayId, amount, language, status,
  redirect_success_url AS redirectSuccessUrl, redirect_failure_url AS redirectFailureUrl, payment_id AS paymentId,
  description, card_brand AS cardBrand, card_number AS cardNumber, card_expire AS cardExpire, card_name AS cardName, created`

/** Absolute address of the bank's page of a transaction, on the origin the client called. */
export const paymentUrlOf = (request: FastifyRequest, id: string): string =>
  `${request.protocol}://${request.host}/sandbox/bank/pay/${id}`

export function toCardTransaction(r: CardRow, paymentUrl: string): CardTransaction {
  return {
    id: r.id,
    gatewayId: r.gatewayId,
    amount: euroText(r.amount),
    language: r.language,
    status: r.status,
    ...(r.paymentId !== null ? { paymentId: r.paymentId } : {}),
    ...(r.status === 'approved'
      ? {
          response: {
            description: r.description ?? '',
            creditCard: { brand: r.cardBrand ?? '', number: r.cardNumber ?? '', expire: r.cardExpire ?? '', name: r.cardName ?? '' },
          },
        }
      : {}),
    paymentUrl,
    created: formatDateTime(r.created),
  }
}

function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'VISA'
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD'
  if (/^3[47]/.test(digits)) return 'AMEX'
  if (/^(6011|65)/.test(digits)) return 'DISCOVER'
  return 'CARD'
}

/** The four-digit year of a two-digit expiry: within 20 years before and 80 after this year, so it holds across a century's turn. */
function expiryYear(yy: number, thisYear: number): number {
  const year = thisYear - (thisYear % 100) + yy
  return year < thisYear - 20 ? year + 100 : year >= thisYear + 80 ? year - 100 : year
}

/** Checks the card as the gateway would; the errors name `card.<field>`. */
export function checkCard(card: CardDetails, today: string): { name: string; digits: string; expire: string } {
  const name = (card.name ?? '').trim()
  if (!name) throw badRequest('invalid_card', 'card.name: is required', 'card.name')
  const digits = (card.number ?? '').replace(/\s+/g, '')
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) throw badRequest('invalid_card', 'card.number: not a valid card number', 'card.number')
  const expire = (card.expire ?? '').trim()
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expire)
  if (!m) throw badRequest('invalid_card', 'card.expire: must be MM/YY', 'card.expire')
  if (`${expiryYear(Number(m[2]), Number(today.slice(0, 4)))}-${m[1]}` < today.slice(0, 7)) {
    throw badRequest('card_expired', 'card.expire: the card has expired', 'card.expire')
  }
  return { name, digits, expire }
}

const DESCRIPTIONS = { it: 'Pagamento autorizzato', en: 'Payment authorized' } as const

export interface CardDeps {
  readonly db: Db
  readonly clock: Clock
  readonly settings: Settings
  readonly payments: PaymentsService
}

export function createCardService(deps: CardDeps) {
  const { db, clock, settings } = deps
  const byId = db.prepare<[string], CardRow>(`SELECT ${COLUMNS} FROM card_transactions WHERE id = ?`)
  const insert = db.prepare(
    `INSERT INTO card_transactions (id, registrar_id, gateway_id, amount, language, status, redirect_success_url, redirect_failure_url, created, lastupdate)
     VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?)`,
  )
  const approveRow = db.prepare(
    `UPDATE card_transactions SET status = 'approved', payment_id = ?, description = ?, card_brand = ?, card_number = ?, card_expire = ?,
       card_name = ?, lastupdate = ? WHERE id = ?`,
  )
  const newestOf = db.prepare<[number, string | null, string | null, number], CardRow>(
    `SELECT ${COLUMNS} FROM card_transactions WHERE registrar_id = ? AND (? IS NULL OR status = ?) ORDER BY created DESC, id DESC LIMIT ?`,
  )
  const declineRow = db.prepare(`UPDATE card_transactions SET status = 'declined', lastupdate = ? WHERE id = ?`)
  const gatewayKey = (registrarId: number) => `payments.cardGateway.unreachable.${registrarId}`

  const decide = db.transaction((row: CardRow, outcome: 'approve' | 'decline', card: CardDetails | undefined) => {
    if (row.status !== 'pending') throw conflict('transaction_not_pending', `The transaction is already ${row.status}`)
    const now = clock.now()
    if (outcome === 'decline') {
      declineRow.run(now, row.id)
      return
    }
    const today = formatDate(now)
    const c = checkCard(card ?? demoCard(today), today)
    const paymentId = deps.payments.createApprovedCardPayment(row.registrarId, row.amount, row.id, CARD_SERVICE, now)
    const masked = `${'*'.repeat(c.digits.length - 4)}${c.digits.slice(-4)}`
    approveRow.run(paymentId, DESCRIPTIONS[row.language], cardBrand(c.digits), masked, c.expire, c.name.toUpperCase(), now, row.id)
  })

  return {
    reachable: (registrarId: number) => settings.get(gatewayKey(registrarId)) !== '1',
    setReachable(registrarId: number, reachable: boolean) {
      if (reachable) settings.remove(gatewayKey(registrarId))
      else settings.set(gatewayKey(registrarId), '1')
    },

    start(registrarId: number, body: CardTransactionRequest): CardRow {
      const amount = toCents(body.amount)
      if (settings.get(gatewayKey(registrarId)) === '1') {
        throw new ApiError(502, 'gateway_unreachable', 'The credit card gateway cannot be contacted; try again later')
      }
      const id = randomBytes(16).toString('hex')
      const gatewayId = `XP${randomBytes(9).toString('hex').toUpperCase()}`
      const now = clock.now()
      insert.run(id, registrarId, gatewayId, amount, body.language, body.redirectSuccessUrl, body.redirectFailureUrl, now, now)
      return byId.get(id)!
    },

    /** The registrar's own transaction; another registrar's answers 404 like a missing one. */
    get(registrarId: number, id: string): CardRow {
      const row = byId.get(id)
      if (!row || row.registrarId !== registrarId) throw notFound('Credit card transaction')
      return row
    },

    /** The registrar's transactions, newest first, optionally of one status (the registry's view). */
    list(registrarId: number, status: CardRow['status'] | undefined, limit: number): CardRow[] {
      return newestOf.all(registrarId, status ?? null, status ?? null, limit)
    },

    /** The bank page reaches a transaction by its (unguessable) id alone. */
    find: (id: string): CardRow | undefined => byId.get(id),

    decide(row: CardRow, outcome: 'approve' | 'decline', card?: CardDetails): CardRow {
      decide(row, outcome, card)
      return byId.get(row.id)!
    },
  }
}
export type CardService = ReturnType<typeof createCardService>
