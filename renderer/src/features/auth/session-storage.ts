import type { User } from '@contract/user'

/** What survives a reload of the window: the token, until it expires, and who it belongs to. */
export interface StoredSession {
  token: string
  expiresAt: number
  user: User
}

const KEY = 'registrar-desk.session'

export function loadSession(storage: Storage, now: number): StoredSession | null {
  try {
    const raw = storage.getItem(KEY)
    if (!raw) return null
    const s = JSON.parse(raw) as StoredSession
    return typeof s.token === 'string' && typeof s.expiresAt === 'number' && s.expiresAt > now && s.user ? s : null
  } catch {
    return null
  }
}

export function saveSession(storage: Storage, session: StoredSession | null): void {
  if (session) storage.setItem(KEY, JSON.stringify(session))
  else storage.removeItem(KEY)
}
