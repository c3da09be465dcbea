/** The authenticated user, its groups and the search of the registrar's users, in API shape. */
import { notFound } from '../../api-error.js'
import type { User, UserPage } from '../../contract/security.js'
import { pagedPage } from '../../db/search-runner.js'
import type { Principal } from '../../core/tokens.js'
import { formatDateTime } from '../../time.js'
import { groupsOf, type UserQuery, type UserRow, type UsersRepository } from './users-repository.js'

const toUser = (row: UserRow, registrarCode: string): User => ({
  id: row.id,
  username: row.username,
  name: row.name,
  lastName: row.last_name,
  email: row.email,
  groups: groupsOf(row),
  registrarId: row.registrar_id,
  registrarCode,
  created: formatDateTime(row.created),
  lastupdate: formatDateTime(row.lastupdate),
  lastPasswordChange: formatDateTime(row.last_password_change),
})

export interface UsersService {
  current(principal: Principal): User
  groups(principal: Principal): string[]
  search(registrarId: number, query: UserQuery): UserPage
}

export function createUsersService(repo: UsersRepository): UsersService {
  return {
    current({ userId, registrarId }) {
      // The token check has just found the user; a deletion in between still answers cleanly.
      const row = repo.byId(registrarId, userId)
      if (!row) throw notFound('User')
      return toUser(row, repo.registrarCode(registrarId))
    },
    groups: ({ userId, registrarId }) => repo.groups(registrarId, userId),
    search(registrarId, query) {
      const code = repo.registrarCode(registrarId)
      return pagedPage(repo.search(registrarId, query), (r) => toUser(r, code))
    },
  }
}
