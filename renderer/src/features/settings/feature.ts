import { defineFeature } from '../feature'
import { settingsLocales } from './locales'
import { settingsRoutes } from './routes'

export const settingsFeature = defineFeature({
  name: 'settings',
  routes: settingsRoutes,
  locales: settingsLocales,
})
