/**
 * How the Requests screen writes times and durations (sizes: composables/formats.ts). Times are
 * the computer's (the log's clock, not the sandbox's), to the second: requests a second apart must
 * read apart. The formatters are shared (composables/formats.ts): a page of the log formats 50 rows.
 */
import type { RequestSummary } from '@contract/request-log'
import { dayMonthYear, sharedFormatter } from '@/composables/formats'

const clockTime = (locale: string) =>
  sharedFormatter(`request time ${locale}`, () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }))
const dayMonth = (locale: string) => sharedFormatter(`request day ${locale}`, () => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit' }))

/** `23:02:37` for today's requests, `24/11 23:02:37` for older ones: the list stays narrow. */
export function formatRequestTime(locale: string, at: string, now: Date = new Date()): string {
  const when = new Date(at)
  const time = clockTime(locale).format(when)
  if (when.toDateString() === now.toDateString()) return time
  return `${dayMonth(locale).format(when)} ${time}`
}

/**
 * A record's own time, whole: `24/11/2026 23:02:37` (`11/24/2026 23:02:37` in English), its date
 * written as every other date of the app (composables/formats.ts), its time as the log's list.
 */
export function formatRequestDateTime(locale: string, at: string): string {
  const when = new Date(at)
  return `${dayMonthYear(locale).format(when)} ${clockTime(locale).format(when)}`
}

/** `12 ms`, `1,250 ms` (`1.250 ms`, grouped as every number of the app); below 10 ms with a decimal (`0.4 ms`): a local answer is that quick. */
export function formatDuration(locale: string, ms: number): string {
  const digits = ms < 10 ? 1 : 0
  const number = sharedFormatter(`duration ${locale} ${digits}`, () => new Intl.NumberFormat(locale, { useGrouping: 'always', maximumFractionDigits: digits, minimumFractionDigits: digits }))
  return `${number.format(ms)} ms`
}

/** The path with its query, as the request was sent. */
export const pathWithQuery = (r: Pick<RequestSummary, 'path' | 'query'>): string => (r.query ? `${r.path}?${r.query}` : r.path)
