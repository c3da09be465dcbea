/**
 * The SQL of the request searches: filters of the contract, the assignment filter, the
 * darwin-group restriction, and the one index that serves them and the order (INDEXED BY, so
 * the planner never falls back to a sort: PERFORMANCE.md).
 */
import { darwinExpiringSearch, darwinRequestSearch } from '../../contract/darwin-requests.js'
import type { Principal } from '../../core/tokens.js'
import { compileFilters, splitOperator } from '../../db/search.js'
import { expiringWindowEnd } from './deadline.js'
import { WORKING_STATUSES } from '../../validation/darwin-workflow.js'
import { seesOnlyAssigned } from './visibility.js'

export interface RequestWhere {
  readonly index: string
  readonly where: string[]
  readonly args: unknown[]
  readonly orderBy: string
}

const columns = {
  referenceContactOrg: { sql: 'r.ref_org', storage: 'text' },
  referenceContactRegcode: { sql: 'r.ref_regcode', storage: 'text' },
  status: { sql: 'r.status', storage: 'text' },
} as const

type Query = Record<string, unknown>

/** `referenceContactOrg=Ros` means "starts with Ros" (spec); an explicit operator is kept. */
function normalize(query: Query): Query {
  const org = query.referenceContactOrg
  if (typeof org !== 'string' || splitOperator(org).op !== 'eq' || org.startsWith('eq:')) return query
  return { ...query, referenceContactOrg: `startsWith:${org}` }
}

const isPlainEq = (raw: unknown) => typeof raw === 'string' && splitOperator(raw).op === 'eq'

export function requestWhere(principal: Principal, query: Query, expiring: { now: number; days: number } | undefined): RequestWhere {
  const q = normalize(query)
  const def = expiring ? darwinExpiringSearch : darwinRequestSearch
  const compiled = compileFilters(def, { filters: columns }, q)
  const where = ['r.registrar_id = ?', ...compiled.where]
  const args: unknown[] = [principal.registrarId, ...compiled.args]
  const assignation = (q.registrarAssignation as string | undefined) ?? 'all'
  const onlyMine = seesOnlyAssigned(principal) || assignation === 'assignedToMe'
  if (onlyMine) {
    where.push('r.assigned_user_id = ?')
    args.push(principal.userId)
  }
  if (assignation === 'assigned') where.push('r.assigned_user_id IS NOT NULL')
  if (assignation === 'unassigned') where.push('r.assigned_user_id IS NULL')
  if (expiring) {
    where.push(`r.status IN (${WORKING_STATUSES.map(() => '?').join(', ')})`, 'r.deadline >= ?', 'r.deadline <= ?')
    args.push(...WORKING_STATUSES, expiring.now, expiringWindowEnd(expiring.now, expiring.days))
    return { index: 'darwin_requests_deadline', where, args, orderBy: 'r.deadline ASC, r.id ASC' }
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
  return { index, where, args, orderBy: 'r.created DESC, r.id DESC' }
}
