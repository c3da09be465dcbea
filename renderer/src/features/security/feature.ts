import { defineFeature } from '../feature'
import { securityRoutes } from './routes'

export const securityFeature = defineFeature({
  name: 'security',
  routes: securityRoutes,
  locales: () => import('./locales').then((m) => m.securityLocales),
})
