/**
 * The public statistics operations (docs/statistics.md): each one's answer and parameters, read
 * without a token, on a fixed registry date (statistics-helpers.ts).
 */
import { Value } from 'typebox/value'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STATISTICS_PERIODS, statisticsDnssec, statisticsTotals } from '../../local-server/contract/statistics.js'
import type { TestApp } from '../helpers/app.js'
import { type Breakdown, getJson, statisticsApp, sumOf, TODAY } from './statistics-helpers.js'

interface TotalsElement {
  period: string
  from: string
  to: string
  registered: number
  created: number
  deleted: number
  transferred: number
  renewed: number
}
interface Series<E> {
  period: string
  from: string
  to: string
  elements: E[]
}
interface DnssecElement {
  period: string
  from: string
  to: string
  registered: number
  signed: number
  shareBasisPoints: number
}
interface GrowthElement {
  name: string
  domainsFrom: number
  domainsTo: number
  shareFromBasisPoints: number
  shareToBasisPoints: number
  growthBasisPoints: number | null
  renewed: number
  deleted: number
  renewalRateBasisPoints: number | null
}
interface Growth {
  from: string
  to: string
  totalFrom: number
  totalTo: number
  elements: GrowthElement[]
}

let t: TestApp
beforeAll(async () => {
  t = await statisticsApp()
})
afterAll(() => t.close())

const totals = (period: string, from: string, to: string) =>
  getJson<Series<TotalsElement>>(t, `/v1/statistics/totals?period=${period}&from=${from}&to=${to}`)
const FLOWS = ['created', 'deleted', 'transferred', 'renewed'] as const

describe('GET /v1/statistics/totals', () => {
  it('answers one element a day, each with the registered domains at its end and its flows', async () => {
    const body = await totals('day', '2024-02-27', '2024-03-02')
    expect(body).toMatchObject({ period: 'day', from: '2024-02-27', to: '2024-03-02' })
    expect(body.elements.map((e) => e.period)).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02'])
    for (const e of body.elements) expect([e.from, e.to]).toEqual([e.period, e.period])
    // The registered domains move by the day's registrations less its deletions.
    for (let i = 1; i < body.elements.length; i++) {
      const [before, day] = [body.elements[i - 1]!, body.elements[i]!]
      expect(day.registered).toBe(before.registered + day.created - day.deleted)
    }
  })

  it('by month: calendar months, the first and last clipped to the range, each the sum of its days', async () => {
    const months = await totals('month', '2023-11-15', '2024-02-10')
    expect(months.elements.map((e) => [e.period, e.from, e.to])).toEqual([
      ['2023-11', '2023-11-15', '2023-11-30'],
      ['2023-12', '2023-12-01', '2023-12-31'],
      ['2024-01', '2024-01-01', '2024-01-31'],
      ['2024-02', '2024-02-01', '2024-02-10'],
    ])
    const days = await totals('day', '2023-11-15', '2024-02-10')
    for (const month of months.elements) {
      const inMonth = days.elements.filter((d) => d.period >= month.from && d.period <= month.to)
      for (const flow of FLOWS) expect(month[flow], `${month.period} ${flow}`).toBe(sumOf(inMonth.map((d) => d[flow])))
      expect(month.registered).toBe(inMonth.at(-1)!.registered)
    }
  })

  it('by year: each the sum of its months, from 2000 to today', async () => {
    const years = await totals('year', '2000-01-01', TODAY)
    expect(years.elements.map((e) => e.period)).toEqual(Array.from({ length: 27 }, (_, i) => String(2000 + i)))
    expect(years.elements.at(-1)).toMatchObject({ from: '2026-01-01', to: TODAY })
    const months = await totals('month', '2000-01-01', TODAY)
    for (const year of years.elements) {
      const inYear = months.elements.filter((m) => m.period.startsWith(year.period))
      for (const flow of FLOWS) expect(year[flow], `${year.period} ${flow}`).toBe(sumOf(inYear.map((m) => m[flow])))
      expect(year.registered).toBe(inYear.at(-1)!.registered)
    }
  })

  it('describes a registry of millions of domains growing over 25 years, most falling due renewed', async () => {
    const years = (await totals('year', '2000-01-01', '2025-12-31')).elements
    expect(years[0]!.registered).toBeGreaterThan(400_000)
    expect(years.at(-1)!.registered).toBeGreaterThan(3_000_000)
    expect(years.at(-1)!.registered).toBeGreaterThan(years[10]!.registered)
    for (const y of years) {
      expect(y.renewed / (y.renewed + y.deleted), y.period).toBeGreaterThan(0.8)
      expect(y.transferred, y.period).toBeGreaterThan(0)
    }
  })

  it('answers by day as by month: the same schema, the same members in the same order', async () => {
    const [day, month] = await Promise.all([totals('day', '2024-01-30', '2024-02-02'), totals('month', '2024-01-30', '2024-02-02')])
    expect(Value.Check(statisticsTotals.response, day)).toBe(true)
    expect(Object.keys(day)).toEqual(Object.keys(month))
    expect(Object.keys(day.elements[0]!)).toEqual(Object.keys(month.elements[0]!))
    const url = '/v1/statistics/dnssec?from=2024-01-30&to=2024-02-02&period='
    const [dnssecDay, dnssecMonth] = await Promise.all(['day', 'month'].map((p) => getJson<Series<DnssecElement>>(t, url + p)))
    expect(Value.Check(statisticsDnssec.response, dnssecDay)).toBe(true)
    expect(Object.keys(dnssecDay!.elements[0]!)).toEqual(Object.keys(dnssecMonth!.elements[0]!))
  })

  it('takes every period the contract lists, for one day as well', async () => {
    for (const period of STATISTICS_PERIODS) {
      const body = await totals(period, TODAY, TODAY)
      expect(body.elements, period).toHaveLength(1)
      expect(body.elements[0]).toMatchObject({ from: TODAY, to: TODAY })
    }
  })

  it('needs no token, and a token changes nothing', async () => {
    const url = `/v1/statistics/totals?period=month&from=2025-01-01&to=${TODAY}`
    const anonymous = await t.call({ method: 'GET', url })
    const signedIn = await t.call({ method: 'GET', url, as: 'admin' })
    expect(anonymous.statusCode).toBe(200)
    expect(signedIn.body).toBe(anonymous.body)
  })
})

describe('GET /v1/statistics/dnssec', () => {
  it('answers the signed domains and their share at the end of each period; none before 2015', async () => {
    const body = await getJson<Series<DnssecElement>>(t, `/v1/statistics/dnssec?period=year&from=2010-01-01&to=${TODAY}`)
    const years = await totals('year', '2010-01-01', TODAY)
    body.elements.forEach((e, i) => {
      expect(e.registered).toBe(years.elements[i]!.registered)
      expect(e.shareBasisPoints).toBe(Math.round((e.signed * 10_000) / e.registered))
    })
    expect(body.elements.filter((e) => e.period < '2015').every((e) => e.signed === 0)).toBe(true)
    const shares = body.elements.map((e) => e.shareBasisPoints)
    expect(shares.at(-1)).toBeGreaterThan(1000)
    expect([...shares].sort((a, b) => a - b)).toEqual(shares)
  })
})

describe('breakdowns on a date', () => {
  it('registrant types: the five types in the contract order, on today when no date is given', async () => {
    const body = await getJson<Breakdown<{ type: string }>>(t, '/v1/statistics/registrantTypes')
    expect(body.date).toBe(TODAY)
    expect(body.elements.map((e) => e.type)).toEqual(['person', 'company', 'association', 'publicBody', 'other'])
    const [person, company] = body.elements
    expect(company!.domains).toBeGreaterThan(person!.domains * 0.8)
    // In 2000 persons held more than half.
    const early = await getJson<Breakdown<{ type: string }>>(t, '/v1/statistics/registrantTypes?date=2000-06-30')
    expect(early.elements[0]!.shareBasisPoints).toBeGreaterThan(5000)
  })

  it('regions: the 20 regions by ISTAT code, Lombardia and Lazio the largest', async () => {
    const body = await getJson<Breakdown<{ code: string; name: string }>>(t, '/v1/statistics/regions?date=2020-02-29')
    expect(body.date).toBe('2020-02-29')
    expect(body.elements.map((e) => e.code)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(2, '0')))
    expect(body.elements.find((e) => e.code === '12')!.name).toBe('Lazio')
    const largest = [...body.elements].sort((a, b) => b.domains - a.domains).slice(0, 2)
    expect(largest.map((e) => e.name)).toEqual(['Lombardia', 'Lazio'])
  })

  it('provinces: the 107 provinces ordered by code with their region, or those of one region', async () => {
    const all = await getJson<Breakdown<{ code: string; name: string; region: string }>>(t, '/v1/statistics/provinces')
    expect(all.elements).toHaveLength(107)
    expect(all.elements[0]).toMatchObject({ code: 'AG', name: 'Agrigento', region: '19' })
    expect(all.total).toBe(sumOf(all.elements.map((e) => e.domains)))
    const lazio = await getJson<Breakdown<{ code: string; region: string }>>(t, '/v1/statistics/provinces?region=12')
    expect(lazio.elements.map((e) => e.code)).toEqual(['FR', 'LT', 'RI', 'RM', 'VT'])
    expect(lazio.elements.every((e) => e.region === '12')).toBe(true)
    // Each province counts the same in the filtered answer as in the whole list.
    for (const p of lazio.elements) expect(p.domains).toBe(all.elements.find((e) => e.code === p.code)!.domains)
  })

  it('nationalities: every nationality that may register, ordered by code, Italians first in number', async () => {
    const body = await getJson<Breakdown<{ country: string; name: string }>>(t, '/v1/statistics/nationalities')
    const enabled = (await getJson<Array<{ code: string; name: string }>>(t, '/v1/countries?enabledOnly=true')).map((c) => ({ country: c.code, name: c.name }))
    expect(body.elements.map(({ country, name }) => ({ country, name }))).toEqual(enabled)
    const italy = body.elements.find((e) => e.country === 'it')!
    expect(italy.shareBasisPoints).toBeGreaterThan(9000)
    expect(body.elements.filter((e) => e.country !== 'it').every((e) => e.domains > 0)).toBe(true)
  })
})

describe('GET /v1/statistics/registrars', () => {
  it('lists 30 to 50 registrars by public name, most domains first, the sandbox ones among them', async () => {
    const body = await getJson<Breakdown<{ name: string }>>(t, '/v1/statistics/registrars')
    expect(body.elements.length).toBeGreaterThanOrEqual(30)
    expect(body.elements.length).toBeLessThanOrEqual(50)
    const domains = body.elements.map((e) => e.domains)
    expect([...domains].sort((a, b) => b - a)).toEqual(domains)
    expect(new Set(body.elements.map((e) => e.name)).size).toBe(body.elements.length)
    const names = body.elements.map((e) => e.name)
    expect(names).toEqual(expect.arrayContaining(['Demo Registrar', 'Altro Registrar']))
    // Public names only: neither the registrar codes nor the company names.
    for (const hidden of ['DEMO-REG', 'OTHER-REG', 'Demo Registrar S.r.l.', 'Altro Registrar S.p.A.']) expect(names).not.toContain(hidden)
    expect(Object.keys(body.elements[0]!).sort()).toEqual(['domains', 'name', 'shareBasisPoints'])
  })

  it('shows the name a registrar gives in its public information, once it changes it', async () => {
    const admin = await t.call({ method: 'GET', url: '/v1/registrar/publicInfo', as: 'admin' })
    const { lastupdate: _, ...info } = admin.json() as Record<string, unknown>
    const put = await t.call({ method: 'PUT', url: '/v1/registrar/publicInfo', as: 'admin', payload: { ...info, displayName: 'Demo Domini' } })
    expect(put.statusCode, put.body).toBeLessThan(300)
    try {
      const names = (await getJson<Breakdown<{ name: string }>>(t, '/v1/statistics/registrars')).elements.map((e) => e.name)
      expect(names).toContain('Demo Domini')
      expect(names).not.toContain('Demo Registrar')
    } finally {
      await t.call({ method: 'PUT', url: '/v1/registrar/publicInfo', as: 'admin', payload: info })
    }
  })
})

describe('GET /v1/statistics/registrars/growth', () => {
  const FROM = '2024-01-01'
  const TO = '2025-12-31'

  it('agrees with the market share on both dates', async () => {
    const growth = await getJson<Growth>(t, `/v1/statistics/registrars/growth?from=${FROM}&to=${TO}`)
    const [onFrom, onTo] = await Promise.all(
      [FROM, TO].map((date) => getJson<Breakdown<{ name: string }>>(t, `/v1/statistics/registrars?date=${date}`)),
    )
    expect([growth.totalFrom, growth.totalTo]).toEqual([onFrom!.total, onTo!.total])
    for (const e of growth.elements) {
      const a = onFrom!.elements.find((x) => x.name === e.name)
      const b = onTo!.elements.find((x) => x.name === e.name)
      expect([e.domainsFrom, e.shareFromBasisPoints]).toEqual([a?.domains ?? 0, a?.shareBasisPoints ?? 0])
      expect([e.domainsTo, e.shareToBasisPoints]).toEqual([b?.domains ?? 0, b?.shareBasisPoints ?? 0])
      expect(e.growthBasisPoints).toBe(Math.round(((e.domainsTo - e.domainsFrom) * 10_000) / e.domainsFrom))
      expect(e.renewalRateBasisPoints).toBe(Math.round((e.renewed * 10_000) / (e.renewed + e.deleted)))
    }
    expect(growth.elements.map((e) => e.name).sort()).toEqual(onTo!.elements.map((e) => e.name).sort())
    // Registrars do not all grow alike, nor renew alike.
    expect(new Set(growth.elements.map((e) => e.growthBasisPoints)).size).toBeGreaterThan(10)
    expect(new Set(growth.elements.map((e) => e.renewalRateBasisPoints)).size).toBeGreaterThan(10)
  })

  it("counts the renewals and deletions of the days after `from` up to `to`: the registry's own, shared out", async () => {
    const growth = await getJson<Growth>(t, `/v1/statistics/registrars/growth?from=${FROM}&to=${TO}`)
    const years = await totals('year', '2024-01-02', TO)
    expect(sumOf(growth.elements.map((e) => e.renewed))).toBe(sumOf(years.elements.map((y) => y.renewed)))
    expect(sumOf(growth.elements.map((e) => e.deleted))).toBe(sumOf(years.elements.map((y) => y.deleted)))
  })

  it('from equal to to: no change, no renewal', async () => {
    const growth = await getJson<Growth>(t, `/v1/statistics/registrars/growth?from=${TODAY}&to=${TODAY}`)
    for (const e of growth.elements) {
      expect(e).toMatchObject({ domainsFrom: e.domainsTo, growthBasisPoints: 0, renewed: 0, deleted: 0, renewalRateBasisPoints: null })
    }
  })

  it('a registrar that entered after `from` has no growth rate (null), only domains on `to`', async () => {
    const growth = await getJson<Growth>(t, `/v1/statistics/registrars/growth?from=2005-01-01&to=${TODAY}`)
    const newcomers = growth.elements.filter((e) => e.domainsFrom === 0)
    expect(newcomers.length).toBeGreaterThan(0)
    for (const e of newcomers) expect(e.growthBasisPoints).toBeNull()
  })
})
