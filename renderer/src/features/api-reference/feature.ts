import { defineFeature } from '../feature'
import { apiReferenceRoutes } from './routes'

export const apiReferenceFeature = defineFeature({
  name: 'api-reference',
  routes: apiReferenceRoutes,
  locales: () => import('./locales').then((m) => m.apiReferenceLocales),
})
