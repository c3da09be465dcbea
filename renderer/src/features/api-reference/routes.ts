import type { RouteRecordRaw } from 'vue-router'
import { ADMIN_ACCESS } from '@contract/access'

// The reference itself is open to anyone (like /openapi.json, at /docs); the screen is a tool for
// the registrar's developers, who are its administrators, so only they see it in the navigation.
export const apiReferenceRoutes: RouteRecordRaw[] = [
  {
    path: '/tools/api-reference',
    name: 'api-reference',
    component: () => import('./views/ApiReferenceView.vue'),
    meta: { groups: ADMIN_ACCESS.groups, nav: { section: 'tools', labelKey: 'nav.apiReference', order: 2 } },
  },
]
