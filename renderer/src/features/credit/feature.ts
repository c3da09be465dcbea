import { defineFeature } from '../feature'
import { creditLocales } from './locales'
import { creditRoutes } from './routes'

export const creditFeature = defineFeature({
  name: 'credit',
  routes: creditRoutes,
  locales: creditLocales,
})
