/**
 * SQL of the IP address allow lists. Every query filters on the caller's registrar: another
 * registrar's record answers exactly like a missing one.
 */
import type { QueryOf } from '../../contract/operation.js'
import { ipAddressFilters, type ipAddressesList, type IpService } from '../../contract/security.js'
import type { Statement } from 'better-sqlite3'
import type { Db } from '../../db/open.js'
import { compileFilters, type SearchMapping } from '../../db/search.js'

export interface IpAddressRow {
  id: number
  service: IpService
  user_id: number
  username: string
  ip_address: string
  created: number
}

const SELECT = `SELECT a.id, a.service, a.user_id, u.username, a.ip_address, a.created
  FROM ip_addresses a JOIN users u ON u.id = a.user_id`

/** The list's order: the unique key (registrar, service, user, address). */
const ORDER = 'a.service, a.user_id, a.ip_address'

const ipAddressMapping: Pick<SearchMapping<typeof ipAddressFilters>, 'filters'> = {
  filters: {
    service: { sql: 'a.service', storage: 'text' },
    userId: { sql: 'a.user_id', storage: 'integer' },
    ipAddress: { sql: 'a.ip_address', storage: 'text' },
  },
}

/** The SQL of the list for already normalised filters (also used by the plan tests). */
export type IpAddressQuery = QueryOf<typeof ipAddressesList>

export function ipListSql(query: IpAddressQuery): { sql: string; args: unknown[] } {
  const { where, args } = compileFilters(ipAddressFilters, ipAddressMapping, query)
  const all = ['a.registrar_id = ?', ...where].join(' AND ')
  return { sql: `${SELECT} WHERE ${all} ORDER BY ${ORDER}`, args }
}

interface NewIpAddress {
  registrarId: number
  userId: number
  service: IpService
  ipAddress: string
  created: number
}

export interface IpAddressRepository {
  list(registrarId: number, query: IpAddressQuery): IpAddressRow[]
  /** The user's username when the user belongs to the registrar. */
  userOf(registrarId: number, userId: number): { id: number; username: string } | undefined
  exists(registrarId: number, service: IpService, userId: number, ipAddress: string): boolean
  /** Inserts all rows in one transaction and returns them. */
  insertAll(rows: readonly NewIpAddress[]): IpAddressRow[]
  /** False when there was no such record of the registrar. */
  delete(registrarId: number, id: number): boolean
}

export function createIpAddressRepository(db: Db): IpAddressRepository {
  const userOf = db.prepare<[number, number], { id: number; username: string }>(
    'SELECT id, username FROM users WHERE id = ? AND registrar_id = ?',
  )
  const exists = db.prepare<[number, string, number, string], { one: number }>(
    'SELECT 1 AS one FROM ip_addresses WHERE registrar_id = ? AND service = ? AND user_id = ? AND ip_address = ?',
  )
  const insert = db.prepare<[number, number, string, string, number]>(
    'INSERT INTO ip_addresses (registrar_id, user_id, service, ip_address, created) VALUES (?, ?, ?, ?, ?)',
  )
  const byId = db.prepare<[number], IpAddressRow>(`${SELECT} WHERE a.id = ?`)
  const remove = db.prepare<[number, number]>('DELETE FROM ip_addresses WHERE id = ? AND registrar_id = ?')
  // Bounded: the SQL text depends only on which filters and operators are used (and list lengths).
  const prepared = new Map<string, Statement<unknown[], unknown>>()
  const statement = (sql: string) => {
    let s = prepared.get(sql)
    if (!s) {
      if (prepared.size > 200) prepared.clear()
      s = db.prepare(sql)
      prepared.set(sql, s)
    }
    return s
  }
  const insertAll = db.transaction((rows: readonly NewIpAddress[]) =>
    rows.map((r) => {
      const id = Number(insert.run(r.registrarId, r.userId, r.service, r.ipAddress, r.created).lastInsertRowid)
      return byId.get(id)!
    }),
  )
  return {
    list(registrarId, query) {
      const { sql, args } = ipListSql(query)
      return statement(sql).all(registrarId, ...args) as IpAddressRow[]
    },
    userOf: (registrarId, userId) => userOf.get(userId, registrarId),
    exists: (registrarId, service, userId, ipAddress) => exists.get(registrarId, service, userId, ipAddress) !== undefined,
    insertAll: (rows) => insertAll(rows),
    delete: (registrarId, id) => remove.run(id, registrarId).changes > 0,
  }
}
