import { defineFeature } from '../feature'
import { registrarRoutes } from './routes'

/** The registrar's own data, for its administrators: public information, contacts, events. */
export const registrarFeature = defineFeature({
  name: 'registrar',
  routes: registrarRoutes,
  locales: () => import('./locales').then((m) => m.registrarLocales),
})
