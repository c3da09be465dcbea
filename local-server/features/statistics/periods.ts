/**
 * The periods of a series, as day numbers (calendar.ts): the days, calendar months or calendar
 * years from `from` to `to`, the first and the last clipped to the range (a month asked from the
 * 15th counts from the 15th).
 */
import type { StatisticsPeriod } from '../../contract/statistics.js'
import { civilOf, dateOf, firstOfMonth } from './calendar.js'

export interface Period {
  /** `2024-03-15`, `2024-03` or `2024`. */
  readonly label: string
  readonly fromDay: number
  readonly toDay: number
  /** The dates of `fromDay` and `toDay`. */
  readonly from: string
  readonly to: string
}

/** How many periods days `fromDay` to `toDay` span, without listing them (to refuse a range too long first). */
export function periodCount(period: StatisticsPeriod, fromDay: number, toDay: number): number {
  if (period === 'day') return toDay - fromDay + 1
  const [a, b] = [civilOf(fromDay), civilOf(toDay)]
  return period === 'month' ? (b.year - a.year) * 12 + (b.month - a.month) + 1 : b.year - a.year + 1
}

export function periodsOf(period: StatisticsPeriod, fromDay: number, toDay: number): Period[] {
  const periods: Period[] = []
  if (period === 'day') {
    // Thousands of them: one date string serves as label, first and last date.
    for (let day = fromDay; day <= toDay; day++) {
      const date = dateOf(day)
      periods.push({ label: date, fromDay: day, toDay: day, from: date, to: date })
    }
    return periods
  }
  for (let start = fromDay; start <= toDay; ) {
    const { year, month } = civilOf(start)
    const next = period === 'month' ? firstOfMonth(year, month + 1) : firstOfMonth(year + 1, 1)
    const end = Math.min(next - 1, toDay)
    const from = dateOf(start)
    periods.push({ label: period === 'month' ? from.slice(0, 7) : from.slice(0, 4), fromDay: start, toDay: end, from, to: dateOf(end) })
    start = next
  }
  return periods
}
