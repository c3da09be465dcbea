import type { RouteRecordRaw } from 'vue-router'
import { SELF_ACCESS, USERS_ACCESS } from '@contract/access'

// Who may open a screen is who may call its API: the contract's access, not a copy of it. A
// user's page reads the search (there is no operation for one user) and, for administrators,
// the allow lists; both are the administrators'.
const searchGroups = USERS_ACCESS.groups

export const usersRoutes: RouteRecordRaw[] = [
  {
    path: '/users',
    name: 'users',
    component: () => import('./views/UsersListView.vue'),
    meta: { groups: searchGroups, nav: { section: 'registrar', labelKey: 'nav.users', order: 6 } },
  },
  {
    path: '/users/:username',
    name: 'user',
    component: () => import('./views/UserView.vue'),
    props: (route) => ({ username: String(route.params.username) }),
    meta: { groups: searchGroups },
  },
  {
    // The signed-in user's own page: every group may read its own user and groups.
    path: '/profile',
    name: 'my-profile',
    component: () => import('./views/MyProfileView.vue'),
    meta: { groups: SELF_ACCESS.groups, nav: { section: 'app', labelKey: 'nav.myProfile', order: -1 } },
  },
]
