/**
 * The registry days of the generated history, computed once: the time zone functions of time.ts
 * are exact but far too slow to call for each of millions of rows. An instant is a day index and
 * a fraction of the office hours (07:00–18:00 in Rome), so instants drawn in order stay in order.
 */
import { addDays, formatDate, startOfDate, startOfDay } from '../../../time.js'

const HOUR = 3_600_000
const OFFICE_START = 7 * HOUR
const OFFICE_HOURS = 11 * HOUR

export interface Calendar {
  /** Number of days, the anchor's day excluded: day `days - 1` is the day before the anchor. */
  readonly days: number
  /** 00:00 Rome of the anchor's day: the end of the history. */
  readonly anchor: number
  dateOf(day: number): string
  startOf(day: number): number
  /** The instant at `fraction` (0–1) of the office hours of `day`. */
  at(day: number, fraction: number): number
  /** The day index of an instant inside the history. */
  dayOf(ms: number): number
}

export function createCalendar(now: number, years: number): Calendar {
  const anchor = startOfDay(now)
  const last = formatDate(anchor)
  const first = addDays(last, -Math.round(years * 365.25))
  const dates: string[] = []
  const starts: number[] = []
  for (let d = first; d <= last; d = addDays(d, 1)) {
    dates.push(d)
    starts.push(startOfDate(d))
  }
  const days = dates.length - 1
  return {
    days,
    anchor,
    dateOf: (day) => dates[day]!,
    startOf: (day) => starts[day]!,
    at: (day, fraction) => starts[day]! + OFFICE_START + Math.floor(fraction * OFFICE_HOURS),
    dayOf(ms) {
      // Days are 23 to 25 hours: guess, then step to the right one.
      let d = Math.min(days, Math.max(0, Math.floor((ms - starts[0]!) / 86_400_000)))
      while (d > 0 && starts[d]! > ms) d--
      while (d < days && starts[d + 1]! <= ms) d++
      return d
    },
  }
}
