/** Rules of darwin requests: what a caller sees, assignment, processing. States: docs/darwin.md. */
import { ApiError, badRequest, conflict, invalidFields, notFound } from '../../api-error.js'
import type { FieldError } from '../../contract/errors.js'
import type { DarwinAnomaly, DarwinRequest, DarwinReferenceContact } from '../../contract/darwin-requests.js'
import type { Clock } from '../../core/clock.js'
import type { Principal } from '../../core/tokens.js'
import type { Db } from '../../db/open.js'
import { pagedPage, type SearchRunner } from '../../db/search-runner.js'
import { formatDateTime } from '../../time.js'
import type { AnomalyRow, ContactsRepository } from './contacts-repository.js'
import { expirationDaysOf } from './deadline.js'
import { recordDarwinEvent } from './event-log.js'
import { moveRequest } from './lifecycle.js'
import { type RequestQuery, requestSearchPlan } from './request-search.js'
import { createRequestTotals } from './request-totals.js'
import type { RequestRow, RequestsRepository } from './requests-repository.js'
import {
  allowsAssignment,
  allowsRegistrarChanges,
  type ProcessFacts,
  processProblems as sharedProcessProblems,
} from '../../validation/darwin-workflow.js'
import { seesOnlyAssigned } from './visibility.js'
import { darwinEventMessage } from '../../contract/darwin-event-messages.js'


export interface View {
  readonly referenceContact: boolean
  readonly expirationDays: boolean
}

/** The query's schema admits only the two items (contract/darwin-requests.ts), as `invalid_value`. */
function parseView(raw: string | undefined): View {
  const items = (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  return { referenceContact: items.includes('referenceContact'), expirationDays: items.includes('expirationDays') }
}

const requiredDocumentsOf = (row: Pick<RequestRow, 'requiredDocuments'>): string[] =>
  row.requiredDocuments.split(',').filter(Boolean)

function referenceOf(row: RequestRow): DarwinReferenceContact | undefined {
  if (row.refContactId === null) return undefined
  return {
    contactId: row.refContactId,
    requestId: row.id,
    registrarContactId: row.refHandle ?? '',
    dbnaId: row.refDbnaId ?? 0,
    org: row.refOrg ?? '',
    regcode: row.refRegcode ?? '',
  }
}

export function toRequest(row: RequestRow, view: View, single: boolean, now: number): DarwinRequest {
  const ref = view.referenceContact ? referenceOf(row) : undefined
  return {
    id: row.id,
    registrarId: row.registrarId,
    status: row.status,
    statusDate: formatDateTime(row.statusDate),
    created: formatDateTime(row.created),
    ...(single ? { note: row.note, requiredDocuments: { documents: requiredDocumentsOf(row) } } : {}),
    ...(view.expirationDays ? { expirationDays: expirationDaysOf(row.status, row.deadline, now) } : {}),
    ...(ref ? { referenceContact: ref } : {}),
    ...(row.assignedUserId !== null && row.userUsername !== null
      ? { registrarUser: { id: row.assignedUserId, username: row.userUsername, name: `${row.userName ?? ''} ${row.userLastName ?? ''}`.trim() } }
      : {}),
  }
}

export function toAnomaly(a: AnomalyRow): DarwinAnomaly {
  const contacts = a.contacts ? (JSON.parse(a.contacts) as string[]) : a.handle ? [a.handle] : undefined
  return { field: a.field, codes: JSON.parse(a.codes) as number[], ...(contacts ? { contacts } : {}) }
}


export function createRequestsService(deps: { db: Db; clock: Clock; requests: RequestsRepository; contacts: ContactsRepository; runner: SearchRunner }) {
  const { db, clock, requests, contacts, runner } = deps
  const totals = createRequestTotals(runner)

  /** The request if the caller may see it; a missing and an invisible one both answer 404. */
  function visible(principal: Principal, id: number): RequestRow {
    const row = requests.byId(id, principal.registrarId)
    if (!row || (seesOnlyAssigned(principal) && row.assignedUserId !== principal.userId)) throw notFound('Darwin request')
    return row
  }

  /** The page of a search, at `now` (the expiring window and the days left follow the registry's date). */
  function page(principal: Principal, query: RequestQuery, expiring: boolean, now: number) {
    const plan = requestSearchPlan(principal, query, expiring ? { now, days: query.days ?? 0 } : undefined)
    const view = parseView(query.view)
    // Planned first: the plan checks the query's values.
    const total = expiring ? undefined : totals.count(principal, query)
    return pagedPage(runner.run<RequestRow>(plan, query, total), (r) => toRequest(r, view, false, now))
  }

  function assertOpen(row: RequestRow): void {
    if (!allowsAssignment(row.status)) throw conflict('request_status_incompatible', `A request in status ${row.status} cannot be assigned or released`)
  }

  return {
    visible,
    list: (principal: Principal, query: RequestQuery, now = clock.now()) => page(principal, query, false, now),
    expiring: (principal: Principal, query: RequestQuery, now = clock.now()) => page(principal, query, true, now),
    count(principal: Principal, query: RequestQuery) {
      const plan = requestSearchPlan(principal, query, undefined)
      return { count: totals.count(principal, query) ?? runner.count(plan) }
    },
    expiringCount: (principal: Principal, query: RequestQuery & { days: number }) => ({
      count: runner.count(requestSearchPlan(principal, query, { now: clock.now(), days: query.days })),
    }),
    get: (principal: Principal, id: number, view: string | undefined) => toRequest(visible(principal, id), parseView(view), true, clock.now()),
    anomalies: (principal: Principal, id: number) => contacts.anomalies(visible(principal, id).id).map(toAnomaly),
    referenceContact(principal: Principal, id: number): DarwinReferenceContact {
      const ref = referenceOf(visible(principal, id))
      if (!ref) throw notFound('Reference contact')
      return ref
    },
    expirationDays(principal: Principal, id: number) {
      const row = visible(principal, id)
      return { count: expirationDaysOf(row.status, row.deadline, clock.now()) }
    },

    assignToMe(principal: Principal, id: number): void {
      const row = visible(principal, id)
      assertOpen(row)
      if (row.assignedUserId !== null) throw conflict('already_assigned', `The request is already assigned to ${row.userUsername ?? 'a user'}`)
      db.transaction(() => {
        requests.setAssignee(row.id, row.registrarId, principal.userId)
        recordDarwinEvent(db, {
          registrarId: row.registrarId, requestId: row.id, type: 'registrarUserAssignation',
          user: principal.username, message: darwinEventMessage('assigned', { user: principal.username }), at: clock.now(),
        })
      })()
    },

    assignToUser(principal: Principal, id: number, userId: number): void {
      const row = visible(principal, id)
      assertOpen(row)
      const user = requests.registrarUser(userId, principal.registrarId)
      if (!user) throw new ApiError(404, 'user_not_found', `User ${userId} not found`, 'userId')
      if (!user.worksDarwin) throw badRequest('user_not_assignable', `User ${userId} is in none of the groups admin, domain and darwin`, 'userId')
      if (row.assignedUserId === user.id) return
      db.transaction(() => {
        requests.setAssignee(row.id, row.registrarId, user.id)
        recordDarwinEvent(db, {
          registrarId: row.registrarId, requestId: row.id, type: 'registrarUserAssignation',
          user: principal.username, message: row.userUsername
            ? darwinEventMessage('reassigned', { user: user.username, previous: row.userUsername })
            : darwinEventMessage('assigned', { user: user.username }), at: clock.now(),
        })
      })()
    },

    release(principal: Principal, id: number): void {
      const row = visible(principal, id)
      assertOpen(row)
      if (row.assignedUserId === null) throw conflict('not_assigned', 'The request is not assigned')
      db.transaction(() => {
        requests.setAssignee(row.id, row.registrarId, null)
        recordDarwinEvent(db, {
          registrarId: row.registrarId, requestId: row.id, type: 'registrarUserRelease',
          user: principal.username, message: darwinEventMessage('released', { user: row.userUsername ?? String(row.assignedUserId) }), at: clock.now(),
        })
      })()
    },

    process(principal: Principal, id: number) {
      const row = visible(principal, id)
      if (!allowsRegistrarChanges(row.status)) {
        throw conflict('request_status_incompatible', `A request in status ${row.status} cannot be processed`)
      }
      const problems = processProblems(row)
      const invalid = invalidFields(problems)
      if (invalid) throw invalid
      const now = clock.now()
      db.transaction(() => {
        // A domain no longer registered in the registry database cannot follow its contact's action.
        db.prepare(`UPDATE darwin_domains SET status = 'incompatible' WHERE registrar_id = ? AND request_id = ? AND registered = 0`).run(
          row.registrarId, row.id,
        )
        moveRequest(db, row, {
          to: 'processing', event: 'toProcessing', user: principal.username, message: darwinEventMessage('processed'),
          contacts: { to: 'locked', from: ['submitted', 'rejected'] }, domains: { to: 'locked', from: ['rejected'] },
        }, now)
      })()
      return { id: row.id, registrarId: row.registrarId, status: 'processing', statusDate: formatDateTime(now), created: formatDateTime(row.created) }
    },
  }

  /**
   * What keeps a request from being processed: the facts from the tables, the verdict from the
   * shared rule (validation/darwin-workflow.ts) that the request screen applies too.
   */
  function processProblems(row: RequestRow): Array<FieldError & { message: string }> {
    const anomalies = contacts.anomalies(row.id)
    const general = anomalies.some((a) => a.contactId === null)
    const hasOpenUpdate = !!db
      .prepare(`SELECT 1 FROM darwin_contact_updates WHERE registrar_id = ? AND request_id = ? AND review IN ('submitted', 'approved') LIMIT 1`)
      .get(row.registrarId, row.id)
    const facts: ProcessFacts = {
      requiredDocuments: requiredDocumentsOf(row),
      uploadedTypes: requests.uploadedTypes(row.registrarId, row.id),
      contacts: contacts.ofRequest(row.registrarId, row.id).map((c) => ({
        handle: c.registrarContactId,
        action: c.action,
        hasAnomalies: general || anomalies.some((a) => a.contactId === c.id),
      })),
      hasOpenUpdate,
    }
    return sharedProcessProblems(facts).map((p) => ({
      code: p.code,
      field: p.field,
      message: p.code === 'required_documents_missing'
        ? `Required documents not uploaded: ${p.types.join(', ')}`
        : `Contacts with action todo and anomalies need a contact data update (or action hold or delete): ${p.contacts.join(', ')}`,
    }))
  }
}
