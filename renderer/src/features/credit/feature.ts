import { defineFeature } from '../feature'
import { creditRoutes } from './routes'

export const creditFeature = defineFeature({
  name: 'credit',
  routes: creditRoutes,
  locales: () => import('./locales').then((m) => m.creditLocales),
})
