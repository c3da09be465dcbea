/**
 * The demo data is anchored on 00:00 of the registry day it is seeded on, and a folder may be
 * seeded at any hour of that day: nothing in it may have happened after the clock that seeded it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SeedContext } from '../../../../../local-server/db/seed/context.js'
import { createRandom } from '../../../../../local-server/db/seed/random.js'
import { createSeedSteps } from '../../../../../local-server/features/darwin/seed-helpers.js'
import { formatDate } from '../../../../../local-server/time.js'
import { createTestApp, type TestApp } from '../../../../helpers/app.js'

// Half an hour into the registry's day: the seed's anchor is 30 minutes earlier.
const SEEDED_AT = Date.parse('2027-01-01T00:30:00+01:00')
// Instants are epoch ms from 2001 to 2286: no count, amount or id of the demo data comes near.
const INSTANT = 'BETWEEN 1000000000000 AND 9999999999999'
// A deadline or an expiry is in the future by its nature.
const ALWAYS_AHEAD = /deadline|expire/

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { realNow: () => SEEDED_AT })
})
afterAll(() => t.close())

/** Every column of every table with the values of `where`, as `table.column`. */
function columnsHolding(where: (column: string) => string): Array<{ column: string; n: number; max: unknown }> {
  const db = t.app.ctx.db
  const tables = db.prepare<[], { name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).all()
  return tables.flatMap(({ name: table }) =>
    db
      .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
      .all(table)
      .map(({ name }) => {
        const r = db.prepare(`SELECT count(*) AS n, max("${name}") AS max FROM "${table}" WHERE ${where(`"${name}"`)}`).get() as { n: number; max: unknown }
        return { column: `${table}.${name}`, ...r }
      })
      .filter((c) => c.n > 0),
  )
}

describe('a folder seeded at 00:30', () => {
  it('holds no instant after the clock that seeded it', () => {
    const instants = columnsHolding((c) => `typeof(${c}) = 'integer' AND ${c} ${INSTANT}`)
    // The check reads the data set's instants: creations, updates, events, documents…
    expect(instants.map((c) => c.column)).toEqual(expect.arrayContaining(['payments.created', 'darwin_documents.created', 'darwin_events.created', 'invoices.created']))
    const ahead = instants.filter((c) => !ALWAYS_AHEAD.test(c.column) && (c.max as number) > SEEDED_AT)
    expect(ahead.map((c) => `${c.column} ${new Date(c.max as number).toISOString()}`)).toEqual([])
  })

  it('holds no date after the day it was seeded on', () => {
    const dates = columnsHolding((c) => `typeof(${c}) = 'text' AND ${c} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*'`)
    expect(dates.map((c) => c.column)).toEqual(expect.arrayContaining(['invoices.invoice_date']))
    expect(dates.filter((c) => !ALWAYS_AHEAD.test(c.column) && String(c.max).slice(0, 10) > formatDate(SEEDED_AT))).toEqual([])
  })
})

describe('the darwin seed steps', () => {
  const ctx = { now: Date.parse('2027-01-01T00:00:00+01:00'), random: (area: string) => createRandom(area.length) } as unknown as SeedContext
  const s = createSeedSteps(ctx, 1)

  it('refuse an instant after the start of the seed day, at any hour', () => {
    expect(() => s.ago(0, 9)).toThrow(/after the start of the day/)
    expect(() => s.ago(0, 1)).toThrow(/after the start of the day/)
    expect(s.ago(1, 23)).toBeLessThan(ctx.now)
  })
})
