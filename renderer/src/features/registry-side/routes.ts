import type { RouteRecordRaw } from 'vue-router'
import { ADMIN_ACCESS } from '@contract/access'

// The sandbox's `/sandbox/…` operations are for the registrar's administrators (SANDBOX_ACCESS, the
// same groups as ADMIN_ACCESS: tests/unit/renderer/routes-access.test.ts holds them together),
// and only the sandbox has them: the screen is neither offered nor opened in live mode.
export const registrySideRoutes: RouteRecordRaw[] = [
  {
    path: '/registry-side',
    name: 'registry-side',
    component: () => import('./views/RegistrySideView.vue'),
    meta: { groups: ADMIN_ACCESS.groups, sandboxOnly: true, nav: { section: 'tools', labelKey: 'nav.registrySide', order: 5 } },
  },
]
