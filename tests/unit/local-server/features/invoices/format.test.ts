import { describe, expect, it } from 'vitest'
import { formatEuro, formatItalianDate } from '../../../../../local-server/features/invoices/format.js'

describe('Italian formats of the invoice PDF', () => {
  it('writes euro with dot thousands, comma decimals and a trailing euro sign', () => {
    expect(formatEuro(123456)).toBe('1.234,56 €')
    expect(formatEuro(0)).toBe('0,00 €')
    expect(formatEuro(5)).toBe('0,05 €')
    expect(formatEuro(100)).toBe('1,00 €')
    expect(formatEuro(123456789)).toBe('1.234.567,89 €')
    expect(formatEuro(-122000)).toBe('-1.220,00 €')
  })
  it('writes dates day first', () => {
    expect(formatItalianDate('2026-03-05')).toBe('05/03/2026')
  })
})
