/**
 * The request log's operations (contract/request-log.ts). In sandbox mode they need an admin's
 * token like the registry's own operations; in live mode there is no token the gateway could
 * check, and the gateway's access hook has already asked for the local API key (gateway/index.ts).
 */
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../api-error.js'
import * as requestLogContract from '../contract/request-log.js'
import { requestLogGet, requestLogSearch, type LoggedBody, type RequestRecordView, type RequestSummary } from '../contract/request-log.js'
import type { OperationDef } from '../contract/operation.js'
import { type ApiTag, operationsOf } from '../features/area.js'
import { type AuthDeps, mount } from '../mount.js'
import { formatDateTime } from '../time.js'
import { mediaTypeOf } from './body.js'
import type { RequestLog } from './recorder.js'
import type { StoredBody, StoredRecord } from './store.js'

export const REQUEST_LOG_TAG: ApiTag = {
  name: 'requests',
  description: 'The request log: every request that reached the gateway, in both modes, with secrets redacted',
}
export const REQUEST_LOG_OPERATIONS = operationsOf(requestLogContract)

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
  }
}

/** Bodies the log keeps as text (JSON, forms, texts); documents and pictures as base64. */
const isTextual = (type: string | undefined) => {
  const media = mediaTypeOf(type)
  return media === 'application/json' || media.endsWith('+json') || media === 'application/x-www-form-urlencoded' || media.startsWith('text/') || media.endsWith('xml')
}

function bodyView(b: StoredBody): LoggedBody {
  const data = b.data ? (isTextual(b.type) ? { text: b.data.toString('utf8') } : { base64: b.data.toString('base64') }) : {}
  return { ...(b.type ? { type: b.type } : {}), size: b.size, ...data, truncated: b.truncated, ...(b.note ? { note: b.note } : {}) }
}

function recordView(r: StoredRecord): RequestRecordView {
  return {
    ...summaryOf(r),
    requestHeaders: { ...r.requestHeaders },
    responseHeaders: { ...r.responseHeaders },
    requestBody: bodyView(r.requestBody),
    responseBody: bodyView(r.responseBody),
  }
}

const STATUS_CLASS = /^([1-5])xx$/

export function registerRequestLogRoutes(app: FastifyInstance, auth: AuthDeps, log: RequestLog, live: boolean): void {
  // Live mode: the access hook asked for the API key; a registry token proves nothing here.
  const access = <O extends OperationDef>(op: O): O => (live ? { ...op, access: { public: true } } : op)
  mount(app, auth, access(requestLogSearch), ({ query, reply }) => {
    reply.header('cache-control', 'no-store')
    // What was answered just before this search is in it.
    log.flush()
    const statusClass = query.status ? Number(STATUS_CLASS.exec(query.status)![1]) : undefined
    const { records, total } = log.search(
      {
        ...(query.method ? { method: query.method } : {}),
        ...(statusClass ? { statusClass } : {}),
        ...(query.path ? { path: query.path } : {}),
        ...(query.caller ? { caller: query.caller } : {}),
        ...(query.requestId ? { requestId: query.requestId } : {}),
        ...(query.from ? { from: Date.parse(query.from) } : {}),
        ...(query.to ? { to: Date.parse(query.to) } : {}),
      },
      query.page,
      query.size,
    )
    return { elements: records.map(summaryOf), page: { size: query.size, totalElements: total, totalPages: Math.ceil(total / query.size), page: query.page } }
  })
  mount(app, auth, access(requestLogGet), ({ params, reply }) => {
    reply.header('cache-control', 'no-store')
    log.flush()
    const record = log.get(params.recordId)
    if (!record) throw new ApiError(404, 'not_found', `No request ${params.recordId} in the log (it may have been removed by the log's limits)`)
    return recordView(record)
  })
}
