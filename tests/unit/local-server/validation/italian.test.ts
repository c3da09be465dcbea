import { describe, expect, it } from 'vitest'
import {
  isValidEmail,
  isValidFiscalCode,
  isValidItalianPostalCode,
  isValidPersonFiscalCode,
  isValidVatNumber,
} from '../../../../local-server/validation/italian.js'

describe('fiscal codes', () => {
  it('accepts real person codes, in any case, and their omocodia variants', () => {
    expect(isValidPersonFiscalCode('RSSMRA85T10A562S')).toBe(true)
    expect(isValidPersonFiscalCode('rssmra85t10a562s')).toBe(true)
    expect(isValidPersonFiscalCode('RSSMRA85T10A56NH')).toBe(true)
  })
  it('refuses a wrong check character, a bad month letter and a bad shape', () => {
    expect(isValidPersonFiscalCode('RSSMRA85T10A562T')).toBe(false)
    expect(isValidPersonFiscalCode('RSSMRA85Z10A562S')).toBe(false)
    expect(isValidPersonFiscalCode('RSSMRA85T10A562')).toBe(false)
  })
  it('takes 11-digit codes of organisations by the VAT rule', () => {
    expect(isValidFiscalCode('00743110157')).toBe(true)
    expect(isValidFiscalCode('00743110158')).toBe(false)
  })
})

describe('VAT numbers', () => {
  it('checks the last digit', () => {
    expect(isValidVatNumber('00743110157')).toBe(true)
    expect(isValidVatNumber('IT00743110157')).toBe(true)
    expect(isValidVatNumber('01234567897')).toBe(true)
    expect(isValidVatNumber('01234567890')).toBe(false)
    expect(isValidVatNumber('00000000000')).toBe(false)
    expect(isValidVatNumber('0074311015')).toBe(false)
  })
})

describe('contact data', () => {
  it('postal codes are five digits', () => {
    expect(isValidItalianPostalCode('00185')).toBe(true)
    expect(isValidItalianPostalCode('0018')).toBe(false)
    expect(isValidItalianPostalCode('0018A')).toBe(false)
  })
  it('e-mail addresses', () => {
    expect(isValidEmail('mario.rossi@example.it')).toBe(true)
    expect(isValidEmail('mario..rossi@example.it')).toBe(false)
    expect(isValidEmail('mario@localhost')).toBe(false)
    expect(isValidEmail('@example.it')).toBe(false)
  })
})
