import { defineFeature } from '../feature'
import { darwinRoutes } from './routes'

export const darwinFeature = defineFeature({
  name: 'darwin',
  routes: darwinRoutes,
  locales: () => import('./locales').then((m) => m.darwinLocales),
})
