/**
 * The state changes shared by the registrar's operations, the registry's sandbox controls and the
 * clock: a request's status with the matching contact and domain statuses, and its event, in one
 * transaction. The tables of docs/darwin.md are implemented here and in registry.ts.
 */
import type { DarwinContactStatus, DarwinDomainStatus, DarwinEventType, DarwinRequestStatus } from '../../contract/darwin-shared.js'
import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/open.js'
import { recordDarwinEvent } from './event-log.js'
import { WORKING_STATUSES } from '../../validation/darwin-workflow.js'
import { darwinEventMessage } from '../../contract/darwin-event-messages.js'

export interface RequestRef {
  readonly id: number
  readonly registrarId: number
}

export interface Move {
  readonly to: DarwinRequestStatus
  readonly event: DarwinEventType
  readonly user: string
  readonly message: string
  /** Contact statuses to set: every contact of the request, or only those in `from`. */
  readonly contacts?: { readonly to: DarwinContactStatus; readonly from?: readonly DarwinContactStatus[] }
  /** Domain statuses to set; `incompatible` domains are never touched. */
  readonly domains?: { readonly to: DarwinDomainStatus; readonly from?: readonly DarwinDomainStatus[] }
}

const inList = (values: readonly string[]) => values.map(() => '?').join(', ')

export function moveRequest(db: Db, r: RequestRef, move: Move, at: number): void {
  db.prepare('UPDATE darwin_requests SET status = ?, status_date = ? WHERE id = ? AND registrar_id = ?').run(move.to, at, r.id, r.registrarId)
  if (move.contacts) {
    const from = move.contacts.from ?? ['submitted', 'rejected', 'locked', 'processed']
    db.prepare(`UPDATE darwin_contacts SET status = ? WHERE registrar_id = ? AND request_id = ? AND status IN (${inList(from)})`).run(
      move.contacts.to, r.registrarId, r.id, ...from,
    )
  }
  if (move.domains) {
    const from = (move.domains.from ?? ['locked', 'rejected', 'processed']).filter((s) => s !== 'incompatible')
    db.prepare(`UPDATE darwin_domains SET status = ? WHERE registrar_id = ? AND request_id = ? AND status IN (${inList(from)})`).run(
      move.domains.to, r.registrarId, r.id, ...from,
    )
  }
  recordDarwinEvent(db, { registrarId: r.registrarId, requestId: r.id, type: move.event, user: move.user, message: move.message, at })
}

/** Expiry by the clock or the registry: the registry applies the default (contacts and domains processed). */
export const EXPIRE_WORKING: Omit<Move, 'user' | 'message'> = {
  to: 'expired',
  event: 'expired',
  contacts: { to: 'processed' },
  domains: { to: 'processed' },
}

/** The working requests past their deadline (registrar, the working statuses, now): also for the plan tests. */
export const EXPIRY_DUE = `SELECT id, deadline FROM darwin_requests INDEXED BY darwin_requests_status_deadline
  WHERE registrar_id = ? AND status IN (${inList(WORKING_STATUSES)}) AND deadline < ? ORDER BY deadline, id`

/** The sweep's statement per connection: prepared once, it runs before every darwin call. */
const dueStatements = new WeakMap<Db, Statement<unknown[], { id: number; deadline: number }>>()

/**
 * Expires the registrar's working requests whose deadline has passed (the clock's transition).
 * Run before every darwin operation of that registrar, so a moved sandbox clock takes effect at
 * once and every answer sees the same statuses. It reads the (status, deadline) index of the
 * working statuses only, not every past deadline (migration 0008): it runs before every call.
 */
export function sweepExpired(db: Db, registrarId: number, now: number): number {
  let statement = dueStatements.get(db)
  if (!statement) dueStatements.set(db, (statement = db.prepare<unknown[], { id: number; deadline: number }>(EXPIRY_DUE)))
  const due = statement.all(registrarId, ...WORKING_STATUSES, now)
  if (due.length === 0) return 0
  db.transaction(() => {
    for (const { id, deadline } of due) {
      // Dated at the deadline: that is when the request expired, whenever the sweep noticed it.
      moveRequest(db, { id, registrarId }, { ...EXPIRE_WORKING, user: 'registry', message: darwinEventMessage('deadlinePassed') }, deadline)
    }
  })()
  return due.length
}
