/**
 * The periods of a series: the days, calendar months or calendar years from `from` to `to`, the
 * first and the last clipped to the range (a month asked from the 15th counts from the 15th).
 */
import type { StatisticsPeriod } from '../../contract/statistics.js'
import { addDays, daysBetween } from '../../time.js'

export interface Period {
  /** `2024-03-15`, `2024-03` or `2024`. */
  readonly label: string
  readonly from: string
  readonly to: string
}

const pad2 = (n: number) => String(n).padStart(2, '0')

/** How many periods the range spans, without listing them (to refuse a range too long first). */
export function periodCount(period: StatisticsPeriod, from: string, to: string): number {
  const [fy, fm] = [+from.slice(0, 4), +from.slice(5, 7)]
  const [ty, tm] = [+to.slice(0, 4), +to.slice(5, 7)]
  switch (period) {
    case 'day':
      return daysBetween(from, to) + 1
    case 'month':
      return (ty - fy) * 12 + (tm - fm) + 1
    case 'year':
      return ty - fy + 1
  }
}

/** The first day after the period that holds `date`. */
function nextStart(period: StatisticsPeriod, date: string): string {
  const [y, m] = [+date.slice(0, 4), +date.slice(5, 7)]
  switch (period) {
    case 'day':
      return addDays(date, 1)
    case 'month':
      return m === 12 ? `${String(y + 1).padStart(4, '0')}-01-01` : `${date.slice(0, 4)}-${pad2(m + 1)}-01`
    case 'year':
      return `${String(y + 1).padStart(4, '0')}-01-01`
  }
}

const LABEL_LENGTH: Readonly<Record<StatisticsPeriod, number>> = { day: 10, month: 7, year: 4 }

export function periodsOf(period: StatisticsPeriod, from: string, to: string): Period[] {
  const periods: Period[] = []
  for (let start = from; start <= to; ) {
    const next = nextStart(period, start)
    const end = addDays(next, -1)
    periods.push({ label: start.slice(0, LABEL_LENGTH[period]), from: start, to: end < to ? end : to })
    start = next
  }
  return periods
}
