import { defineFeature } from '../feature'
import { homeRoutes } from './routes'

export const homeFeature = defineFeature({
  name: 'home',
  routes: homeRoutes,
  locales: () => import('./locales').then((m) => m.homeLocales),
})
