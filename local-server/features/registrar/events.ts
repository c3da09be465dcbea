/**
 * The registrar's event log: every change to its administrative data records one event, in the
 * same transaction as the change. The search runs on the indexes of migration 0004.
 */
import type { QueryOf, ResultOf } from '../../contract/operation.js'
import type { RegistrarEvent, RegistrarEventType, registrarEventsList } from '../../contract/registrar.js'
import { registrarEventSearch } from '../../contract/registrar.js'
import type { Db } from '../../db/open.js'
import { compileSearch, type SearchMapping, splitOperator } from '../../db/search.js'
import { pagedPage, type SearchPlan, type SearchRunner } from '../../db/search-runner.js'
import { formatDateTime } from '../../time.js'

export interface NewEvent {
  registrarId: number
  type: RegistrarEventType
  created: number
  user: string
  message: string
  contactId?: number
}

interface EventRow {
  id: number
  type: RegistrarEventType
  created: number
  username: string
  message: string
  contactId: number | null
}

const EVENT_COLUMNS = 'e.id, e.type, e.created, e.username, e.message, e.contact_id AS contactId'

const eventMapping: SearchMapping<typeof registrarEventSearch> = {
  filters: {
    type: { sql: 'e.type', storage: 'text' },
    created: { sql: 'e.created', storage: 'epochMs' },
  },
  sort: { created: 'e.created' },
  defaultOrder: 'e.created DESC, e.id DESC',
  tieBreaker: 'e.id',
}

const isEq = (v: unknown) => typeof v === 'string' && splitOperator(v).op === 'eq'

/** The plan of a search (also used by the query-plan tests): (created, id) order, one type inside it. */
export function eventSearchPlan(registrarId: number, query: RegistrarEventQuery): SearchPlan {
  const s = compileSearch(registrarEventSearch, eventMapping, query)
  return {
    from: 'registrar_events e',
    columns: EVENT_COLUMNS,
    index: isEq(query.type) ? 'registrar_events_type_created' : 'registrar_events_created',
    where: ['e.registrar_id = ?', ...s.where],
    args: [registrarId, ...s.args],
    orderBy: s.orderBy,
  }
}

const toEvent = (r: EventRow): RegistrarEvent => ({
  id: r.id,
  type: r.type,
  created: formatDateTime(r.created),
  user: r.username,
  message: r.message,
  ...(r.contactId !== null ? { contactId: r.contactId } : {}),
})

export type RegistrarEventQuery = QueryOf<typeof registrarEventsList>

export interface RegistrarEvents {
  record(event: NewEvent): void
  search(registrarId: number, query: RegistrarEventQuery): ResultOf<typeof registrarEventsList>
}

export function createRegistrarEvents(db: Db, runner: SearchRunner): RegistrarEvents {
  const insert = db.prepare(
    'INSERT INTO registrar_events (registrar_id, type, created, username, message, contact_id) VALUES (?, ?, ?, ?, ?, ?)',
  )
  return {
    record(e) {
      insert.run(e.registrarId, e.type, e.created, e.user, e.message, e.contactId ?? null)
    },
    search: (registrarId, query) => pagedPage(runner.run<EventRow>(eventSearchPlan(registrarId, query), query), toEvent),
  }
}
