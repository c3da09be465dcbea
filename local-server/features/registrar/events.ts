/**
 * The registrar's event log: every change to its administrative data records one event, in the
 * same transaction as the change. The search runs on the indexes of migration 0004.
 */
import type { RegistrarEvent, RegistrarEventType } from '../../contract/registrar.js'
import { registrarEventSearch } from '../../contract/registrar.js'
import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/open.js'
import { compileSearch, pageInfo, type SearchMapping } from '../../db/search.js'
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

/** A field named again in `sort` orders nothing more (its ties are already broken): keep the first. */
function firstOfEachField(sort: unknown): unknown {
  if (!Array.isArray(sort)) return sort
  const seen = new Set<string>()
  return sort.filter((item) => {
    const field = String(item).split(',')[0]!
    if (seen.has(field)) return false
    seen.add(field)
    return true
  })
}

/** The SELECT of one page and of its total, for the caller's registrar (exported for plan tests). */
export function eventSearchSql(registrarId: number, query: Record<string, unknown>) {
  const s = compileSearch(registrarEventSearch, eventMapping, { ...query, sort: firstOfEachField(query.sort) })
  const where = ['e.registrar_id = ?', ...s.where].join(' AND ')
  const args = [registrarId, ...s.args]
  return {
    page: s.page,
    size: s.size,
    select: { sql: `SELECT ${EVENT_COLUMNS} FROM registrar_events e WHERE ${where} ORDER BY ${s.orderBy} LIMIT ? OFFSET ?`, args: [...args, s.limit, s.offset] },
    count: { sql: `SELECT COUNT(*) AS total FROM registrar_events e WHERE ${where}`, args },
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

export interface RegistrarEvents {
  record(event: NewEvent): void
  search(registrarId: number, query: Record<string, unknown>): { elements: RegistrarEvent[]; page: ReturnType<typeof pageInfo> & { page: number } }
}

export function createRegistrarEvents(db: Db): RegistrarEvents {
  const insert = db.prepare(
    'INSERT INTO registrar_events (registrar_id, type, created, username, message, contact_id) VALUES (?, ?, ?, ?, ?, ?)',
  )
  // Filters vary per request; statements are cached per SQL text (a handful of shapes).
  const statements = new Map<string, Statement<unknown[]>>()
  const prepared = (sql: string) => {
    let st = statements.get(sql)
    if (!st) {
      if (statements.size > 500) statements.clear()
      st = db.prepare<unknown[]>(sql)
      statements.set(sql, st)
    }
    return st
  }
  return {
    record(e) {
      insert.run(e.registrarId, e.type, e.created, e.user, e.message, e.contactId ?? null)
    },
    search(registrarId, query) {
      const q = eventSearchSql(registrarId, query)
      const rows = prepared(q.select.sql).all(...q.select.args) as EventRow[]
      const { total } = prepared(q.count.sql).get(...q.count.args) as { total: number }
      return { elements: rows.map(toEvent), page: { ...pageInfo(total, q.page, q.size), page: q.page } }
    },
  }
}
