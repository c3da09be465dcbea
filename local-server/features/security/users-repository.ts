/**
 * SQL of the user reads: the caller's own user and the search of the registrar's users. The
 * `users` and `user_groups` tables are the core's (migration 0001); the search's indexes are
 * in migration 0005.
 */
import type { Statement } from 'better-sqlite3'
import { badRequest } from '../../api-error.js'
import type { Group } from '../../contract/operation.js'
import { ALL_GROUPS } from '../../contract/operation.js'
import { defineSearch } from '../../contract/query.js'
import { userSearch } from '../../contract/security.js'
import type { Db } from '../../db/open.js'
import { compileSearch, type CompiledSearch, type SearchMapping, splitOperator } from '../../db/search.js'

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

const SELECT = `SELECT u.id, u.registrar_id, u.username, u.name, u.last_name, u.email, u.created, u.lastupdate,
       u.last_password_change,
       (SELECT group_concat(g.group_name, ',') FROM user_groups g WHERE g.user_id = u.id) AS groups
  FROM users u`

// `group` is a membership test on user_groups, not a column: it is compiled apart (below), and
// the grammar compiles the rest.
const { group: _group, ...columnFilters } = userSearch.filters
const userColumnSearch = defineSearch({ filters: columnFilters, sort: userSearch.sort })

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
  defaultOrder: 'u.username ASC',
  tieBreaker: 'u.id ASC',
}

/**
 * The index a page walks: the one of its first sort field, so rows come out in order and no
 * temporary B-tree sorts them; filters are checked on the way (a registrar has few users). The
 * count has no order and lets the planner take the filter's own index.
 */
const SORT_INDEX: Readonly<Record<string, string>> = {
  username: 'users_registrar_username',
  name: 'users_registrar_name',
  lastName: 'users_registrar_last_name',
  email: 'users_registrar_email',
  created: 'users_registrar_created',
  lastupdate: 'users_registrar_lastupdate',
  lastPasswordChange: 'users_registrar_password_change',
  id: 'users_registrar',
}

const sortItems = (sort: unknown): string[] =>
  sort === undefined ? [] : Array.isArray(sort) ? sort.map(String) : [String(sort)]

/** The direction of the last sort field: the id tie-breaker follows it, so one index serves both. */
function lastDirection(sort: unknown): 'ASC' | 'DESC' {
  return sortItems(sort).at(-1)?.split(',')[1] === 'desc' ? 'DESC' : 'ASC'
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

export interface CompiledUserSearch extends CompiledSearch {
  readonly group?: string
  /** The index the page query walks (SORT_INDEX). */
  readonly index: string
}

/** Validates and compiles a user search query (400 on a bad filter, operator or sort). */
export function compileUserSearch(query: Record<string, unknown>): CompiledUserSearch {
  const { group, ...rest } = query
  const tieBreaker = `u.id ${lastDirection(rest.sort)}`
  const compiled = compileSearch(userColumnSearch, { ...mapping, tieBreaker }, rest)
  // compileSearch has checked the fields, so the first one names a known index.
  const index = SORT_INDEX[sortItems(rest.sort)[0]?.split(',')[0] ?? 'username']!
  return group === undefined ? { ...compiled, index } : { ...compiled, index, group: groupCondition(group) }
}

/** The SQL of one page and of its total (also used by the plan tests); args start with the registrar. */
export function userSearchSql(search: CompiledUserSearch): { page: string; count: string; args: unknown[] } {
  const where = ['u.registrar_id = ?', ...search.where]
  const args = [...search.args]
  if (search.group !== undefined) {
    where.push('EXISTS (SELECT 1 FROM user_groups g WHERE g.user_id = u.id AND g.group_name = ?)')
    args.push(search.group)
  }
  const clause = where.join(' AND ')
  return {
    page: `${SELECT} INDEXED BY ${search.index} WHERE ${clause} ORDER BY ${search.orderBy} LIMIT ? OFFSET ?`,
    count: `SELECT COUNT(*) AS n FROM users u WHERE ${clause}`,
    args,
  }
}

export const groupsOf = (row: Pick<UserRow, 'groups'>): Group[] =>
  (row.groups ?? '').split(',').filter(Boolean).sort() as Group[]

export interface UsersRepository {
  byId(registrarId: number, userId: number): UserRow | undefined
  groups(registrarId: number, userId: number): Group[]
  registrarCode(registrarId: number): string
  search(registrarId: number, search: CompiledUserSearch): { rows: UserRow[]; total: number }
}

export function createUsersRepository(db: Db): UsersRepository {
  const byId = db.prepare<[number, number], UserRow>(`${SELECT} WHERE u.id = ? AND u.registrar_id = ?`)
  const groups = db.prepare<[number, number], { group_name: Group }>(
    `SELECT g.group_name FROM user_groups g JOIN users u ON u.id = g.user_id
      WHERE g.user_id = ? AND u.registrar_id = ? ORDER BY g.group_name`,
  )
  const code = db.prepare<[number], { code: string }>('SELECT code FROM registrars WHERE id = ?')
  // Bounded: the SQL text depends only on which filters, operators and sorts are used.
  const prepared = new Map<string, Statement<unknown[], unknown>>()
  const statement = (sql: string) => {
    let s = prepared.get(sql)
    if (!s) {
      if (prepared.size > 500) prepared.clear()
      s = db.prepare(sql)
      prepared.set(sql, s)
    }
    return s
  }
  return {
    byId: (registrarId, userId) => byId.get(userId, registrarId),
    groups: (registrarId, userId) => groups.all(userId, registrarId).map((r) => r.group_name),
    registrarCode: (registrarId) => code.get(registrarId)?.code ?? '',
    search(registrarId, search) {
      const sql = userSearchSql(search)
      const args = [registrarId, ...sql.args]
      const total = (statement(sql.count).get(...args) as { n: number }).n
      const rows = total > search.offset ? (statement(sql.page).all(...args, search.limit, search.offset) as UserRow[]) : []
      return { rows, total }
    },
  }
}
