import type { RouteRecordRaw } from 'vue-router'
import { DARWIN_ACCESS } from '@contract/access'

const meta = { groups: DARWIN_ACCESS.groups }

export const darwinRoutes: RouteRecordRaw[] = [
  {
    path: '/darwin',
    name: 'darwin-queue',
    component: () => import('./views/DarwinQueueView.vue'),
    meta: { ...meta, nav: { section: 'darwin', labelKey: 'nav.darwinQueue', order: 1 } },
  },
  {
    path: '/darwin/requests/:requestId(\\d+)',
    name: 'darwin-request',
    component: () => import('./views/DarwinRequestView.vue'),
    props: (route) => ({ requestId: Number(route.params.requestId) }),
    meta,
  },
]
