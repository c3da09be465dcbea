import { defineFeature } from '../feature'
import { paymentsLocales } from './locales'
import { paymentRoutes } from './routes'

export const paymentsFeature = defineFeature({
  name: 'payments',
  routes: paymentRoutes,
  locales: paymentsLocales,
})
