import { defineFeature } from '../feature'
import { statisticsRoutes } from './routes'

export const statisticsFeature = defineFeature({
  name: 'statistics',
  routes: statisticsRoutes,
  locales: () => import('./locales').then((m) => m.statisticsLocales),
})
