import { defineFeature } from '../feature'
import { authRoutes } from './routes'

export const authFeature = defineFeature({
  name: 'auth',
  routes: authRoutes,
})
