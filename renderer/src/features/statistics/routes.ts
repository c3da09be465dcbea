import type { RouteRecordRaw } from 'vue-router'

// The statistics operations are public (no token): the screen is for every signed-in user, so its
// route names no groups. Its chart and map code load with the screen, never with the sign-in.
export const statisticsRoutes: RouteRecordRaw[] = [
  {
    path: '/statistics',
    name: 'statistics',
    component: () => import('./views/StatisticsView.vue'),
    meta: { nav: { section: 'main', labelKey: 'nav.statistics', order: 1 } },
  },
]
