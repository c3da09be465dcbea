/**
 * Dates of the statistics as day numbers (day 0 is STATISTICS_FIRST_DATE, 2000-01-01) and back,
 * by integer arithmetic on the proleptic Gregorian calendar (H. Hinnant's `days_from_civil` and
 * `civil_from_days`, http://howardhinnant.github.io/date_algorithms.html): a series by day turns
 * thousands of days into dates per answer, and Date objects made that the larger part of its time.
 */

/** Days from 1970-01-01 to y-m-d. */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y
  const era = Math.floor(yy / 400)
  const yoe = yy - era * 400
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

/** 2000-01-01 counted from 1970-01-01. */
const DAY_ZERO = daysFromCivil(2000, 1, 1)

/** The day number of a `YYYY-MM-DD` date. */
export const dayOf = (date: string): number => daysFromCivil(+date.slice(0, 4), +date.slice(5, 7), +date.slice(8, 10)) - DAY_ZERO

export interface CivilDate {
  readonly year: number
  readonly month: number
  readonly day: number
}

/** The calendar date of a day number. */
export function civilOf(dayNumber: number): CivilDate {
  const z = dayNumber + DAY_ZERO + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const month = mp < 10 ? mp + 3 : mp - 9
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day: doy - Math.floor((153 * mp + 2) / 5) + 1 }
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n))

/** The `YYYY-MM-DD` date of a day number (years 1000 to 9999). */
export function dateOf(dayNumber: number): string {
  const { year, month, day } = civilOf(dayNumber)
  return `${year}-${pad2(month)}-${pad2(day)}`
}

/** The day number of the first day of a month (month 13 is January of the next year). */
export const firstOfMonth = (year: number, month: number): number =>
  month > 12 ? daysFromCivil(year + 1, month - 12, 1) - DAY_ZERO : daysFromCivil(year, month, 1) - DAY_ZERO
