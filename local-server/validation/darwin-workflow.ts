/**
 * The darwin workflow's rules (docs/darwin.md has the full transition tables): which request
 * statuses allow which action, the documents the registry asks for, and what keeps a request
 * from being processed. The server's services and the request screen call these same functions,
 * so the screen's "ready to process" is the registry's verdict computed in advance.
 * "Working" statuses are the registrar's turn: it may change contact actions, upload and delete
 * documents, create contact data updates and process. Imports nothing Node-specific.
 */
import { type DarwinDocumentType, type DarwinRequestStatus } from '../contract/darwin-shared.js'

export const WORKING_STATUSES: readonly DarwinRequestStatus[] = ['submitted', 'pending', 'rejected', 'registrarUpdated']

/** Final statuses: nothing changes any more. */
export const FINAL_STATUSES: readonly DarwinRequestStatus[] = ['completed', 'expired', 'cancelled']

/** The registrar may upload or delete documents, change actions, create updates and process. */
export function allowsRegistrarChanges(status: string): boolean {
  return (WORKING_STATUSES as readonly string[]).includes(status)
}

/**
 * The statuses in which a user may be assigned or released: the request is still open (working
 * or processing). A working request past its deadline is no longer among them: it expires before
 * any darwin operation sees it (features/darwin/lifecycle.ts, `sweepExpired`).
 */
export const ASSIGNABLE_STATUSES: readonly DarwinRequestStatus[] = [...WORKING_STATUSES, 'processing']

/** A user may be assigned or released while the request is still open (working or processing). */
export function allowsAssignment(status: string): boolean {
  return (ASSIGNABLE_STATUSES as readonly string[]).includes(status)
}

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

/** A passport stands in for an identity card and the other way round: both prove the same identity. */
const STAND_IN: Readonly<Record<string, string>> = { IC: 'PASS', PASS: 'IC' }

export interface ChecklistItem {
  type: DarwinDocumentType
  /** Uploaded, possibly as its stand-in. */
  done: boolean
  /** The type that satisfies it, when it is a stand-in. */
  through?: DarwinDocumentType
}

/** Each required type and whether an uploaded document covers it. */
export function checklist(required: readonly DarwinDocumentType[], uploaded: readonly string[]): ChecklistItem[] {
  const have = new Set(uploaded)
  return required.map((type) => {
    if (have.has(type)) return { type, done: true }
    const alt = STAND_IN[type] as DarwinDocumentType | undefined
    return alt && have.has(alt) ? { type, done: true, through: alt } : { type, done: false }
  })
}

/**
 * Required document types not yet covered by the uploaded ones. The requirement does not depend
 * on the status: it is checked when the registrar processes a request.
 */
export function missingRequiredDocuments(required: readonly string[], uploaded: readonly string[]): string[] {
  return checklist(required as DarwinDocumentType[], uploaded).filter((i) => !i.done).map((i) => i.type)
}

/** What `process` looks at, gathered by the server from its tables and by the screen from the API. */
export interface ProcessFacts {
  requiredDocuments: readonly string[]
  /** Types of the documents uploaded for the request. */
  uploadedTypes: readonly string[]
  /** Every contact of the request, with whether it has anomalies (its own or a general one). */
  contacts: ReadonlyArray<{ handle: string; action: string; hasAnomalies: boolean }>
  /** The request has a contact data update that the registry has not rejected. */
  hasOpenUpdate: boolean
}

export type ProcessProblem =
  | { code: 'required_documents_missing'; field: 'requiredDocuments'; types: string[] }
  | { code: 'contact_update_missing'; field: 'contactUpdates'; contacts: string[] }

/**
 * What keeps a request in a working status from being processed (docs/darwin.md, "process"),
 * in the order the API reports them. Nothing when no contact has action todo: hold and delete
 * need nothing.
 */
export function processProblems(facts: ProcessFacts): ProcessProblem[] {
  const todo = facts.contacts.filter((c) => c.action === 'todo')
  if (todo.length === 0) return []
  const problems: ProcessProblem[] = []
  const missing = missingRequiredDocuments(facts.requiredDocuments, facts.uploadedTypes)
  if (missing.length > 0) problems.push({ code: 'required_documents_missing', field: 'requiredDocuments', types: missing })
  const withAnomalies = todo.filter((c) => c.hasAnomalies).map((c) => c.handle)
  if (withAnomalies.length > 0 && !facts.hasOpenUpdate) {
    problems.push({ code: 'contact_update_missing', field: 'contactUpdates', contacts: withAnomalies })
  }
  return problems
}
