import { describe, expect, it } from 'vitest'
import { euroText, normalEuroText, parseEuroInput, toCents, typedEuro } from '../../../../local-server/validation/euro.js'

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

  describe('thousands grouped as the form’s language groups them', () => {
    const italian = { decimalMark: ',' }
    const english = { decimalMark: '.' }

    it('Italian: a point between groups of three digits, a comma before the decimals', () => {
      expect(parseEuroInput('1.000,00', italian)).toEqual({ ok: true, euro: 1000 })
      expect(parseEuroInput('1.000,50', italian)).toEqual({ ok: true, euro: 1000.5 })
      expect(parseEuroInput(' 1.234.567,89 ', italian)).toEqual({ ok: true, euro: 1_234_567.89 })
      expect(parseEuroInput('10.000.000,0', italian)).toEqual({ ok: true, euro: 10_000_000 })
      expect(parseEuroInput('10.000.000,01', italian)).toEqual({ ok: false, problem: 'tooLarge' })
    })

    it('English: a comma between groups of three digits, a point before the decimals', () => {
      expect(parseEuroInput('1,000.00', english)).toEqual({ ok: true, euro: 1000 })
      expect(parseEuroInput('1,000.50', english)).toEqual({ ok: true, euro: 1000.5 })
      expect(parseEuroInput(' 1,234,567.89 ', english)).toEqual({ ok: true, euro: 1_234_567.89 })
      expect(parseEuroInput('10,000,000.01', english)).toEqual({ ok: false, problem: 'tooLarge' })
    })

    // Grouped without its decimals, an amount could be a thousand or a mistyped 250,50: never read.
    it('refuses thousands grouped without their decimals, which a mistyped amount looks like', () => {
      for (const [typed, lang] of [['1.000', italian], ['250.505', italian], ['10.000.000', italian], ['1,000', english], ['250,505', english]] as const) {
        expect(parseEuroInput(typed, lang), typed).toEqual({ ok: false, problem: 'decimals' })
      }
    })

    // Before one or two digits, a mark is the decimal mark, either one, as without grouping.
    it('keeps one or two digits after either mark as decimals, in both languages', () => {
      for (const lang of [italian, english]) {
        expect(parseEuroInput('1.5', lang)).toEqual({ ok: true, euro: 1.5 })
        expect(parseEuroInput('1,5', lang)).toEqual({ ok: true, euro: 1.5 })
        expect(parseEuroInput('1250.50', lang)).toEqual({ ok: true, euro: 1250.5 })
        expect(parseEuroInput('1250,50', lang)).toEqual({ ok: true, euro: 1250.5 })
      }
    })

    it('refuses the other language’s grouping, mixed marks and groups that are not of three', () => {
      for (const bad of ['1,000', '1,000.50', '1.000.50', '1.00.000', '1.0000', '0.500', '.500', '1. 000', '1.000,505']) {
        expect(parseEuroInput(bad, italian), bad).toEqual({ ok: false, problem: 'decimals' })
      }
      for (const bad of ['1.000', '1.000,50', '1,000,50', '1,00,000', '1,0000', '0,500', ',500', '1, 000', '1,000.505']) {
        expect(parseEuroInput(bad, english), bad).toEqual({ ok: false, problem: 'decimals' })
      }
    })

    it('groups nothing when the form’s language is not given', () => {
      expect(parseEuroInput('1.000')).toEqual({ ok: false, problem: 'decimals' })
      expect(parseEuroInput('1,000')).toEqual({ ok: false, problem: 'decimals' })
    })

    it('writes what was typed as the API writes euro, of any size', () => {
      expect(normalEuroText('1.000,50', ',')).toBe('1000.50')
      expect(normalEuroText('1,000.5', '.')).toBe('1000.5')
      expect(normalEuroText(' 99.999.999.999,9 ', ',')).toBe('99999999999.9')
      expect(normalEuroText('12,', ',')).toBe('12')
      expect(normalEuroText('1.000', '.')).toBeUndefined()
    })
  })
})
