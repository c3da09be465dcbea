/** `npm run bench --data DIR` measures DIR only when it holds the payments asked (scripts/bench/data-size.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkDataSize } from '../../../scripts/bench/data-size.js'
import { BenchOptionError } from '../../../scripts/bench/options.js'
import { createTestApp, type TestApp } from '../../helpers/app.js'

describe('the data folder given to the benchmark', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  /** The payments the benchmark's user (admin, of DEMO-REG) finds through the API. */
  async function found(): Promise<number> {
    const res = await t.call({ as: 'admin', method: 'GET', url: '/v1/payments?size=1' })
    return (res.json() as { page: { totalElements: number } }).page.totalElements
  }

  it("is measured when DEMO-REG holds the payments asked, those the benchmark's user finds", async () => {
    const held = await found()
    expect(held).toBeGreaterThan(1)
    expect(() => checkDataSize(t.dataDir, held)).not.toThrow()
  })

  it('is refused when it holds another number of payments than asked, saying how to measure it anyway', async () => {
    const held = await found()
    for (const asked of [held + 1, 1_000_000]) {
      const check = () => checkDataSize(t.dataDir, asked)
      expect(check).toThrow(BenchOptionError)
      expect(check).toThrow(`holds ${held} payments of DEMO-REG, not the ${asked.toLocaleString('en')} asked`)
      expect(check).toThrow(`pass --payments ${held} to measure that folder`)
    }
  })
})
