/**
 * What the darwin screens offer to whom (docs/darwin.md): who may take, release and assign, and
 * how urgent a deadline is. The workflow's own rules (statuses, required documents, readiness)
 * are the server's, in @validation/darwin-workflow.
 */
import type { Group } from '@contract/operation'
import { DARWIN_ADMIN_ACCESS, DARWIN_ASSIGN_ACCESS } from '@contract/darwin-shared'
import { allowsAssignment, allowsRegistrarChanges } from '@validation/darwin-workflow'

type Can = (groups: readonly Group[]) => boolean

export interface AssignmentRights {
  take: boolean
  release: boolean
  assign: boolean
}

/** What the assignment panel offers: take and release for admin and domain, assign for admin. */
export function assignmentRights(can: Can, status: string, assigned: boolean): AssignmentRights {
  const open = allowsAssignment(status)
  const mayTake = can(DARWIN_ASSIGN_ACCESS.groups)
  return {
    take: open && mayTake && !assigned,
    release: open && mayTake && assigned,
    assign: open && can(DARWIN_ADMIN_ACCESS.groups),
  }
}

/** A user who is neither admin nor domain sees only the requests assigned to them. */
export const seesOnlyAssigned = (can: Can): boolean => !can(DARWIN_ASSIGN_ACCESS.groups)

/** How urgent a deadline is, for the days-left badge. */
export function urgency(days: number | undefined, status: string): 'none' | 'overdue' | 'urgent' | 'soon' | 'later' {
  if (days === undefined || !allowsRegistrarChanges(status)) return 'none'
  if (days <= 0) return 'overdue'
  if (days <= 3) return 'urgent'
  if (days <= 7) return 'soon'
  return 'later'
}
