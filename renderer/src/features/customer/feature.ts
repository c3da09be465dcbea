import { defineFeature } from '../feature'
import { customerRoutes } from './routes'

export const customerFeature = defineFeature({
  name: 'customer',
  routes: customerRoutes,
  locales: () => import('./locales').then((m) => m.customerLocales),
})
