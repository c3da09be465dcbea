/** The invoices list's Number column and filter, as the API is asked for them. */
import { describe, expect, it } from 'vitest'
import { toApiQuery } from '@/composables/list-state'
import { invoicesApiQuery, normalizeNumberFilter, numberOfEveryYear } from '@/features/invoices/invoice-list-query'

const SPEC = { invoiceNumber: { kind: 'text' }, invoiceDate: { kind: 'dateRange', repeatable: true } } as const
const apiQueryOf = (filters: Record<string, string>, sort: string[] = []) => invoicesApiQuery(toApiQuery(SPEC, { filters, page: 0, size: 20, sort }))

describe('the invoices list’s Number column', () => {
  it('sorts by year, then number, in the column’s direction', () => {
    expect(apiQueryOf({}, ['invoiceNumber']).sort).toEqual(['fiscalYear', 'invoiceNumber'])
    expect(apiQueryOf({}, ['invoiceNumber,asc']).sort).toEqual(['fiscalYear,asc', 'invoiceNumber,asc'])
    expect(apiQueryOf({}, ['invoiceNumber,desc']).sort).toEqual(['fiscalYear,desc', 'invoiceNumber,desc'])
  })

  it('leaves the other columns’ sorts as they are', () => {
    expect(apiQueryOf({}, ['invoiceDate,desc']).sort).toEqual(['invoiceDate,desc'])
    expect(apiQueryOf({}, ['totalAmount']).sort).toEqual(['totalAmount'])
  })
})

describe('the invoices list’s Number filter', () => {
  it('finds the invoice written as the screen shows it: its number among the invoices dated in its year', () => {
    expect(apiQueryOf({ invoiceNumber: '89/2026' })).toEqual({
      page: 0,
      size: 20,
      invoiceNumber: '89',
      invoiceDate: ['between:2026-01-01,2026-12-31'],
    })
  })

  it('keeps the dates the user gave beside the year', () => {
    const q = apiQueryOf({ invoiceNumber: '3/2025', 'invoiceDate.from': '2025-03-01', 'invoiceDate.to': '2025-06-30' })
    expect(q.invoiceNumber).toBe('3')
    expect(q.invoiceDate).toEqual(['ge:2025-03-01', 'le:2025-06-30', 'between:2025-01-01,2025-12-31'])
  })

  it('finds a number without a year in every year', () => {
    const q = apiQueryOf({ invoiceNumber: '3' })
    expect(q).toEqual({ page: 0, size: 20, invoiceNumber: '3' })
    expect(numberOfEveryYear('3')).toBe(3)
    expect(numberOfEveryYear('3/2026')).toBeUndefined()
    expect(numberOfEveryYear(undefined)).toBeUndefined()
  })

  it('keeps a typed number as the screen writes it, and knows what is no number', () => {
    expect(normalizeNumberFilter(' 0089 / 2026')).toBe('89/2026')
    expect(normalizeNumberFilter('89-2026')).toBe('89/2026')
    expect(normalizeNumberFilter('0089')).toBe('89')
    expect(normalizeNumberFilter('2026/0089')).toBeUndefined()
    expect(normalizeNumberFilter('abc')).toBeUndefined()
  })

  it('sends what is no number as it is, for the API to refuse (an edited address)', () => {
    expect(apiQueryOf({ invoiceNumber: 'abc' }).invoiceNumber).toBe('abc')
  })
})
