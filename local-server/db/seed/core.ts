import type { Group } from '../../contract/operation.js'
import type { Db } from '../open.js'

export const DEMO_PASSWORD = 'sandbox'
/**
 * The demo users' password hash: `hashPassword(DEMO_PASSWORD)` with a fixed salt, written out
 * because scrypt is deliberately slow and a new folder is made while `serve` starts
 * (tests/unit/local-server/db/seed/demo-password.test.ts checks that it matches).
 */
export const DEMO_PASSWORD_HASH = 'scrypt$ZGVtby1kYXRhLXNhbHQhIQ==$eQHjPiEqG+CrkfHNJ2wpwJbAuU8gB1Mci53iMsLzkTc='

interface DemoUser {
  username: string
  registrar: 'DEMO-REG' | 'OTHER-REG'
  group: Group
  name: string
  lastName: string
}

// The contract's demo users (../shared/CONTRACT.md), each with password `sandbox`.
const DEMO_USERS: readonly DemoUser[] = [
  { username: 'admin', registrar: 'DEMO-REG', group: 'admin', name: 'Giulia', lastName: 'Ferrari' },
  { username: 'billing', registrar: 'DEMO-REG', group: 'billing', name: 'Marco', lastName: 'Bianchi' },
  { username: 'domain', registrar: 'DEMO-REG', group: 'domain', name: 'Sara', lastName: 'Romano' },
  { username: 'darwin', registrar: 'DEMO-REG', group: 'darwin', name: 'Luca', lastName: 'Colombo' },
  { username: 'darwin2', registrar: 'DEMO-REG', group: 'darwin', name: 'Elena', lastName: 'Ricci' },
  { username: 'other-admin', registrar: 'OTHER-REG', group: 'admin', name: 'Paolo', lastName: 'Greco' },
]

/** Registrars and users: present in every data folder, `--empty` included, so one can sign in. */
export function seedAccounts(db: Db, now: number): { registrars: { demo: number; other: number }; users: Record<string, number> } {
  const insReg = db.prepare('INSERT INTO registrars (code, name, created) VALUES (?, ?, ?)')
  const demo = Number(insReg.run('DEMO-REG', 'Demo Registrar S.r.l.', now - 5 * 365 * 86_400_000).lastInsertRowid)
  const other = Number(insReg.run('OTHER-REG', 'Altro Registrar S.p.A.', now - 3 * 365 * 86_400_000).lastInsertRowid)
  const insUser = db.prepare(
    `INSERT INTO users (registrar_id, username, password_hash, name, last_name, email, created, lastupdate, last_password_change)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insGroup = db.prepare('INSERT INTO user_groups (user_id, group_name) VALUES (?, ?)')
  // One hash for all demo users: the same password.
  const hash = DEMO_PASSWORD_HASH
  const users: Record<string, number> = {}
  DEMO_USERS.forEach((u, i) => {
    const registrarId = u.registrar === 'DEMO-REG' ? demo : other
    const domain = u.registrar === 'DEMO-REG' ? 'demo-registrar.it' : 'altro-registrar.it'
    const created = now - (400 - i * 30) * 86_400_000
    const id = Number(
      insUser.run(registrarId, u.username, hash, u.name, u.lastName, `${u.username}@${domain}`, created, created + 86_400_000, created + 2 * 86_400_000)
        .lastInsertRowid,
    )
    insGroup.run(id, u.group)
    users[u.username] = id
  })
  return { registrars: { demo, other }, users }
}
