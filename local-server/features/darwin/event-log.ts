/**
 * The history of a darwin request: one row per event (spec, "Events"). Every state change and
 * assignment records one, in the same transaction as the change; docs/darwin.md says which.
 */
import type { DarwinEventType } from '../../contract/darwin-shared.js'
import type { Db } from '../../db/open.js'

export interface DarwinEventInput {
  readonly registrarId: number
  readonly requestId: number
  readonly type: DarwinEventType
  /** Username of a registrar user, or `registry` / a registry operator for the registry's side. */
  readonly user: string
  readonly message: string
  /** Epoch ms, from the sandbox clock. */
  readonly at: number
}

export function recordDarwinEvent(db: Db, e: DarwinEventInput): void {
  db.prepare(
    'INSERT INTO darwin_events (registrar_id, request_id, type, user, message, created) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(e.registrarId, e.requestId, e.type, e.user, e.message, e.at)
}
