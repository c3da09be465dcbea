/** Sizes for people, as the darwin documents and the request log show them; dates that are none. */
import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatSize } from '@/composables/formats'

const MIB = 1024 * 1024

describe('sizes', () => {
  it('are shown by 1,024 in both languages, never rounding a larger file down to a limit', () => {
    expect([0, 512, 1536, 3 * MIB].map((b) => formatSize('en', b))).toEqual(['0 B', '512 B', '1.5 KB', '3 MB'])
    expect(formatSize('it', 1536)).toBe('1,5 KB')
    expect(formatSize('en', MIB)).toBe('1 MB')
    expect(formatSize('en', 1_100_000)).toBe('1.04 MB')
    expect(formatSize('it', MIB + 1)).toBe('1 MB')
  })
})

describe('a date or date-time that is none', () => {
  it('is shown as it came instead of taking the screen down (Intl throws on an invalid date)', () => {
    expect(formatDateTime('it', '2026-11-24T01:45:00+01:00')).toBe('24/11/2026 01:45')
    expect(formatDateTime('en', 'yesterday')).toBe('yesterday')
    expect(formatDate('it', '24-11-2026T10:00')).toBe('24-11-2026T10:00')
    expect(formatDate('it', '')).toBe('')
  })
})
