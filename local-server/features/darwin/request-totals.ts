/**
 * A darwin request search's total without COUNT(*) over its matches: the requests per registrar,
 * status and assignee (0 for nobody), kept by triggers (migration 0008, declared in db/derived.ts,
 * counted by db/bucket-totals.ts). The status filter and the assignment (the caller's own, any
 * assigned, none assigned, and the darwin-group restriction) are applied to those rows as they
 * are: a total reads at most a few dozen rows.
 *
 * The reference contact's org and regcode are text: a search with them falls back to COUNT(*)
 * (undefined here), through their indexes. The expiring search (a deadline window) counts too.
 */
import { darwinRequestSearch } from '../../contract/darwin-requests.js'
import type { Principal } from '../../core/tokens.js'
import { createBucketTotals } from '../../db/bucket-totals.js'
import { DARWIN_REQUEST_TOTALS } from '../../db/derived.js'
import type { SearchRunner } from '../../db/search-runner.js'
import { assignmentConditions, type RequestQuery } from './request-search.js'

export function createRequestTotals(runner: SearchRunner) {
  const totals = createBucketTotals(runner, DARWIN_REQUEST_TOTALS, {
    search: darwinRequestSearch,
    alias: 'r',
    exact: { status: { totals: 't.status', rows: 'r.status', storage: 'text' } },
    ranges: {},
  })
  return {
    /** The exact total of a request search (not the expiring one), or undefined (COUNT(*) then). */
    count: (principal: Principal, query: RequestQuery): number | undefined =>
      totals.count(principal.registrarId, query, assignmentConditions(principal, query, { column: 't.assignee', nobody: '0' })),
  }
}
