/**
 * The user search as a clerk gives it (spec, "Security": `GET /v1/users`): every parameter the
 * API offers, kept in the URL, and the links between a user and their allowed IP addresses.
 */
import type { RouteLocationRaw } from 'vue-router'
import { ALL_GROUPS } from '@contract/operation'
import type { FilterField } from '@/components/FilterBar.vue'
import type { ListDefaults, ListSpec } from '@/composables/list-state'

/** How a name matches, the first being the default: what the API offers for `name` and `lastName`. */
const NAME_MATCH = ['contains', 'startsWith', 'endsWith', 'eq'] as const

export const USER_SEARCH: ListSpec = {
  username: { kind: 'text' },
  name: { kind: 'text', ops: NAME_MATCH },
  lastName: { kind: 'text', ops: NAME_MATCH },
  email: { kind: 'text' },
  group: { kind: 'text' },
  // Date-times, repeatable: a range of days becomes `ge:from` and `le:to`, both days included.
  created: { kind: 'dateRange', repeatable: true },
  lastupdate: { kind: 'dateRange', repeatable: true },
  lastPasswordChange: { kind: 'dateRange', repeatable: true },
}

/** The API orders by username when no sort is given; the list says so. */
export const USER_DEFAULTS: ListDefaults = { size: 20, sort: ['username'] }

type Translate = (key: string, values?: Record<string, unknown>) => string

/** The filter bar's fields, labelled in the app's language. */
export function userFilterFields(t: Translate): FilterField[] {
  const match = (field: string) => ({
    label: t('users.match.label', { field }),
    options: NAME_MATCH.map((op) => ({ value: op, label: t(`users.match.${op}`) })),
  })
  const named = (name: string, key: string): FilterField => ({ name, kind: 'text', label: t(`users.fields.${key}`) })
  return [
    named('username', 'username'),
    { ...named('name', 'name'), operators: match(t('users.fields.name')) },
    { ...named('lastName', 'lastName'), operators: match(t('users.fields.lastName')) },
    named('email', 'email'),
    // Group names are the registry's own words, shown as they are.
    { ...named('group', 'group'), options: [{ value: '', label: t('users.anyGroup') }, ...ALL_GROUPS.map((g) => ({ value: g, label: g }))] },
    { name: 'created', kind: 'dateRange', label: t('users.fields.created') },
    { name: 'lastupdate', kind: 'dateRange', label: t('users.fields.lastupdate') },
    { name: 'lastPasswordChange', kind: 'dateRange', label: t('users.fields.lastPasswordChange') },
  ]
}

/** A user's page, by the username the search finds them with. */
export const userPage = (username: string): RouteLocationRaw => ({ name: 'user', params: { username } })

/** The allow lists' screen filtered by one user (its `userId` filter, kept in the URL). */
export const ipAllowListOf = (userId: number): RouteLocationRaw => ({ name: 'ip-allow-list', query: { userId: String(userId) } })
