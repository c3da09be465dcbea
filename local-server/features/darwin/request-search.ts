/**
 * The SQL of the request searches: filters of the contract, the assignment filter, the
 * darwin-group restriction, and the one index that serves them and the order (INDEXED BY, so
 * the planner never falls back to a sort: PERFORMANCE.md).
 */
import { darwinExpiringSearch, darwinRequestSearch, type darwinRequestsList } from '../../contract/darwin-requests.js'
import type { Principal } from '../../core/tokens.js'
import type { QueryOf } from '../../contract/operation.js'
import { compileFilters, splitOperator } from '../../db/search.js'
import type { SearchPlan } from '../../db/search-runner.js'
import { REQUEST_COLUMNS, REQUEST_JOINS } from './requests-repository.js'
import { expiringWindowEnd } from './deadline.js'
import { WORKING_STATUSES } from '../../validation/darwin-workflow.js'
import { seesOnlyAssigned } from './visibility.js'

/** Every request search's query: the list's and count's filters, and the expiring ones' days. */
export type RequestQuery = Partial<QueryOf<typeof darwinRequestsList>> & { readonly days?: number }

const columns = {
  referenceContactOrg: { sql: 'r.ref_org', storage: 'text' },
  referenceContactRegcode: { sql: 'r.ref_regcode', storage: 'text' },
  status: { sql: 'r.status', storage: 'text' },
} as const

/** `referenceContactOrg=Ros` means "starts with Ros" (spec); an explicit operator is kept. */
function normalize(query: RequestQuery): RequestQuery {
  const org = query.referenceContactOrg
  if (typeof org !== 'string' || splitOperator(org).op !== 'eq' || org.startsWith('eq:')) return query
  return { ...query, referenceContactOrg: `startsWith:${org}` }
}

/** What a page reads; the count reads only the index. */
const READ = { from: 'darwin_requests r', columns: REQUEST_COLUMNS, joins: REQUEST_JOINS, countOnIndex: true } as const

const isPlainEq = (raw: unknown) => typeof raw === 'string' && splitOperator(raw).op === 'eq'

/**
 * The assignment filter and the darwin-group restriction on an assignee column: the request's
 * `assigned_user_id` (NULL for nobody) or the totals' `assignee` (0 for nobody, request-totals.ts).
 */
export function assignmentConditions(
  principal: Principal,
  query: RequestQuery,
  on: { column: string; nobody: 'NULL' | '0' },
): { where: string[]; args: unknown[] } {
  const assignation = query.registrarAssignation ?? 'all'
  const where: string[] = []
  const args: unknown[] = []
  if (seesOnlyAssigned(principal) || assignation === 'assignedToMe') {
    where.push(`${on.column} = ?`)
    args.push(principal.userId)
  }
  const [someone, nobody] = on.nobody === 'NULL' ? ['IS NOT NULL', 'IS NULL'] : ['<> 0', '= 0']
  if (assignation === 'assigned') where.push(`${on.column} ${someone}`)
  if (assignation === 'unassigned') where.push(`${on.column} ${nobody}`)
  return { where, args }
}

/** The plan of a search (also used by the query-plan tests); `expiring` for the deadline searches. */
export function requestSearchPlan(principal: Principal, query: RequestQuery, expiring: { now: number; days: number } | undefined): SearchPlan {
  const q = normalize(query)
  const def = expiring ? darwinExpiringSearch : darwinRequestSearch
  const compiled = compileFilters(def, { filters: columns }, q)
  const assigned = assignmentConditions(principal, q, { column: 'r.assigned_user_id', nobody: 'NULL' })
  const where = ['r.registrar_id = ?', ...compiled.where, ...assigned.where]
  const args: unknown[] = [principal.registrarId, ...compiled.args, ...assigned.args]
  const assignation = q.registrarAssignation ?? 'all'
  const onlyMine = seesOnlyAssigned(principal) || assignation === 'assignedToMe'
  if (expiring) {
    where.push(`r.status IN (${WORKING_STATUSES.map(() => '?').join(', ')})`, 'r.deadline >= ?', 'r.deadline <= ?')
    args.push(...WORKING_STATUSES, expiring.now, expiringWindowEnd(expiring.now, expiring.days))
    return { ...READ, index: 'darwin_requests_deadline', where, args, orderBy: 'r.deadline ASC, r.id ASC' }
  }
  // Equality on the index's leading columns, then (created, id): the order comes from the index.
  const index =
    onlyMine || assignation === 'unassigned'
      ? 'darwin_requests_assigned'
      : isPlainEq(q.status)
        ? 'darwin_requests_status'
        : q.referenceContactRegcode !== undefined
          ? 'darwin_requests_regcode'
          : 'darwin_requests_created'
  return { ...READ, index, where, args, orderBy: 'r.created DESC, r.id DESC' }
}
