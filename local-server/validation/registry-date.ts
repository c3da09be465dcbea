/**
 * "Today" is the registry's date: the calendar date in Europe/Rome at the registry's business
 * time (the sandbox clock, which the sandbox can move; real time for a real registry), never the
 * computer's own date. The payments service and the date checks of the screens use these, the
 * screens with the business time that `/gateway/status` reports. Imports nothing Node-specific.
 */
import { addDays, daysBetween, formatDate, formatDateTime, isValidDate, REGISTRY_TIME_ZONE } from '../time.js'

/** The registry's time zone: its dates, and the zone its instants are shown in. */
export { REGISTRY_TIME_ZONE }

/**
 * Calendar arithmetic on `YYYY-MM-DD` dates: a date `days` after another, the days between two,
 * and whether a date is on the calendar at all (no 30 February), as the API checks it.
 */
export { addDays, daysBetween, isValidDate }

/** The registry's calendar date (`YYYY-MM-DD`) at the instant `now` (epoch ms). */
export const registryToday = (now: number): string => formatDate(now)

/** The registry's wall clock (`YYYY-MM-DDTHH:MM:SS`) at the instant `ms`: what a file without zones writes. */
export const registryWallClock = (ms: number): string => formatDateTime(ms).slice(0, 19)

/** Whether a `YYYY-MM-DD` date is after the registry's today at `now`. */
export const isAfterRegistryToday = (date: string, now: number): boolean => date > registryToday(now)
