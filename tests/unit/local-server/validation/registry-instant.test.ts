import { describe, expect, it } from 'vitest'
import { registryDaysLater, registryInstant } from '../../../../local-server/validation/registry-instant'

// The registry-side screen sets the sandbox clock to a date and time as read in Rome.
describe('registryInstant', () => {
  it('writes a Rome wall-clock time with the offset of that day, summer or winter', () => {
    expect(registryInstant('2026-03-01', '10:15')).toBe('2026-03-01T10:15:00+01:00')
    expect(registryInstant('2026-07-14', '00:00')).toBe('2026-07-14T00:00:00+02:00')
  })

  it('keeps the time asked for on the days the clocks change', () => {
    expect(registryInstant('2026-03-29', '12:00')).toBe('2026-03-29T12:00:00+02:00')
    expect(registryInstant('2026-10-25', '18:30')).toBe('2026-10-25T18:30:00+01:00')
  })

  // RFC 5545 and Temporal's 'compatible': never an hour earlier than the time asked for.
  it('a time the spring change skips lands as far past the change, in summer time', () => {
    expect(registryInstant('2027-03-28', '02:00')).toBe('2027-03-28T03:00:00+02:00')
    expect(registryInstant('2027-03-28', '02:30')).toBe('2027-03-28T03:30:00+02:00')
    expect(registryInstant('2027-03-28', '01:59')).toBe('2027-03-28T01:59:00+01:00')
    expect(registryInstant('2027-03-28', '03:00')).toBe('2027-03-28T03:00:00+02:00')
  })

  it('a time the autumn night has twice is the first of them, in summer time', () => {
    expect(registryInstant('2027-10-31', '02:00')).toBe('2027-10-31T02:00:00+02:00')
    expect(registryInstant('2027-10-31', '02:30')).toBe('2027-10-31T02:30:00+02:00')
    expect(registryInstant('2027-10-31', '03:00')).toBe('2027-10-31T03:00:00+01:00')
  })

  it('takes seconds too', () => {
    expect(registryInstant('2026-03-01', '10:15:42')).toBe('2026-03-01T10:15:42+01:00')
  })
})

describe('registryDaysLater', () => {
  it('moves by calendar days at the same Rome time, across a change of the clocks', () => {
    expect(registryDaysLater('2026-03-27T09:00:00+01:00', 3)).toBe('2026-03-30T09:00:00+02:00')
    expect(registryDaysLater('2026-11-24T23:30:00+01:00', 1)).toBe('2026-11-25T23:30:00+01:00')
  })

  it('keeps the seconds', () => {
    expect(registryDaysLater('2027-03-28T01:59:59+01:00', 365)).toBe('2028-03-27T01:59:59+02:00')
  })

  it('onto the hour the spring change skips, lands past it', () => {
    expect(registryDaysLater('2027-03-27T02:30:00+01:00', 1)).toBe('2027-03-28T03:30:00+02:00')
  })
})
