import { describe, expect, it } from 'vitest'
import {
  COUNTRIES,
  countryByCode,
  ENABLED_COUNTRY_CODES,
  isCountryCode,
} from '../../../../local-server/reference/countries.js'

const EU = 'at be bg cy cz de dk ee es fi fr gr hr hu ie it lt lu lv mt nl pl pt ro se si sk'.split(' ')

describe('countries', () => {
  it('lists the 249 ISO 3166-1 codes once each, lowercase, ordered, each with both names', () => {
    expect(COUNTRIES).toHaveLength(249)
    const codes = COUNTRIES.map((c) => c.code)
    expect(new Set(codes).size).toBe(249)
    expect([...codes].sort()).toEqual(codes)
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[a-z]{2}$/)
      expect(c.name.trim()).toBe(c.name)
      expect(c.name.length).toBeGreaterThan(2)
      expect(c.nameIt.length).toBeGreaterThan(2)
    }
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(249)
  })

  it('knows well-known entries in English and Italian', () => {
    expect(countryByCode('it')).toEqual({ code: 'it', name: 'Italy', nameIt: 'Italia', enabled: true })
    expect(countryByCode('de')?.nameIt).toBe('Germania')
    expect(countryByCode('us')).toMatchObject({ name: 'United States of America', enabled: false })
    expect(countryByCode('gb')).toMatchObject({ name: 'United Kingdom', nameIt: 'Regno Unito', enabled: true })
    expect(countryByCode('va')?.enabled).toBe(true)
    for (const code of ['aq', 'bv', 'ax', 'ss', 'sx', 'bq', 'cw', 'um']) {
      expect(isCountryCode(code)).toBe(true)
    }
  })

  it('refuses codes that are not assigned, reserved or not lowercase', () => {
    for (const code of ['xk', 'uk', 'eu', 'an', 'cs', 'IT', '', 'ita']) expect(isCountryCode(code)).toBe(false)
    expect(isCountryCode(7)).toBe(false)
  })

  it('enables exactly the EU, the rest of the EEA, Vatican City, San Marino, Switzerland and the UK', () => {
    const expected = [...EU, 'is', 'li', 'no', 'va', 'sm', 'ch', 'gb'].sort()
    expect(EU).toHaveLength(27)
    expect(COUNTRIES.filter((c) => c.enabled).map((c) => c.code)).toEqual(expected)
    expect([...ENABLED_COUNTRY_CODES].sort()).toEqual(expected)
  })

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(COUNTRIES)).toBe(true)
    expect(Object.isFrozen(COUNTRIES[0])).toBe(true)
    expect(Object.isFrozen(ENABLED_COUNTRY_CODES)).toBe(true)
  })
})
