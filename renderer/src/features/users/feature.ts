import { defineFeature } from '../feature'
import { usersLocales } from './locales'
import { usersRoutes } from './routes'

export const usersFeature = defineFeature({
  name: 'users',
  routes: usersRoutes,
  locales: usersLocales,
})
