import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openRequestLogStore, type RequestLogStore, type RequestRecord } from '../../../../local-server/request-log/store.js'
import { tempFolder } from '../../../helpers/temp-folder.js'

const stores: RequestLogStore[] = []
afterEach(() => {
  for (const s of stores.splice(0)) s.close()
})

function newFile(): string {
  return path.join(tempFolder('request-log-limits-'), 'requests.sqlite')
}

function open(limits: { maxRecords: number }, file = newFile()): RequestLogStore {
  const store = openRequestLogStore(file, { maxBytes: 1 << 30, maxAgeMs: 1e12, ...limits })
  stores.push(store)
  return store
}

let n = 0
const record = (): RequestRecord => ({
  requestId: `r-${++n}`,
  at: 1_700_000_000_000 + n,
  method: 'GET',
  path: '/v1/province',
  query: '',
  status: 200,
  durationMs: 1,
  callerKind: 'anonymous',
  fromCache: false,
  requestHeaders: { accept: '*/*' },
  responseHeaders: { 'content-type': 'application/json' },
  requestBody: { size: 0, truncated: false },
  responseBody: { type: 'application/json', size: 2, data: Buffer.from('[]'), truncated: false },
})
const batch = (k: number) => Array.from({ length: k }, record)

describe('the request log file under its limits', () => {
  it('never holds more records than its limit after a write, and trims a full log a little at each write', () => {
    const store = open({ maxRecords: 1000 })
    const counts: number[] = []
    for (let i = 0; i < 200; i++) {
      store.insert(batch(16), 0)
      counts.push(store.usage().records)
    }
    const full = Math.max(...counts)
    expect(full).toBeLessThanOrEqual(1000)
    expect(full).toBeGreaterThan(1000 - 16)
    // Once full, each write deletes its own records and at most 64 more: never a tenth of the log at once.
    const drops = counts.slice(1).map((c, i) => counts[i]! - c).filter((d) => d > 0)
    expect(drops.length).toBeGreaterThan(0)
    expect(Math.max(...drops)).toBeLessThanOrEqual(64)
    // It trims down to a tenth under the limit before letting the log fill again.
    expect(Math.min(...counts.slice(counts.indexOf(full)))).toBeLessThanOrEqual(900)
    // The newest records are the ones kept.
    const newest = store.search({}, 0, 1).records[0]!
    expect(newest.requestId).toBe(`r-${n}`)
  })

  it('deletes at once what a lowered limit leaves over it', () => {
    const file = newFile()
    const first = open({ maxRecords: 10_000 }, file)
    first.insert(batch(500), 0)
    first.close()
    stores.splice(stores.indexOf(first), 1)
    const store = open({ maxRecords: 100 }, file)
    store.insert(batch(1), 0)
    expect(store.usage().records).toBeLessThanOrEqual(100)
    expect(store.usage().records).toBeGreaterThanOrEqual(90)
    expect(store.search({}, 0, 1).records[0]!.requestId).toBe(`r-${n}`)
  })
})
