import { describe, expect, it } from 'vitest'
import { defaultFilters, filtersProblem } from '@/features/statistics/filters'
import { chartedRegistrars } from '@/features/statistics/registrar-chart'

describe('the statistics filters', () => {
  it('start month by month over five calendar years up to today', () => {
    expect(defaultFilters('2026-11-24')).toEqual({ period: 'month', from: '2022-01-01', to: '2026-11-24' })
  })

  it('never start before the first date of the data', () => {
    expect(defaultFilters('2002-06-30').from).toBe('2000-01-01')
  })

  it('refuse an empty date and a range that ends before it starts', () => {
    expect(filtersProblem({ period: 'day', from: '', to: '2026-01-01' })).toBe('dateRequired')
    expect(filtersProblem({ period: 'day', from: '2026-02-01', to: '2026-01-01' })).toBe('rangeReversed')
    expect(filtersProblem({ period: 'day', from: '2026-01-01', to: '2026-01-01' })).toBeNull()
  })
})

describe('the registrars a chart shows', () => {
  const rows = ['A', 'B', 'C', 'D'].map((name) => ({ name }))

  it('are the first ones, and the caller’s own one always, marked', () => {
    expect(chartedRegistrars(rows, 'D', 2)).toEqual([
      { row: { name: 'A' }, own: false },
      { row: { name: 'B' }, own: false },
      { row: { name: 'D' }, own: true },
    ])
    expect(chartedRegistrars(rows, 'A', 2).map((c) => c.own)).toEqual([true, false])
    expect(chartedRegistrars(rows, null, 2).map((c) => c.row.name)).toEqual(['A', 'B'])
  })
})
