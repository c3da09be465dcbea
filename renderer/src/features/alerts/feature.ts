import { defineFeature } from '../feature'
import { alertsLocales } from './locales'

/** Alerts have no screen of their own: a list in the window's bar and a block of the settings. */
export const alertsFeature = defineFeature({
  name: 'alerts',
  locales: alertsLocales,
})
