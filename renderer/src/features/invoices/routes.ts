import type { RouteRecordRaw } from 'vue-router'
import { INVOICES_ACCESS } from '@contract/access'

export const invoiceRoutes: RouteRecordRaw[] = [
  {
    path: '/invoices',
    name: 'invoices',
    component: () => import('./views/InvoicesListView.vue'),
    meta: { groups: INVOICES_ACCESS.groups, nav: { section: 'billing', labelKey: 'nav.invoices', order: 1 } },
  },
  {
    path: '/invoices/:invoiceId(\\d+)',
    name: 'invoice',
    component: () => import('./views/InvoiceDetailView.vue'),
    props: (route) => ({ invoiceId: Number(route.params.invoiceId) }),
    meta: { groups: INVOICES_ACCESS.groups },
  },
]
