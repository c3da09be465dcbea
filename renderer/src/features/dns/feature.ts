import { defineFeature } from '../feature'
import { dnsLocales } from './locales'
import { dnsRoutes } from './routes'

export const dnsFeature = defineFeature({
  name: 'dns',
  routes: dnsRoutes,
  locales: dnsLocales,
})
