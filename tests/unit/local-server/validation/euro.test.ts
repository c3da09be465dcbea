import { describe, expect, it } from 'vitest'
import { euroText, parseEuroInput, toCents, typedEuro } from '../../../../local-server/validation/euro.js'

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

  it('reads an amount as typed, with a comma or a point, exact to the cent', () => {
    expect(parseEuroInput(' 1250,5 ')).toEqual({ ok: true, euro: 1250.5 })
    expect(parseEuroInput('0.07')).toEqual({ ok: true, euro: 0.07 })
    expect(parseEuroInput('19,99')).toEqual({ ok: true, euro: 19.99 })
    expect(parseEuroInput('10000000')).toEqual({ ok: true, euro: 10_000_000 })
    expect(parseEuroInput('12,')).toEqual({ ok: true, euro: 12 })
  })

  it('shows an amount for editing as it is typed, in the form’s decimal mark, and reads it back unchanged', () => {
    expect(typedEuro(1000.5, ',')).toBe('1000,50')
    expect(typedEuro(1000.5, '.')).toBe('1000.50')
    expect(typedEuro(0, ',')).toBe('0,00')
    for (const value of [0, 0.07, 19.99, 1250.5, 9_999_999.99]) {
      for (const mark of [',', '.']) expect(parseEuroInput(typedEuro(value, mark), { zero: true })).toEqual({ ok: true, euro: value })
    }
  })

  it('names what is wrong with a typed amount', () => {
    expect(parseEuroInput('  ')).toEqual({ ok: false, problem: 'required' })
    for (const bad of ['1,234', '1.2.3', '-5', '1 000', '1e3', ',5', 'abc']) expect(parseEuroInput(bad), bad).toEqual({ ok: false, problem: 'decimals' })
    expect(parseEuroInput('0,00')).toEqual({ ok: false, problem: 'positive' })
    expect(parseEuroInput('0', { zero: true })).toEqual({ ok: true, euro: 0 })
    expect(parseEuroInput('10000000,01')).toEqual({ ok: false, problem: 'tooLarge' })
  })
})
