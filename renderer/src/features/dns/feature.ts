import { defineFeature } from '../feature'
import { dnsRoutes } from './routes'

export const dnsFeature = defineFeature({
  name: 'dns',
  routes: dnsRoutes,
  locales: () => import('./locales').then((m) => m.dnsLocales),
})
