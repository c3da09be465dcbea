/**
 * Captures every request that reaches the gateway for the request log, in both modes and on every
 * route (the registry's operations, the gateway's own, the web UI's files, answers of 404): its
 * `X-Request-Id`, timing, caller, and the bodies as they went by. It only holds references while
 * the request runs; the record is queued once the answer is out (recorder.ts does the rest later).
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { pipeline, Readable, Transform } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isApiPath } from '../contract/api-paths.js'
import type { OperationDef } from '../contract/operation.js'
import { BEARER } from '../mount.js'
import type { CallerKind } from './store.js'
import type { RawBody, RequestLog } from './recorder.js'

/** What other parts of the gateway tell the log about a request (live mode's proxy, its access check, faults). */
interface RequestLogNote {
  /** Live mode: how the caller was let in. */
  caller?: Extract<CallerKind, 'apiKey' | 'session'>
  /** Live mode: milliseconds spent waiting for the registry's answer. */
  upstreamMs?: number
  /** Live mode: the request's body, as read to be forwarded. */
  body?: Buffer
  /** The fault rule that changed the answer. */
  fault?: string
  /**
   * Sandbox: the registrar a request without a principal concerns (a sign-in of its user, the
   * bank's page of its card transaction).
   */
  registrarId?: number
  /** Live mode: the answer is the registry's own (not the offline cache's, not the gateway's). */
  registryAnswer?: { operation?: OperationDef }
}

declare module 'fastify' {
  interface FastifyRequest {
    logNote?: RequestLogNote
  }
}

/** A caller's own id is kept when it is one token of printable ASCII up to 128 characters. */
const CALLER_ID = /^[\x21-\x7e]{1,128}$/

/**
 * Makes UUIDs of version 7 (RFC 9562): their first 48 bits are the time in milliseconds, so ids
 * generated one after another sort in time, and the log's index of them grows at its end.
 * The random bits come from `randomUUID`, which draws on a cached pool of entropy: a fresh
 * `randomBytes` call for every request cost several microseconds of each answer. The time's part
 * of the text is kept for its millisecond: under load dozens of requests share it, and writing a
 * number in hexadecimal cost more than the rest of the id.
 */
export function uuidV7Generator(): (now: number) => string {
  let lastMs = Number.NaN
  let timePart = ''
  return (now) => {
    if (now !== lastMs) {
      const time = now.toString(16).padStart(12, '0').slice(-12)
      timePart = `${time.slice(0, 8)}-${time.slice(8)}-7`
      lastMs = now
    }
    // randomUUID's layout: xxxxxxxx-xxxx-4xxx-Nxxx-xxxxxxxxxxxx, N already the RFC variant (8–b).
    return timePart + randomUUID().slice(15)
  }
}

/** New UUIDs of version 7 at the times `now` gives. */
export function idsAt(now: () => number): () => string {
  const uuidV7 = uuidV7Generator()
  return () => uuidV7(now())
}

/** Fastify's `genReqId`: the caller's `X-Request-Id` when usable, a new UUID otherwise. */
export function requestIdGenerator(now: () => number = Date.now): (req: IncomingMessage) => string {
  const newId = idsAt(now)
  return (req) => {
    const own = req.headers['x-request-id']
    return typeof own === 'string' && CALLER_ID.test(own) ? own : newId()
  }
}

interface Captured {
  startedAt: number
  payload?: Buffer | string
  streamed?: { bytes: Buffer[]; size: number; kept: number }
}
/** Passes a streamed answer through unchanged, keeping its first `cap` bytes for the log. */
function tap(stream: Readable, into: NonNullable<Captured['streamed']>, cap: number): Transform {
  const through = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      into.size += chunk.length
      if (into.kept < cap) {
        const part = chunk.subarray(0, cap - into.kept)
        into.bytes.push(part)
        into.kept += part.length
      }
      done(null, chunk)
    },
  })
  // pipeline: a client that goes away ends the source too (a file stream's descriptor, an upstream answer).
  return pipeline(stream, through, () => undefined)
}

const contentLength = (value: unknown): number => {
  const n = Number(Array.isArray(value) ? value[0] : value)
  return Number.isFinite(n) && n >= 0 ? n : 0
}

function responseBody(reply: FastifyReply, c: Captured): RawBody {
  const contentType = reply.getHeader('content-type') as string | undefined
  if (c.streamed) {
    return { ...(contentType ? { contentType } : {}), size: c.streamed.size, bytes: Buffer.concat(c.streamed.bytes), truncated: c.streamed.kept < c.streamed.size }
  }
  const payload = c.payload
  const size = payload === undefined ? 0 : typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length
  return { ...(contentType ? { contentType } : {}), size, ...(payload !== undefined ? { bytes: payload } : {}) }
}

type Caller = { callerKind: CallerKind; callerUser?: string; callerRegistrarId?: number; shared?: boolean }

/**
 * Whether a request of no registrar is about no registrar's data, so that every admin may read its
 * record: a read (GET, HEAD) of the web interface's files, `/health`, the OpenAPI document or a
 * public operation (provinces, statistics, the gateway's status). Anything else of no registrar —
 * a registrar's operation without a usable token, a sign-in of no user, a form sent to the bank
 * page of no transaction, an unknown API address — may be any registrar's, and no admin reads it.
 */
function aboutNoRegistrar(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const path = request.url.split('?')[0] ?? request.url
  if (!isApiPath(path) || path === '/health' || path === '/openapi.json') return true
  const operation = (request.routeOptions.config as { operation?: OperationDef } | undefined)?.operation
  return operation?.access.public === true
}

/**
 * Who made a request. A request refused for its token (expired, or without the scope or group)
 * has no principal but is still its registrar's: its body may hold that registrar's data, which
 * another registrar's admin must not read in the log (`registrarOfToken`, sandbox only).
 */
function callerOf(request: FastifyRequest, registrarOfToken: ((token: string) => number | undefined) | undefined): Caller {
  const p = request.principal
  if (p) return { callerKind: 'user', callerUser: p.username, callerRegistrarId: p.registrarId }
  const note = request.logNote
  const token = registrarOfToken && BEARER.exec(request.headers.authorization ?? '')?.[1]
  const registrarId = note?.registrarId ?? (token ? registrarOfToken(token) : undefined)
  const callerKind = note?.caller ?? 'anonymous'
  if (registrarId !== undefined) return { callerKind, callerRegistrarId: registrarId }
  return { callerKind, ...(aboutNoRegistrar(request) ? { shared: true } : {}) }
}

/** What the capture lets other parts of the gateway do. */
export interface RequestCapture {
  /**
   * Records a request that gets no answer (a fault rule dropped its connection or held it until it
   * timed out): status 0, its time until now.
   */
  recordUnanswered(request: FastifyRequest): void
}

/**
 * Without a log (`serve` without `--request-log`) only the X-Request-Id is set: recording costs
 * tens of microseconds a request, which a sandbox under a benchmark's load notices.
 */
export function installRequestCapture(
  app: FastifyInstance,
  log: RequestLog | undefined,
  deps: {
    now: () => number
    bodyCapBytes: number
    monitorCapBytes: number
    /** Sandbox: the registrar of a token it signed, expired or not (core/tokens.ts). */
    registrarOfToken?: (token: string) => number | undefined
  },
): RequestCapture {
  if (!log) {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id)
      done()
    })
    return { recordUnanswered: () => undefined }
  }
  const captures = new WeakMap<FastifyRequest, Captured>()
  const on = log

  function record(request: FastifyRequest, c: Captured, answer: { status: number; durationMs: number; headers: Record<string, unknown>; body: RawBody }): void {
    const note = request.logNote
    const requestType = request.headers['content-type']
    on.record({
      requestId: String(request.id),
      at: c.startedAt,
      method: request.method,
      url: request.url,
      status: answer.status,
      durationMs: answer.durationMs,
      ...(note?.upstreamMs !== undefined ? { upstreamMs: note.upstreamMs } : {}),
      ...callerOf(request, deps.registrarOfToken),
      fromCache: answer.headers['x-gateway-cache'] === 'stale',
      ...(note?.fault ? { fault: note.fault } : {}),
      requestHeaders: request.headers,
      responseHeaders: answer.headers,
      requestBody: {
        ...(requestType ? { contentType: requestType } : {}),
        size: contentLength(request.headers['content-length']),
        ...(note?.body ? { bytes: note.body } : request.body !== undefined ? { parsed: request.body } : {}),
      },
      responseBody: answer.body,
      ...(note?.registryAnswer ? { registryAnswer: note.registryAnswer } : {}),
    })
  }

  app.addHook('onRequest', (request, reply, done) => {
    captures.set(request, { startedAt: deps.now() })
    reply.header('x-request-id', request.id)
    done()
  })
  app.addHook('onSend', (request, _reply, payload, done) => {
    const c = captures.get(request)
    if (!c) return done(null, payload)
    if (payload instanceof Readable) {
      c.streamed = { bytes: [], size: 0, kept: 0 }
      // The registry's answers are kept up to the contract monitor's cap too, for its check.
      const cap = request.logNote?.registryAnswer ? Math.max(deps.bodyCapBytes, deps.monitorCapBytes) : deps.bodyCapBytes
      return done(null, tap(payload, c.streamed, cap))
    }
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) c.payload = payload
    done(null, payload)
  })
  app.addHook('onResponse', (request, reply, done) => {
    const c = captures.get(request)
    captures.delete(request)
    if (c) record(request, c, { status: reply.statusCode, durationMs: reply.elapsedTime, headers: reply.getHeaders(), body: responseBody(reply, c) })
    done()
  })
  return {
    recordUnanswered(request) {
      const c = captures.get(request)
      captures.delete(request)
      if (c) record(request, c, { status: 0, durationMs: deps.now() - c.startedAt, headers: {}, body: { size: 0 } })
    },
  }
}
