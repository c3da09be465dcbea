import { defineFeature } from '../feature'
import { settingsRoutes } from './routes'

export const settingsFeature = defineFeature({
  name: 'settings',
  routes: settingsRoutes,
  locales: () => import('./locales').then((m) => m.settingsLocales),
})
