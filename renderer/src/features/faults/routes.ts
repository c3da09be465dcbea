import type { RouteRecordRaw } from 'vue-router'
import { ADMIN_ACCESS } from '@contract/access'

// The fault rules are the local server's, in both modes: for the registrar's administrators
// (faults.list's access, the same groups as ADMIN_ACCESS: routes-access.test.ts holds them together;
// in live mode the local server asks for its API key or its own session).
export const faultsRoutes: RouteRecordRaw[] = [
  {
    path: '/faults',
    name: 'faults',
    component: () => import('./views/FaultsView.vue'),
    meta: { groups: ADMIN_ACCESS.groups, nav: { section: 'tools', labelKey: 'nav.faults', order: 6 } },
  },
]
