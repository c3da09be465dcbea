import { describe, expect, it } from 'vitest'
import { deadlineOf, expirationDaysOf, expiringWindowEnd } from '../../../../../local-server/features/darwin/deadline.js'
import { formatDateTime } from '../../../../../local-server/time.js'

const at = (iso: string) => Date.parse(iso)

describe('darwin deadlines', () => {
  it('ends at midnight in Rome of the day N days after the opening day, whatever the hour it was opened', () => {
    expect(formatDateTime(deadlineOf(at('2026-11-14T09:30:00+01:00'), 30))).toBe('2026-12-14T23:59:59+01:00')
    // Opened at 00:30 in Rome, still the previous day in UTC: the Rome day counts.
    expect(formatDateTime(deadlineOf(at('2026-11-14T00:30:00+01:00'), 30))).toBe('2026-12-14T23:59:59+01:00')
    expect(formatDateTime(deadlineOf(at('2026-11-14T23:30:00+01:00'), 30))).toBe('2026-12-14T23:59:59+01:00')
    // Across a clock change and into a leap day.
    expect(formatDateTime(deadlineOf(at('2027-03-01T10:00:00+01:00'), 30))).toBe('2027-03-31T23:59:59+02:00')
    expect(formatDateTime(deadlineOf(at('2028-01-30T10:00:00+01:00'), 30))).toBe('2028-02-29T23:59:59+01:00')
  })

  it('counts the days left in calendar days, the same at any hour of the day', () => {
    const deadline = deadlineOf(at('2026-11-14T09:30:00+01:00'), 30)
    for (const now of ['2026-11-24T00:00:00+01:00', '2026-11-24T00:30:00+01:00', '2026-11-24T09:29:00+01:00', '2026-11-24T23:30:00+01:00', '2026-11-24T23:59:59+01:00']) {
      expect(expirationDaysOf('submitted', deadline, at(now))).toBe(20)
    }
    expect(expirationDaysOf('submitted', deadline, at('2026-12-13T23:59:00+01:00'))).toBe(1)
    expect(expirationDaysOf('submitted', deadline, at('2026-12-14T00:00:00+01:00'))).toBe(0)
    expect(expirationDaysOf('submitted', deadline, at('2026-12-15T00:00:00+01:00'))).toBe(0)
  })

  it('answers 0 for requests that no longer wait for the registrar', () => {
    const deadline = deadlineOf(at('2026-11-14T09:30:00+01:00'), 30)
    for (const status of ['processing', 'completed', 'expired', 'cancelled']) expect(expirationDaysOf(status, deadline, at('2026-11-24T12:00:00+01:00'))).toBe(0)
    for (const status of ['submitted', 'pending', 'rejected', 'registrarUpdated']) expect(expirationDaysOf(status, deadline, at('2026-11-24T12:00:00+01:00'))).toBe(20)
  })

  it('lists in the expiring window the deadlines on a date at most N days away', () => {
    expect(formatDateTime(expiringWindowEnd(at('2026-11-24T23:30:00+01:00'), 7))).toBe('2026-12-01T23:59:59+01:00')
    expect(formatDateTime(expiringWindowEnd(at('2026-11-25T00:30:00+01:00'), 0))).toBe('2026-11-25T23:59:59+01:00')
  })
})
