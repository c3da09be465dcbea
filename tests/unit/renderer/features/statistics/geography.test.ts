import { describe, expect, it } from 'vitest'
import { perThousandInhabitants } from '@/features/statistics/density'
import { italyShapes } from '@/features/statistics/geography'
import population from '@/features/statistics/geography/italy-population.json'
import { PROVINCES } from '../../../../../local-server/reference/provinces'

const apiCodes = PROVINCES.map((p) => p.code).sort()
const regionCodes = Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(2, '0'))

describe('the map’s geography', () => {
  it('has a shape for each of the API’s 107 provinces, by its code, and none else', () => {
    const { areas, outline } = italyShapes('province')
    expect(areas.map((a) => a.code).sort()).toEqual(apiCodes)
    expect(outline.geometry.type).toBe('MultiPolygon')
  })

  it('merges the provinces into the 20 regions, by ISTAT code as the API names them', () => {
    const { areas } = italyShapes('region')
    expect(areas.map((a) => a.code)).toEqual(regionCodes)
    for (const a of areas) expect(a.feature.geometry.type).toBe('MultiPolygon')
  })
})

describe('the populations', () => {
  it('know every province and region, and the regions add up to the provinces', () => {
    expect(Object.keys(population.provinces).sort()).toEqual(apiCodes)
    expect(Object.keys(population.regions).sort()).toEqual(regionCodes)
    const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0)
    // ISTAT's legal population of Italy at the 2011 census.
    expect(sum(population.provinces)).toBe(59_433_744)
    expect(sum(population.regions)).toBe(59_433_744)
    expect(population.referenceDate).toBe('2011-10-09')
  })
})

describe('domains per 1,000 inhabitants', () => {
  it('divides by the population of the same code, to two decimals', () => {
    const rows = perThousandInhabitants(
      [
        { code: 'RM', name: 'Roma', domains: 123_456 },
        { code: 'ZZ', name: 'Nowhere', domains: 5 },
      ],
      { RM: 4_000_000 },
    )
    expect(rows[0]).toEqual({ code: 'RM', name: 'Roma', domains: 123_456, inhabitants: 4_000_000, perThousand: 30.86 })
    expect(rows[1]).toMatchObject({ inhabitants: null, perThousand: null })
  })
})
