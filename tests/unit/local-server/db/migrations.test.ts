import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { migrations } from '../../../../local-server/db/migrations/index.js'

/**
 * A migration that has shipped never changes (db/migrations/index.ts): a folder migrated by an
 * earlier version must have the schema a new folder gets. Some are written by code shared with the
 * running app (the totals' triggers, db/bucket-totals.ts from db/derived.ts): if this fails after
 * changing that code or a declaration, keep the old SQL for the shipped migration and add a new one.
 */
const SHIPPED: Readonly<Record<number, string>> = {
  1: '4cf865c6e7bd5d08ab30e84177fff68b1c6765279d31ff224e70592f6aba8e7a',
  2: 'e2893c8636fba7e65864bd36e0b4fe8ed8c80f6b7ad053d1a0d42b6ba72b9ef8',
  3: '7a3556166e13866632196b917acca9001f8cfa1850c80e3c8de3a9450a86f843',
  4: '7ff7fa58f12bbadb77366e1eaf489a1fac44ce7d76bb5c05e69d6716041ff27a',
  5: 'c1235ae6aac35e4fdf02886868fcfcfffb1e9a3e571198fdcf3cfcd0b4b6997f',
  6: '0f2e83ab8182f14574d825cfd971ae915033db54ea0d19c5d6fc3fa120eaa008',
  7: '5b6b1153b43c467fadcb5e52a4bb18c0d36a7d7c0c941cc7747d36ca5bb64811',
  8: '161a192c2d5abbdbdeb8706964b0a9489cc0493eda1df5e10100f59a2fec2b5b',
  9: '8a3d3ec687dbc9cfd45dc06255b7a436cd87d7293e9acdbcc7b72e6282746f69',
}

describe('migrations', () => {
  it('are numbered 1, 2, 3… in order', () => {
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1))
  })

  it('keep the SQL they shipped with', () => {
    const hashes = Object.fromEntries(migrations.map((m) => [m.version, createHash('sha256').update(m.sql).digest('hex')]))
    expect(hashes).toEqual(SHIPPED)
  })
})
