import type { RouteRecordRaw } from 'vue-router'
import { BILLING_ACCESS } from '@contract/access'

const meta = { groups: BILLING_ACCESS.groups }

/**
 * A payment's screen as a link's `to`. A list's links use it rather than `{ name, params }`: a
 * link resolves a path again only when it changes, a named location on every navigation, and a
 * list's page change is a navigation (its page lives in the URL).
 */
export const paymentPath = (paymentId: number): string => `/payments/${paymentId}`

export const paymentRoutes: RouteRecordRaw[] = [
  {
    path: '/payments',
    name: 'payments',
    component: () => import('./views/PaymentsListView.vue'),
    meta: { ...meta, nav: { section: 'billing', labelKey: 'nav.payments', order: 2 } },
  },
  { path: '/payments/new-bank', name: 'payment-new-bank', component: () => import('./views/NewBankPaymentView.vue'), meta },
  { path: '/payments/top-up', name: 'payment-top-up', component: () => import('./views/CardTopUpView.vue'), meta },
  {
    path: '/payments/top-up/return',
    name: 'payment-top-up-return',
    component: () => import('./views/CardReturnView.vue'),
    meta: { public: true },
  },
  {
    path: '/payments/:paymentId(\\d+)',
    name: 'payment',
    component: () => import('./views/PaymentDetailView.vue'),
    props: (route) => ({ paymentId: Number(route.params.paymentId) }),
    meta,
  },
]
