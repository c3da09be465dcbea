/**
 * The work queue's state in the URL and its translation into the darwin searches: the assignment
 * filter (all, assigned, unassigned, mine), status, and the reference contact's organization
 * (starts with) and fiscal code or VAT number; plus the "expiring within N days" section.
 * Pure functions, shared by the screen and the tests.
 */
import { DARWIN_ASSIGNATIONS, DARWIN_REQUEST_STATUSES, type DarwinAssignation } from '@contract/darwin-shared'
import { ASSIGNABLE_STATUSES } from '@validation/darwin-workflow'
import { type ListSpec, type ListState, toApiQuery } from '@/composables/list-state'

export const QUEUE_SPEC: ListSpec = {
  registrarAssignation: { kind: 'text' },
  status: { kind: 'multi' },
  referenceContactOrg: { kind: 'text', op: 'startsWith' },
  referenceContactRegcode: { kind: 'text' },
  within: { kind: 'text' },
}
export const QUEUE_DEFAULTS = { size: 20, sort: [] as string[] }

/** The extras every queue row shows. */
const QUEUE_VIEW = 'referenceContact,expirationDays'
export const EXPIRING_CHOICES = [3, 7, 14, 30] as const
const DEFAULT_WITHIN = 7
/** The expiring section shows this many rows at most, soonest first; its count says how many there are. */
const EXPIRING_SIZE = 10

/** The assignment filter of a state; anything unknown is `all`. */
export function assignationOf(state: ListState): DarwinAssignation {
  const v = state.filters.registrarAssignation
  return (DARWIN_ASSIGNATIONS as readonly string[]).includes(v ?? '') ? (v as DarwinAssignation) : 'all'
}

export function withinOf(state: ListState): number {
  const n = Number(state.filters.within)
  return (EXPIRING_CHOICES as readonly number[]).includes(n) ? n : DEFAULT_WITHIN
}

type Query = Record<string, string | string[] | number>

/** The reference-contact filters, as the API names them. */
function referenceFilters(state: ListState): Query {
  const { referenceContactOrg, referenceContactRegcode } = QUEUE_SPEC
  const q = toApiQuery({ referenceContactOrg: referenceContactOrg!, referenceContactRegcode: referenceContactRegcode! }, { ...state, sort: [] })
  delete q.page
  delete q.size
  return q
}

function withAssignation(q: Query, a: DarwinAssignation): Query {
  return a === 'all' ? q : { ...q, registrarAssignation: a }
}

/**
 * The status filter of a tab. The unassigned tab lists only the requests that can still be taken
 * (the server's `ASSIGNABLE_STATUSES`: not final, not past the deadline), by the API's own status
 * search: the chosen statuses narrowed to those, or all of those when none is chosen. Chosen
 * statuses of which none can be taken match nothing (`notIn:` every status).
 */
function statusFilter(state: ListState, a: DarwinAssignation): Query {
  const chosen = (state.filters.status ?? '').split(',').filter(Boolean)
  if (a !== 'unassigned') {
    const q = toApiQuery({ status: QUEUE_SPEC.status! }, { ...state, sort: [] })
    delete q.page
    delete q.size
    return q
  }
  const takeable = chosen.length === 0 ? [...ASSIGNABLE_STATUSES] : ASSIGNABLE_STATUSES.filter((s) => chosen.includes(s))
  if (takeable.length === 0) return { status: `notIn:${DARWIN_REQUEST_STATUSES.join(',')}` }
  return { status: takeable.length === 1 ? takeable[0]! : `in:${takeable.join(',')}` }
}

/** GET /v1/darwin/requests: filters, page and the view. */
export function requestsQuery(state: ListState): Query {
  const a = assignationOf(state)
  const q: Query = { page: state.page, size: state.size, ...referenceFilters(state), ...statusFilter(state, a), view: QUEUE_VIEW }
  return withAssignation(q, a)
}

/** GET /v1/darwin/requests/count for one assignment tab: the other filters as they are. */
export function countQuery(state: ListState, a: DarwinAssignation): Query {
  return withAssignation({ ...referenceFilters(state), ...statusFilter(state, a) }, a)
}

/**
 * GET /v1/darwin/requests/expiring: only the working statuses expire, so the status filter does
 * not apply; the reference and assignment filters do.
 */
export function expiringQuery(state: ListState): Query {
  return withAssignation({ ...referenceFilters(state), days: withinOf(state), view: QUEUE_VIEW, page: 0, size: EXPIRING_SIZE }, assignationOf(state))
}

export function expiringCountQuery(state: ListState): Query {
  const q = expiringQuery(state)
  delete q.view
  delete q.page
  delete q.size
  return q
}

/** The assignment tabs a user is offered: none for a darwin-group user, who only ever sees their own requests. */
export function assignationTabs(onlyAssigned: boolean): DarwinAssignation[] {
  return onlyAssigned ? [] : [...DARWIN_ASSIGNATIONS]
}
