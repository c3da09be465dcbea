import { defineFeature } from '../feature'
import { invoiceRoutes } from './routes'

export const invoicesFeature = defineFeature({
  name: 'invoices',
  routes: invoiceRoutes,
  locales: () => import('./locales').then((m) => m.invoicesLocales),
})
