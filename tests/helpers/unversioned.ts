import { expect } from 'vitest'
import type { Db } from '../../local-server/db/open.js'

/**
 * Runs `write` on `table` with the triggers that bump its search version dropped, then puts them
 * back: a write the kept answers cannot see, so that a test can tell an answer was kept.
 */
export function unversioned(db: Db, table: string, write: () => void): void {
  const triggers = db
    .prepare<[string], { name: string; sql: string }>(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ? AND name LIKE '%version%'`)
    .all(table)
  expect(triggers.length).toBeGreaterThan(0)
  for (const tr of triggers) db.exec(`DROP TRIGGER ${tr.name}`)
  try {
    write()
  } finally {
    for (const tr of triggers) db.exec(tr.sql)
  }
}
