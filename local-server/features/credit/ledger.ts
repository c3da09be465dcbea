/**
 * The credit ledger: every change of a registrar's credit is one movement (approved payments add,
 * charged domain operations subtract) carrying the running balance after it, in (at, id) order.
 * The credit at any instant is then the balance of the last movement at or before it: one index
 * lookup, however long the history. Threshold warnings are decided here, after every change.
 */
import type { Db } from '../../db/open.js'
import { creditWarningWriter } from './warning.js'

export type MovementKind = 'payment' | 'domain-create' | 'domain-renew' | 'bulk-transfer' | 'penalty'

interface NewMovement {
  readonly at: number
  readonly kind: MovementKind
  /** Cents: positive for a payment, negative for a charge. */
  readonly amount: number
  readonly paymentId?: number | undefined
  readonly domain?: string | undefined
}

interface Account {
  readonly threshold: number
  readonly warned: boolean
  readonly lastupdate: number
}

interface EppMessageRow {
  id: number
  type: string
  message: string
  credit: number
  threshold: number
  created: number
}

export interface Ledger {
  /** Current balance (cents) and the instant of the last movement. */
  current(registrarId: number): { balance: number; at: number | undefined }
  /** Balance (cents) after every movement at or before `ms`. */
  balanceAt(registrarId: number, ms: number): number
  account(registrarId: number): Account | undefined
  /** Appends a movement (in a transaction), keeps later balances right, and checks the threshold. */
  add(registrarId: number, m: NewMovement, now: number): { id: number; balance: number }
  /** Sets the threshold (cents) and checks it against the current balance. */
  setThreshold(registrarId: number, threshold: number, now: number): void
  /** The approved payment that operations at `at` are charged on: the latest one added by then. */
  chargedPayment(registrarId: number, at: number): number | undefined
  messages(registrarId: number): EppMessageRow[]
}

export function createLedger(db: Db): Ledger {
  const last = db.prepare<[number], { balance: number; at: number }>(
    'SELECT balance, at FROM credit_movements WHERE registrar_id = ? ORDER BY at DESC, id DESC LIMIT 1',
  )
  const lastUntil = db.prepare<[number, number], { balance: number }>(
    'SELECT balance FROM credit_movements WHERE registrar_id = ? AND at <= ? ORDER BY at DESC, id DESC LIMIT 1',
  )
  const insert = db.prepare(
    'INSERT INTO credit_movements (registrar_id, at, kind, amount, balance, payment_id, domain) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  // Only when the sandbox clock was moved back before the last movement: later balances shift.
  const shiftLater = db.prepare('UPDATE credit_movements SET balance = balance + ? WHERE registrar_id = ? AND at > ?')
  const getAccount = db.prepare<[number], { threshold: number; warned: number; lastupdate: number }>(
    'SELECT threshold, warned, lastupdate FROM credit_accounts WHERE registrar_id = ?',
  )
  const putThreshold = db.prepare(
    `INSERT INTO credit_accounts (registrar_id, threshold, warned, lastupdate) VALUES (?, ?, 0, ?)
     ON CONFLICT (registrar_id) DO UPDATE SET threshold = excluded.threshold, lastupdate = excluded.lastupdate`,
  )
  const setWarned = db.prepare('UPDATE credit_accounts SET warned = ? WHERE registrar_id = ?')
  const writeWarning = creditWarningWriter(db)
  const latestPayment = db.prepare<[number, number], { paymentId: number }>(
    `SELECT payment_id AS paymentId FROM credit_movements
      WHERE registrar_id = ? AND kind = 'payment' AND at <= ? ORDER BY at DESC, id DESC LIMIT 1`,
  )
  const listMessages = db.prepare<[number], EppMessageRow>(
    'SELECT id, type, message, credit, threshold, created FROM epp_messages WHERE registrar_id = ? ORDER BY created DESC, id DESC',
  )

  const current = (registrarId: number) => {
    const row = last.get(registrarId)
    return { balance: row?.balance ?? 0, at: row?.at }
  }

  /** One warning per crossing: sent when the credit goes below, re-armed when it is back up. */
  const checkThreshold = (registrarId: number, now: number) => {
    const account = getAccount.get(registrarId)
    if (!account) return
    const { balance } = current(registrarId)
    if (balance < account.threshold && !account.warned) {
      writeWarning(registrarId, balance, account.threshold, now)
      setWarned.run(1, registrarId)
    } else if (balance >= account.threshold && account.warned) {
      setWarned.run(0, registrarId)
    }
  }

  const add = db.transaction((registrarId: number, m: NewMovement, now: number) => {
    const before = lastUntil.get(registrarId, m.at)?.balance ?? 0
    const balance = before + m.amount
    const id = Number(insert.run(registrarId, m.at, m.kind, m.amount, balance, m.paymentId ?? null, m.domain ?? null).lastInsertRowid)
    shiftLater.run(m.amount, registrarId, m.at)
    checkThreshold(registrarId, now)
    return { id, balance }
  })

  const setThreshold = db.transaction((registrarId: number, threshold: number, now: number) => {
    putThreshold.run(registrarId, threshold, now)
    checkThreshold(registrarId, now)
  })

  return {
    current,
    balanceAt: (registrarId, ms) => lastUntil.get(registrarId, ms)?.balance ?? 0,
    account(registrarId) {
      const row = getAccount.get(registrarId)
      return row && { threshold: row.threshold, warned: row.warned === 1, lastupdate: row.lastupdate }
    },
    add: (registrarId, m, now) => add(registrarId, m, now),
    setThreshold: (registrarId, threshold, now) => setThreshold(registrarId, threshold, now),
    chargedPayment: (registrarId, at) => latestPayment.get(registrarId, at)?.paymentId,
    messages: (registrarId) => listMessages.all(registrarId),
  }
}
