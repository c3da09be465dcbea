import type { RouteRecordRaw } from 'vue-router'
import { LOCAL_TOOLS_ACCESS } from '@contract/access'

// The fault rules are the local server's, in both modes: for the registrar's administrators
// (faults.list's access; in live mode the local server asks for its API key or its own session).
export const faultsRoutes: RouteRecordRaw[] = [
  {
    path: '/faults',
    name: 'faults',
    component: () => import('./views/FaultsView.vue'),
    meta: { groups: LOCAL_TOOLS_ACCESS.groups, nav: { section: 'tools', labelKey: 'nav.faults', order: 6 } },
  },
]
