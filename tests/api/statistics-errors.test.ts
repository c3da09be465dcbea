/**
 * The statistics operations' 400s (docs/statistics.md, "Limits"): each names the parameter at
 * fault, in the current error kind, whether the schema refuses the value or the range does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_SERIES_PERIODS } from '../../local-server/contract/statistics.js'
import { addDays } from '../../local-server/time.js'
import type { TestApp } from '../helpers/app.js'
import { expectBadRequest, statisticsApp, TODAY } from './statistics-helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await statisticsApp()
})
afterAll(() => t.close())

const get = (url: string) => t.call({ method: 'GET', url })
const TOMORROW = addDays(TODAY, 1)
const SERIES = ['/v1/statistics/totals', '/v1/statistics/dnssec']
const SNAPSHOTS = ['registrantTypes', 'regions', 'provinces', 'nationalities', 'registrars'].map((name) => `/v1/statistics/${name}`)

describe.each(SERIES)('%s', (url) => {
  it.each([
    ['period=week&from=2020-01-01&to=2020-12-31', 'period', 'an unknown period'],
    ['from=2020-01-01&to=2020-12-31', 'period', 'no period'],
    ['period=day&to=2020-12-31', 'from', 'no from'],
    ['period=day&from=2020-01-01', 'to', 'no to'],
    ['period=day&from=2020-02-30&to=2020-12-31', 'from', 'not a real date'],
    ['period=day&from=2020-01-01&to=31/12/2020', 'to', 'not YYYY-MM-DD'],
    ['period=day&from=2020-01-01T00:00:00Z&to=2020-12-31', 'from', 'a date-time'],
    ['period=day&from=2020-01-01&to=2020-12-31&region=12', 'region', 'a parameter it does not take'],
  ])('400 invalid_parameter for %s (%s: %s)', async (query, field) => {
    expectBadRequest(await get(`${url}?${query}`), 'invalid_parameter', field)
  })

  it('400 range_reversed naming from when from is after to', async () => {
    expectBadRequest(await get(`${url}?period=month&from=2021-01-01&to=2020-12-31`), 'range_reversed', 'from')
  })

  it.each([
    ['from=1999-12-31&to=2000-01-31', 'from', 'before the first day'],
    [`from=2026-01-01&to=${TOMORROW}`, 'to', "after the registry's today"],
    [`from=${TOMORROW}&to=${TOMORROW}`, 'from', 'both after today'],
  ])('400 date_out_of_range for %s (%s: %s)', async (range, field) => {
    expectBadRequest(await get(`${url}?period=day&${range}`), 'date_out_of_range', field)
  })

  it(`takes ${MAX_SERIES_PERIODS} days; one more is 400 range_too_long naming from`, async () => {
    const to = addDays('2010-01-01', MAX_SERIES_PERIODS - 1)
    const longest = await get(`${url}?period=day&from=2010-01-01&to=${to}`)
    expect(longest.statusCode).toBe(200)
    expect((longest.json() as { elements: unknown[] }).elements).toHaveLength(MAX_SERIES_PERIODS)
    expectBadRequest(await get(`${url}?period=day&from=2009-12-31&to=${to}`), 'range_too_long', 'from')
  })

  it('takes the whole span by month and by year: only days are limited', async () => {
    for (const period of ['month', 'year']) expect((await get(`${url}?period=${period}&from=2000-01-01&to=${TODAY}`)).statusCode).toBe(200)
  })
})

describe.each(SNAPSHOTS)('%s', (url) => {
  it.each([
    ['date=2020-13-01', 'not a real date'],
    ['date=yesterday', 'not a date'],
    ['date=', 'empty'],
  ])('400 invalid_parameter naming date for %s (%s)', async (query) => {
    expectBadRequest(await get(`${url}?${query}`), 'invalid_parameter', 'date')
  })

  it.each([
    ['1999-12-31', 'before the first day'],
    [TOMORROW, "after the registry's today"],
  ])('400 date_out_of_range naming date for %s (%s)', async (date) => {
    expectBadRequest(await get(`${url}?date=${date}`), 'date_out_of_range', 'date')
  })

  it('answers for the first day of the data and for today', async () => {
    for (const date of ['2000-01-01', TODAY]) expect((await get(`${url}?date=${date}`)).statusCode).toBe(200)
  })

  it('400 for a parameter it does not take', async () => {
    expectBadRequest(await get(`${url}?date=2020-01-01&from=2020-01-01`), 'invalid_parameter', 'from')
  })
})

describe('provinces: region', () => {
  it.each(['00', '21', '1', 'RM', 'Lazio'])('400 invalid_parameter naming region for %s', async (region) => {
    expectBadRequest(await get(`/v1/statistics/provinces?region=${region}`), 'invalid_parameter', 'region')
  })
})

describe('registrars/growth', () => {
  it('400 range_reversed naming from when from is after to', async () => {
    expectBadRequest(await get('/v1/statistics/registrars/growth?from=2021-01-01&to=2020-12-31'), 'range_reversed', 'from')
  })

  it.each([
    ['from=1999-12-31&to=2020-01-01', 'from'],
    [`from=2020-01-01&to=${TOMORROW}`, 'to'],
  ])('400 date_out_of_range for %s naming %s', async (range, field) => {
    expectBadRequest(await get(`/v1/statistics/registrars/growth?${range}`), 'date_out_of_range', field)
  })

  it.each([
    ['to=2020-01-01', 'from'],
    ['from=2020-01-01', 'to'],
    ['from=2020-01-01&to=2020-02-30', 'to'],
    ['from=2020-01-01&to=2020-12-31&period=day', 'period'],
  ])('400 invalid_parameter for %s naming %s', async (query, field) => {
    expectBadRequest(await get(`/v1/statistics/registrars/growth?${query}`), 'invalid_parameter', field)
  })

  it('takes the whole span', async () => {
    expect((await get(`/v1/statistics/registrars/growth?from=2000-01-01&to=${TODAY}`)).statusCode).toBe(200)
  })
})
