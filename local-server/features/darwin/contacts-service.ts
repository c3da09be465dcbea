/** Rules of darwin contacts: search, actions, anomalies, registry-database view. */
import { conflict, notFound } from '../../api-error.js'
import {
  darwinContactSearch,
  type DarwinContact,
  type darwinContactsCount,
  type darwinContactsList,
  type DbnaContact,
} from '../../contract/darwin-contacts.js'
import type { QueryOf } from '../../contract/operation.js'
import type { Principal } from '../../core/tokens.js'
import type { Db } from '../../db/open.js'
import { compileFilters, splitOperator } from '../../db/search.js'
import { pagedPage, type SearchPlan, type SearchRunner } from '../../db/search-runner.js'
import { CONTACT_COLUMNS, type ContactRow, type ContactsRepository } from './contacts-repository.js'
import { toAnomaly } from './requests-service.js'
import { allowsRegistrarChanges } from '../../validation/darwin-workflow.js'
import { findVisibleRequest, visibleRequestCondition } from './visibility.js'

function toContact(c: ContactRow): DarwinContact {
  return {
    id: c.id, dbnaId: c.dbnaId, requestId: c.requestId, registrarContactId: c.registrarContactId,
    action: c.action, status: c.status, reference: c.reference === 1,
  }
}

function toDbnaContact(c: ContactRow): DbnaContact {
  return {
    id: c.dbnaId, name: c.name, org: c.org, contactId: c.registrarContactId, consentForPublish: c.consentForPublish === 1,
    email: c.email, voice: c.voice, streets: JSON.parse(c.streets) as string[], city: c.city, postalCode: c.postalCode,
    state: c.state, country: c.country, registrant: { regcode: c.regcode, nationality: c.nationality, entityType: c.entityType },
    status: c.dbnaStatus, linked: c.linked === 1,
  }
}

const columns = {
  action: { sql: 'action', storage: 'text' },
  dbnaId: { sql: 'dbna_id', storage: 'integer' },
  registrarContactId: { sql: 'registrar_contact_id', storage: 'text' },
  requestId: { sql: 'request_id', storage: 'integer' },
} as const

type ContactQuery = QueryOf<typeof darwinContactsCount>

/** The index whose leading equalities serve the filters given, in id order. */
function contactIndex(query: ContactQuery): string {
  if (query.requestId !== undefined) return 'darwin_contacts_request'
  if (query.dbnaId !== undefined) return 'darwin_contacts_dbna'
  if (query.registrarContactId !== undefined) return 'darwin_contacts_handle'
  if (typeof query.action === 'string' && splitOperator(query.action).op === 'eq') return 'darwin_contacts_action'
  return 'darwin_contacts_registrar'
}

/** The plan of a search: filters, visibility, index (also used by the query-plan tests). */
export function contactSearchPlan(principal: Principal, query: ContactQuery): SearchPlan {
  const f = compileFilters(darwinContactSearch, { filters: columns }, query)
  const v = visibleRequestCondition(principal, 'request_id')
  return {
    from: 'darwin_contacts',
    columns: CONTACT_COLUMNS,
    index: contactIndex(query),
    countOnIndex: true,
    where: ['registrar_id = ?', ...f.where, v.sql],
    args: [principal.registrarId, ...f.args, ...v.args],
    orderBy: 'id',
  }
}

export function createContactsService(deps: { db: Db; contacts: ContactsRepository; runner: SearchRunner }) {
  const { db, contacts, runner } = deps

  function visible(principal: Principal, id: number): ContactRow {
    const c = contacts.byId(id, principal.registrarId)
    if (!c || !findVisibleRequest(db, principal, c.requestId)) throw notFound('Darwin contact')
    return c
  }

  function changeable(principal: Principal, requestId: number) {
    const r = findVisibleRequest(db, principal, requestId)
    if (!r) throw notFound('Darwin request')
    if (!allowsRegistrarChanges(r.status)) {
      throw conflict('request_status_incompatible', `The actions of a request in status ${r.status} cannot be changed`)
    }
    return r
  }

  return {
    list: (principal: Principal, query: QueryOf<typeof darwinContactsList>) =>
      pagedPage(runner.run<ContactRow>(contactSearchPlan(principal, query), query), toContact),
    count: (principal: Principal, query: ContactQuery) => ({ count: runner.count(contactSearchPlan(principal, query)) }),
    get: (principal: Principal, id: number) => toContact(visible(principal, id)),
    dbna: (principal: Principal, id: number) => toDbnaContact(visible(principal, id)),
    anomalies(principal: Principal, id: number, all: boolean) {
      const c = visible(principal, id)
      return contacts
        .anomalies(c.requestId)
        .filter((a) => a.contactId === c.id || (all && a.contactId === null))
        .map(toAnomaly)
    },
    changeAction(principal: Principal, id: number, action: string) {
      const c = visible(principal, id)
      changeable(principal, c.requestId)
      contacts.setAction(c.id, principal.registrarId, action)
      return toContact({ ...c, action })
    },
    changeActionForRequest(principal: Principal, requestId: number, action: string): void {
      const r = changeable(principal, requestId)
      contacts.setActionForRequest(principal.registrarId, r.id, action)
    },
  }
}
