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

/** The index whose walk reads only the rows of a range filter (`payments_registrar_amount`), and the rows' key (`p.id`). */
export interface RangeIndex {
  readonly index: string
  readonly key: string
}

/** `plan`'s page read through the range's own index, by key. */
export function rareRangePlan(plan: SearchPlan, range: RangeIndex): SearchPlan {
  return { ...plan, index: range.index, pageWhere: plan.where, keyedBy: range.key }
}

/**
 * The plan a search's page is read with: through the range's index when the search filters on
 * the range (`inRange`, undefined otherwise, counts the range's rows alone: bucket totals,
 * undefined when it is not one interval), its sort's index is another, it has few matches
 * (`total`) and a page to read past the pages before it, and the range alone holds few rows;
 * else `plan` as it is. `inRange` is asked only when the rest holds: the range holds at least the
 * search's matches.
 */
export function pagePlan(
  plan: SearchPlan,
  range: RangeIndex,
  total: number,
  paging: { page?: number | undefined; size?: number | undefined },
  inRange: (() => number | undefined) | undefined,
): SearchPlan {
  if (!inRange || plan.index === range.index || total > RARE_RANGE_ROWS || (paging.page ?? 0) * (paging.size ?? DEFAULT_PAGE_SIZE) >= total) return plan
  const rows = inRange()
  return rows !== undefined && rows <= RARE_RANGE_ROWS ? rareRangePlan(plan, range) : plan
}
