/**
 * The request log as the server uses it: a request's record is queued when its answer has gone
 * out, and written with the others of the same moment in one transaction on a later turn of the
 * event loop. Redacting and storing never run while a request waits, and a write that fails (a
 * full disk, a locked or damaged file) loses those records, counted, never a request.
 */
import { keepBody, mediaTypeOf } from './body.js'
import { redactHeaders, redactQuery } from './redact.js'
import type { OperationDef } from '../contract/operation.js'
import type { ContractChecker } from '../contract-monitor/checker.js'
import type { ContractResult, RecordFilter, RequestLogLimits, RequestLogStore, RequestRecord, StoredBody, StoredRecord } from './store.js'
import type { OperationFindingsRow } from './store-findings.js'

/** A body as the request or its answer had it, before anything is redacted. */
export interface RawBody {
  readonly contentType?: string
  /** Its length as sent. */
  readonly size: number
  /** The body as the server parsed it (a sandbox request's JSON or form fields). */
  readonly parsed?: unknown
  /** Its bytes, or their beginning for a streamed answer (`truncated`). */
  readonly bytes?: Buffer | string
  readonly truncated?: boolean
}

/** A finished request, as captured (capture.ts): nothing in it is redacted yet. */
export interface FinishedRequest extends Omit<RequestRecord, 'path' | 'query' | 'requestHeaders' | 'responseHeaders' | 'requestBody' | 'responseBody'> {
  /** The request target, `/path?query`. */
  readonly url: string
  readonly requestHeaders: Readonly<Record<string, unknown>>
  readonly responseHeaders: Readonly<Record<string, unknown>>
  readonly requestBody: RawBody
  readonly responseBody: RawBody
  /** Live mode: the answer is the registry's own, to the operation the router matched (if any). */
  readonly registryAnswer?: { readonly operation?: OperationDef }
}

interface RequestLogOptions extends RequestLogLimits {
  /** Bytes kept of each body at most. */
  readonly bodyCapBytes: number
}

export interface RequestLog {
  /** Queues a finished request; returns at once. */
  record(request: FinishedRequest): void
  /** Writes what is queued now (the queue's own turn does it otherwise). */
  flush(): void
  search(filter: RecordFilter, page: number, size: number): { records: StoredRecord[]; total: number }
  get(id: number): StoredRecord | undefined
  /** The contract monitor's findings per operation, among the records held. */
  contractFindings(): OperationFindingsRow[]
  /** Called with every record once written; answers the function that stops it. */
  subscribe(listener: (records: readonly StoredRecord[]) => void): () => void
  /** Records lost because the file refused them or the queue was full. */
  lost(): number
  /** Writes what is queued and closes the file. */
  close(): void
}

/** Past this many queued records (the file stalls), the oldest queued are dropped. */
const MAX_QUEUED = 10_000
/** How long a record waits to be written with the others (the searches write what waits first). */
const WRITE_DELAY_MS = 20
/**
 * Records written in one transaction, at most: each costs some tens of microseconds, and a request
 * that arrives meanwhile waits. Past this the rest goes in a later turn of the event loop, after
 * the requests that came, so that no request waits more than a fraction of a millisecond.
 */
export const WRITE_SLICE = 16
/** Milliseconds of a turn the contract monitor's checks may take (one check may run past it). */
const CHECK_BUDGET_MS = 1

export interface RequestLogDeps {
  readonly store: RequestLogStore
  readonly options: RequestLogOptions
  readonly now: () => number
  /**
   * Schedules the write of what is queued: after a short wait, or `soon` (the rest of a busy
   * moment, after the requests waiting); tests may run it by hand.
   */
  readonly schedule?: (write: () => void, soon: boolean) => void
  /** Live mode: checks the registry's answers against the contract (contract-monitor/). */
  readonly monitor?: ContractChecker
}

/** `/v1/payments/:paymentId` → `/v1/payments/{paymentId}`, as the spec writes it. */
const specPath = (url: string) => url.replace(/:(\w+)/g, '{$1}')

/**
 * The request id and the answer's date have their own fields (`requestId`, `at`): left out of the
 * headers stored, whose sets then repeat from one request to the next and are stored once.
 */
const OWN_COLUMNS: ReadonlySet<string> = new Set(['x-request-id', 'date'])

export function createRequestLog(deps: RequestLogDeps): RequestLog {
  const { store, options } = deps
  // A write every few milliseconds, of what came meanwhile, in slices: one transaction for many
  // records costs far less than one each (a busy script's requests, `npm run bench`), and a slice
  // keeps each wait of a request short.
  const schedule = deps.schedule ?? ((write, soon) => void (soon ? setImmediate(write).unref() : setTimeout(write, WRITE_DELAY_MS).unref()))
  const listeners = new Set<(records: readonly StoredRecord[]) => void>()
  // A page kept by the server is the same Buffer each time it is sent: redacted once.
  const keptBodies = new WeakMap<Buffer, StoredBody>()
  const queue: FinishedRequest[] = []
  let scheduled = false
  let lost = 0
  let closed = false

  function storedBody(raw: RawBody): StoredBody {
    const cacheable = Buffer.isBuffer(raw.bytes) && raw.parsed === undefined && !raw.truncated ? raw.bytes : undefined
    const known = cacheable && keptBodies.get(cacheable)
    if (known) return known
    const kept = keepBody(raw, options.bodyCapBytes)
    // Neither parsed nor read (a multipart upload the server streamed to its files): described only.
    const note = kept.note ?? (!kept.data && raw.size > 0 ? `not kept: ${mediaTypeOf(raw.contentType) || 'no media type'}, ${raw.size} bytes` : undefined)
    const body: StoredBody = {
      ...(raw.contentType ? { type: raw.contentType } : {}),
      size: raw.size,
      ...(kept.data ? { data: kept.data } : {}),
      truncated: kept.truncated || raw.truncated === true,
      ...(note ? { note } : {}),
    }
    if (cacheable) keptBodies.set(cacheable, body)
    return body
  }

  // A script asks the same few queries again and again: each is redacted once. A few hundred cover
  // a busy log; past that the memory starts again.
  const redactedQueries = new Map<string, string>()
  function redactedQuery(query: string): string {
    let redacted = redactedQueries.get(query)
    if (redacted === undefined) {
      if (redactedQueries.size >= 512) redactedQueries.clear()
      redactedQueries.set(query, (redacted = redactQuery(query)))
    }
    return redacted
  }

  /**
   * The registry's answer checked against its operation, here, on the log's own turn: after the
   * answer has gone out, on the bytes the capture kept, never on the answer.
   */
  function contractOf(r: FinishedRequest): ContractResult | undefined {
    const op = r.registryAnswer?.operation
    if (!op || !deps.monitor) return undefined
    try {
      const check = deps.monitor.check(op, { status: r.status, ...r.responseBody })
      return { operationId: op.id, operationPath: specPath(op.url), findings: check.findings, ...(check.note ? { note: check.note } : {}) }
    } catch (err) {
      // A schema Ajv cannot compile is the monitor's fault: the record is kept, unchecked, and says why.
      return { operationId: op.id, operationPath: specPath(op.url), findings: [], note: { code: 'not_checked', text: `Not checked: ${err instanceof Error ? err.message : String(err)}` } }
    }
  }

  function toRecord(r: FinishedRequest): RequestRecord {
    const contract = contractOf(r)
    const q = r.url.indexOf('?')
    return {
      requestId: r.requestId,
      at: r.at,
      method: r.method,
      path: q < 0 ? r.url : r.url.slice(0, q),
      query: q < 0 ? '' : redactedQuery(r.url.slice(q + 1)),
      status: r.status,
      durationMs: r.durationMs,
      ...(r.upstreamMs !== undefined ? { upstreamMs: r.upstreamMs } : {}),
      callerKind: r.callerKind,
      ...(r.callerUser !== undefined ? { callerUser: r.callerUser } : {}),
      ...(r.callerRegistrarId !== undefined ? { callerRegistrarId: r.callerRegistrarId } : {}),
      ...(r.shared ? { shared: true } : {}),
      fromCache: r.fromCache,
      ...(r.fault !== undefined ? { fault: r.fault } : {}),
      requestHeaders: redactHeaders(r.requestHeaders, OWN_COLUMNS),
      responseHeaders: redactHeaders(r.responseHeaders, OWN_COLUMNS),
      requestBody: storedBody(r.requestBody),
      responseBody: storedBody(r.responseBody),
      ...(contract ? { contract } : {}),
    }
  }

  /**
   * The oldest queued records, at most WRITE_SLICE of them. With the contract monitor, its checks
   * get about a millisecond of a turn: the records after that wait for the next turn, in order, so
   * that a burst of answers to check never holds the event loop (and the answers streaming
   * meanwhile) for longer.
   */
  function takeSlice(): RequestRecord[] {
    const started = performance.now()
    const batch: RequestRecord[] = []
    for (const r of queue) {
      if (batch.length >= WRITE_SLICE) break
      if (deps.monitor && batch.length > 0 && r.registryAnswer?.operation && performance.now() - started >= CHECK_BUDGET_MS) break
      batch.push(toRecord(r))
    }
    queue.splice(0, batch.length)
    return batch
  }

  /** Writes the oldest queued records, a slice of them. */
  function writeSlice(): void {
    const batch = takeSlice()
    try {
      store.insert(batch, deps.now())
    } catch {
      // A full disk or an unusable file: these records are lost, the requests they describe are not.
      lost += batch.length
      return
    }
    if (listeners.size === 0) return
    // The records just written are the newest `batch.length` (evictions remove the oldest).
    const written = store.search({}, 0, batch.length).records.reverse()
    for (const listener of listeners) listener(written)
  }

  /** The queue's own turn: a slice, and the rest on the next turn. */
  function writeSome(): void {
    scheduled = false
    if (queue.length === 0) return
    writeSlice()
    if (queue.length > 0 && !closed) {
      scheduled = true
      schedule(writeSome, true)
    }
  }

  /** Everything queued, now (a search must see the requests before it; closing). */
  function writeAll(): void {
    while (queue.length > 0) writeSlice()
  }

  return {
    record(request) {
      if (closed) return
      queue.push(request)
      if (queue.length > MAX_QUEUED) {
        lost += queue.length - MAX_QUEUED
        queue.splice(0, queue.length - MAX_QUEUED)
      }
      if (!scheduled) {
        scheduled = true
        schedule(writeSome, false)
      }
    },
    flush: writeAll,
    search: (filter, page, size) => store.search(filter, page, size),
    get: (id) => store.get(id),
    contractFindings: () => store.contractFindings(),
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    lost: () => lost,
    close() {
      if (closed) return
      writeAll()
      closed = true
      store.close()
    },
  }
}
