/**
 * Instants written from the registry's wall clock (Europe/Rome), for the registry-side screen's
 * sandbox clock. Apart from registry-date.ts, which every screen loads: only that screen needs these.
 */
import { addDays, formatDateTime, startOfDate } from '../time.js'
import { registryWallClock } from './registry-date.js'

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
