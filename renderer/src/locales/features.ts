/**
 * Each feature keeps its messages beside its screens (features/<area>/locales.ts) and declares
 * a loader for them in its features/<area>/feature.ts; they are loaded after the first screen and
 * merged into the two languages in the order of the list of features (features/index.ts), after
 * the API's error messages that the sign-in screen does not show (screen-errors.ts) and the
 * shell's own (shell.ts). Those the sign-in screen shows are there from the start (errors.ts).
 */
import type { FeatureLocales } from '@/features/feature'
import { features } from '@/features'

/** The other API error messages, the shell's own later messages, then every feature's, in the order of the list of features. */
export function loadFeatureLocales(): Promise<readonly FeatureLocales[]> {
  const errors = import('./screen-errors').then((m) => m.screenErrorLocales)
  const shell = import('./shell').then((m) => m.shellLocales)
  return Promise.all([errors, shell, ...features.flatMap((f) => (f.locales ? [f.locales()] : []))])
}
