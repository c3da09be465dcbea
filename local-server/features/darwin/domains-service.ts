/** Darwin domains: search and the registry-database view. */
import { notFound } from '../../api-error.js'
import { darwinDomainSearch, type DarwinDomain, type DbnaDomain } from '../../contract/darwin-domains.js'
import type { Principal } from '../../core/tokens.js'
import type { Db } from '../../db/open.js'
import { compileFilters, pageInfo } from '../../db/search.js'
import { formatDateTime } from '../../time.js'
import { createStatementCache } from './sql-cache.js'
import { findVisibleRequest, visibleRequestCondition } from './visibility.js'

interface DomainRow {
  id: number
  requestId: number
  contactId: number
  dbnaId: number
  domain: string
  registrarContactId: string
  status: string
  dbnaStatus: string
  signed: number
  registered: number
  dbnaCreated: number
  dbnaLastupdate: number
  dbnaExpire: number
  registrantId: number
}

const SELECT = `SELECT d.id, d.request_id AS requestId, d.contact_id AS contactId, d.dbna_id AS dbnaId, d.domain,
  d.registrar_contact_id AS registrarContactId, d.status, d.dbna_status AS dbnaStatus, d.signed, d.registered,
  d.dbna_created AS dbnaCreated, d.dbna_lastupdate AS dbnaLastupdate, d.dbna_expire AS dbnaExpire,
  (SELECT c.dbna_id FROM darwin_contacts c WHERE c.id = d.contact_id) AS registrantId`

const columns = {
  contactId: { sql: 'd.contact_id', storage: 'integer' },
  dbnaId: { sql: 'd.dbna_id', storage: 'integer' },
  domain: { sql: 'd.domain', storage: 'text' },
  registrarContactId: { sql: 'd.registrar_contact_id', storage: 'text' },
  requestId: { sql: 'd.request_id', storage: 'integer' },
} as const

const toDomain = (d: DomainRow): DarwinDomain => ({
  id: d.id, dbnaId: d.dbnaId, domain: d.domain, registrarContactId: d.registrarContactId,
  requestId: d.requestId, contactId: d.contactId, status: d.status,
})

const toDbna = (d: DomainRow): DbnaDomain => ({
  id: d.dbnaId, domain: d.domain, status: d.dbnaStatus, signed: d.signed === 1, registrantId: d.registrantId,
  created: formatDateTime(d.dbnaCreated), lastupdate: formatDateTime(d.dbnaLastupdate), expire: formatDateTime(d.dbnaExpire),
  registered: d.registered === 1,
})

export function domainSearchSql(principal: Principal, query: Record<string, unknown>, what: 'rows' | 'count') {
  const f = compileFilters(darwinDomainSearch, { filters: columns }, query)
  const v = visibleRequestCondition(principal, 'd.request_id')
  const index =
    query.requestId !== undefined ? 'darwin_domains_request'
      : query.contactId !== undefined ? 'darwin_domains_contact'
        : query.dbnaId !== undefined ? 'darwin_domains_dbna'
          : query.domain !== undefined ? 'darwin_domains_domain'
            : query.registrarContactId !== undefined ? 'darwin_domains_handle'
              : 'darwin_domains_registrar'
  const where = ['d.registrar_id = ?', ...f.where, v.sql].join(' AND ')
  const sql =
    what === 'count'
      ? `SELECT count(*) AS n FROM darwin_domains d INDEXED BY ${index} WHERE ${where}`
      : `${SELECT} FROM darwin_domains d INDEXED BY ${index} WHERE ${where} ORDER BY d.id LIMIT ? OFFSET ?`
  return { sql, args: [principal.registrarId, ...f.args, ...v.args] }
}

export function createDomainsService(db: Db) {
  const prepare = createStatementCache(db)
  const byId = db.prepare<[number, number], DomainRow>(`${SELECT} FROM darwin_domains d WHERE d.id = ? AND d.registrar_id = ?`)
  const count = (principal: Principal, query: Record<string, unknown>) => {
    const q = domainSearchSql(principal, query, 'count')
    return (prepare(q.sql).get(...q.args) as { n: number }).n
  }
  function visible(principal: Principal, id: number): DomainRow {
    const d = byId.get(id, principal.registrarId)
    if (!d || !findVisibleRequest(db, principal, d.requestId)) throw notFound('Darwin domain')
    return d
  }
  return {
    list(principal: Principal, query: Record<string, unknown>) {
      const size = (query.size as number | undefined) ?? 20
      const page = (query.page as number | undefined) ?? 0
      const total = count(principal, query)
      const q = domainSearchSql(principal, query, 'rows')
      const rows = total > page * size ? (prepare(q.sql).all(...q.args, size, page * size) as DomainRow[]) : []
      return { elements: rows.map(toDomain), page: { ...pageInfo(total, page, size), page } }
    },
    count: (principal: Principal, query: Record<string, unknown>) => ({ count: count(principal, query) }),
    get: (principal: Principal, id: number) => toDomain(visible(principal, id)),
    dbna: (principal: Principal, id: number) => toDbna(visible(principal, id)),
  }
}
