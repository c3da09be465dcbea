/**
 * Who sees which darwin request. Everything of a request (contacts, domains, documents, updates,
 * events) is visible exactly when the request is. Admin and domain users see every request of
 * their registrar; a user of group darwin only (without admin or domain) sees the requests an
 * admin assigned to them. Anything else answers 404, like a missing id.
 */
import type { Principal } from '../../core/tokens.js'
import type { Db } from '../../db/open.js'

export interface VisibleRequest {
  readonly id: number
  readonly registrarId: number
  readonly status: string
  readonly assignedUserId: number | null
}

/** True when the principal sees only the requests assigned to them. */
export function seesOnlyAssigned(principal: Pick<Principal, 'groups'>): boolean {
  return !principal.groups.includes('admin') && !principal.groups.includes('domain')
}

export function findVisibleRequest(db: Db, principal: Principal, requestId: number): VisibleRequest | undefined {
  if (!Number.isSafeInteger(requestId)) return undefined
  const row = db
    .prepare<[number, number], VisibleRequest>(
      `SELECT id, registrar_id AS registrarId, status, assigned_user_id AS assignedUserId
         FROM darwin_requests WHERE id = ? AND registrar_id = ?`,
    )
    .get(requestId, principal.registrarId)
  if (!row) return undefined
  if (seesOnlyAssigned(principal) && row.assignedUserId !== principal.userId) return undefined
  return row
}

/**
 * An SQL condition keeping rows whose `requestIdColumn` names a request the principal sees. The
 * caller still filters its own table on `registrar_id`; this adds the darwin-group restriction.
 */
export function visibleRequestCondition(principal: Principal, requestIdColumn: string): { sql: string; args: unknown[] } {
  if (!seesOnlyAssigned(principal)) return { sql: '1 = 1', args: [] }
  return {
    sql: `${requestIdColumn} IN (SELECT id FROM darwin_requests WHERE registrar_id = ? AND assigned_user_id = ?)`,
    args: [principal.registrarId, principal.userId],
  }
}
