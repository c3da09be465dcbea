import { defineFeature } from '../feature'

// Exports have no screen of their own: their menu sits on the invoices and payments lists.
export const exportsFeature = defineFeature({
  name: 'exports',
  locales: () => import('./locales').then((m) => m.exportsLocales),
})
