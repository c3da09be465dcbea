import { defineFeature } from '../feature'
import { invoicesLocales } from './locales'
import { invoiceRoutes } from './routes'

export const invoicesFeature = defineFeature({
  name: 'invoices',
  routes: invoiceRoutes,
  locales: invoicesLocales,
})
