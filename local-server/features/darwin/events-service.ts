/** A darwin request's history: search and count, newest first. */
import { notFound } from '../../api-error.js'
import { darwinEventSearch, type DarwinEvent } from '../../contract/darwin-events.js'
import type { Principal } from '../../core/tokens.js'
import type { Db } from '../../db/open.js'
import { compileFilters, pageInfo, splitOperator } from '../../db/search.js'
import { formatDateTime } from '../../time.js'
import { createStatementCache } from './sql-cache.js'
import { findVisibleRequest } from './visibility.js'

export function eventSearchSql(registrarId: number, requestId: number, query: Record<string, unknown>, what: 'rows' | 'count') {
  const f = compileFilters(darwinEventSearch, { filters: { type: { sql: 'type', storage: 'text' } } }, query)
  const index = typeof query.type === 'string' && splitOperator(query.type).op === 'eq' ? 'darwin_events_type' : 'darwin_events_request'
  const where = ['registrar_id = ?', 'request_id = ?', ...f.where].join(' AND ')
  const sql =
    what === 'count'
      ? `SELECT count(*) AS n FROM darwin_events INDEXED BY ${index} WHERE ${where}`
      : `SELECT request_id AS requestId, type, user, message, created FROM darwin_events INDEXED BY ${index}
          WHERE ${where} ORDER BY created DESC, id DESC LIMIT ? OFFSET ?`
  return { sql, args: [registrarId, requestId, ...f.args] }
}

export function createEventsService(db: Db) {
  const prepare = createStatementCache(db)
  const request = (principal: Principal, id: number) => {
    const r = findVisibleRequest(db, principal, id)
    if (!r) throw notFound('Darwin request')
    return r
  }
  const count = (registrarId: number, requestId: number, query: Record<string, unknown>) => {
    const q = eventSearchSql(registrarId, requestId, query, 'count')
    return (prepare(q.sql).get(...q.args) as { n: number }).n
  }
  return {
    list(principal: Principal, query: Record<string, unknown>) {
      const r = request(principal, query.requestId as number)
      const size = (query.size as number | undefined) ?? 20
      const page = (query.page as number | undefined) ?? 0
      const total = count(r.registrarId, r.id, query)
      const q = eventSearchSql(r.registrarId, r.id, query, 'rows')
      const rows = total > page * size ? (prepare(q.sql).all(...q.args, size, page * size) as Array<Omit<DarwinEvent, 'created'> & { created: number }>) : []
      return { elements: rows.map((e) => ({ ...e, created: formatDateTime(e.created) })), page: { ...pageInfo(total, page, size), page } }
    },
    count(principal: Principal, query: Record<string, unknown>) {
      const r = request(principal, query.requestId as number)
      return { count: count(r.registrarId, r.id, query) }
    },
  }
}
