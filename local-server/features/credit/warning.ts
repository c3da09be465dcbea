/**
 * A credit warning is written where the API shows it twice: as the registrar's message (the
 * credit's warnings, which the home screen's alerts read) and in its events log (type
 * `creditWarning`, by the registry), so that the two always tell the same crossings at the same
 * instants. The ledger writes it when a change takes the credit below the threshold, the demo
 * seeder when it replays its ledger.
 */
import type { Db } from '../../db/open.js'
import { euroText } from '../../validation/euro.js'

export const CREDIT_WARNING = 'creditWarning'

/** The message's text, as the registry words it. */
export function warningText(balance: number, threshold: number): string {
  return `Credit warning: the credit of ${euroText(balance)} EUR is below the warning threshold of ${euroText(threshold)} EUR`
}

/** The event's text, in the events log's words. */
const warningEventText = (threshold: number): string => `Credit below the warning threshold of ${euroText(threshold)} euro`

export type WriteCreditWarning = (registrarId: number, balance: number, threshold: number, at: number) => void

export function creditWarningWriter(db: Db): WriteCreditWarning {
  const message = db.prepare('INSERT INTO epp_messages (registrar_id, type, message, credit, threshold, created) VALUES (?, ?, ?, ?, ?, ?)')
  const event = db.prepare('INSERT INTO registrar_events (registrar_id, type, created, username, message, contact_id) VALUES (?, ?, ?, ?, ?, NULL)')
  return (registrarId, balance, threshold, at) => {
    message.run(registrarId, CREDIT_WARNING, warningText(balance, threshold), balance, threshold, at)
    event.run(registrarId, CREDIT_WARNING, at, 'registry', warningEventText(threshold))
  }
}
