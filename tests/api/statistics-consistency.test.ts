/**
 * The statistics' consistency rules (docs/statistics.md): on any date the provinces add up to
 * their region, the regions and every breakdown to the registered domains, the shares to 10000;
 * the data set is the same in every folder and whenever it is generated; it follows the sandbox
 * clock; and the sandbox registrars' figures agree with their own data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDate } from '../../local-server/time.js'
import type { TestApp } from '../helpers/app.js'
import { type Breakdown, getJson, NOW, statisticsApp, sumOf, TODAY } from './statistics-helpers.js'

let now = NOW
let t: TestApp
beforeAll(async () => {
  t = await statisticsApp(() => now)
})
afterAll(() => t.close())

// The first day, a leap day, a year's end, the days the clocks changed in 2021, today.
const DATES = ['2000-01-01', '2004-02-29', '2012-12-31', '2019-07-14', '2021-03-28', '2021-10-31', TODAY]

const registeredOn = async (date: string) =>
  (await getJson<{ elements: Array<{ registered: number }> }>(t, `/v1/statistics/totals?period=day&from=${date}&to=${date}`)).elements[0]!.registered

function expectWhole<K>(body: Breakdown<K>, total: number, what: string): void {
  expect(body.total, what).toBe(total)
  expect(sumOf(body.elements.map((e) => e.domains)), what).toBe(total)
  expect(sumOf(body.elements.map((e) => e.shareBasisPoints)), what).toBe(total > 0 ? 10_000 : 0)
}

describe.each(DATES)('on %s', (date) => {
  it('every breakdown adds up to the registered domains, and its shares to 10000', async () => {
    const registered = await registeredOn(date)
    for (const name of ['registrantTypes', 'regions', 'provinces', 'nationalities', 'registrars']) {
      expectWhole(await getJson<Breakdown<object>>(t, `/v1/statistics/${name}?date=${date}`), registered, name)
    }
  })

  it("each region's provinces add up to the region", async () => {
    const regions = await getJson<Breakdown<{ code: string }>>(t, `/v1/statistics/regions?date=${date}`)
    for (const region of regions.elements) {
      const provinces = await getJson<Breakdown<{ region: string }>>(t, `/v1/statistics/provinces?date=${date}&region=${region.code}`)
      expectWhole(provinces, region.domains, `region ${region.code}`)
      expect(provinces.elements.length, region.code).toBeGreaterThan(0)
    }
  })
})

// Every operation, on dates and ranges across the data.
const URLS = [
  `/v1/statistics/totals?period=month&from=2000-01-01&to=${TODAY}`,
  '/v1/statistics/totals?period=day&from=2019-01-01&to=2020-12-31',
  `/v1/statistics/dnssec?period=year&from=2000-01-01&to=${TODAY}`,
  '/v1/statistics/registrantTypes?date=2011-11-11',
  '/v1/statistics/regions?date=2003-03-03',
  '/v1/statistics/provinces?date=2024-12-31',
  '/v1/statistics/nationalities?date=2017-05-01',
  '/v1/statistics/registrars?date=2023-06-30',
  `/v1/statistics/registrars/growth?from=2015-01-01&to=${TODAY}`,
]
const answers = async (app: TestApp, urls = URLS) => Promise.all(urls.map(async (url) => (await app.call({ method: 'GET', url })).body))

describe('determinism', () => {
  it('another data folder seeded at the same time answers the same, byte for byte', async () => {
    const other = await statisticsApp()
    try {
      expect(await answers(other)).toEqual(await answers(t))
    } finally {
      await other.close()
    }
  })

  it('a reset of the whole sandbox generates the same data set again', async () => {
    const before = await answers(t)
    t.app.ctx.reset()
    expect(t.app.ctx.db.prepare('SELECT count(*) AS n FROM statistics_days').get()).toEqual({ n: 0 })
    expect(await answers(t)).toEqual(before)
  })
})

describe('the sandbox clock', () => {
  it('is what ends the data: moved on two years, the new days are there and the old ones unchanged', async () => {
    // Only the registry-wide figures: the registrars' depend on the sandbox registrars' contract dates.
    const registryWide = URLS.filter((url) => !url.includes('registrars'))
    const before = await answers(t, registryWide)
    const later = NOW + 2 * 365 * 86_400_000
    const laterToday = formatDate(later)
    expect((await t.call({ method: 'GET', url: `/v1/statistics/regions?date=${laterToday}` })).statusCode).toBe(400)
    now = later
    try {
      expect((await getJson<{ date: string }>(t, '/v1/statistics/regions')).date).toBe(laterToday)
      expect(await registeredOn(laterToday)).toBeGreaterThan(3_000_000)
      expect(await answers(t, registryWide)).toEqual(before)
    } finally {
      now = NOW
    }
  })
})

describe("the sandbox registrars' own data", () => {
  const sandboxRegistrars = [
    { code: 'DEMO-REG', name: 'Demo Registrar' },
    { code: 'OTHER-REG', name: 'Altro Registrar' },
  ]

  it.each(sandboxRegistrars)('$code is in the market from its contract date, under its public name', async ({ code, name }) => {
    const { created } = t.app.ctx.db.prepare('SELECT created FROM registrars WHERE code = ?').get(code) as { created: number }
    const contractDate = formatDate(created)
    const dayBefore = formatDate(created - 86_400_000)
    const namesOn = async (date: string) =>
      (await getJson<Breakdown<{ name: string }>>(t, `/v1/statistics/registrars?date=${date}`)).elements.map((e) => e.name)
    expect(await namesOn(dayBefore)).not.toContain(name)
    expect(await namesOn(TODAY)).toContain(name)
    const growth = await getJson<{ elements: Array<{ name: string; domainsFrom: number; growthBasisPoints: number | null }> }>(
      t,
      `/v1/statistics/registrars/growth?from=${dayBefore}&to=${TODAY}`,
    )
    expect(growth.elements.find((e) => e.name === name)).toMatchObject({ domainsFrom: 0, growthBasisPoints: null })
    expect(contractDate < TODAY).toBe(true)
  })

  it.each(sandboxRegistrars)('$code manages at least its registered domains of the darwin data on each of their dates', async ({ code, name }) => {
    const registeredAt = (
      t.app.ctx.db
        .prepare(
          `SELECT d.dbna_created AS at FROM darwin_domains d JOIN registrars r ON r.id = d.registrar_id
           WHERE r.code = ? AND d.registered = 1 ORDER BY d.dbna_created`,
        )
        .all(code) as Array<{ at: number }>
    ).map((r) => formatDate(r.at))
    expect(registeredAt.length, 'the demo data has darwin domains').toBeGreaterThan(0)
    for (const date of [...new Set(registeredAt), TODAY]) {
      const market = await getJson<Breakdown<{ name: string }>>(t, `/v1/statistics/registrars?date=${date}`)
      const own = market.elements.find((e) => e.name === name)?.domains ?? 0
      expect(own, date).toBeGreaterThanOrEqual(registeredAt.filter((d) => d <= date).length)
    }
  })
})
