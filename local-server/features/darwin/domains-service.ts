/** Darwin domains: search and the registry-database view. */
import { notFound } from '../../api-error.js'
import {
  darwinDomainSearch,
  type DarwinDomain,
  type darwinDomainsCount,
  type darwinDomainsList,
  type DbnaDomain,
} from '../../contract/darwin-domains.js'
import type { QueryOf } from '../../contract/operation.js'
import type { Principal } from '../../core/tokens.js'
import type { Db } from '../../db/open.js'
import { compileFilters } from '../../db/search.js'
import { pagedPage, type SearchPlan, type SearchRunner } from '../../db/search-runner.js'
import { formatDateTime } from '../../time.js'
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

const COLUMNS = `d.id, d.request_id AS requestId, d.contact_id AS contactId, d.dbna_id AS dbnaId, d.domain,
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

type DomainQuery = QueryOf<typeof darwinDomainsCount>

/** The index whose leading equality serves the filters given, in id order. */
function domainIndex(query: DomainQuery): string {
  if (query.requestId !== undefined) return 'darwin_domains_request'
  if (query.contactId !== undefined) return 'darwin_domains_contact'
  if (query.dbnaId !== undefined) return 'darwin_domains_dbna'
  if (query.domain !== undefined) return 'darwin_domains_domain'
  if (query.registrarContactId !== undefined) return 'darwin_domains_handle'
  return 'darwin_domains_registrar'
}

/** The plan of a search (also used by the query-plan tests). */
export function domainSearchPlan(principal: Principal, query: DomainQuery): SearchPlan {
  const f = compileFilters(darwinDomainSearch, { filters: columns }, query)
  const v = visibleRequestCondition(principal, 'd.request_id')
  return {
    from: 'darwin_domains d',
    columns: COLUMNS,
    index: domainIndex(query),
    countOnIndex: true,
    where: ['d.registrar_id = ?', ...f.where, v.sql],
    args: [principal.registrarId, ...f.args, ...v.args],
    orderBy: 'd.id',
  }
}

export function createDomainsService(db: Db, runner: SearchRunner) {
  const byId = db.prepare<[number, number], DomainRow>(`SELECT ${COLUMNS} FROM darwin_domains d WHERE d.id = ? AND d.registrar_id = ?`)
  function visible(principal: Principal, id: number): DomainRow {
    const d = byId.get(id, principal.registrarId)
    if (!d || !findVisibleRequest(db, principal, d.requestId)) throw notFound('Darwin domain')
    return d
  }
  return {
    list: (principal: Principal, query: QueryOf<typeof darwinDomainsList>) =>
      pagedPage(runner.run<DomainRow>(domainSearchPlan(principal, query), query), toDomain),
    count: (principal: Principal, query: DomainQuery) => ({ count: runner.count(domainSearchPlan(principal, query)) }),
    get: (principal: Principal, id: number) => toDomain(visible(principal, id)),
    dbna: (principal: Principal, id: number) => toDbna(visible(principal, id)),
  }
}
