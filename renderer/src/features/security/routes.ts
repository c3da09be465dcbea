import type { RouteRecordRaw } from 'vue-router'
import { IP_ACCESS } from '@contract/access'

// Who may open the screen is who may call the API: the contract's access, not a copy of it.
const groups = IP_ACCESS.groups

export const securityRoutes: RouteRecordRaw[] = [
  {
    path: '/security/ip-addresses',
    name: 'ip-allow-list',
    component: () => import('./views/IpAllowListView.vue'),
    meta: { groups, nav: { section: 'security', labelKey: 'nav.ipAllowList', order: 1 } },
  },
]
