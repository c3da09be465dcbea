import { defineFeature } from '../feature'
import { securityLocales } from './locales'
import { securityRoutes } from './routes'

export const securityFeature = defineFeature({
  name: 'security',
  routes: securityRoutes,
  locales: securityLocales,
})
