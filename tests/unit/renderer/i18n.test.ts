import { describe, expect, it } from 'vitest'
import { createAppI18n, initialLocale, mergeMessages } from '@/i18n'

describe('i18n', () => {
  it('merges feature messages deeply: a feature can add error codes without losing the shared ones', () => {
    const merged = mergeMessages({ errors: { a: 'A', b: 'B' }, x: 'X' }, { errors: { c: 'C' } })
    expect(merged).toEqual({ errors: { a: 'A', b: 'B', c: 'C' }, x: 'X' })
  })

  it('starts in the stored language, else the browser’s, else Italian', () => {
    expect(initialLocale('en', ['it-IT'])).toBe('en')
    expect(initialLocale(null, ['de-DE', 'en-GB'])).toBe('en')
    expect(initialLocale('fr', ['de-DE'])).toBe('it')
  })

  it('has every key of one language in the other', () => {
    const i18n = createAppI18n('it')
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
    const it_ = keys(i18n.global.getLocaleMessage('it')).sort()
    const en = keys(i18n.global.getLocaleMessage('en')).sort()
    expect(it_.filter((k) => !en.includes(k))).toEqual([])
    expect(en.filter((k) => !it_.includes(k))).toEqual([])
  })
})
