import { describe, expect, it } from 'vitest'
import { operationsOf } from '../../../../local-server/features/area.js'
import * as statistics from '../../../../local-server/contract/statistics.js'

const operations = operationsOf(statistics)

describe('the statistics operations (CONTRACT.md: /v1/statistics/…, no token, tag Public)', () => {
  it('are public GETs under /v1/statistics/ listed under the public tag, each with its own id', () => {
    expect(operations.length).toBeGreaterThanOrEqual(8)
    for (const op of operations) {
      expect(op.method, op.id).toBe('GET')
      expect(op.url, op.id).toMatch(/^\/v1\/statistics\/[a-zA-Z/]+$/)
      expect(op.tag, op.id).toBe('Public')
      expect(op.access, op.id).toEqual({ public: true })
      expect(op.errors, op.id).toEqual([400])
      expect(op.description, op.id).toBeTruthy()
    }
    expect(new Set(operations.map((o) => o.id)).size).toBe(operations.length)
  })

  it('takes a period and a range for a series, a date for a breakdown', () => {
    const queryOf = (op: (typeof operations)[number]) => Object.keys((op.query as { properties: object }).properties).sort()
    expect(queryOf(statistics.statisticsTotals)).toEqual(['from', 'period', 'to'])
    expect(queryOf(statistics.statisticsDnssec)).toEqual(['from', 'period', 'to'])
    expect(queryOf(statistics.statisticsRegions)).toEqual(['date'])
    expect(queryOf(statistics.statisticsProvinces)).toEqual(['date', 'region'])
    expect(queryOf(statistics.statisticsRegistrarGrowth)).toEqual(['from', 'to'])
  })
})
