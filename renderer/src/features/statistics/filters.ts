/**
 * What the statistics screen asks the API for: a period (one element a day, month or year) and a
 * range of dates, both included. The breakdowns (registrant types, regions, nationalities, market
 * share) are read on the range's last date, the registrars' growth between its two ends.
 */
import { STATISTICS_FIRST_DATE, type StatisticsPeriod } from '@contract/statistics'

export interface StatisticsFilters {
  readonly period: StatisticsPeriod
  readonly from: string
  readonly to: string
}

/** Month by month from the first of January four years back to today: five calendar years. */
export function defaultFilters(today: string): StatisticsFilters {
  const year = Number(today.slice(0, 4))
  const from = `${year - 4}-01-01`
  return { period: 'month', from: from < STATISTICS_FIRST_DATE ? STATISTICS_FIRST_DATE : from, to: today }
}

export type FiltersProblem = 'dateRequired' | 'rangeReversed'

/** What the form refuses before asking: an empty date, or a range that ends before it starts. The API checks the rest (its 400s). */
export function filtersProblem(filters: StatisticsFilters): FiltersProblem | null {
  if (!filters.from || !filters.to) return 'dateRequired'
  return filters.from > filters.to ? 'rangeReversed' : null
}
