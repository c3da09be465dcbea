/**
 * The request log's file: `requests.sqlite` in the data folder, apart from the registry's data so
 * that neither's size, locks or resets touch the other. It is only a log: a file it cannot read,
 * or one from another version of this schema, is started afresh instead of refusing to start.
 *
 * Bodies are stored once per content (`body`, by hash, counted by the records that use them): a
 * script that asks for the same page ten thousand times stores its answer once. Limits on the
 * number of records, their age and the bytes they hold are kept by deleting the oldest first.
 */
import { createHash } from 'node:crypto'
import type Database from 'better-sqlite3'
import type { ContractFinding, ContractNote } from '../contract/contract-findings.js'
import { type BodyMeta, openRequestLogFile, type Row, whereOf } from './store-file.js'
import { contractFindingsQuery, type OperationFindingsRow } from './store-findings.js'

export const REQUEST_LOG_FILE = 'requests.sqlite'

export type CallerKind = 'user' | 'apiKey' | 'session' | 'anonymous'

/** One body as stored with its record (body.ts decides what of it may be kept). */
export interface StoredBody {
  /** Its media type, as sent. */
  readonly type?: string
  /** Its length as sent, in bytes (what was stored may be less: `truncated`, or nothing: `note`). */
  readonly size: number
  readonly data?: Buffer
  readonly truncated: boolean
  readonly note?: string
}

export interface RequestRecord {
  readonly requestId: string
  /** Epoch ms when the request arrived (the computer's clock, not the sandbox's). */
  readonly at: number
  readonly method: string
  readonly path: string
  /** Redacted, without `?`; empty when there was none. */
  readonly query: string
  readonly status: number
  readonly durationMs: number
  /** Live mode: the part of the duration spent waiting for the registry. */
  readonly upstreamMs?: number
  readonly callerKind: CallerKind
  readonly callerUser?: string
  readonly callerRegistrarId?: number
  /**
   * A request of no registrar that is about no registrar's data (a read of the web interface's
   * files, `/health`, the OpenAPI document, a public operation): every admin may read its record.
   * Any other request of no registrar may be any registrar's: no admin reads it in sandbox mode.
   */
  readonly shared?: boolean
  /** Live mode: answered from the offline cache. */
  readonly fromCache: boolean
  /** The fault rule that changed this request's answer, if one did. */
  readonly fault?: string
  readonly requestHeaders: Readonly<Record<string, string>>
  readonly responseHeaders: Readonly<Record<string, string>>
  readonly requestBody: StoredBody
  readonly responseBody: StoredBody
  /** Live mode: the contract monitor's check of the registry's answer. */
  readonly contract?: ContractResult
}

/** The live contract monitor's check of one answer (contract-monitor/). */
export interface ContractResult {
  readonly operationId: string
  /** The operation's path as the spec writes it (`/v1/payments/{paymentId}`). */
  readonly operationPath: string
  readonly findings: readonly ContractFinding[]
  readonly note?: ContractNote
}

export interface StoredRecord extends RequestRecord {
  readonly id: number
}

export interface RequestLogLimits {
  readonly maxRecords: number
  readonly maxBytes: number
  readonly maxAgeMs: number
}

export interface RecordFilter {
  readonly method?: string
  /** 2 for 2xx … 5 for 5xx. */
  readonly statusClass?: number
  /** Part of the path. */
  readonly path?: string
  /** A user's name, or a caller kind (`apiKey`, `session`, `anonymous`). */
  readonly caller?: string
  readonly requestId?: string
  /** Epoch ms, inclusive. */
  readonly from?: number
  /** Epoch ms, exclusive. */
  readonly to?: number
  /** Only records with an id above this (the live stream's catch-up). */
  readonly afterId?: number
  /** Only answers of the registry with contract findings (true), or only the others (false). */
  readonly hasFindings?: boolean
  /** `false`: only the API's requests, without the web interface's own files (contract/api-paths.ts). */
  readonly appFiles?: boolean
  /**
   * Sandbox: only the records of this registrar's callers and the shared records of no registrar
   * (`RequestRecord.shared`): what its admin may read.
   */
  readonly registrarId?: number
}

export interface RequestLogStore {
  /** Writes the records in one transaction, then keeps the limits. Throws when the disk refuses. */
  insert(records: readonly RequestRecord[], now: number): void
  search(filter: RecordFilter, page: number, size: number): { records: StoredRecord[]; total: number }
  get(id: number): StoredRecord | undefined
  /** Records and bytes held. */
  usage(): { records: number; bytes: number }
  /** The contract monitor's findings per operation (store-findings.ts). */
  contractFindings(): OperationFindingsRow[]
  close(): void
}

/** Records deleted in one write at most while trimming a full log (evict). */
const TRIM_SLICE = 64

/** Fixed cost counted per record besides its headers and bodies (the row, its indexes). */
const RECORD_OVERHEAD = 200

const hashOf = (data: Buffer) => createHash('sha1').update(data).digest()

export function openRequestLogStore(file: string, limits: RequestLogLimits, nativeBinding?: string): RequestLogStore {
  const db = openRequestLogFile(file, nativeBinding)
  const insertRecord = db.prepare(`INSERT INTO record (request_id, at, method, path, query, status, duration_ms, upstream_ms, caller_kind, caller_user,
    caller_registrar, from_cache, fault, request_headers, response_headers, request_body, request_hash, response_body, response_hash, bytes,
    operation, operation_path, finding_count, contract, shared)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const useBody = db.prepare('INSERT INTO body (hash, data, uses) VALUES (?, ?, ?) ON CONFLICT (hash) DO UPDATE SET uses = uses + excluded.uses RETURNING uses')
  const releaseBody = db.prepare('UPDATE body SET uses = uses - ? WHERE hash = ? RETURNING uses, length(data) AS size')
  const dropBody = db.prepare('DELETE FROM body WHERE hash = ? AND uses <= 0')
  const cutAt = db.prepare<[number], { id: number } | undefined>('SELECT id FROM record ORDER BY id LIMIT 1 OFFSET ?')
  const firstAfter = db.prepare<[number], { id: number } | undefined>('SELECT max(id) AS id FROM record WHERE at < ?')
  const oldestRecords = db.prepare<[number], { id: number; bytes: number }>('SELECT id, bytes FROM record ORDER BY id LIMIT ?')
  const deleteUpTo = db.prepare<[number], { bytes: number; request_headers: Buffer; response_headers: Buffer; request_hash: Buffer | null; response_hash: Buffer | null }>(
    'DELETE FROM record WHERE id <= ? RETURNING bytes, request_headers, response_headers, request_hash, response_hash',
  )
  const oldestAt = db.prepare<[], { at: number | null }>('SELECT min(at) AS at FROM record')
  const countRecords = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM record')
  const byId = db.prepare<[number], Row>('SELECT * FROM record WHERE id = ?')
  const bodyData = db.prepare<[Buffer], { data: Buffer }>('SELECT data FROM body WHERE hash = ?')

  // Held in memory, kept by the writes: the limits are checked after every batch without a query.
  let records = countRecords.get()!.n
  let bytes = (db.prepare<[], { b: number | null }>('SELECT sum(bytes) AS b FROM record').get()!.b ?? 0) +
    (db.prepare<[], { b: number | null }>('SELECT sum(length(data)) AS b FROM body').get()!.b ?? 0)
  let oldest = oldestAt.get()!.at ?? Number.POSITIVE_INFINITY

  // A body sent again is the same Buffer (a page the server keeps, redacted once by the recorder):
  // hashed once.
  const hashes = new WeakMap<Buffer, Buffer>()
  const hashOfData = (data: Buffer) => {
    let hash = hashes.get(data)
    if (!hash) hashes.set(data, (hash = hashOf(data)))
    return hash
  }

  // The same set of headers is the same text: its bytes (and so their hash) are made once. A few
  // hundred sets cover a busy log's callers; past that the memory starts again.
  const headerTexts = new Map<string, Buffer>()
  const headerBytes = (text: string) => {
    let bytes = headerTexts.get(text)
    if (!bytes) {
      if (headerTexts.size >= 512) headerTexts.clear()
      headerTexts.set(text, (bytes = Buffer.from(text)))
    }
    return bytes
  }

  const meta = (b: StoredBody): string =>
    JSON.stringify({ type: b.type, size: b.size, stored: b.data?.length ?? 0, truncated: b.truncated, note: b.note } satisfies BodyMeta)

  /** Releases the bodies of deleted records; answers the bytes freed by bodies no record uses. */
  function release(uses: Map<string, { hash: Buffer; n: number }>): number {
    let freed = 0
    for (const { hash, n } of uses.values()) {
      const left = releaseBody.get(n, hash) as { uses: number; size: number } | undefined
      if (left && left.uses <= 0) {
        dropBody.run(hash)
        freed += left.size
      }
    }
    return freed
  }

  /** Deletes the records up to `id`, their bodies when no other record uses them. */
  function deleteThrough(id: number): void {
    const uses = new Map<string, { hash: Buffer; n: number }>()
    for (const r of deleteUpTo.all(id)) {
      records--
      bytes -= r.bytes
      for (const hash of [r.request_headers, r.response_headers, r.request_hash, r.response_hash]) {
        if (!hash) continue
        const key = hash.toString('hex')
        const u = uses.get(key)
        if (u) u.n++
        else uses.set(key, { hash, n: 1 })
      }
    }
    bytes -= release(uses)
    oldest = oldestAt.get()!.at ?? Number.POSITIVE_INFINITY
  }

  /** The oldest `n` records' ids, each with the bytes of the records up to it. */
  function oldestRun(n: number): { id: number; total: number }[] {
    let total = 0
    return oldestRecords.all(n).map((r) => ({ id: r.id, total: (total += r.bytes) }))
  }

  /** Deletes the oldest records until their own bytes reach `target` (or all of the `n` oldest). */
  function deleteOldestBytes(target: number, n: number): void {
    const run = oldestRun(n)
    if (run.length > 0) deleteThrough((run.find((r) => r.total >= target) ?? run[run.length - 1]!).id)
  }

  // Once a limit is reached, the oldest records go until the log is a tenth under it, so that a
  // full log deletes more than it writes for a while rather than a record per request; but at most
  // TRIM_SLICE records in one write beyond what the limit demands, since a request waits meanwhile.
  let trimming = false

  /** Keeps the limits after each write: past one, nothing is left over it, and trimming goes on. */
  function evict(now: number): void {
    const cutoff = now - limits.maxAgeMs
    if (oldest < cutoff) {
      // Only after days without a request can many records age at once: deleted together.
      const last = firstAfter.get(cutoff)?.id
      if (last !== undefined && last !== null) deleteThrough(last)
    }
    if (records > limits.maxRecords || bytes > limits.maxBytes) trimming = true
    if (!trimming) return
    const over = records - limits.maxRecords
    if (over > 0) deleteThrough(cutAt.get(over - 1)!.id)
    // Records' own bytes (bodies shared with newer records free nothing): a first guess, repeated.
    while (bytes > limits.maxBytes && records > 0) deleteOldestBytes(bytes - limits.maxBytes, Math.min(records, 10_000))
    const keepRecords = Math.floor(limits.maxRecords * 0.9)
    const keepBytes = Math.floor(limits.maxBytes * 0.9)
    if (records <= keepRecords && bytes <= keepBytes) {
      trimming = false
      return
    }
    const run = oldestRun(Math.min(records, TRIM_SLICE))
    let last = Math.min(records - keepRecords, run.length) - 1
    if (bytes > keepBytes) {
      const reaching = run.findIndex((r) => r.total >= bytes - keepBytes)
      last = Math.max(last, reaching < 0 ? run.length - 1 : reaching)
    }
    if (last >= 0) deleteThrough(run[last]!.id)
  }

  const insertAll = db.transaction((batch: readonly RequestRecord[], now: number) => {
    // Bodies first, each content once per batch with its number of uses.
    const uses = new Map<string, { hash: Buffer; data: Buffer; n: number }>()
    const counted = (body: StoredBody): Buffer | null => {
      if (!body.data || body.data.length === 0) return null
      const hash = hashOfData(body.data)
      const key = hash.toString('latin1')
      const u = uses.get(key)
      if (u) u.n++
      else uses.set(key, { hash, data: body.data, n: 1 })
      return hash
    }
    // Headers too are stored once per content: a script's requests all look alike.
    const headers = (h: Readonly<Record<string, string>>) => counted({ size: 0, truncated: false, data: headerBytes(JSON.stringify(h)) })!
    const rows = batch.map((r) => ({
      r,
      requestHeaders: headers(r.requestHeaders),
      responseHeaders: headers(r.responseHeaders),
      req: counted(r.requestBody),
      res: counted(r.responseBody),
    }))
    for (const { hash, data, n } of uses.values()) {
      const { uses: total } = useBody.get(hash, data, n) as { uses: number }
      if (total === n) bytes += data.length
    }
    for (const { r, requestHeaders, responseHeaders, req, res } of rows) {
      const c = r.contract
      const contract = c && (c.findings.length > 0 || c.note) ? JSON.stringify({ findings: c.findings, note: c.note }) : null
      const own = RECORD_OVERHEAD + r.path.length + r.query.length + (contract?.length ?? 0)
      insertRecord.run(
        r.requestId, r.at, r.method, r.path, r.query, r.status, r.durationMs, r.upstreamMs ?? null, r.callerKind, r.callerUser ?? null,
        r.callerRegistrarId ?? null, r.fromCache ? 1 : 0, r.fault ?? null, requestHeaders, responseHeaders,
        meta(r.requestBody), req, meta(r.responseBody), res, own,
        c?.operationId ?? null, c?.operationPath ?? null, c ? c.findings.length : null, contract,
        r.shared && r.callerRegistrarId === undefined ? 1 : 0,
      )
      records++
      bytes += own
      if (r.at < oldest) oldest = r.at
    }
    evict(now)
  })

  const headersOf = (hash: Buffer) => JSON.parse(bodyData.get(hash)?.data.toString('utf8') ?? '{}') as Record<string, string>

  function bodyOf(json: string, hash: Buffer | null): StoredBody {
    const m = JSON.parse(json) as BodyMeta
    const data = hash ? bodyData.get(hash)?.data : undefined
    return { ...(m.type ? { type: m.type } : {}), size: m.size, ...(data ? { data } : {}), truncated: m.truncated, ...(m.note ? { note: m.note } : {}) }
  }

  function contractOf(r: Row): ContractResult {
    const stored = r.contract ? (JSON.parse(r.contract) as { findings: ContractFinding[]; note?: ContractNote }) : { findings: [] }
    return { operationId: r.operation ?? '', operationPath: r.operation_path ?? '', findings: stored.findings, ...(stored.note ? { note: stored.note } : {}) }
  }

  function fromRow(r: Row): StoredRecord {
    return {
      id: r.id,
      requestId: r.request_id,
      at: r.at,
      method: r.method,
      path: r.path,
      query: r.query,
      status: r.status,
      durationMs: r.duration_ms,
      ...(r.upstream_ms !== null ? { upstreamMs: r.upstream_ms } : {}),
      callerKind: r.caller_kind,
      ...(r.caller_user !== null ? { callerUser: r.caller_user } : {}),
      ...(r.caller_registrar !== null ? { callerRegistrarId: r.caller_registrar } : {}),
      ...(r.shared === 1 ? { shared: true } : {}),
      fromCache: r.from_cache === 1,
      ...(r.fault !== null ? { fault: r.fault } : {}),
      requestHeaders: headersOf(r.request_headers),
      responseHeaders: headersOf(r.response_headers),
      requestBody: bodyOf(r.request_body, r.request_hash),
      responseBody: bodyOf(r.response_body, r.response_hash),
      ...(r.finding_count !== null ? { contract: contractOf(r) } : {}),
    }
  }

  // One statement per combination of filters (at most 2^8), prepared once.
  const statements = new Map<string, Database.Statement>()
  const statement = (sql: string) => {
    let s = statements.get(sql)
    if (!s) statements.set(sql, (s = db.prepare(sql)))
    return s
  }

  return {
    insert: (batch, now) => insertAll(batch, now),
    search(filter, page, size) {
      const { sql, args } = whereOf(filter)
      const total = (statement(`SELECT count(*) AS n FROM record ${sql}`).get(...args) as { n: number }).n
      const rows = statement(`SELECT * FROM record ${sql} ORDER BY id DESC LIMIT ? OFFSET ?`).all(...args, size, page * size) as Row[]
      return { records: rows.map(fromRow), total }
    },
    get(id) {
      const row = byId.get(id)
      return row ? fromRow(row) : undefined
    },
    usage: () => ({ records, bytes }),
    contractFindings: contractFindingsQuery(db),
    close: () => db.close(),
  }
}
