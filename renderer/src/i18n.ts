import { createI18n } from 'vue-i18n'
import { REGISTRY_TIME_ZONE } from '@validation/registry-date'
import en from './locales/en.json'
import it from './locales/it.json'
import type { FeatureLocales, Messages } from './features/feature'
import { errorLocales } from './locales/errors'
import { loadFeatureLocales } from './locales/features'

export const LOCALES = ['it', 'en'] as const
export type Locale = (typeof LOCALES)[number]

// Grouped from four digits in Italian too (`8.693,00 €`), like `useFormat` and the invoice PDF.
const numberFormats = {
  currency: { style: 'currency', currency: 'EUR', useGrouping: 'always' },
  decimal: { style: 'decimal', minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' },
  integer: { style: 'decimal', maximumFractionDigits: 0, useGrouping: 'always' },
} as const

// Instants are shown in the registry's zone, like its own documents, whatever the machine's zone.
const REGISTRY_ZONE = REGISTRY_TIME_ZONE
const datetimeFormats = {
  date: { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: REGISTRY_ZONE },
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: REGISTRY_ZONE },
  monthYear: { year: 'numeric', month: 'short', timeZone: REGISTRY_ZONE },
} as const

/** Deep merge, so a feature may add keys under a shared section (e.g. its own `errors.<code>`). */
export function mergeMessages(base: Messages, extra: Messages): Messages {
  const out: Messages = { ...base }
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key]
    out[key] = typeof value === 'object' && typeof current === 'object' ? mergeMessages(current, value) : value
  }
  return out
}

export function initialLocale(stored: string | null, browser: readonly string[]): Locale {
  if (stored && (LOCALES as readonly string[]).includes(stored)) return stored as Locale
  const preferred = browser.map((l) => l.slice(0, 2)).find((l) => (LOCALES as readonly string[]).includes(l))
  return (preferred as Locale | undefined) ?? 'it'
}

/**
 * Italian and English throughout; amounts in euro and dates formatted for the chosen language.
 * The app starts with the shared messages and the API's errors (all the sign-in screen shows) and
 * adds the features' with `loadFeatureMessages`; tests pass every feature's messages at once.
 */
export function createAppI18n(locale: Locale, features: readonly FeatureLocales[] = []) {
  // The API's error messages first: a feature may word a code its own way under its section.
  const all = [errorLocales, ...features]
  const messages = {
    it: all.reduce<Messages>((merged, f) => mergeMessages(merged, f.it), it),
    en: all.reduce<Messages>((merged, f) => mergeMessages(merged, f.en), en),
  }
  return createI18n({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    messages,
    numberFormats: { it: numberFormats, en: numberFormats },
    datetimeFormats: { it: datetimeFormats, en: datetimeFormats },
    missingWarn: false,
    fallbackWarn: false,
  })
}

type AppI18n = ReturnType<typeof createAppI18n>

/** Loads every feature's messages and adds them to both languages (the screens update). */
export async function loadFeatureMessages(i18n: AppI18n): Promise<void> {
  const features = await loadFeatureLocales()
  for (const lang of LOCALES) {
    const current = i18n.global.getLocaleMessage(lang) as Messages
    i18n.global.setLocaleMessage(lang, features.reduce<Messages>((merged, f) => mergeMessages(merged, f[lang]), current) as never)
  }
}
