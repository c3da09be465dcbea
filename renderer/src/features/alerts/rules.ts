/**
 * What the alerts watch, and which of their events the user has not been told yet. Pure: the
 * scheduler and the tests share it. An event is told once: the credit alert when the credit
 * falls to a worse level than the last one seen (normal → below the threshold → exhausted), the
 * darwin alert once for each waiting period of a request assigned to the user that comes within
 * `DARWIN_ALERT_DAYS` of its deadline.
 */
import type { CreditStatus } from '@contract/credit'
import { addDays } from '@validation/registry-date'

export const ALERT_KINDS = ['creditLow', 'darwinDeadline'] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

/** A darwin request assigned to the user is told about this many days before its deadline. */
export const DARWIN_ALERT_DAYS = 3
/** The darwin events remembered as told: more than anyone has requests waiting at once. */
export const MAX_REMEMBERED_EVENTS = 500

/** Where an alert leads: a named screen of the router, with its parameters. */
export interface AlertTarget {
  readonly name: string
  readonly params?: Readonly<Record<string, string>>
}

/** One event to tell the user. Its texts are made from `params` in the language of the moment. */
export interface Alert {
  /** Names the event: the same key is never told twice. */
  readonly key: string
  readonly kind: AlertKind
  readonly params: Readonly<Record<string, string | number>>
  readonly target: AlertTarget
}

/** What one check saw; a part is absent when it was not looked at (turned off, not allowed, failed). */
export interface Observation {
  readonly credit?: { readonly status: CreditStatus; readonly credit: number; readonly threshold: number; readonly lastupdate: string }
  readonly darwin?: {
    /** The registry's date at the check, from which the days left count. */
    readonly today: string
    /** The waiting requests assigned to the user within `DARWIN_ALERT_DAYS` of their deadline. */
    readonly requests: readonly { readonly id: number; readonly statusDate: string; readonly expirationDays?: number; readonly org?: string }[]
  }
}

/** What has been told already, kept per user between checks and between starts. */
export interface AlertMemory {
  /** The credit's level at the last look; null before the first. */
  readonly creditLevel: CreditStatus | null
  /** Keys of the darwin events told, oldest first. */
  readonly darwinTold: readonly string[]
}

export const EMPTY_MEMORY: AlertMemory = { creditLevel: null, darwinTold: [] }

const SEVERITY: Readonly<Record<CreditStatus, number>> = { normalBalance: 0, belowThreshold: 1, exhausted: 2 }

/** The alerts to tell after a check, and what to remember from it. */
export function evaluate(memory: AlertMemory, seen: Observation): { alerts: Alert[]; memory: AlertMemory } {
  const alerts: Alert[] = []
  let { creditLevel, darwinTold } = memory
  if (seen.credit) {
    const { status, credit, threshold, lastupdate } = seen.credit
    if (SEVERITY[status] > SEVERITY[creditLevel ?? 'normalBalance']) {
      alerts.push({ key: `credit:${status}:${lastupdate}`, kind: 'creditLow', params: { status, credit, threshold }, target: { name: 'credit' } })
    }
    creditLevel = status
  }
  if (seen.darwin) {
    const told = new Set(darwinTold)
    const fresh: string[] = []
    for (const request of seen.darwin.requests) {
      if (request.expirationDays === undefined || request.expirationDays > DARWIN_ALERT_DAYS) continue
      // A new waiting period (the request back with the registrar) is a new event.
      const key = `darwin:${request.id}:${request.statusDate}`
      if (told.has(key)) continue
      told.add(key)
      fresh.push(key)
      alerts.push({
        key,
        kind: 'darwinDeadline',
        // The deadline's date, not the days left: the list may be read days later.
        params: { id: request.id, deadline: addDays(seen.darwin.today, request.expirationDays), org: request.org ?? '' },
        target: { name: 'darwin-request', params: { requestId: String(request.id) } },
      })
    }
    if (fresh.length > 0) darwinTold = [...darwinTold, ...fresh].slice(-MAX_REMEMBERED_EVENTS)
  }
  return { alerts, memory: { creditLevel, darwinTold } }
}
