/**
 * Each feature keeps its messages beside its screens (features/<area>/locales.ts) and declares
 * a loader for them in its features/<area>/feature.ts; they are loaded after the first screen and
 * merged into the two languages in the order of the list of features (features/index.ts). The
 * API's error messages are there from the start (the sign-in screen shows them).
 */
import type { FeatureLocales } from '@/features/feature'
import { features } from '@/features'

/** Every feature's messages, in the order of the list of features. */
export function loadFeatureLocales(): Promise<readonly FeatureLocales[]> {
  return Promise.all(features.flatMap((f) => (f.locales ? [f.locales()] : [])))
}
