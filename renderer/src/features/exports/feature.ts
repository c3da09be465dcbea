import { defineFeature } from '../feature'
import { exportsLocales } from './locales'

// Exports have no screen of their own: their menu sits on the invoices and payments lists.
export const exportsFeature = defineFeature({
  name: 'exports',
  locales: exportsLocales,
})
