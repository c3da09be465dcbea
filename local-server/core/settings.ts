import type { Db } from '../db/open.js'

/** The sandbox's own key/value settings, kept in the database so they survive restarts. */
export interface Settings {
  get(key: string): string | undefined
  set(key: string, value: string): void
  remove(key: string): void
}

export function createSettings(db: Db): Settings {
  const get = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?')
  const put = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value')
  const del = db.prepare('DELETE FROM settings WHERE key = ?')
  return {
    get: (key) => get.get(key)?.value,
    set: (key, value) => void put.run(key, value),
    remove: (key) => void del.run(key),
  }
}
