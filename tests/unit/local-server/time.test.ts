import { describe, expect, it } from 'vitest'
import { addDays, dateTimeSpan, daysBetween, endOfDate, formatDate, formatDateTime, startOfDate, startOfDay } from '../../../local-server/time.js'

// Fixed instants around the edges of the registry's day, year and daylight-saving changes, so the
// answers are the same whatever the machine's zone and clock.
describe('registry calendar (Europe/Rome)', () => {
  it('dates an instant by the day in Rome, not in UTC', () => {
    expect(formatDate(Date.parse('2026-11-24T23:30:00Z'))).toBe('2026-11-25')
    expect(formatDate(Date.parse('2026-11-24T22:59:59Z'))).toBe('2026-11-24')
    expect(formatDate(Date.parse('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
    expect(formatDate(Date.parse('2026-07-01T21:59:59Z'))).toBe('2026-07-01')
    expect(formatDate(Date.parse('2026-07-01T22:00:00Z'))).toBe('2026-07-02')
  })

  it('starts a day at midnight in Rome, in winter, in summer and on the change days', () => {
    expect(formatDateTime(startOfDate('2026-11-25'))).toBe('2026-11-25T00:00:00+01:00')
    expect(formatDateTime(startOfDate('2026-07-02'))).toBe('2026-07-02T00:00:00+02:00')
    // 29 March 2026 has 23 hours, 25 October 2026 has 25.
    expect(endOfDate('2026-03-29') + 1 - startOfDate('2026-03-29')).toBe(23 * 3_600_000)
    expect(endOfDate('2026-10-25') + 1 - startOfDate('2026-10-25')).toBe(25 * 3_600_000)
    expect(startOfDay(Date.parse('2026-11-24T23:30:00Z'))).toBe(Date.parse('2026-11-24T23:00:00Z'))
    expect(startOfDay(Date.parse('2026-10-25T12:00:00Z'))).toBe(Date.parse('2026-10-24T22:00:00Z'))
  })

  it('counts calendar days across months, years, 29 February and the clock changes', () => {
    expect(daysBetween('2026-11-24', '2026-12-14')).toBe(20)
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1)
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2)
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1)
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2)
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2)
    expect(daysBetween('2026-12-14', '2026-11-24')).toBe(-20)
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })
})

describe('dateTimeSpan', () => {
  const at = Date.parse('2026-03-01T09:15:00Z')

  it('is the whole second, or minute, a date-time is written to', () => {
    expect(dateTimeSpan('2026-03-01T10:15:00+01:00')).toEqual({ from: at, to: at + 999 })
    expect(dateTimeSpan('2026-03-01T09:15:00Z')).toEqual({ from: at, to: at + 999 })
    expect(dateTimeSpan('2026-03-01T10:15+01:00')).toEqual({ from: at, to: at + 59_999 })
  })

  it('is the instant itself with a fraction of a second; finer than a millisecond, between two', () => {
    expect(dateTimeSpan('2026-03-01T10:15:00.437+01:00')).toEqual({ from: at + 437, to: at + 437 })
    expect(dateTimeSpan('2026-03-01T10:15:00.4+01:00')).toEqual({ from: at + 400, to: at + 400 })
    expect(dateTimeSpan('2026-03-01T10:15:00.437000+01:00')).toEqual({ from: at + 437, to: at + 437 })
    expect(dateTimeSpan('2026-03-01T10:15:00.4371+01:00')).toEqual({ from: at + 438, to: at + 437 })
  })

  it('is undefined for a malformed date-time', () => {
    expect(dateTimeSpan('2026-03-01T10:15:00')).toBeUndefined()
    expect(dateTimeSpan('2026-02-30T10:15:00Z')).toBeUndefined()
  })
})
