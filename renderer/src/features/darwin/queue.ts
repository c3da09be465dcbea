/**
 * The work queue's state in the URL and its translation into the darwin searches: the assignment
 * filter (all, assigned, unassigned, mine), status, and the reference contact's organization
 * (starts with) and fiscal code or VAT number; plus the "expiring within N days" section.
 * Pure functions, shared by the screen and the tests.
 */
import { DARWIN_ASSIGNATIONS, type DarwinAssignation } from '@contract/darwin-shared'
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

/** GET /v1/darwin/requests: filters, page and the view. */
export function requestsQuery(state: ListState): Query {
  const { status } = QUEUE_SPEC
  const q: Query = { ...referenceFilters(state), ...toApiQuery({ status: status! }, { ...state, sort: [] }), view: QUEUE_VIEW }
  return withAssignation(q, assignationOf(state))
}

/** GET /v1/darwin/requests/count for one assignment tab: the other filters as they are. */
export function countQuery(state: ListState, a: DarwinAssignation): Query {
  const q = requestsQuery(state)
  delete q.page
  delete q.size
  delete q.view
  delete q.registrarAssignation
  return withAssignation(q, a)
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
