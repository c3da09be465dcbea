import { describe, expect, it } from 'vitest'
import { euroText, toCents } from '../../../../../local-server/features/credit/money.js'

describe('money', () => {
  it('turns euro with up to two decimals into cents, despite binary floating point', () => {
    expect(toCents(0.07, 'amount')).toBe(7)
    expect(toCents(1250.5, 'amount')).toBe(125050)
    expect(toCents(19.99, 'amount')).toBe(1999)
    expect(toCents(1_000_000.01, 'amount')).toBe(100000001)
  })

  it('refuses a third decimal, naming the field', () => {
    expect(() => toCents(10.005, 'threshold')).toThrow(expect.objectContaining({ status: 400, code: 'invalid_amount', field: 'threshold' }))
  })

  it('writes two fraction digits', () => {
    expect(euroText(15000)).toBe('150.00')
    expect(euroText(5)).toBe('0.05')
    expect(euroText(-400)).toBe('-4.00')
    expect(euroText(0)).toBe('0.00')
  })
})
