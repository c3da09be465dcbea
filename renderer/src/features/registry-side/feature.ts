import { defineFeature } from '../feature'
import { registrySideRoutes } from './routes'

export const registrySideFeature = defineFeature({
  name: 'registry-side',
  routes: registrySideRoutes,
  locales: () => import('./locales').then((m) => m.registrySideLocales),
})
