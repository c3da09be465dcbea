/**
 * The state changes shared by the registrar's operations, the registry's sandbox controls and the
 * clock: a request's status with the matching contact and domain statuses, and its event, in one
 * transaction. The tables of docs/darwin.md are implemented here and in registry.ts.
 */
import type { DarwinContactStatus, DarwinDomainStatus, DarwinEventType, DarwinRequestStatus } from '../../contract/darwin-shared.js'
import type { Db } from '../../db/open.js'
import { connectionChanges } from '../../db/versions.js'
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

/** The earliest deadline of the registrar's requests in one status (the same index, its first entry); also for the plan tests. */
export const NEXT_DEADLINE = `SELECT min(deadline) FROM darwin_requests INDEXED BY darwin_requests_status_deadline WHERE registrar_id = ? AND status = ?`

/** Expires a registrar's working requests past their deadline at `now`; answers how many expired. */
export type ExpirySweep = (registrarId: number, now: number) => number

/**
 * Expires the registrar's working requests whose deadline has passed (the clock's transition).
 * Run before every darwin operation of that registrar, so a moved sandbox clock takes effect at
 * once and every answer sees the same statuses. It reads the (status, deadline) index of the
 * working statuses only, not every past deadline (migration 0008).
 *
 * As it runs before every call, it also remembers, per registrar, the earliest deadline of a
 * working request: until that passes, and while this connection writes nothing
 * (`connectionChanges`, which any new request, deadline or status change moves), nothing can be
 * due and the sweep reads no table at all.
 */
export function createExpirySweep(db: Db): ExpirySweep {
  const dueStatement = db.prepare<unknown[], { id: number; deadline: number }>(EXPIRY_DUE)
  const nextStatement = db.prepare<[number, string], number | null>(NEXT_DEADLINE).pluck()
  const changes = connectionChanges(db)
  const quiet = new Map<number, { readonly changes: number; readonly nextDeadline: number }>()
  const nextDeadline = (registrarId: number) =>
    Math.min(...WORKING_STATUSES.map((status) => nextStatement.get(registrarId, status) ?? Number.POSITIVE_INFINITY))
  return (registrarId, now) => {
    const known = quiet.get(registrarId)
    if (known && known.changes === changes() && now <= known.nextDeadline) return 0
    const due = dueStatement.all(registrarId, ...WORKING_STATUSES, now)
    if (due.length > 0) {
      db.transaction(() => {
        for (const { id, deadline } of due) {
          // Dated at the deadline: that is when the request expired, whenever the sweep noticed it.
          moveRequest(db, { id, registrarId }, { ...EXPIRE_WORKING, user: 'registry', message: darwinEventMessage('deadlinePassed') }, deadline)
        }
      })()
    }
    quiet.set(registrarId, { changes: changes(), nextDeadline: nextDeadline(registrarId) })
    return due.length
  }
}
