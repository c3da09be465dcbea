import { defineFeature } from '../feature'
import { paymentRoutes } from './routes'

export const paymentsFeature = defineFeature({
  name: 'payments',
  routes: paymentRoutes,
  locales: () => import('./locales').then((m) => m.paymentsLocales),
})
