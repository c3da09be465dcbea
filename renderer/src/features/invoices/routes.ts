import type { RouteRecordRaw } from 'vue-router'
import { INVOICES_ACCESS } from '@contract/access'

/** An invoice's screen as a link's `to` (a path, for the reason given at `paymentPath`). */
export const invoicePath = (invoiceId: number): string => `/invoices/${invoiceId}`

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
