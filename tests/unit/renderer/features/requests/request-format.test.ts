/** The Requests screen's times, durations and sizes. */
import { describe, expect, it } from 'vitest'
import { formatDuration, formatRequestDateTime, formatRequestTime } from '@/features/requests/request-format'

describe('the request log’s formats', () => {
  it('gives today’s requests their time to the second, older ones their day too', () => {
    const now = new Date(2026, 10, 24, 23, 0, 0)
    expect(formatRequestTime('it', new Date(2026, 10, 24, 9, 5, 7).toISOString(), now)).toBe('09:05:07')
    expect(formatRequestTime('it', new Date(2026, 10, 23, 22, 0, 1).toISOString(), now)).toBe('23/11 22:00:01')
    expect(formatRequestTime('en', new Date(2026, 10, 23, 22, 0, 1).toISOString(), now)).toBe('11/23 22:00:01')
  })

  it('gives a record its whole date, with the year in full as on every other screen, and its time to the second', () => {
    const at = new Date(2026, 10, 3, 22, 0, 1).toISOString()
    expect(formatRequestDateTime('it', at)).toBe('03/11/2026 22:00:01')
    expect(formatRequestDateTime('en', at)).toBe('11/03/2026 22:00:01')
  })

  it('writes quick answers with a decimal', () => {
    expect([0.42, 12.4, 1250].map((ms) => formatDuration('en', ms))).toEqual(['0.4 ms', '12 ms', '1,250 ms'])
    expect(formatDuration('it', 3.6)).toBe('3,6 ms')
    expect(formatDuration('it', 1250)).toBe('1.250 ms')
  })
})
