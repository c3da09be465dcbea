/**
 * The live contract monitor's findings summed up per operation, from the records the log holds
 * (store-file.ts keeps each record's findings as JSON beside it): what the summary operation
 * `GET /gateway/requests/contract-findings` answers, times still epoch milliseconds.
 */
import type Database from 'better-sqlite3'
import { type ContractFindingKind, KINDS_BY_VALUE, type OperationFindings } from '../contract/contract-findings.js'

/** Fields or values listed per kind at most. */
const LISTED = 50

/** One operation's summary as the contract shapes it (OperationFindings), its times still epoch milliseconds. */
export type OperationFindingsRow = Omit<OperationFindings, 'firstSeen' | 'lastSeen'> & { firstSeen: number; lastSeen: number }

interface OperationRow {
  operation: string
  method: string
  path: string
  checked: number
  with_findings: number
  first_seen: number | null
  last_seen: number | null
}
interface FindingRow {
  operation: string
  kind: ContractFindingKind
  field: string | null
  actual: string | null
  n: number
}

const addListed = (list: string[], value: string | null) => {
  if (value !== null && value !== '' && list.length < LISTED && !list.includes(value)) list.push(value)
}

export function contractFindingsQuery(db: Database.Database): () => OperationFindingsRow[] {
  // The partial index on finding_count (store-file.ts) holds only the checked records.
  const operations = db.prepare<[], OperationRow>(`
    SELECT operation, min(method) AS method, min(operation_path) AS path, count(*) AS checked,
      sum(finding_count > 0) AS with_findings,
      min(CASE WHEN finding_count > 0 THEN at END) AS first_seen, max(CASE WHEN finding_count > 0 THEN at END) AS last_seen
    FROM record WHERE finding_count IS NOT NULL
    GROUP BY operation HAVING with_findings > 0 ORDER BY last_seen DESC, operation`)
  const findings = db.prepare<[], FindingRow>(`
    SELECT r.operation, f.value ->> '$.kind' AS kind, f.value ->> '$.field' AS field, f.value ->> '$.actual' AS actual, count(*) AS n
    FROM record r, json_each(r.contract, '$.findings') f WHERE r.finding_count > 0
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`)
  return () => {
    const byOperation = new Map<string, OperationFindingsRow>()
    for (const o of operations.all()) {
      byOperation.set(o.operation, {
        operationId: o.operation,
        method: o.method,
        path: o.path,
        checked: o.checked,
        withFindings: o.with_findings,
        firstSeen: o.first_seen ?? 0,
        lastSeen: o.last_seen ?? 0,
        kinds: [],
      })
    }
    for (const f of findings.all()) {
      const kinds = byOperation.get(f.operation)?.kinds
      if (!kinds) continue
      let entry = kinds.find((k) => k.kind === f.kind)
      if (!entry) kinds.push((entry = { kind: f.kind, occurrences: 0, fields: [], values: [] }))
      entry.occurrences += f.n
      if (KINDS_BY_VALUE.has(f.kind)) addListed(entry.values, f.actual)
      else addListed(entry.fields, f.field)
    }
    return [...byOperation.values()]
  }
}
