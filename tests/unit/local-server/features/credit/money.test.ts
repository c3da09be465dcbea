import { describe, expect, it } from 'vitest'
import { euroText, toCents } from '../../../../../local-server/features/credit/money.js'

describe('money', () => {
  // A third decimal never gets here: the EuroAmount schema refuses it (tests/api/billing-amounts.test.ts).
  it('turns euro with up to two decimals into cents, despite binary floating point', () => {
    expect(toCents(0.07)).toBe(7)
    expect(toCents(1.15)).toBe(115)
    expect(toCents(1250.5)).toBe(125050)
    expect(toCents(19.99)).toBe(1999)
    expect(toCents(1_000_000.01)).toBe(100000001)
    expect(toCents(9_999_999.99)).toBe(999999999)
  })

  it('writes two fraction digits', () => {
    expect(euroText(15000)).toBe('150.00')
    expect(euroText(5)).toBe('0.05')
    expect(euroText(-400)).toBe('-4.00')
    expect(euroText(0)).toBe('0.00')
  })
})
