/**
 * "Today" is the registry's date: the calendar date in Europe/Rome at the registry's business
 * time (the sandbox clock, which the sandbox can move; real time for a real registry), never the
 * computer's own date. The payments service and the date checks of the screens use these, the
 * screens with the business time that `/gateway/status` reports. Imports nothing Node-specific.
 */
import { addDays, formatDate, formatDateTime, REGISTRY_TIME_ZONE, startOfDate } from '../time.js'

/** The registry's time zone: its dates, and the zone its instants are shown in. */
export { REGISTRY_TIME_ZONE }

/** The registry's calendar date (`YYYY-MM-DD`) at the instant `now` (epoch ms). */
export const registryToday = (now: number): string => formatDate(now)

/** The registry's wall clock (`YYYY-MM-DDTHH:MM:SS`) at the instant `ms`: what a file without zones writes. */
export const registryWallClock = (ms: number): string => formatDateTime(ms).slice(0, 19)

/** Whether a `YYYY-MM-DD` date is after the registry's today at `now`. */
export const isAfterRegistryToday = (date: string, now: number): boolean => date > registryToday(now)

/**
 * The instant of a wall-clock time in the registry's zone, written with its offset
 * (`2026-03-01T10:15:00+01:00`): what a person means by "this date at this time" at the registry.
 * `time` is `HH:MM`.
 */
export function registryInstant(date: string, time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number]
  const guess = startOfDate(date) + (h * 60 + m) * 60_000
  // On the days the clocks change the offset at that time differs from midnight's: settle it.
  const wall = Date.parse(`${date}T${time}:00Z`)
  const drift = Date.parse(`${registryWallClock(guess)}Z`) - wall
  return formatDateTime(guess - drift)
}

/** The instant `days` days after `iso` (same wall-clock time at the registry), with its offset. */
export function registryDaysLater(iso: string, days: number): string {
  const at = Date.parse(iso)
  const wall = registryWallClock(at)
  return registryInstant(addDays(wall.slice(0, 10), days), wall.slice(11, 16))
}
