/**
 * Instants written from the registry's wall clock (Europe/Rome), for the registry-side screen's
 * sandbox clock. Apart from registry-date.ts, which every screen loads: only that screen needs these.
 */
import { addDays, formatDateTime } from '../time.js'
import { registryWallClock } from './registry-date.js'

const DAY = 86_400_000

/** How far the registry's clock is ahead of UTC at the instant `ms`, in ms. */
const offsetAt = (ms: number): number => Date.parse(`${registryWallClock(ms)}Z`) - Math.floor(ms / 1000) * 1000

/**
 * The instant of a wall-clock time in the registry's zone, written with its offset
 * (`2026-03-01T10:15:00+01:00`): what a person means by "this date at this time" at the registry.
 * `time` is `HH:MM` or `HH:MM:SS`. On the days the clocks change, as RFC 5545 and Temporal's
 * 'compatible' read it: a time the autumn night has twice is the first of them (summer time), a
 * time the spring change skips is read with the offset before it, so it lands as far past the
 * change (02:30 is 03:30+02:00).
 */
export function registryInstant(date: string, time: string): string {
  const wall = `${date}T${time.length === 5 ? `${time}:00` : time}`
  const asUtc = Date.parse(`${wall}Z`)
  // Read with the offsets a day either side: the clocks change at most once in between.
  const withOffsetBefore = asUtc - offsetAt(asUtc - DAY)
  const withOffsetAfter = asUtc - offsetAt(asUtc + DAY)
  const shown = [withOffsetBefore, withOffsetAfter].filter((ms) => registryWallClock(ms) === wall)
  return formatDateTime(shown.length > 0 ? Math.min(...shown) : withOffsetBefore)
}

/** The instant `days` days after `iso` (same wall-clock time at the registry, to the second), with its offset. */
export function registryDaysLater(iso: string, days: number): string {
  const wall = registryWallClock(Date.parse(iso))
  return registryInstant(addDays(wall.slice(0, 10), days), wall.slice(11, 19))
}
