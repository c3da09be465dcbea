import type { Group } from '../contract/operation.js'
import type { Db } from '../db/open.js'

interface UserAccount {
  readonly id: number
  readonly registrarId: number
  readonly username: string
  readonly passwordHash: string
  readonly groups: readonly Group[]
}

/** Sign-in and token checks: the few reads of users that every area relies on. */
export interface UserAccounts {
  byUsername(username: string): UserAccount | undefined
  exists(userId: number, registrarId: number): boolean
}

export function createUserAccounts(db: Db): UserAccounts {
  const byName = db.prepare<[string], { id: number; registrarId: number; username: string; passwordHash: string; groups: string | null }>(
    `SELECT u.id, u.registrar_id AS registrarId, u.username, u.password_hash AS passwordHash,
            (SELECT group_concat(group_name, ',') FROM user_groups g WHERE g.user_id = u.id) AS groups
       FROM users u WHERE u.username = ?`,
  )
  const exists = db.prepare<[number, number], { one: number }>('SELECT 1 AS one FROM users WHERE id = ? AND registrar_id = ?')
  return {
    byUsername(username) {
      const row = byName.get(username)
      if (!row) return undefined
      return { ...row, groups: (row.groups ?? '').split(',').filter(Boolean).sort() as Group[] }
    },
    exists: (userId, registrarId) => exists.get(userId, registrarId) !== undefined,
  }
}
