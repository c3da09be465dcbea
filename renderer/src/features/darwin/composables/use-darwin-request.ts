import { computed, type ComputedRef, ref, type Ref } from 'vue'
import { type DarwinContact, darwinContactsAnomalies, darwinContactsList } from '@contract/darwin-contacts'
import { type DarwinDocument, darwinDocumentsList } from '@contract/darwin-documents'
import { type DarwinDomain, darwinDomainsList } from '@contract/darwin-domains'
import { type DarwinEvent, darwinEventsList } from '@contract/darwin-events'
import { type DarwinAnomaly, type DarwinRequest, darwinRequestsAnomalies, darwinRequestsGet } from '@contract/darwin-requests'
import type { DarwinDocumentType } from '@contract/darwin-shared'
import { type ContactUpdate, darwinUpdatesCurrent, darwinUpdatesList } from '@contract/darwin-updates'
import { type ChecklistItem, checklist, type ProcessFacts } from '@validation/darwin-workflow'
import { ApiFailure } from '@/api/errors'
import { useCall } from '@/api/inject'
import { processFactsOf } from '../process-facts'
import { useDarwinErrorText } from './use-darwin-error'

export interface UseDarwinRequest {
  request: Ref<DarwinRequest | null>
  anomalies: Ref<DarwinAnomaly[]>
  contacts: Ref<DarwinContact[]>
  domains: Ref<DarwinDomain[]>
  documents: Ref<DarwinDocument[]>
  events: Ref<DarwinEvent[]>
  update: Ref<ContactUpdate | null>
  items: ComputedRef<ChecklistItem[]>
  /** What the registry's process checks, for the shared readiness rule. */
  processFacts: ComputedRef<ProcessFacts>
  error: Ref<string | null>
  /** The request cannot be read (gone, or not the user's): nothing to try again. */
  gone: Ref<boolean>
  /** A list of the page that could not be read, said on the list itself (with a retry). */
  listErrors: Ref<{ documents: string | null; events: string | null }>
  loading: Ref<boolean>
  /** Everything again (after take, process…). */
  load(): Promise<void>
  reloadRequest(): Promise<void>
  reloadContacts(): Promise<void>
  reloadDocuments(): Promise<void>
  reloadEvents(): Promise<void>
  reloadUpdate(): Promise<void>
  /**
   * Reads again, together, the parts a change made on the page touched. A failure is said at the
   * top of the page (with a retry of everything), never dropped: the page would otherwise show the
   * change done beside the state from before it. A request no longer readable leaves the page.
   */
  refresh(...parts: (() => Promise<void>)[]): Promise<void>
}

const ALL = { page: 0, size: 100 }

/** One request and everything its page shows, each part reloadable after a change. */
export function useDarwinRequest(requestId: () => number): UseDarwinRequest {
  const call = useCall()
  const errorText = useDarwinErrorText()
  const request = ref<DarwinRequest | null>(null)
  const anomalies = ref<DarwinAnomaly[]>([])
  const contacts = ref<DarwinContact[]>([])
  const domains = ref<DarwinDomain[]>([])
  const documents = ref<DarwinDocument[]>([])
  const events = ref<DarwinEvent[]>([])
  const update = ref<ContactUpdate | null>(null)
  const updateCount = ref(0)
  const anomalousContactIds = ref<ReadonlySet<number>>(new Set())
  const error = ref<string | null>(null)
  const gone = ref(false)
  const listErrors = ref<{ documents: string | null; events: string | null }>({ documents: null, events: null })
  const loading = ref(false)

  const id = () => requestId()
  const required = computed(() => (request.value?.requiredDocuments?.documents ?? []) as DarwinDocumentType[])
  const items = computed(() => checklist(required.value, documents.value.map((d) => d.documentType)))
  const processFacts = computed(() =>
    processFactsOf({
      requiredDocuments: required.value,
      uploadedTypes: documents.value.map((d) => d.documentType),
      contacts: contacts.value,
      anomalousContactIds: anomalousContactIds.value,
      updateCount: updateCount.value,
      events: events.value,
    }),
  )

  async function reloadRequest() {
    request.value = await call(darwinRequestsGet, { params: { requestId: id() }, query: { view: 'referenceContact,expirationDays' } })
    await reloadEvents()
  }
  /** Reads one list of the page; a failure stays on that list, the rest of the page stays usable. */
  async function readList<T>(list: 'documents' | 'events', read: () => Promise<{ elements: T[] }>, into: Ref<T[]>): Promise<void> {
    listErrors.value[list] = null
    try {
      into.value = (await read()).elements
    } catch (err) {
      into.value = []
      listErrors.value[list] = errorText(err)
    }
  }
  async function reloadEvents() {
    await readList('events', () => call(darwinEventsList, { query: { requestId: id(), ...ALL } }), events)
  }
  async function reloadContacts() {
    contacts.value = (await call(darwinContactsList, { query: { requestId: String(id()), ...ALL } })).elements
    domains.value = (await call(darwinDomainsList, { query: { requestId: String(id()), ...ALL } })).elements
    // Each contact's anomalies with the general ones: exactly what process looks at.
    const lists = await Promise.all(contacts.value.map((c) => call(darwinContactsAnomalies, { params: { contactId: c.id }, query: { all: true } })))
    anomalousContactIds.value = new Set(contacts.value.filter((_, i) => lists[i]!.length > 0).map((c) => c.id))
  }
  async function reloadDocuments() {
    await readList('documents', () => call(darwinDocumentsList, { query: { requestId: String(id()), ...ALL } }), documents)
  }
  async function reloadUpdate() {
    updateCount.value = (await call(darwinUpdatesList, { query: { requestId: id() } })).length
    try {
      update.value = await call(darwinUpdatesCurrent, { query: { requestId: id() } })
    } catch (err) {
      // No update yet is a normal state of a request.
      if (err instanceof ApiFailure && err.status === 404) update.value = null
      else throw err
    }
  }

  /** Nothing of a request stays on screen once it cannot be read (another user's, gone). */
  function clear() {
    request.value = null
    anomalies.value = []
    contacts.value = []
    domains.value = []
    documents.value = []
    events.value = []
    update.value = null
  }

  async function load() {
    loading.value = true
    error.value = null
    gone.value = false
    try {
      await reloadRequest()
    } catch (err) {
      clear()
      gone.value = err instanceof ApiFailure && err.status === 404
      error.value = errorText(err)
      loading.value = false
      return
    }
    try {
      const [a] = await Promise.all([call(darwinRequestsAnomalies, { params: { requestId: id() } }), reloadContacts(), reloadDocuments(), reloadUpdate()])
      anomalies.value = a
    } catch (err) {
      error.value = errorText(err)
    } finally {
      loading.value = false
    }
  }

  async function refresh(...parts: (() => Promise<void>)[]): Promise<void> {
    error.value = null
    try {
      await Promise.all(parts.map((read) => read()))
    } catch (err) {
      if (err instanceof ApiFailure && err.status === 404) {
        clear()
        gone.value = true
      }
      error.value = errorText(err)
    }
  }

  return {
    request, anomalies, contacts, domains, documents, events, update, items, processFacts, error, gone, listErrors, loading,
    load, reloadRequest, reloadContacts, reloadDocuments, reloadEvents, reloadUpdate, refresh,
  }
}
