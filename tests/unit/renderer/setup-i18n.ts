/**
 * The app loads the features' messages after its first screen (renderer/src/i18n.ts,
 * `loadFeatureMessages`); a component test mounts one screen at once, so its `createAppI18n(lang)`
 * starts with every feature's messages, loaded here once per test file.
 */
import { vi } from 'vitest'

vi.mock('@/i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/i18n')>()
  const { loadFeatureLocales } = await import('@/locales/features')
  const all = await loadFeatureLocales()
  return { ...actual, createAppI18n: (locale: 'it' | 'en', features = all) => actual.createAppI18n(locale, features) }
})
