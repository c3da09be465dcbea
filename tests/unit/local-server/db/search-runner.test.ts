import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { createSearchRunner, type SearchPlan, searchSql } from '../../../../local-server/db/search-runner.js'

// The runner reads a page's rows as arrays and makes the objects itself (search-runner.ts): they
// must be the rows better-sqlite3 itself would give, value for value and type for type.
const db = new Database(':memory:')
afterEach(() => db.exec('DROP TABLE IF EXISTS things'))

function table() {
  db.exec(`CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT, cents INTEGER, ratio REAL, note TEXT, data BLOB)`)
  const insert = db.prepare('INSERT INTO things (id, name, cents, ratio, note, data) VALUES (?, ?, ?, ?, ?, ?)')
  for (let id = 1; id <= 7; id++) insert.run(id, `thing ${id} è`, id * 100, id / 3, id % 2 ? null : 'even', Buffer.from([id]))
}

describe('the search runner', () => {
  it('answers a page of rows as better-sqlite3 makes them, with its total', () => {
    table()
    const plan: SearchPlan = { from: 'things t', columns: 't.id, t.name AS label, t.cents, t.ratio, t.note, t.data', where: ['t.cents >= ?'], args: [200], orderBy: 't.id DESC' }
    const page = createSearchRunner(db).run<Record<string, unknown>>(plan, { page: 1, size: 2 })
    const expected = db.prepare('SELECT t.id, t.name AS label, t.cents, t.ratio, t.note, t.data FROM things t WHERE t.cents >= 200 ORDER BY t.id DESC LIMIT 2 OFFSET 2').all()
    expect(page).toEqual({ rows: expected, total: 6, page: 1, size: 2 })
    expect(page.rows.map((r) => r.id)).toEqual([5, 4])
    expect(Object.keys(page.rows[0]!)).toEqual(['id', 'label', 'cents', 'ratio', 'note', 'data'])
  })

  it('keeps the last value of a name given twice, as better-sqlite3 does', () => {
    table()
    const plan: SearchPlan = { from: 'things t', columns: 't.id AS x, t.cents AS x', where: [], args: [], orderBy: 't.id' }
    expect(createSearchRunner(db).run(plan, { size: 1 }, 7).rows).toEqual([{ x: 100 }])
  })

  it('reads nothing beyond the last page', () => {
    table()
    const plan: SearchPlan = { from: 'things t', columns: 't.id', where: [], args: [], orderBy: 't.id' }
    expect(createSearchRunner(db).run(plan, { page: 4, size: 2 })).toEqual({ rows: [], total: 7, page: 4, size: 2 })
  })

  it('hands out a statement that reads objects, even one whose SQL a page was read with as arrays', () => {
    table()
    const plan: SearchPlan = { from: 'things t', columns: 't.id', where: [], args: [], orderBy: 't.id' }
    const runner = createSearchRunner(db)
    runner.run(plan, { size: 2 })
    expect(runner.statement(searchSql(plan).page).all(2, 0)).toEqual([{ id: 1 }, { id: 2 }])
  })
})
