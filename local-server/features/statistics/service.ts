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
import { type Period, periodCount, periodsOf } from './periods.js'
import { syntheticRegistrars } from './registrars.js'
import { dayOf, type DayRow, type StatisticsRepository } from './repository.js'

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

export interface StatisticsService {
  totals(query: SeriesQuery): StatisticsTotals
  dnssec(query: SeriesQuery): StatisticsDnssec
  registrantTypes(query: DateQuery): StatisticsRegistrantTypes
  regions(query: DateQuery): StatisticsRegions
  provinces(query: DateQuery & { readonly region?: string }): StatisticsProvinces
  nationalities(query: DateQuery): StatisticsNationalities
  registrars(query: DateQuery): StatisticsMarketShare
  growth(query: { readonly from: string; readonly to: string }): StatisticsGrowth
}

export function createStatisticsService(repo: StatisticsRepository, clock: Clock): StatisticsService {
  /** The registry's today, with the data set made to cover it. */
  const today = (): string => {
    const date = registryToday(clock.now())
    repo.ensure(date)
    return date
  }

  const checkInSpan = (field: string, date: string, last: string) => {
    if (date < STATISTICS_FIRST_DATE || date > last) {
      throw badRequest('date_out_of_range', `${field} ${date} is outside the statistics, from ${STATISTICS_FIRST_DATE} to ${last}`, field)
    }
  }

  const checkRange = (from: string, to: string): string => {
    const last = today()
    checkInSpan('from', from, last)
    checkInSpan('to', to, last)
    if (from > to) throw badRequest('range_reversed', `from ${from} is after to ${to}`, 'from')
    return last
  }

  /** The date of a breakdown: `date` if given (within the data), else today. */
  const snapshotDay = (query: DateQuery): { date: string; day: number } => {
    const last = today()
    const date = query.date ?? last
    checkInSpan('date', date, last)
    return { date, day: dayOf(date) }
  }

  /** For each period, the day rows at its end and on the day before its start (flows are their difference). */
  const series = <E>(query: SeriesQuery, element: (p: Period, end: DayRow, before: DayRow) => E) => {
    checkRange(query.from, query.to)
    const count = periodCount(query.period, query.from, query.to)
    if (count > MAX_SERIES_PERIODS) {
      throw badRequest('range_too_long', `${count} periods by ${query.period}; one answer holds at most ${MAX_SERIES_PERIODS}`, 'from')
    }
    const periods = periodsOf(query.period, query.from, query.to)
    const bounds = periods.map((p) => [dayOf(p.from) - 1, dayOf(p.to)] as const)
    const rows =
      query.period === 'day' ? repo.dayRange(bounds[0]![0], bounds.at(-1)![1]) : repo.days(bounds.flat())
    return {
      period: query.period,
      from: query.from,
      to: query.to,
      elements: periods.map((p, i) => element(p, rows.get(bounds[i]![1])!, rows.get(bounds[i]![0])!)),
    }
  }

  /** The elements of a breakdown, each with its share of their sum. */
  const breakdown = <K extends object>(counts: ArrayLike<number>, keys: readonly K[]) => {
    const shares = sharesOf(counts)
    return keys.map((key, i) => ({ ...key, domains: counts[i]!, shareBasisPoints: shares[i]! }))
  }

  const registeredOn = (day: number): number => repo.days([day]).get(day)!.registered

  const registrarNames = (entries: Parameters<typeof syntheticRegistrars>[0]): string[] => {
    const sandboxNames = repo.sandboxRegistrarNames()
    return syntheticRegistrars(entries).map((r) => sandboxNames.get(r.key) ?? r.name)
  }

  const byDomainsThenName = (a: { name: string; domains: number }, b: { name: string; domains: number }) =>
    b.domains - a.domains || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

  return {
    totals: (query) =>
      series(query, (p, end, before) => ({
        period: p.label,
        from: p.from,
        to: p.to,
        registered: end.registered,
        created: end.created_to_date - before.created_to_date,
        deleted: end.deleted_to_date - before.deleted_to_date,
        transferred: end.transferred_to_date - before.transferred_to_date,
        renewed: end.renewed_to_date - before.renewed_to_date,
      })),

    dnssec: (query) =>
      series(query, (p, end) => ({
        period: p.label,
        from: p.from,
        to: p.to,
        registered: end.registered,
        signed: end.signed,
        shareBasisPoints: ratio(end.signed, end.registered) ?? 0,
      })),

    registrantTypes(query) {
      const { date, day } = snapshotDay(query)
      const counts = repo.breakdown('statistics_registrant_types', day)
      return { date, total: registeredOn(day), elements: breakdown(counts, REGISTRANT_TYPES.map((type) => ({ type }))) }
    },

    regions(query) {
      const { date, day } = snapshotDay(query)
      const provinces = repo.breakdown('statistics_provinces', day)
      const counts = REGIONS.map((r) => provinces.reduce((sum, n, i) => (provinceRegion[i] === r.code ? sum + n : sum), 0))
      return { date, total: registeredOn(day), elements: breakdown(counts, REGIONS.map(({ code, name }) => ({ code, name }))) }
    },

    provinces(query) {
      const { date, day } = snapshotDay(query)
      const all = repo.breakdown('statistics_provinces', day)
      const listed = PROVINCES.flatMap((p, i) => (query.region === undefined || provinceRegion[i] === query.region ? [i] : []))
      const counts = listed.map((i) => all[i]!)
      const keys = listed.map((i) => ({ code: PROVINCES[i]!.code, name: PROVINCES[i]!.name, region: provinceRegion[i]! }))
      return { date, total: counts.reduce((sum, n) => sum + n, 0), elements: breakdown(counts, keys) }
    },

    nationalities(query) {
      const { date, day } = snapshotDay(query)
      const counts = repo.breakdown('statistics_nationalities', day)
      return { date, total: registeredOn(day), elements: breakdown(counts, NATIONALITIES.map((c) => ({ country: c.code, name: c.name }))) }
    },

    registrars(query) {
      const { date, day } = snapshotDay(query)
      const names = registrarNames(repo.ensure(date).entries)
      const { domains } = repo.registrars(day)
      const elements = breakdown(domains, names.map((name) => ({ name })))
        .filter((e) => e.domains > 0)
        .sort(byDomainsThenName)
      return { date, total: registeredOn(day), elements }
    },

    growth(query) {
      checkRange(query.from, query.to)
      const [fromDay, toDay] = [dayOf(query.from), dayOf(query.to)]
      const names = registrarNames(repo.ensure(query.to).entries)
      const a = repo.registrars(fromDay)
      const b = repo.registrars(toDay)
      const [sharesFrom, sharesTo] = [sharesOf(a.domains), sharesOf(b.domains)]
      const elements = names
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
      return { from: query.from, to: query.to, totalFrom: registeredOn(fromDay), totalTo: registeredOn(toDay), elements }
    },
  }
}
