import type { RouteRecordRaw } from 'vue-router'
import { ADMIN_ACCESS } from '@contract/access'

// Who may open a screen is who may call its operations (the contract's access, not a copy): these
// screens change the registrar's data or read its log, which is the administrators' work.
const publicInfo = { groups: ADMIN_ACCESS.groups }
const contacts = { groups: ADMIN_ACCESS.groups }
const events = { groups: ADMIN_ACCESS.groups }

export const registrarRoutes: RouteRecordRaw[] = [
  {
    path: '/registrar/public-info',
    name: 'public-info',
    component: () => import('./views/PublicInfoView.vue'),
    meta: { ...publicInfo, nav: { section: 'registrar', labelKey: 'nav.publicInfo', order: 2 } },
  },
  {
    path: '/registrar/contacts',
    name: 'registrar-contacts',
    component: () => import('./views/ContactsView.vue'),
    meta: { ...contacts, nav: { section: 'registrar', labelKey: 'nav.registrarContacts', order: 3 } },
  },
  { path: '/registrar/contacts/new', name: 'registrar-contact-new', component: () => import('./views/ContactFormView.vue'), meta: contacts },
  {
    path: '/registrar/contacts/:contactId(\\d+)',
    name: 'registrar-contact-edit',
    component: () => import('./views/ContactFormView.vue'),
    props: (route) => ({ contactId: Number(route.params.contactId) }),
    meta: contacts,
  },
  {
    path: '/registrar/events',
    name: 'registrar-events',
    component: () => import('./views/EventsView.vue'),
    meta: { ...events, nav: { section: 'registrar', labelKey: 'nav.registrarEvents', order: 4 } },
  },
]
