/**
 * A darwin request's deadline is a registry calendar date: opened on day D with N days, it may be
 * worked on until the end of day D+N in Europe/Rome, and expires at midnight. Days left are counted
 * in calendar days, so the answer depends on the registry's date, never on the hour of the call
 * or on the caller's time zone.
 */
import { addDays, daysBetween, endOfDate, formatDate } from '../../time.js'
import { allowsRegistrarChanges } from '../../validation/darwin-workflow.js'

/** The last instant (epoch ms) at which a request opened at `openedAt` with `days` days is still open. */
export function deadlineOf(openedAt: number, days: number): number {
  return endOfDate(addDays(formatDate(openedAt), days))
}

/** Calendar days from today to the deadline's date while the request waits for the registrar; 0 on its last day and otherwise. */
export function expirationDaysOf(status: string, deadline: number, now: number): number {
  if (!allowsRegistrarChanges(status) || deadline < now) return 0
  return Math.max(0, daysBetween(formatDate(now), formatDate(deadline)))
}

/** The end of the window of the expiring search: deadlines on a date at most `days` days from today. */
export function expiringWindowEnd(now: number, days: number): number {
  return endOfDate(addDays(formatDate(now), days))
}
