import type { RouteRecordRaw } from 'vue-router'
import { ADMIN_ACCESS } from '@contract/access'

// The request log's operations are for the registrar's administrators in the sandbox; in live mode
// the local server takes the web UI's session instead of a token, and the screen follows the
// signed-in user's groups there too (docs/request-log.md, "The Requests screen").
const meta = { groups: ADMIN_ACCESS.groups }

/** A logged request's screen as a link's `to` (see payments/routes.ts for why a path). */
export const requestRecordPath = (recordId: number): string => `/tools/requests/${recordId}`

export const requestsRoutes: RouteRecordRaw[] = [
  {
    path: '/tools/requests',
    name: 'request-log',
    component: () => import('./views/RequestLogView.vue'),
    meta: { ...meta, nav: { section: 'tools', labelKey: 'nav.requestLog', order: 2 } },
  },
  {
    path: '/tools/requests/:recordId(\\d+)',
    name: 'request-record',
    component: () => import('./views/RequestRecordView.vue'),
    props: (route) => ({ recordId: Number(route.params.recordId) }),
    meta,
  },
]
