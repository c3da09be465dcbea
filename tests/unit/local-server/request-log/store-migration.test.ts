import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { openRequestLogStore, type RequestRecord } from '../../../../local-server/request-log/store.js'
import { tempFolder } from '../../../helpers/temp-folder.js'

const limits = { maxRecords: 100, maxBytes: 1 << 20, maxAgeMs: 1e12 }
const record = (requestId: string, at: number, contract?: RequestRecord['contract']): RequestRecord => ({
  requestId,
  at,
  method: 'GET',
  path: '/v1/payments',
  query: '',
  status: 200,
  durationMs: 1,
  callerKind: 'apiKey',
  fromCache: false,
  requestHeaders: {},
  responseHeaders: {},
  requestBody: { size: 0, truncated: false },
  responseBody: { size: 2, truncated: false, data: Buffer.from('{}') },
  ...(contract ? { contract } : {}),
})

describe("the request log's file", () => {
  it('keeps the records of a version 1 file and takes the contract monitor’s findings after it', () => {
    const file = path.join(tempFolder('log-migration-'), 'requests.sqlite')
    const first = openRequestLogStore(file, limits)
    first.insert([record('old', 1000)], 1000)
    first.close()
    // The file as version 1 wrote it: without the monitor's columns and index.
    const db = new Database(file)
    db.exec(`DROP INDEX record_checked;
      ALTER TABLE record DROP COLUMN operation; ALTER TABLE record DROP COLUMN operation_path;
      ALTER TABLE record DROP COLUMN finding_count; ALTER TABLE record DROP COLUMN contract; ALTER TABLE record DROP COLUMN shared;`)
    db.pragma('user_version = 1')
    db.close()

    const store = openRequestLogStore(file, limits)
    const findings = [{ kind: 'unknown_field' as const, path: '/extra', field: '/extra', actual: 'string' }]
    store.insert([record('new', 2000, { operationId: 'payments.list', operationPath: '/v1/payments', findings })], 2000)
    const { records } = store.search({}, 0, 10)
    expect(records.map((r) => r.requestId)).toEqual(['new', 'old'])
    expect(records[1]!.contract).toBeUndefined()
    expect(records[0]!.contract).toEqual({ operationId: 'payments.list', operationPath: '/v1/payments', findings })
    expect(store.search({ hasFindings: true }, 0, 10).records.map((r) => r.requestId)).toEqual(['new'])
    expect(store.contractFindings()).toEqual([
      {
        operationId: 'payments.list', method: 'GET', path: '/v1/payments', checked: 1, withFindings: 1, firstSeen: 2000, lastSeen: 2000,
        kinds: [{ kind: 'unknown_field', occurrences: 1, fields: ['/extra'], values: [] }],
      },
    ])
    store.close()
  })

  it('keeps the records of a version 2 file, those of no registrar for no admin: nothing says what they were', () => {
    const file = path.join(tempFolder('log-migration-'), 'requests.sqlite')
    const first = openRequestLogStore(file, limits)
    first.insert([{ ...record('old-demo', 1000), callerRegistrarId: 1 }, record('old-nobody', 1001)], 1001)
    first.close()
    const db = new Database(file)
    db.exec('ALTER TABLE record DROP COLUMN shared')
    db.pragma('user_version = 2')
    db.close()

    const store = openRequestLogStore(file, limits)
    store.insert([{ ...record('new-shared', 2000), shared: true }, record('new-nobody', 2001)], 2001)
    expect(store.search({}, 0, 10).records.map((r) => r.requestId)).toEqual(['new-nobody', 'new-shared', 'old-nobody', 'old-demo'])
    expect(store.search({ registrarId: 1 }, 0, 10).records.map((r) => r.requestId)).toEqual(['new-shared', 'old-demo'])
    expect(store.search({ registrarId: 2 }, 0, 10).records.map((r) => r.requestId)).toEqual(['new-shared'])
    store.close()
  })
})
