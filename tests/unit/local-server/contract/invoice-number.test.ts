/** An invoice number's one written form (contract/invoice-number.ts), and reading it back as typed. */
import { describe, expect, it } from 'vitest'
import { invoiceFileStem, invoiceLabel, readInvoiceNumber } from '../../../../local-server/contract/invoice-number.js'

describe('an invoice number, written', () => {
  it('is the number, a slash, the fiscal year, as the PDF prints it, without leading zeros', () => {
    expect(invoiceLabel({ fiscalYear: 2026, invoiceNumber: 89 })).toBe('89/2026')
    expect(invoiceLabel({ fiscalYear: 2025, invoiceNumber: 1 })).toBe('1/2025')
    expect(invoiceLabel({ fiscalYear: 2026, invoiceNumber: 12345 })).toBe('12345/2026')
  })

  it('has a dash for the slash in a file name', () => {
    expect(invoiceFileStem({ fiscalYear: 2026, invoiceNumber: 89 })).toBe('89-2026')
  })
})

describe('an invoice number, typed', () => {
  it('reads the written form back, and a number without a year as that number in every year', () => {
    expect(readInvoiceNumber('89/2026')).toEqual({ invoiceNumber: 89, fiscalYear: 2026 })
    expect(readInvoiceNumber(invoiceLabel({ fiscalYear: 2025, invoiceNumber: 3 }))).toEqual({ invoiceNumber: 3, fiscalYear: 2025 })
    expect(readInvoiceNumber('89')).toEqual({ invoiceNumber: 89 })
  })

  it('takes spaces, leading zeros and the file name’s dash', () => {
    expect(readInvoiceNumber(' 0089 / 2026 ')).toEqual({ invoiceNumber: 89, fiscalYear: 2026 })
    expect(readInvoiceNumber('89-2026')).toEqual({ invoiceNumber: 89, fiscalYear: 2026 })
    expect(readInvoiceNumber('007')).toEqual({ invoiceNumber: 7 })
  })

  it('refuses the year first, a short year, and what is no number', () => {
    for (const typed of ['2026/0089', '2026/89', '89/26', '89/', '/2026', '89/2026/1', 'abc', '8 9', '-3', '3.5', '', '99999999999999999999']) {
      expect(readInvoiceNumber(typed), typed).toBeUndefined()
    }
  })
})
