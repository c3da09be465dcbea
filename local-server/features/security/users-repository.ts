/**
 * SQL of the user reads: the caller's own user and the search of the registrar's users. The
 * `users` and `user_groups` tables are the core's (migration 0001); the search's indexes are
 * in migration 0005.
 */
import { badRequest } from '../../api-error.js'
import type { Group, QueryOf } from '../../contract/operation.js'
import { ALL_GROUPS } from '../../contract/operation.js'
import { defineSearch } from '../../contract/query.js'
import { userSearch, type usersList } from '../../contract/security.js'
import type { Db } from '../../db/open.js'
import { compileSearch, type SearchMapping, splitOperator } from '../../db/search.js'
import type { PageResult, SearchPlan, SearchRunner } from '../../db/search-runner.js'

export interface UserRow {
  id: number
  registrar_id: number
  username: string
  name: string
  last_name: string
  email: string
  created: number
  lastupdate: number
  last_password_change: number
  /** Comma-separated group names. */
  groups: string | null
}

const COLUMNS = `u.id, u.registrar_id, u.username, u.name, u.last_name, u.email, u.created, u.lastupdate,
       u.last_password_change,
       (SELECT group_concat(g.group_name, ',') FROM user_groups g WHERE g.user_id = u.id) AS groups`
const SELECT = `SELECT ${COLUMNS} FROM users u`

// `group` is a membership test on user_groups, not a column: it is compiled apart (below), and
// the grammar compiles the rest.
const { group: _group, ...columnFilters } = userSearch.filters
const userColumnSearch = defineSearch({ filters: columnFilters, sort: userSearch.sort, combinations: userSearch.combinations })

const mapping: SearchMapping<typeof userColumnSearch> = {
  filters: {
    username: { sql: 'u.username', storage: 'text' },
    name: { sql: 'u.name', storage: 'text' },
    lastName: { sql: 'u.last_name', storage: 'text' },
    email: { sql: 'u.email', storage: 'text' },
    created: { sql: 'u.created', storage: 'epochMs' },
    lastupdate: { sql: 'u.lastupdate', storage: 'epochMs' },
    lastPasswordChange: { sql: 'u.last_password_change', storage: 'epochMs' },
  },
  sort: {
    username: 'u.username',
    name: 'u.name',
    lastName: 'u.last_name',
    email: 'u.email',
    created: 'u.created',
    lastupdate: 'u.lastupdate',
    lastPasswordChange: 'u.last_password_change',
    id: 'u.id',
  },
  defaultOrder: 'u.username ASC, u.id ASC',
  tieBreaker: 'u.id',
}

/**
 * The index a page walks: the one of its sort (migrations 0005 and 0007), so rows come out in
 * order and no temporary B-tree sorts them; filters are checked on the way (a registrar has few
 * users). The count has no order and lets the planner take the filter's own index.
 */
const SORT_INDEX: Readonly<Record<string, string>> = {
  '': 'users_registrar_username',
  username: 'users_registrar_username',
  name: 'users_registrar_name',
  lastName: 'users_registrar_last_name',
  email: 'users_registrar_email',
  created: 'users_registrar_created',
  lastupdate: 'users_registrar_lastupdate',
  lastPasswordChange: 'users_registrar_password_change',
  id: 'users_registrar',
  'lastName+name': 'users_registrar_last_name_name',
  'lastName+-name': 'users_registrar_last_name_name_desc',
}

function groupCondition(raw: unknown): string {
  const value = String(raw)
  const { op } = splitOperator(value)
  if (op !== 'eq' || value.startsWith('eq:')) {
    throw badRequest('operator_not_allowed', 'group: takes a plain group name, without an operator', 'group')
  }
  if (!(ALL_GROUPS as readonly string[]).includes(value)) {
    throw badRequest('invalid_value', `group: '${value}' is not one of ${ALL_GROUPS.join(', ')}`, 'group')
  }
  return value
}

export type UserQuery = QueryOf<typeof usersList>

/** The plan of a search (400 on a bad filter, operator or sort; also used by the plan tests). */
export function userSearchPlan(registrarId: number, query: UserQuery): SearchPlan {
  const { group, ...rest } = query
  const compiled = compileSearch(userColumnSearch, mapping, rest)
  const where = ['u.registrar_id = ?', ...compiled.where]
  const args = [registrarId, ...compiled.args]
  if (group !== undefined) {
    where.push('EXISTS (SELECT 1 FROM user_groups g WHERE g.user_id = u.id AND g.group_name = ?)')
    args.push(groupCondition(group))
  }
  return { from: 'users u', columns: COLUMNS, index: SORT_INDEX[compiled.sortKey]!, where, args, orderBy: compiled.orderBy }
}

export const groupsOf = (row: Pick<UserRow, 'groups'>): Group[] =>
  (row.groups ?? '').split(',').filter(Boolean).sort() as Group[]

export interface UsersRepository {
  byId(registrarId: number, userId: number): UserRow | undefined
  groups(registrarId: number, userId: number): Group[]
  registrarCode(registrarId: number): string
  search(registrarId: number, query: UserQuery): PageResult<UserRow>
}

export function createUsersRepository(db: Db, runner: SearchRunner): UsersRepository {
  const byId = db.prepare<[number, number], UserRow>(`${SELECT} WHERE u.id = ? AND u.registrar_id = ?`)
  const groups = db.prepare<[number, number], { group_name: Group }>(
    `SELECT g.group_name FROM user_groups g JOIN users u ON u.id = g.user_id
      WHERE g.user_id = ? AND u.registrar_id = ? ORDER BY g.group_name`,
  )
  const code = db.prepare<[number], { code: string }>('SELECT code FROM registrars WHERE id = ?')
  return {
    byId: (registrarId, userId) => byId.get(userId, registrarId),
    groups: (registrarId, userId) => groups.all(userId, registrarId).map((r) => r.group_name),
    registrarCode: (registrarId) => code.get(registrarId)?.code ?? '',
    search: (registrarId, query) => runner.run<UserRow>(userSearchPlan(registrarId, query), query),
  }
}
