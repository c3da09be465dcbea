import { defineFeature } from '../feature'
import { requestsRoutes } from './routes'

export const requestsFeature = defineFeature({
  name: 'requests',
  routes: requestsRoutes,
  locales: () => import('./locales').then((m) => m.requestLogLocales),
})
