import { defineFeature } from '../feature'

export const gatewayFeature = defineFeature({
  name: 'gateway',
  locales: () => import('./locales').then((m) => m.gatewayLocales),
})
