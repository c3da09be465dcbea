import { describe, expect, it } from 'vitest'
import { dateOf, dayOf, firstOfMonth } from '../../../../../local-server/features/statistics/calendar.js'
import { addDays } from '../../../../../local-server/time.js'

describe('the statistics calendar (day numbers from 2000-01-01)', () => {
  it('agrees with time.ts day by day from 2000 to the last date the clock can show', () => {
    let date = '2000-01-01'
    for (let day = 0; date <= '2199-12-31'; day++, date = addDays(date, 1)) {
      if (dateOf(day) !== date || dayOf(date) !== day) expect([day, dateOf(day), dayOf(date)]).toEqual([day, date, day])
    }
    expect(dayOf('2199-12-31')).toBe(73_048)
  })

  it('knows leap days and the first of each month', () => {
    expect(dateOf(dayOf('2000-02-28') + 1)).toBe('2000-02-29')
    expect(dateOf(dayOf('2100-02-28') + 1)).toBe('2100-03-01')
    expect(dateOf(firstOfMonth(2024, 13))).toBe('2025-01-01')
    expect(dateOf(firstOfMonth(2024, 2))).toBe('2024-02-01')
    expect(dayOf('1999-12-31')).toBe(-1)
  })
})
