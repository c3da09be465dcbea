import type { RouteRecordRaw } from 'vue-router'
import { BILLING_ACCESS } from '@contract/access'

export const creditRoutes: RouteRecordRaw[] = [
  {
    path: '/credit',
    name: 'credit',
    component: () => import('./views/CreditView.vue'),
    meta: { groups: BILLING_ACCESS.groups, nav: { section: 'billing', labelKey: 'nav.credit', order: 3 } },
  },
]
