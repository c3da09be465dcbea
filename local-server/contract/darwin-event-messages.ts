/**
 * The sentences the registry (here the sandbox) writes as a darwin event's `message` when no one
 * wrote their own. They are the API's English prose, so the server writes them with
 * `darwinEventMessage` and the screens recognise them with `readDarwinEventMessage` and show
 * their own words for them (`darwin.eventMessage.<key>`); a message written by a person (an
 * operator's note, the registrar's update message) is shown as it is. Imports nothing.
 */
export const DARWIN_EVENT_MESSAGES = {
  opened: 'The registry opened a darwin request on the registrant',
  deadlinePassed: 'The deadline passed without the request being processed',
  processed: 'Processed by the registrar',
  updateSent: 'Contact data update',
  updateApproved: 'The contact data update was approved',
  updateRejected: 'The contact data update was rejected',
  sentBack: 'Sent back to the registrar',
  completed: 'Completed by the registry',
  expiryCompleted: 'Expiry completed by the registry',
  cancellationCompleted: 'Cancellation completed by the registry',
  rejected: 'Rejected by the registry',
  cancelled: 'Cancelled by the registry',
  expired: 'Expired by the registry',
  registryUpdated: 'The registry updated the request',
  noRequiredDocuments: 'Required documents: none',
  requiredDocuments: 'Required documents: {documentTypes}',
  assigned: 'Assigned to {user}',
  reassigned: 'Assigned to {user} (was {previous})',
  released: 'Released (was assigned to {user})',
  uploaded: 'Uploaded {documentType}: {fileName}',
  deleted: 'Deleted {documentType}: {fileName}',
  operatorTook: 'Taken by the registry operator {user}',
  operatorReleased: 'Released by the registry operator {user}',
} as const

export type DarwinEventMessageKey = keyof typeof DARWIN_EVENT_MESSAGES
export type DarwinEventMessageParams = Readonly<Record<string, string>>

const PARAM = /\{(\w+)\}/g

/** The sentence of `key` with its parameters filled in. */
export function darwinEventMessage(key: DarwinEventMessageKey, params: DarwinEventMessageParams = {}): string {
  return DARWIN_EVENT_MESSAGES[key].replace(PARAM, (_, name: string) => params[name] ?? '')
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// The literal sentences first, then those with more parameters, so that "Required documents:
// none" and "Assigned to a (was b)" are read as themselves, not as a looser template.
const READERS = (Object.entries(DARWIN_EVENT_MESSAGES) as Array<[DarwinEventMessageKey, string]>)
  .map(([key, template]) => {
    const names = [...template.matchAll(PARAM)].map((m) => m[1]!)
    const source = template.split(PARAM).map((part, i) => (i % 2 === 1 ? '(.+?)' : escape(part))).join('')
    return { key, names, pattern: new RegExp(`^${source}$`, 's') }
  })
  .sort((a, b) => (a.names.length === 0 ? -1 : b.names.length === 0 ? 1 : b.names.length - a.names.length))

/** Which of the registry's own sentences a message is, with its parameters; undefined for a person's text. */
export function readDarwinEventMessage(message: string): { key: DarwinEventMessageKey; params: Record<string, string> } | undefined {
  for (const reader of READERS) {
    const m = reader.pattern.exec(message)
    if (m) return { key: reader.key, params: Object.fromEntries(reader.names.map((n, i) => [n, m[i + 1]!])) }
  }
  return undefined
}
