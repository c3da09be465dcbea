import { defineFeature } from '../feature'
import { darwinLocales } from './locales'
import { darwinRoutes } from './routes'

export const darwinFeature = defineFeature({
  name: 'darwin',
  routes: darwinRoutes,
  locales: darwinLocales,
})
