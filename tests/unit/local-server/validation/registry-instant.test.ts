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
})

describe('registryDaysLater', () => {
  it('moves by calendar days at the same Rome time, across a change of the clocks', () => {
    expect(registryDaysLater('2026-03-27T09:00:00+01:00', 3)).toBe('2026-03-30T09:00:00+02:00')
    expect(registryDaysLater('2026-11-24T23:30:00+01:00', 1)).toBe('2026-11-25T23:30:00+01:00')
  })
})
