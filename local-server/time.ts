/**
 * Date-time conventions of the API: instants are kept as UTC epoch milliseconds and written as
 * ISO 8601 with the numeric offset of the registry's time zone (Europe/Rome), e.g.
 * `2026-03-01T10:15:00+01:00`; dates are `YYYY-MM-DD` in the same zone.
 */
import { REGISTRY_ZONE_OFFSETS } from './registry-zone-offsets.js'
import { offsetFromTable } from './zone-offsets.js'

export const REGISTRY_TIME_ZONE = 'Europe/Rome'

const HOUR = 3_600_000
const DAY = 86_400_000

/**
 * The registry's wall clock, made on first use: the first Intl formatter of a process builds V8's
 * set of ICU's locales, about 20 ms pinned to one core here. Instants inside the generated table's
 * span (registry-zone-offsets.ts) never need it.
 */
let wallClock: Intl.DateTimeFormat | undefined
const registryWallClock = (): Intl.DateTimeFormat =>
  (wallClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: REGISTRY_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }))

/** Minutes east of UTC in the registry's zone at the instant `ms`, asked of ICU (to the second). */
export function intlZoneOffsetMinutes(ms: number): number {
  const second = Math.floor(ms / 1000) * 1000
  const parts = Object.fromEntries(registryWallClock().formatToParts(new Date(second)).map((p) => [p.type, p.value]))
  const asUtc = utcMidnight(+parts.year!, +parts.month!, +parts.day!) + +parts.hour! * HOUR + +parts.minute! * 60_000 + +parts.second! * 1000
  return Math.round((asUtc - second) / 60_000)
}

// Outside the table's span, offsets change at most twice a year, on the hour: one Intl call per
// hour of time is enough.
const offsetCache = new Map<number, number>()

/** Minutes east of UTC in the registry's zone at the instant `ms`. */
function zoneOffsetMinutes(ms: number): number {
  const fromTable = offsetFromTable(REGISTRY_ZONE_OFFSETS, ms)
  if (fromTable !== undefined) return fromTable
  const hour = Math.floor(ms / HOUR)
  const cached = offsetCache.get(hour)
  if (cached !== undefined) return cached
  const offset = intlZoneOffsetMinutes(hour * HOUR)
  if (offsetCache.size > 10_000) offsetCache.clear()
  offsetCache.set(hour, offset)
  return offset
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0')

/** `2026-03-01T10:15:00+01:00` for an epoch-ms instant. */
export function formatDateTime(ms: number): string {
  const offset = zoneOffsetMinutes(ms)
  const local = new Date(Math.floor(ms / 1000) * 1000 + offset * 60_000)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  )
}

/** The registry-zone calendar date (`YYYY-MM-DD`) of an instant. */
export function formatDate(ms: number): string {
  return formatDateTime(ms).slice(0, 10)
}

/** Epoch ms of 00:00 UTC of a calendar date; unlike Date.UTC, years 0–99 stay themselves. */
function utcMidnight(y: number, m: number, d: number): number {
  const date = new Date(0)
  date.setUTCFullYear(y, m - 1, d)
  return date.getTime()
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i

/** True for a real calendar date in `YYYY-MM-DD` form (no 30 February). */
export function isValidDate(value: string): boolean {
  const m = DATE_RE.exec(value)
  if (!m) return false
  const [y, mo, d] = [+m[1]!, +m[2]!, +m[3]!]
  const probe = new Date(utcMidnight(y, mo, d))
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d
}

/** Epoch ms of an ISO date-time that carries `Z` or a numeric offset; undefined when malformed. */
export function parseDateTime(value: string): number | undefined {
  if (!DATE_TIME_RE.test(value) || !isValidDate(value.slice(0, 10))) return undefined
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? undefined : ms
}

/**
 * The instants a date-time names, to the precision it is written in, as a date names its whole
 * day: to the second (as the API writes instants, `…T10:15:00+01:00`) that whole second, to the
 * minute the whole minute, with a fraction of a second the instant itself. Instants are kept to
 * the millisecond, so `to` is the span's last millisecond; a fraction finer than that falls
 * between two of them, and its span is empty (`from` is `to` + 1). Undefined when malformed.
 */
export function dateTimeSpan(value: string): { from: number; to: number } | undefined {
  const ms = parseDateTime(value)
  if (ms === undefined) return undefined
  // Date.parse keeps the first three digits of a fraction and drops the rest.
  const [, seconds, fraction] = DATE_TIME_RE.exec(value)!
  if (fraction) return /[1-9]/.test(fraction.slice(4)) ? { from: ms + 1, to: ms } : { from: ms, to: ms }
  return { from: ms, to: ms + (seconds ? 1_000 : 60_000) - 1 }
}

/** Epoch ms of 00:00:00 of a registry-zone date. */
export function startOfDate(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const guess = utcMidnight(y, m, d)
  // Two passes settle the offset even on the days the clocks change.
  let ms = guess - zoneOffsetMinutes(guess) * 60_000
  ms = guess - zoneOffsetMinutes(ms) * 60_000
  return ms
}

/** Epoch ms of 23:59:59.999 of a registry-zone date: "the date is included". */
export function endOfDate(date: string): number {
  return startOfDate(addDays(date, 1)) - 1
}

/** The date `days` calendar days after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  // Written from its parts: toISOString() writes the year after 9999 as `+010000`.
  const next = new Date(utcMidnight(y, m, d) + days * DAY)
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`
}

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number]
    return Date.UTC(y, m - 1, d)
  }
  return Math.round((utc(to) - utc(from)) / DAY)
}

/** Epoch ms of 00:00 of the registry-zone day that contains the instant `ms`. */
export function startOfDay(ms: number): number {
  return startOfDate(formatDate(ms))
}
