/**
 * The facts the registry's `process` looks at, read from what the request screen loads through
 * the API, for the shared rule (@validation/darwin-workflow `processProblems`).
 */
import type { DarwinContact } from '@contract/darwin-contacts'
import type { DarwinEvent } from '@contract/darwin-events'
import type { ProcessFacts } from '@validation/darwin-workflow'

export interface LoadedRequestData {
  requiredDocuments: readonly string[]
  uploadedTypes: readonly string[]
  contacts: readonly DarwinContact[]
  /** Ids of the contacts whose anomalies (with the request's general ones, `?all=true`) are not empty. */
  anomalousContactIds: ReadonlySet<number>
  /** How many contact data updates the request has. */
  updateCount: number
  events: readonly DarwinEvent[]
}

export function processFactsOf(data: LoadedRequestData): ProcessFacts {
  // The registry rejects only the newest update still waiting for it, and records one
  // registrarUpdateRejected event each time: the updates not rejected are the others.
  const rejected = data.events.filter((e) => e.type === 'registrarUpdateRejected').length
  return {
    requiredDocuments: data.requiredDocuments,
    uploadedTypes: data.uploadedTypes,
    contacts: data.contacts.map((c) => ({ handle: c.registrarContactId, action: c.action, hasAnomalies: data.anomalousContactIds.has(c.id) })),
    hasOpenUpdate: data.updateCount > rejected,
  }
}
