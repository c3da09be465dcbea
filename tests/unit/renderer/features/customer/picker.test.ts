import { describe, expect, it } from 'vitest'
import { localCountries, optionLabel, pickText, resolvePick } from '@/features/customer/picker'

const provinces = [
  { code: 'RM', name: 'Roma' },
  { code: 'MI', name: 'Milano' },
  { code: 'FC', name: 'Forlì-Cesena' },
]

describe('the searchable pickers', () => {
  it('turn an entry picked from the list, its code or its name (any case) into its code', () => {
    expect(resolvePick('Roma (RM)', provinces)).toBe('RM')
    expect(resolvePick(' rm ', provinces)).toBe('RM')
    expect(resolvePick('MILANO', provinces)).toBe('MI')
    expect(resolvePick('forlì-cesena', provinces)).toBe('FC')
  })

  it('send anything else as typed, so the registry’s refusal comes back on the field', () => {
    expect(resolvePick(' ZZ ', provinces)).toBe('ZZ')
    expect(resolvePick('Rom', provinces)).toBe('Rom')
    expect(resolvePick('   ', provinces)).toBe('')
  })

  it('show a code as its entry’s label, or as itself when the list lacks it', () => {
    expect(pickText('RM', provinces)).toBe('Roma (RM)')
    expect(pickText('ZZ', provinces)).toBe('ZZ')
    expect(pickText(null, provinces)).toBe('')
    expect(optionLabel({ code: 'it', name: 'Italia' })).toBe('Italia (it)')
  })

  it('name the countries in the app’s language, ordered by that name', () => {
    const countries = [
      { code: 'de', name: 'Germany' },
      { code: 'it', name: 'Italy' },
      { code: 'ch', name: 'Switzerland' },
    ]
    expect(localCountries(countries, 'it').map((c) => c.name)).toEqual(['Germania', 'Italia', 'Svizzera'])
    expect(localCountries(countries, 'en').map((c) => c.code)).toEqual(['de', 'it', 'ch'])
    // A code the browser cannot name keeps the registry's English name.
    expect(localCountries([{ code: 'xk', name: 'Kosovo' }, { code: 'aa', name: 'Nowhere' }], 'it').find((c) => c.code === 'aa')?.name).toBe('Nowhere')
  })
})
