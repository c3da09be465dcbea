import { describe, expect, it } from 'vitest'
import { PROVINCES } from '../../../../local-server/reference/provinces.js'
import { PROVINCE_GEOGRAPHY, REGIONS } from '../../../../local-server/reference/regions.js'

describe('regions and the geography of the provinces', () => {
  it('lists the 20 regions by ISTAT code, 01 to 20', () => {
    expect(REGIONS.map((r) => r.code)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(2, '0')))
    expect(REGIONS.find((r) => r.code === '03')?.name).toBe('Lombardia')
  })

  it('gives every one of the 107 provinces, and nothing else, a region and a population', () => {
    expect(Object.keys(PROVINCE_GEOGRAPHY).sort()).toEqual(PROVINCES.map((p) => p.code))
    const codes = new Set(REGIONS.map((r) => r.code))
    for (const [code, geo] of Object.entries(PROVINCE_GEOGRAPHY)) {
      expect(codes.has(geo.region), code).toBe(true)
      expect(geo.populationThousands, code).toBeGreaterThan(50)
    }
  })

  it('has a province in every region, and about 59 million inhabitants in all (ISTAT, 1 January 2024)', () => {
    const regionsWithProvinces = new Set(Object.values(PROVINCE_GEOGRAPHY).map((g) => g.region))
    expect(regionsWithProvinces.size).toBe(20)
    const total = Object.values(PROVINCE_GEOGRAPHY).reduce((sum, g) => sum + g.populationThousands, 0)
    expect(total).toBeGreaterThan(58_500)
    expect(total).toBeLessThan(59_500)
  })

  it('puts the provinces in their regions: a few well-known ones', () => {
    expect(PROVINCE_GEOGRAPHY.RM?.region).toBe('12')
    expect(PROVINCE_GEOGRAPHY.MI?.region).toBe('03')
    expect(PROVINCE_GEOGRAPHY.SU?.region).toBe('20')
    expect(PROVINCE_GEOGRAPHY.BZ?.region).toBe('04')
    expect(PROVINCE_GEOGRAPHY.AO?.region).toBe('02')
  })
})
