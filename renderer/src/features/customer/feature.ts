import { defineFeature } from '../feature'
import { customerLocales } from './locales'
import { customerRoutes } from './routes'

export const customerFeature = defineFeature({
  name: 'customer',
  routes: customerRoutes,
  locales: customerLocales,
})
