import { describe, expect, it } from 'vitest'
import { ERROR_CODE_NAMES } from '@contract/errors'
import { createAppI18n, LOCALES } from '@/i18n'

// Every code the API can answer has its own sentence in both languages, so an Italian screen
// never shows the server's English detail.
describe('the messages of the API error codes', () => {
  for (const locale of LOCALES) {
    it(`has a sentence in ${locale} for every code of contract/errors.ts`, () => {
      const i18n = createAppI18n(locale)
      const errors = i18n.global.getLocaleMessage(locale).errors as Record<string, unknown>
      const missing = ERROR_CODE_NAMES.filter((code) => typeof errors[code] !== 'string' || (errors[code] as string).trim() === '')
      expect(missing).toEqual([])
    })

    it(`never passes the server's English detail through in ${locale}`, () => {
      const errors = createAppI18n(locale).global.getLocaleMessage(locale).errors as Record<string, string>
      expect(ERROR_CODE_NAMES.filter((code) => String(errors[code]).includes('{detail}'))).toEqual([])
    })
  }

  it('words the Italian and the English sentence separately', () => {
    const it_ = createAppI18n('it').global.getLocaleMessage('it').errors as Record<string, string>
    const en = createAppI18n('en').global.getLocaleMessage('en').errors as Record<string, string>
    expect(ERROR_CODE_NAMES.filter((code) => it_[code] === en[code])).toEqual([])
  })
})
