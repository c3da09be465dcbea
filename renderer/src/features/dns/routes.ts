import type { RouteRecordRaw } from 'vue-router'

// The DNS check's operations are public (no token): the screen is for every signed-in user, so
// its route names no groups.
export const dnsRoutes: RouteRecordRaw[] = [
  {
    path: '/tools/dns-check',
    name: 'dns-check',
    component: () => import('./views/DnsCheckView.vue'),
    meta: { nav: { section: 'tools', labelKey: 'nav.dnsCheck', order: 1 } },
  },
]
