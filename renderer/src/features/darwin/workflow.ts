/**
 * The darwin rules the screens need to offer only what can work (docs/darwin.md): which statuses
 * take the registrar's changes, which allow assignment, who may take, release and assign, and
 * the required-documents checklist (a passport stands in for an identity card and back).
 */
import type { Group } from '@contract/operation'
import { DARWIN_ADMIN_ACCESS, DARWIN_ASSIGN_ACCESS, type DarwinDocumentType, type DarwinRequestStatus } from '@contract/darwin-shared'

export const WORKING_STATUSES: readonly DarwinRequestStatus[] = ['submitted', 'pending', 'rejected', 'registrarUpdated']
const ASSIGNABLE: readonly DarwinRequestStatus[] = [...WORKING_STATUSES, 'processing']

/** Contacts' actions, documents, updates and process: the registrar's turn. */
export const takesChanges = (status: string): boolean => (WORKING_STATUSES as readonly string[]).includes(status)
export const allowsAssignment = (status: string): boolean => (ASSIGNABLE as readonly string[]).includes(status)

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

export interface ChecklistItem {
  type: DarwinDocumentType
  /** Uploaded, possibly as its stand-in (PASS for IC and IC for PASS). */
  done: boolean
  /** The type that satisfies it, when it is a stand-in. */
  through?: DarwinDocumentType
}

const STAND_IN: Partial<Record<DarwinDocumentType, DarwinDocumentType>> = { IC: 'PASS', PASS: 'IC' }

export function checklist(required: readonly DarwinDocumentType[], uploaded: readonly string[]): ChecklistItem[] {
  const have = new Set(uploaded)
  return required.map((type) => {
    if (have.has(type)) return { type, done: true }
    const alt = STAND_IN[type]
    return alt && have.has(alt) ? { type, done: true, through: alt } : { type, done: false }
  })
}

export const checklistComplete = (items: readonly ChecklistItem[]): boolean => items.every((i) => i.done)

/** Process is offered when the registrar has the turn and every required document is there. */
export const readyToProcess = (status: string, items: readonly ChecklistItem[]): boolean => takesChanges(status) && checklistComplete(items)

/** How urgent a deadline is, for the days-left badge. */
export function urgency(days: number | undefined, status: string): 'none' | 'overdue' | 'urgent' | 'soon' | 'later' {
  if (days === undefined || !takesChanges(status)) return 'none'
  if (days <= 0) return 'overdue'
  if (days <= 3) return 'urgent'
  if (days <= 7) return 'soon'
  return 'later'
}
