/** A darwin request's history: search and count, newest first. */
import { notFound } from '../../api-error.js'
import { darwinEventSearch, type DarwinEvent, type darwinEventsCount, type darwinEventsList } from '../../contract/darwin-events.js'
import type { QueryOf } from '../../contract/operation.js'
import type { Principal } from '../../core/tokens.js'
import type { Db } from '../../db/open.js'
import { compileFilters, splitOperator } from '../../db/search.js'
import { pagedPage, type SearchPlan, type SearchRunner } from '../../db/search-runner.js'
import { formatDateTime } from '../../time.js'
import { findVisibleRequest } from './visibility.js'

type EventQuery = QueryOf<typeof darwinEventsCount>
type EventRow = Omit<DarwinEvent, 'created'> & { created: number }

/** The plan of a search (also used by the query-plan tests): one type is served by its own index. */
export function eventSearchPlan(registrarId: number, requestId: number, query: Omit<EventQuery, 'requestId'>): SearchPlan {
  const f = compileFilters(darwinEventSearch, { filters: { type: { sql: 'type', storage: 'text' } } }, query)
  return {
    from: 'darwin_events',
    columns: 'request_id AS requestId, type, user, message, created',
    index: typeof query.type === 'string' && splitOperator(query.type).op === 'eq' ? 'darwin_events_type' : 'darwin_events_request',
    countOnIndex: true,
    where: ['registrar_id = ?', 'request_id = ?', ...f.where],
    args: [registrarId, requestId, ...f.args],
    orderBy: 'created DESC, id DESC',
  }
}

export function createEventsService(db: Db, runner: SearchRunner) {
  const plan = (principal: Principal, query: EventQuery) => {
    const r = findVisibleRequest(db, principal, query.requestId)
    if (!r) throw notFound('Darwin request')
    return eventSearchPlan(r.registrarId, r.id, query)
  }
  return {
    list: (principal: Principal, query: QueryOf<typeof darwinEventsList>) =>
      pagedPage(runner.run<EventRow>(plan(principal, query), query), (e) => ({ ...e, created: formatDateTime(e.created) })),
    count: (principal: Principal, query: EventQuery) => ({ count: runner.count(plan(principal, query)) }),
  }
}
