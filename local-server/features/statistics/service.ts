/**
 * The answers of the statistics operations (contract/statistics.ts), read from the data set
 * (repository.ts) on the registry's today as the sandbox clock shows it. Rules and rounding are
 * described in docs/statistics.md.
 */
import { badRequest } from '../../api-error.js'
import {
  MAX_SERIES_PERIODS,
  REGISTRANT_TYPES,
  STATISTICS_FIRST_DATE,
  type StatisticsDnssec,
  type StatisticsGrowth,
  type StatisticsMarketShare,
  type StatisticsNationalities,
  type StatisticsPeriod,
  type StatisticsProvinces,
  type StatisticsRegions,
  type StatisticsRegistrantTypes,
  type StatisticsTotals,
} from '../../contract/statistics.js'
import type { Clock } from '../../core/clock.js'
import { PROVINCES } from '../../reference/provinces.js'
import { PROVINCE_GEOGRAPHY, REGIONS } from '../../reference/regions.js'
import { registryToday } from '../../validation/registry-date.js'
import { apportion } from './apportion.js'
import { NATIONALITIES } from './model.js'
import { dayOf } from './calendar.js'
import { createDaySeriesJson } from './day-series-json.js'
import { type Period, periodCount, periodsOf } from './periods.js'
import { syntheticRegistrars } from './registrars.js'
import type { DayColumns, StatisticsData, StatisticsRepository } from './repository.js'

interface SeriesQuery {
  readonly period: StatisticsPeriod
  readonly from: string
  readonly to: string
}
interface DateQuery {
  readonly date?: string
}

const BASIS_POINTS = 10_000

/** Shares in basis points adding up to exactly 10000 (largest remainder); all 0 when nothing is counted. */
const sharesOf = (counts: ArrayLike<number>): Int32Array => apportion(BASIS_POINTS, counts)

/** `part ÷ whole` in basis points, rounded half away from zero; null when `whole` is 0. */
const ratio = (part: number, whole: number): number | null => {
  if (whole === 0) return null
  const bp = (part * BASIS_POINTS) / whole
  return Math.sign(bp) * Math.round(Math.abs(bp))
}

const provinceRegion = PROVINCES.map((p) => PROVINCE_GEOGRAPHY[p.code]!.region)
const provinceRegionIndex = provinceRegion.map((code) => REGIONS.findIndex((r) => r.code === code))

/** An answer already serialized (mount.ts sends it as it is): the series by day, built from elements serialized once. */
export interface SerializedAnswer {
  readonly json: Buffer
}

export interface StatisticsService {
  totals(query: SeriesQuery): StatisticsTotals | SerializedAnswer
  dnssec(query: SeriesQuery): StatisticsDnssec | SerializedAnswer
  registrantTypes(query: DateQuery): StatisticsRegistrantTypes
  regions(query: DateQuery): StatisticsRegions
  provinces(query: DateQuery & { readonly region?: string }): StatisticsProvinces
  nationalities(query: DateQuery): StatisticsNationalities
  registrars(query: DateQuery): StatisticsMarketShare
  growth(query: { readonly from: string; readonly to: string }): StatisticsGrowth
}

export function createStatisticsService(repo: StatisticsRepository, clock: Clock): StatisticsService {
  /** The registry's today, and the data set made to cover it. */
  const current = (): { last: string; data: StatisticsData } => {
    const last = registryToday(clock.now())
    return { last, data: repo.ensure(last) }
  }

  const checkInSpan = (field: string, date: string, last: string) => {
    if (date < STATISTICS_FIRST_DATE || date > last) {
      throw badRequest('date_out_of_range', `${field} ${date} is outside the statistics, from ${STATISTICS_FIRST_DATE} to ${last}`, field)
    }
  }

  const checkRange = (from: string, to: string): StatisticsData => {
    const { last, data } = current()
    checkInSpan('from', from, last)
    checkInSpan('to', to, last)
    if (from > to) throw badRequest('range_reversed', `from ${from} is after to ${to}`, 'from')
    return data
  }

  /** The date of a breakdown: `date` if given (within the data), else today. */
  const snapshot = (query: DateQuery): { date: string; day: number; data: StatisticsData } => {
    const { last, data } = current()
    const date = query.date ?? last
    checkInSpan('date', date, last)
    return { date, day: dayOf(date), data }
  }

  /** A period's flow: the running total at its end less the one on the day before it (0 before day 0). */
  const flow = (toDate: Float64Array, p: Period): number => toDate[p.toDay]! - (p.fromDay > 0 ? toDate[p.fromDay - 1]! : 0)

  const daySeries = createDaySeriesJson()

  const series = <E>(query: SeriesQuery, element: (p: Period, days: DayColumns) => E) => {
    const data = checkRange(query.from, query.to)
    const [fromDay, toDay] = [dayOf(query.from), dayOf(query.to)]
    const count = periodCount(query.period, fromDay, toDay)
    if (count > MAX_SERIES_PERIODS) {
      throw badRequest('range_too_long', `${count} periods by ${query.period}; one answer holds at most ${MAX_SERIES_PERIODS}`, 'from')
    }
    if (query.period === 'day') return { json: daySeries(query, data, element) }
    return {
      period: query.period,
      from: query.from,
      to: query.to,
      elements: periodsOf(query.period, fromDay, toDay).map((p) => element(p, data.days)),
    }
  }

  /** The elements of a breakdown, each with its domains and its share of their sum (built whole: a spread of the key was most of the time). */
  const breakdown = <E>(counts: ArrayLike<number>, element: (i: number, domains: number, shareBasisPoints: number) => E): E[] => {
    const shares = sharesOf(counts)
    return Array.from({ length: counts.length }, (_, i) => element(i, counts[i]!, shares[i]!))
  }

  const registrarNames = (data: StatisticsData): string[] => {
    const sandboxNames = repo.sandboxRegistrarNames()
    return syntheticRegistrars(data.inputs.entries).map((r) => sandboxNames.get(r.key) ?? r.name)
  }

  const byDomainsThenName = (a: { name: string; domains: number }, b: { name: string; domains: number }) =>
    b.domains - a.domains || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

  // In the order of the contract's schemas: a series by day is serialized from these as they are.
  const totalsElement = (p: Period, days: DayColumns) => ({
    period: p.label,
    from: p.from,
    to: p.to,
    registered: days.registered[p.toDay]!,
    created: flow(days.createdToDate, p),
    deleted: flow(days.deletedToDate, p),
    transferred: flow(days.transferredToDate, p),
    renewed: flow(days.renewedToDate, p),
  })
  const dnssecElement = (p: Period, days: DayColumns) => {
    const [registered, signed] = [days.registered[p.toDay]!, days.signed[p.toDay]!]
    return { period: p.label, from: p.from, to: p.to, registered, signed, shareBasisPoints: ratio(signed, registered) ?? 0 }
  }

  return {
    totals: (query) => series(query, totalsElement),
    dnssec: (query) => series(query, dnssecElement),

    registrantTypes(query) {
      const { date, day, data } = snapshot(query)
      const counts = repo.breakdown('statistics_registrant_types', day)
      return { date, total: data.days.registered[day]!, elements: breakdown(counts, (i, domains, shareBasisPoints) => ({ type: REGISTRANT_TYPES[i]!, domains, shareBasisPoints })) }
    },

    regions(query) {
      const { date, day, data } = snapshot(query)
      const provinces = repo.breakdown('statistics_provinces', day)
      const counts = new Array<number>(REGIONS.length).fill(0)
      provinces.forEach((n, i) => (counts[provinceRegionIndex[i]!]! += n))
      const elements = breakdown(counts, (i, domains, shareBasisPoints) => ({ code: REGIONS[i]!.code, name: REGIONS[i]!.name, domains, shareBasisPoints }))
      return { date, total: data.days.registered[day]!, elements }
    },

    provinces(query) {
      const { date, day } = snapshot(query)
      const all = repo.breakdown('statistics_provinces', day)
      const listed = PROVINCES.flatMap((p, i) => (query.region === undefined || provinceRegion[i] === query.region ? [i] : []))
      const counts = listed.map((i) => all[i]!)
      const elements = breakdown(counts, (k, domains, shareBasisPoints) => {
        const i = listed[k]!
        return { code: PROVINCES[i]!.code, name: PROVINCES[i]!.name, region: provinceRegion[i]!, domains, shareBasisPoints }
      })
      return { date, total: counts.reduce((sum, n) => sum + n, 0), elements }
    },

    nationalities(query) {
      const { date, day, data } = snapshot(query)
      const counts = repo.breakdown('statistics_nationalities', day)
      const elements = breakdown(counts, (i, domains, shareBasisPoints) => ({ country: NATIONALITIES[i]!.code, name: NATIONALITIES[i]!.name, domains, shareBasisPoints }))
      return { date, total: data.days.registered[day]!, elements }
    },

    registrars(query) {
      const { date, day, data } = snapshot(query)
      const { domains } = repo.registrars(day)
      const names = registrarNames(data)
      const elements = breakdown(domains, (i, count, shareBasisPoints) => ({ name: names[i]!, domains: count, shareBasisPoints }))
        .filter((e) => e.domains > 0)
        .sort(byDomainsThenName)
      return { date, total: data.days.registered[day]!, elements }
    },

    growth(query) {
      const data = checkRange(query.from, query.to)
      const [fromDay, toDay] = [dayOf(query.from), dayOf(query.to)]
      const a = repo.registrars(fromDay)
      const b = repo.registrars(toDay)
      const [sharesFrom, sharesTo] = [sharesOf(a.domains), sharesOf(b.domains)]
      const elements = registrarNames(data)
        .map((name, i) => {
          const renewed = b.renewedToDate[i]! - a.renewedToDate[i]!
          const deleted = b.deletedToDate[i]! - a.deletedToDate[i]!
          return {
            name,
            domainsFrom: a.domains[i]!,
            domainsTo: b.domains[i]!,
            shareFromBasisPoints: sharesFrom[i]!,
            shareToBasisPoints: sharesTo[i]!,
            growthBasisPoints: ratio(b.domains[i]! - a.domains[i]!, a.domains[i]!),
            renewed,
            deleted,
            renewalRateBasisPoints: ratio(renewed, renewed + deleted),
          }
        })
        .filter((e) => e.domainsFrom > 0 || e.domainsTo > 0)
        .sort((x, y) => byDomainsThenName({ name: x.name, domains: x.domainsTo }, { name: y.name, domains: y.domainsTo }))
      return { from: query.from, to: query.to, totalFrom: data.days.registered[fromDay]!, totalTo: data.days.registered[toDay]!, elements }
    },
  }
}
