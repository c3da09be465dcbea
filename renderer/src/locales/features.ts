/**
 * Each feature keeps its messages beside its screens (features/<area>/locales.ts) and declares
 * a loader for them in its features/<area>/feature.ts; they are loaded after the first screen and
 * merged into the two languages in the order of the list of features (features/index.ts), after
 * the shell's own (shell.ts). The API's error messages are there from the start (the sign-in
 * screen shows them).
 */
import type { FeatureLocales } from '@/features/feature'
import { features } from '@/features'

/** The shell's own later messages (shell.ts), then every feature's, in the order of the list of features. */
export function loadFeatureLocales(): Promise<readonly FeatureLocales[]> {
  const shell = import('./shell').then((m) => m.shellLocales)
  return Promise.all([shell, ...features.flatMap((f) => (f.locales ? [f.locales()] : []))])
}
