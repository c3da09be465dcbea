import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { nodeSqliteBinding } from '../../../../local-server/db/node-binding.js'

describe('nodeSqliteBinding', () => {
  it('names the build npm installed, which opens a database in this Node', () => {
    const file = nodeSqliteBinding()
    expect(file).toMatch(/better-sqlite3[\\/]build[\\/]Release[\\/]better_sqlite3\.node$/)
    const db = new Database(':memory:', { nativeBinding: file })
    expect(db.prepare('SELECT sqlite_version() AS v').get()).toEqual({ v: expect.stringMatching(/^3\./) })
    db.close()
  })
})
