import { defineFeature } from '../feature'
import { faultsRoutes } from './routes'

export const faultsFeature = defineFeature({
  name: 'faults',
  routes: faultsRoutes,
  locales: () => import('./locales').then((m) => m.faultsLocales),
})
