/**
 * Charging a domain operation on a registrar's credit, as the registry does for EPP operations
 * (the sandbox exposes it so clerks and tests can spend credit). The charge is one ledger
 * movement, attributed to the latest approved payment, whose debited amount and final residual
 * follow it.
 */
import { badRequest, conflict } from '../../api-error.js'
import type { ChargeOperation } from '../../contract/credit.js'
import type { Db } from '../../db/open.js'
import type { Ledger } from './ledger.js'
import { euroText, toCents } from '../../validation/euro.js'

/** Default unit costs in cents (the sandbox's price list). */
const PRICE_LIST: Readonly<Record<ChargeOperation, number>> = {
  'domain-create': 400,
  'domain-renew': 400,
  'bulk-transfer': 200,
  penalty: 5000,
}

const DOMAIN_RE = /^(?=.{3,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

export interface ChargeInput {
  readonly operation: ChargeOperation
  readonly domain?: string | undefined
  readonly cost?: number | undefined
}

export interface ChargeResult {
  id: number
  operation: ChargeOperation
  domain: string | undefined
  amount: number
  paymentId: number | undefined
  balance: number
  at: number
}

export function createCharger(db: Db, ledger: Ledger) {
  const debit = db.prepare(
    `UPDATE payments SET debited_amount = debited_amount + ?, final_residual = final_residual - ?, lastupdate = ?
      WHERE id = ? AND registrar_id = ?`,
  )
  const charge = db.transaction((registrarId: number, input: ChargeInput, now: number): ChargeResult => {
    const domain = input.domain?.trim().toLowerCase()
    if (input.operation !== 'penalty' && !domain) throw badRequest('invalid_body', 'domain: is required for this operation', 'domain')
    if (domain !== undefined && !DOMAIN_RE.test(domain)) throw badRequest('invalid_domain', 'domain: not a domain name', 'domain')
    const cost = input.cost === undefined ? PRICE_LIST[input.operation] : toCents(input.cost)
    const { balance } = ledger.current(registrarId)
    if (balance < cost) {
      throw conflict('insufficient_credit', `The credit of ${euroText(balance)} EUR does not cover ${euroText(cost)} EUR`)
    }
    const paymentId = ledger.chargedPayment(registrarId, now)
    const movement = ledger.add(registrarId, { at: now, kind: input.operation, amount: -cost, paymentId, domain }, now)
    if (paymentId !== undefined) debit.run(cost, cost, now, paymentId, registrarId)
    return { id: movement.id, operation: input.operation, domain, amount: -cost, paymentId, balance: ledger.current(registrarId).balance, at: now }
  })
  return { charge: (registrarId: number, input: ChargeInput, now: number) => charge(registrarId, input, now) }
}
