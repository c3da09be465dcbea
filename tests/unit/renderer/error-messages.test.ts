import { describe, expect, it } from 'vitest'
import { ERROR_CODE_NAMES } from '@contract/errors'
import { createAppI18n, LOCALES, type Locale } from '@/i18n'
import { errorLocales } from '@/locales/errors'
import { loadFeatureLocales } from '@/locales/features'

/** The app's messages as a signed-in screen has them: the sign-in's and every feature's (main.ts). */
const appMessages = async (locale: Locale) => createAppI18n(locale, await loadFeatureLocales()).global.getLocaleMessage(locale)

// Every code the API can answer has its own sentence in both languages, so an Italian screen
// never shows the server's English detail.
describe('the messages of the API error codes', () => {
  for (const locale of LOCALES) {
    it(`has a sentence in ${locale} for every code of contract/errors.ts`, async () => {
      const errors = (await appMessages(locale)).errors as Record<string, unknown>
      const missing = ERROR_CODE_NAMES.filter((code) => typeof errors[code] !== 'string' || (errors[code] as string).trim() === '')
      expect(missing).toEqual([])
    })

    it(`never passes the server's English detail through in ${locale}`, async () => {
      const errors = (await appMessages(locale)).errors as Record<string, string>
      expect(ERROR_CODE_NAMES.filter((code) => String(errors[code]).includes('{detail}'))).toEqual([])
    })
  }

  it('words the Italian and the English sentence separately', async () => {
    const it_ = (await appMessages('it')).errors as Record<string, string>
    const en = (await appMessages('en')).errors as Record<string, string>
    expect(ERROR_CODE_NAMES.filter((code) => it_[code] === en[code])).toEqual([])
  })

  // The sign-in screen shows its errors before the features' messages may have loaded.
  for (const locale of LOCALES) {
    it(`has the sign-in's own codes (a wrong password, too many attempts, an expired session) from the start in ${locale}`, () => {
      // No features' messages: what the sign-in screen has before they load.
      const errors = createAppI18n(locale, []).global.getLocaleMessage(locale).errors as Record<string, string>
      for (const code of ['invalid_grant', 'slow_down', 'invalid_token', 'internal_error', 'registry_offline'] as const) expect(errors[code]).toBe(errorLocales[locale].errors[code])
      expect(errors.insufficient_credit).toBeUndefined()
    })
  }
})
