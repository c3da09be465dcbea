import { defineFeature } from '../feature'

/** Alerts have no screen of their own: a list in the window's bar and a block of the settings. */
export const alertsFeature = defineFeature({
  name: 'alerts',
  locales: () => import('./locales').then((m) => m.alertsLocales),
})
