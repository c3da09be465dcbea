import { defineFeature } from '../feature'
import { homeLocales } from './locales'
import { homeRoutes } from './routes'

export const homeFeature = defineFeature({
  name: 'home',
  routes: homeRoutes,
  locales: homeLocales,
})
