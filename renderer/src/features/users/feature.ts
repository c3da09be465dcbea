import { defineFeature } from '../feature'
import { usersRoutes } from './routes'

export const usersFeature = defineFeature({
  name: 'users',
  routes: usersRoutes,
  locales: () => import('./locales').then((m) => m.usersLocales),
})
