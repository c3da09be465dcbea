import { describe, expect, it } from 'vitest'
import type { ContractChecker } from '../../../../local-server/contract-monitor/checker.js'
import { paymentsList } from '../../../../local-server/contract/payments.js'
import { createRequestLog, type FinishedRequest, WRITE_SLICE } from '../../../../local-server/request-log/recorder.js'
import type { RequestLogStore, RequestRecord, StoredRecord } from '../../../../local-server/request-log/store.js'

const finished = (requestId: string): FinishedRequest => ({
  requestId,
  at: 0,
  method: 'GET',
  url: '/v1/province?key=secret',
  status: 200,
  durationMs: 1,
  callerKind: 'anonymous',
  fromCache: false,
  requestHeaders: { authorization: 'Bearer t' },
  responseHeaders: {},
  requestBody: { size: 0 },
  responseBody: { contentType: 'application/json', size: 2, bytes: '[]' },
})

function memoryStore(fail: () => boolean): RequestLogStore & { rows: RequestRecord[] } {
  const rows: RequestRecord[] = []
  return {
    rows,
    insert(batch) {
      if (fail()) throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })
      rows.push(...batch)
    },
    search: (_f, _p, size) => ({ records: rows.slice(-size).reverse().map((r, i) => ({ ...r, id: rows.length - i }) as StoredRecord), total: rows.length }),
    get: () => undefined,
    usage: () => ({ records: rows.length, bytes: 0 }),
    contractFindings: () => [],
    close: () => undefined,
  }
}

const options = { maxRecords: 100, maxBytes: 1 << 20, maxAgeMs: 1e9, bodyCapBytes: 1024 }

describe('the request log recorder', () => {
  it('writes later, in one batch, redacted', () => {
    const store = memoryStore(() => false)
    const pending: Array<() => void> = []
    const log = createRequestLog({ store, options, now: () => 0, schedule: (write) => void pending.push(write) })
    log.record(finished('a'))
    log.record(finished('b'))
    expect(store.rows).toHaveLength(0)
    expect(pending).toHaveLength(1)
    pending[0]!()
    expect(store.rows.map((r) => r.requestId)).toEqual(['a', 'b'])
    expect(store.rows[0]).toMatchObject({ path: '/v1/province', query: 'key=[redacted]', requestHeaders: { authorization: '[redacted]' } })
  })

  it('writes a busy moment in slices, the rest soon after, and everything when flushed', () => {
    const store = memoryStore(() => false)
    const pending: Array<{ write: () => void; soon: boolean }> = []
    const log = createRequestLog({ store, options, now: () => 0, schedule: (write, soon) => void pending.push({ write, soon }) })
    for (let i = 0; i < WRITE_SLICE * 2 + 3; i++) log.record(finished(`r${i}`))
    expect(pending.map((p) => p.soon)).toEqual([false])
    pending.shift()!.write()
    expect(store.rows).toHaveLength(WRITE_SLICE)
    expect(pending.map((p) => p.soon)).toEqual([true])
    pending.shift()!.write()
    expect(store.rows).toHaveLength(WRITE_SLICE * 2)
    log.record(finished('late'))
    log.flush()
    expect(store.rows.map((r) => r.requestId)).toEqual([...Array.from({ length: WRITE_SLICE * 2 + 3 }, (_, i) => `r${i}`), 'late'])
    // The turn scheduled before the flush finds nothing left.
    pending.shift()!.write()
    expect(store.rows).toHaveLength(WRITE_SLICE * 2 + 4)
  })

  it('loses the records, counted, when the file refuses them, and goes on with the next ones', () => {
    let full = true
    const store = memoryStore(() => full)
    const log = createRequestLog({ store, options, now: () => 0, schedule: () => undefined })
    log.record(finished('a'))
    expect(() => log.flush()).not.toThrow()
    expect(log.lost()).toBe(1)
    full = false
    log.record(finished('b'))
    log.flush()
    expect(store.rows.map((r) => r.requestId)).toEqual(['b'])
  })

  it('tells subscribers about the records written, oldest first, until they stop listening', () => {
    const store = memoryStore(() => false)
    const log = createRequestLog({ store, options, now: () => 0, schedule: () => undefined })
    const seen: string[] = []
    const stop = log.subscribe((records) => seen.push(...records.map((r) => r.requestId)))
    log.record(finished('a'))
    log.record(finished('b'))
    log.flush()
    stop()
    log.record(finished('c'))
    log.flush()
    expect(seen).toEqual(['a', 'b'])
  })

  it('keeps at most 10,000 records waiting when the file stalls, dropping the oldest', () => {
    const store = memoryStore(() => false)
    const log = createRequestLog({ store, options, now: () => 0, schedule: () => undefined })
    for (let i = 0; i < 10_005; i++) log.record(finished(`r${i}`))
    log.flush()
    expect(log.lost()).toBe(5)
    expect(store.rows[0]!.requestId).toBe('r5')
  })
})

describe('the request log recorder with the contract monitor', () => {
  const fromRegistry = (requestId: string): FinishedRequest => ({ ...finished(requestId), url: '/v1/payments', registryAnswer: { operation: paymentsList } })
  /** A check that takes `ms` of the event loop and finds one unknown field. */
  const slowMonitor = (ms: number): ContractChecker => ({
    check() {
      const until = performance.now() + ms
      while (performance.now() < until) {
        // busy: what a large answer's check costs
      }
      return { findings: [{ kind: 'unknown_field', path: '/x', field: '/x', actual: 'string' }] }
    },
  })

  it('stores the check of an answer of the registry with its record, and nothing with the others', () => {
    const store = memoryStore(() => false)
    const log = createRequestLog({ store, options, now: () => 0, schedule: () => undefined, monitor: slowMonitor(0) })
    log.record(fromRegistry('checked'))
    log.record(finished('own'))
    log.flush()
    expect(store.rows[0]!.contract).toEqual({ operationId: 'payments.list', operationPath: '/v1/payments', findings: [{ kind: 'unknown_field', path: '/x', field: '/x', actual: 'string' }] })
    expect(store.rows[1]!.contract).toBeUndefined()
  })

  it('keeps the record, unchecked and saying why, when the check fails', () => {
    const store = memoryStore(() => false)
    const failing: ContractChecker = {
      check: () => {
        throw new Error('schema is invalid')
      },
    }
    const log = createRequestLog({ store, options, now: () => 0, schedule: () => undefined, monitor: failing })
    log.record(fromRegistry('broken'))
    log.flush()
    expect(store.rows[0]!.contract).toEqual({ operationId: 'payments.list', operationPath: '/v1/payments', findings: [], note: { code: 'not_checked', text: 'Not checked: schema is invalid' } })
  })

  it('gives the checks about a millisecond a turn, the rest on the next turns in order; a search writes all at once', () => {
    const store = memoryStore(() => false)
    const pending: Array<{ write: () => void; soon: boolean }> = []
    const log = createRequestLog({ store, options, now: () => 0, schedule: (write, soon) => void pending.push({ write, soon }), monitor: slowMonitor(2) })
    for (const id of ['a', 'b', 'c']) log.record(fromRegistry(id))
    pending.shift()!.write()
    expect(store.rows.map((r) => r.requestId)).toEqual(['a'])
    expect(pending.map((p) => p.soon)).toEqual([true])
    pending.shift()!.write()
    expect(store.rows.map((r) => r.requestId)).toEqual(['a', 'b'])
    log.flush()
    expect(store.rows.map((r) => r.requestId)).toEqual(['a', 'b', 'c'])
  })
})
