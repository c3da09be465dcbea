/**
 * Each feature keeps its messages beside its screens (features/<area>/locales.ts) and declares
 * them in its features/<area>/feature.ts; they are merged here into the two languages, in the
 * order of the list of features (features/index.ts).
 */
import type { FeatureLocales } from '@/features/feature'
import { features } from '@/features'
import { errorLocales } from './errors'

// The API's error messages first: a feature may word a code its own way under its section.
export const featureLocales: readonly FeatureLocales[] = [errorLocales, ...features.flatMap((f) => (f.locales ? [f.locales] : []))]
