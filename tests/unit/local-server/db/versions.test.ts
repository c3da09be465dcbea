import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { versionAfterWrites } from '../../../../local-server/db/versions.js'

// A counter kept by a trigger, as billing_versions and search_versions are.
function counted() {
  const db = new Database(':memory:')
  db.exec(`
    CREATE TABLE versions (name TEXT PRIMARY KEY, v INTEGER NOT NULL) WITHOUT ROWID;
    INSERT INTO versions VALUES ('rows', 1);
    CREATE TABLE rows (id INTEGER PRIMARY KEY, x INTEGER);
    CREATE TABLE other (id INTEGER PRIMARY KEY);
    CREATE TRIGGER rows_version AFTER INSERT ON rows BEGIN UPDATE versions SET v = v + 1 WHERE name = 'rows'; END;
    CREATE TRIGGER rows_version_update AFTER UPDATE ON rows BEGIN UPDATE versions SET v = v + 1 WHERE name = 'rows'; END;
  `)
  const row = db.prepare<[], { v: number }>(`SELECT v FROM versions WHERE name = 'rows'`)
  let reads = 0
  const version = versionAfterWrites(db, () => {
    reads++
    return row.get()!.v
  })
  return { db, version, reads: () => reads }
}

describe('a data version read after writes', () => {
  it('reads the counter once while nothing is written', () => {
    const { version, reads } = counted()
    expect([version(), version(), version()]).toEqual([1, 1, 1])
    expect(reads()).toBe(1)
  })

  it('sees every write its triggers count, through any statement', () => {
    const { db, version } = counted()
    expect(version()).toBe(1)
    db.prepare('INSERT INTO rows (x) VALUES (?)').run(1)
    expect(version()).toBe(2)
    db.exec('UPDATE rows SET x = 2')
    expect(version()).toBe(3)
    db.transaction(() => {
      db.prepare('INSERT INTO rows (x) VALUES (3)').run()
      db.prepare('INSERT INTO rows (x) VALUES (4)').run()
    })()
    expect(version()).toBe(5)
  })

  it('reads again after any write, and keeps a version no trigger changed', () => {
    const { db, version, reads } = counted()
    version()
    db.prepare('INSERT INTO other DEFAULT VALUES').run()
    expect(version()).toBe(1)
    expect(reads()).toBe(2)
    // A write rolled back leaves the counter as it was.
    expect(() =>
      db.transaction(() => {
        db.prepare('INSERT INTO rows (x) VALUES (9)').run()
        throw new Error('rolled back')
      })(),
    ).toThrow('rolled back')
    expect(version()).toBe(1)
  })

  it('reads again when a read failed', () => {
    const db = new Database(':memory:')
    let fail = true
    const version = versionAfterWrites(db, () => {
      if (fail) throw new Error('busy')
      return 7
    })
    expect(() => version()).toThrow('busy')
    fail = false
    expect(version()).toBe(7)
  })
})
