import { describe, expect, it } from 'vitest'
import { isProvinceCode, PROVINCES } from '../../../../local-server/reference/provinces.js'

const provinceName = (code: string) => PROVINCES.find((p) => p.code === code)?.name

describe('provinces', () => {
  it('lists the 107 provinces once each, ordered by code, with two upper-case letters', () => {
    expect(PROVINCES).toHaveLength(107)
    const codes = PROVINCES.map((p) => p.code)
    expect(new Set(codes).size).toBe(107)
    expect([...codes].sort()).toEqual(codes)
    for (const p of PROVINCES) {
      expect(p.code).toMatch(/^[A-Z]{2}$/)
      expect(p.name.length).toBeGreaterThan(1)
    }
    expect(new Set(PROVINCES.map((p) => p.name)).size).toBe(107)
  })

  it('knows the official names of well-known codes, including the newer ones', () => {
    expect(provinceName('RM')).toBe('Roma')
    expect(provinceName('MI')).toBe('Milano')
    expect(provinceName('BZ')).toBe('Bolzano/Bozen')
    expect(provinceName('MB')).toBe('Monza e della Brianza')
    expect(provinceName('BT')).toBe('Barletta-Andria-Trani')
    expect(provinceName('FM')).toBe('Fermo')
    expect(provinceName('SU')).toBe('Sud Sardegna')
    expect(provinceName('KR')).toBe('Crotone')
  })

  it('no longer lists the abolished Sardinian provinces', () => {
    for (const old of ['CI', 'VS', 'OG', 'OT']) expect(isProvinceCode(old)).toBe(false)
  })

  it('accepts exact codes only', () => {
    expect(isProvinceCode('PI')).toBe(true)
    expect(isProvinceCode('pi')).toBe(false)
    expect(isProvinceCode('XX')).toBe(false)
    expect(isProvinceCode('')).toBe(false)
    expect(isProvinceCode(undefined)).toBe(false)
  })

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(PROVINCES)).toBe(true)
    expect(Object.isFrozen(PROVINCES[0])).toBe(true)
  })
})
