/**
 * Which request statuses allow what (docs/darwin.md has the full transition tables).
 * "Working" statuses are the registrar's turn: it may change contact actions, upload and delete
 * documents, create contact data updates and process. Past its deadline a working request expires.
 */
import {
  DARWIN_REQUEST_STATUSES,
  type DarwinDocumentType,
  type DarwinRequestStatus,
} from '../../contract/darwin-shared.js'

export { DARWIN_REQUEST_STATUSES, type DarwinRequestStatus }

export const WORKING_STATUSES: readonly DarwinRequestStatus[] = ['submitted', 'pending', 'rejected', 'registrarUpdated']

/** The registrar may upload or delete documents, change actions, create updates and process. */
export function allowsRegistrarChanges(status: string): boolean {
  return (WORKING_STATUSES as readonly string[]).includes(status)
}

/** A request past its deadline in one of these statuses expires (the sandbox clock decides). */
export function expiresWithClock(status: string): boolean {
  return allowsRegistrarChanges(status)
}

/** A user may be assigned or released while the request is still open (working or processing). */
export function allowsAssignment(status: string): boolean {
  return allowsRegistrarChanges(status) || status === 'processing'
}

/** Final statuses: nothing changes any more. */
export const FINAL_STATUSES: readonly DarwinRequestStatus[] = ['completed', 'expired', 'cancelled']

/**
 * The documents the registry asks for by the reference contact's entity type (codes 1-7, see
 * docs/darwin.md). The sandbox's create control may give its own list instead.
 */
export function defaultRequiredDocuments(entityType: number): DarwinDocumentType[] {
  switch (entityType) {
    case 1:
      return ['IC', 'FC']
    case 2:
      return ['CHAMBER']
    case 3:
      return ['IC', 'CERT']
    case 4:
    case 6:
      return ['DEED']
    case 5:
      return ['OTHER']
    default:
      return ['CHAMBER', 'PASS']
  }
}

/**
 * Required document types not yet covered by the uploaded ones. A passport stands in for an
 * identity card and vice versa: both prove the same identity. The requirement does not depend on
 * the status: it is checked when the registrar processes a request.
 */
export function missingRequiredDocuments(required: readonly string[], uploaded: readonly string[]): string[] {
  const have = new Set(uploaded)
  if (have.has('PASS')) have.add('IC')
  if (have.has('IC')) have.add('PASS')
  return required.filter((t) => !have.has(t))
}
