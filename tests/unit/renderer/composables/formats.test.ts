/** Sizes for people, as the darwin documents and the request log show them. */
import { describe, expect, it } from 'vitest'
import { formatSize } from '@/composables/formats'

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
