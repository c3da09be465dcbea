import { defineFeature } from '../feature'
import { gatewayLocales } from './locales'

export const gatewayFeature = defineFeature({
  name: 'gateway',
  locales: gatewayLocales,
})
