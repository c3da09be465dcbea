/**
 * A page whose range filter holds few rows, read through that filter's own index (payments'
 * amounts, invoices' totals). A search's page walks the index of its sort and checks the filters
 * inside it until it has its rows; for a rare range that is most of the registrar's rows (24–55 ms
 * a page on 1M payments, docs/performance.md). Through the range's index the walk reads only the
 * rows in the range, whose keys are then sorted in the search's order and the page's rows read by
 * key: the sort is a temporary B-tree, which every other plan is refused, bounded here by
 * `RARE_RANGE_ROWS`.
 */
import { DEFAULT_PAGE_SIZE } from '../contract/query.js'
import type { SearchPlan } from './search-runner.js'

/** At most this many rows in the range: their keys are read and sorted (a few hundred microseconds). */
export const RARE_RANGE_ROWS = 1_000

/** `plan`'s page read through `index`, the range's own, by `key` (`p.id`). */
export function rareRangePlan(plan: SearchPlan, index: string, key: string): SearchPlan {
  return { ...plan, index, pageWhere: plan.where, keyedBy: key }
}

/**
 * Whether a page is read that way: the search has few matches (`total`) and a page to read (past
 * the rows of the pages before it), and the range alone holds few rows. `inRange` counts those
 * (bucket totals; undefined when the range is not one interval), asked only when the rest holds:
 * the range holds at least the search's matches.
 */
export function readsRareRange(total: number, paging: { page?: number | undefined; size?: number | undefined }, inRange: () => number | undefined): boolean {
  if (total > RARE_RANGE_ROWS || (paging.page ?? 0) * (paging.size ?? DEFAULT_PAGE_SIZE) >= total) return false
  const rows = inRange()
  return rows !== undefined && rows <= RARE_RANGE_ROWS
}
