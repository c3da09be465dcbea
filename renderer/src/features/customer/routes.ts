import type { RouteRecordRaw } from 'vue-router'
import { READ_ACCESS } from '@contract/access'
import { REGISTRAR_DATA_SECTIONS } from './sections'

// Who may open a screen is who may read its data (every group); changing it is for the groups
// of each change operation, checked again on the screen (sections.ts).
export const customerRoutes: RouteRecordRaw[] = [
  {
    // One screen, its section in the address: contract (the default), customer, e-mails, headquarter.
    path: `/registrar/data/:section(${REGISTRAR_DATA_SECTIONS.join('|')})?`,
    name: 'registrar-data',
    component: () => import('./views/RegistrarDataView.vue'),
    props: (route) => ({ section: route.params.section || REGISTRAR_DATA_SECTIONS[0] }),
    meta: { groups: READ_ACCESS.groups, nav: { section: 'registrar', labelKey: 'nav.registrarData', order: 1 } },
  },
  {
    path: '/registrar/gdpr',
    name: 'gdpr',
    component: () => import('./views/GdprView.vue'),
    meta: { groups: READ_ACCESS.groups, nav: { section: 'registrar', labelKey: 'nav.gdpr', order: 5 } },
  },
]
