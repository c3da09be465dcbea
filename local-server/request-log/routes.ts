/**
 * The request log's operations (contract/request-log.ts). In sandbox mode they need an admin's
 * token like the registry's own operations; in live mode there is no token the gateway could
 * check, and the gateway's access hook has already asked for the local API key (gateway/index.ts).
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../api-error.js'
import * as requestLogContract from '../contract/request-log.js'
import {
  type LoggedBody,
  type RequestLogFilters,
  requestLogContractFindings,
  requestLogGet,
  requestLogHar,
  requestLogSearch,
  requestLogStream,
  type RequestRecordView,
  type RequestSummary,
} from '../contract/request-log.js'
import type { OperationDef } from '../contract/operation.js'
import { type ApiTag, operationsOf } from '../features/area.js'
import { localOperation } from '../gateway/local-operation.js'
import { type AuthDeps, mount, SerializedJson } from '../mount.js'
import { formatDate, formatDateTime } from '../time.js'
import { isTextualType } from './body.js'
import { toHar } from './har.js'
import type { RequestLog } from './recorder.js'
import type { RecordFilter, StoredBody, StoredRecord } from './store.js'
import type { Principal } from '../core/tokens.js'

export const REQUEST_LOG_TAG: ApiTag = {
  name: 'requests',
  description: 'The request log: every request that reached the gateway, in both modes, with secrets redacted',
}
export const REQUEST_LOG_OPERATIONS = operationsOf(requestLogContract)

/** Records a reconnecting stream is sent at most to catch up (`Last-Event-ID`). */
const CATCH_UP = 500
/** HAR's `creator`: this log's writer of HAR files, by the version of its format. */
const HAR_CREATOR = { name: 'Registrar Desk request log', version: '1' }
const HEARTBEAT_MS = 15_000
/** A registrar number no registrar has: only the shared records (never without a principal, in sandbox mode). */
const NO_REGISTRAR = -1

function summaryOf(r: StoredRecord): RequestSummary {
  return {
    id: r.id,
    requestId: r.requestId,
    at: formatDateTime(r.at),
    method: r.method,
    path: r.path,
    query: r.query,
    status: r.status,
    durationMs: Math.round(r.durationMs * 1000) / 1000,
    ...(r.upstreamMs !== undefined ? { upstreamMs: Math.round(r.upstreamMs * 1000) / 1000 } : {}),
    caller: { kind: r.callerKind, ...(r.callerUser !== undefined ? { user: r.callerUser } : {}), ...(r.callerRegistrarId !== undefined ? { registrarId: r.callerRegistrarId } : {}) },
    fromCache: r.fromCache,
    ...(r.fault !== undefined ? { fault: r.fault } : {}),
    request: { ...(r.requestBody.type ? { type: r.requestBody.type } : {}), size: r.requestBody.size },
    response: { ...(r.responseBody.type ? { type: r.responseBody.type } : {}), size: r.responseBody.size },
    ...(r.contract ? { contractFindingCount: r.contract.findings.length } : {}),
  }
}

function bodyView(b: StoredBody): LoggedBody {
  const data = b.data ? (isTextualType(b.type) ? { text: b.data.toString('utf8') } : { base64: b.data.toString('base64') }) : {}
  return { ...(b.type ? { type: b.type } : {}), size: b.size, ...data, truncated: b.truncated, ...(b.note ? { note: b.note } : {}) }
}

function recordView(r: StoredRecord): RequestRecordView {
  return {
    ...summaryOf(r),
    requestHeaders: { ...r.requestHeaders },
    responseHeaders: { ...r.responseHeaders },
    requestBody: bodyView(r.requestBody),
    responseBody: bodyView(r.responseBody),
    ...(r.contract ? { contractFindings: [...r.contract.findings] } : {}),
    ...(r.contract?.note ? { contractNote: { ...r.contract.note } } : {}),
  }
}

const STATUS_CLASS = /^([1-5])xx$/

/** The operations' query filters as the store's. */
function filterOf(query: RequestLogFilters): RecordFilter {
  return {
    ...(query.method ? { method: query.method } : {}),
    ...(query.status ? { statusClass: Number(STATUS_CLASS.exec(query.status)![1]) } : {}),
    ...(query.path ? { path: query.path } : {}),
    ...(query.caller ? { caller: query.caller } : {}),
    ...(query.requestId ? { requestId: query.requestId } : {}),
    ...(query.from ? { from: Date.parse(query.from) } : {}),
    ...(query.to ? { to: Date.parse(query.to) } : {}),
    ...(query.hasFindings !== undefined ? { hasFindings: query.hasFindings } : {}),
    ...(query.appFiles === false ? { appFiles: false } : {}),
  }
}

const event = (r: StoredRecord) => `id: ${r.id}\nevent: request\ndata: ${JSON.stringify(summaryOf(r))}\n\n`

export interface RequestLogRoutesDeps {
  readonly auth: AuthDeps
  /** Absent when the log is off: its operations then answer 404 saying how to turn it on. */
  readonly log: RequestLog | undefined
  /** Live mode: the gateway's access hook has checked the API key. */
  readonly live: boolean
  readonly now: () => number
}

const OFF = 'The request log is off: start the server with --request-log (the desktop app turns it on)'

export function registerRequestLogRoutes(app: FastifyInstance, deps: RequestLogRoutesDeps): void {
  const { auth } = deps
  const logOf = (): RequestLog => {
    if (!deps.log) throw new ApiError(404, 'not_found', OFF)
    return deps.log
  }
  const access = <O extends OperationDef>(op: O): O => localOperation(op, deps.live)
  // Sandbox: an admin reads their own registrar's requests only (CONTRACT.md: another registrar's
  // data answers 404), and those of no registrar that are about no registrar's data (`shared`).
  // Live mode has one registrar, the key's.
  const scoped = (filter: RecordFilter, principal: Principal | undefined): RecordFilter =>
    deps.live ? filter : { ...filter, registrarId: principal?.registrarId ?? NO_REGISTRAR }
  const visible = (record: StoredRecord, principal: Principal | undefined): boolean =>
    deps.live || (principal !== undefined && (record.callerRegistrarId === undefined ? record.shared === true : record.callerRegistrarId === principal.registrarId))

  mount(app, auth, access(requestLogSearch), ({ query, principal, reply }) => {
    const log = logOf()
    reply.header('cache-control', 'no-store')
    // What was answered just before this search is in it.
    log.flush()
    const { records, total } = log.search(scoped(filterOf(query), principal), query.page, query.size)
    return { elements: records.map(summaryOf), page: { size: query.size, totalElements: total, totalPages: Math.ceil(total / query.size), page: query.page } }
  })

  mount(app, auth, access(requestLogHar), ({ query, principal, reply }) => {
    const log = logOf()
    log.flush()
    const { records } = log.search(scoped(filterOf(query), principal), 0, query.limit)
    reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="requests-${formatDate(deps.now())}.har"`)
    return new SerializedJson(JSON.stringify(toHar(records, HAR_CREATOR)))
  })

  // Open streams, ended when the server closes (an open stream would keep it from closing).
  const streams = new Set<ServerResponse>()
  app.addHook('preClose', (done) => {
    for (const res of streams) res.end()
    done()
  })
  mount(app, auth, access(requestLogStream), ({ query, principal, request, reply }) => {
    const log = logOf()
    const filter = scoped(filterOf(query), principal)
    reply.hijack()
    const res = reply.raw
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    })
    streams.add(res)
    res.write('retry: 2000\n\n')
    const send = (records: readonly StoredRecord[]) => {
      for (const r of records) res.write(event(r))
    }
    const missedFrom = Number(request.headers['last-event-id'])
    if (Number.isSafeInteger(missedFrom) && missedFrom > 0) {
      log.flush()
      send(log.search({ ...filter, afterId: missedFrom }, 0, CATCH_UP).records.reverse())
    }
    // The batch just written, as the filters select it (the store applies them, as in the search).
    const stop = log.subscribe((written) => {
      const first = written[0]?.id
      if (first !== undefined) send(log.search({ ...filter, afterId: first - 1 }, 0, written.length).records.reverse())
    })
    const heartbeat = setInterval(() => res.write(': still here\n\n'), HEARTBEAT_MS)
    res.on('close', () => {
      stop()
      clearInterval(heartbeat)
      streams.delete(res)
    })
    return undefined as never
  })

  mount(app, auth, access(requestLogContractFindings), ({ reply }) => {
    const log = logOf()
    reply.header('cache-control', 'no-store')
    log.flush()
    const operations = log.contractFindings().map((o) => ({ ...o, firstSeen: formatDateTime(o.firstSeen), lastSeen: formatDateTime(o.lastSeen) }))
    return { operations }
  })

  mount(app, auth, access(requestLogGet), ({ params, principal, reply }) => {
    const log = logOf()
    reply.header('cache-control', 'no-store')
    log.flush()
    const record = log.get(params.recordId)
    if (!record || !visible(record, principal)) throw new ApiError(404, 'not_found', `No request ${params.recordId} in the log (it may have been removed by the log's limits)`)
    return recordView(record)
  })
}
