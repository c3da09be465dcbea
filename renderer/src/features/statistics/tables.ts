/**
 * The columns of each statistics table, in the user's language: what the screen's tables show
 * and what their CSV files hold. Shares are percentages with two decimals (the API's basis points
 * ÷ 100), so that a spreadsheet reads them as numbers.
 */
import type {
  StatisticsDnssec,
  StatisticsGrowth,
  StatisticsMarketShare,
  StatisticsNationalities,
  StatisticsRegistrantTypes,
  StatisticsTotals,
} from '@contract/statistics'
import type { AreaDensity } from './density'
import { percent, type StatsColumn } from './table-columns'

type T = (key: string, values?: Record<string, unknown>) => string

export type TotalsRow = StatisticsTotals['elements'][number]
export type DnssecRow = StatisticsDnssec['elements'][number]
export type RegistrantTypeRow = StatisticsRegistrantTypes['elements'][number]
export type NationalityRow = StatisticsNationalities['elements'][number]
export type MarketShareRow = StatisticsMarketShare['elements'][number]
export type GrowthRow = StatisticsGrowth['elements'][number]

const periodColumns = <R extends { from: string; to: string }>(t: T): StatsColumn<R>[] => [
  { key: 'from', header: t('statistics.columns.from'), kind: 'date', value: (r) => r.from },
  { key: 'to', header: t('statistics.columns.to'), kind: 'date', value: (r) => r.to },
]

export const totalsColumns = (t: T): StatsColumn<TotalsRow>[] => [
  ...periodColumns<TotalsRow>(t),
  { key: 'registered', header: t('statistics.columns.registered'), kind: 'integer', value: (r) => r.registered },
  { key: 'created', header: t('statistics.columns.created'), kind: 'integer', value: (r) => r.created },
  { key: 'deleted', header: t('statistics.columns.deleted'), kind: 'integer', value: (r) => r.deleted },
  { key: 'transferred', header: t('statistics.columns.transferred'), kind: 'integer', value: (r) => r.transferred },
  { key: 'renewed', header: t('statistics.columns.renewed'), kind: 'integer', value: (r) => r.renewed },
]

export const dnssecColumns = (t: T): StatsColumn<DnssecRow>[] => [
  ...periodColumns<DnssecRow>(t),
  { key: 'registered', header: t('statistics.columns.registered'), kind: 'integer', value: (r) => r.registered },
  { key: 'signed', header: t('statistics.columns.signed'), kind: 'integer', value: (r) => r.signed },
  { key: 'share', header: t('statistics.columns.signedShare'), kind: 'decimal', value: (r) => percent(r.shareBasisPoints) },
]

const shareColumns = <R extends { domains: number; shareBasisPoints: number }>(t: T): StatsColumn<R>[] => [
  { key: 'domains', header: t('statistics.columns.domains'), kind: 'integer', value: (r) => r.domains },
  { key: 'share', header: t('statistics.columns.share'), kind: 'decimal', value: (r) => percent(r.shareBasisPoints) },
]

export const registrantTypeColumns = (t: T): StatsColumn<RegistrantTypeRow>[] => [
  { key: 'type', header: t('statistics.columns.registrantType'), kind: 'text', value: (r) => t(`statistics.registrantTypes.${r.type}`) },
  ...shareColumns<RegistrantTypeRow>(t),
]

/** `countryName` names a country in the user's language (Intl.DisplayNames), the API's English name otherwise. */
export const nationalityColumns = (t: T, countryName: (row: NationalityRow) => string): StatsColumn<NationalityRow>[] => [
  { key: 'name', header: t('statistics.columns.nationality'), kind: 'text', value: countryName },
  { key: 'country', header: t('statistics.columns.code'), kind: 'text', value: (r) => r.country.toUpperCase() },
  ...shareColumns<NationalityRow>(t),
]

export const areaColumns = (t: T): StatsColumn<AreaDensity>[] => [
  { key: 'name', header: t('statistics.columns.area'), kind: 'text', value: (r) => r.name },
  { key: 'code', header: t('statistics.columns.code'), kind: 'text', value: (r) => r.code },
  { key: 'domains', header: t('statistics.columns.domains'), kind: 'integer', value: (r) => r.domains },
  { key: 'inhabitants', header: t('statistics.columns.inhabitants'), kind: 'integer', value: (r) => r.inhabitants },
  { key: 'perThousand', header: t('statistics.columns.perThousand'), kind: 'decimal', value: (r) => r.perThousand },
]

export const marketShareColumns = (t: T): StatsColumn<MarketShareRow>[] => [
  { key: 'name', header: t('statistics.columns.registrar'), kind: 'text', value: (r) => r.name },
  ...shareColumns<MarketShareRow>(t),
]

export const growthColumns = (t: T, from: string, to: string): StatsColumn<GrowthRow>[] => [
  { key: 'name', header: t('statistics.columns.registrar'), kind: 'text', value: (r) => r.name },
  { key: 'domainsFrom', header: t('statistics.columns.domainsOn', { date: from }), kind: 'integer', value: (r) => r.domainsFrom },
  { key: 'domainsTo', header: t('statistics.columns.domainsOn', { date: to }), kind: 'integer', value: (r) => r.domainsTo },
  { key: 'growth', header: t('statistics.columns.growth'), kind: 'decimal', value: (r) => percent(r.growthBasisPoints) },
  { key: 'renewed', header: t('statistics.columns.renewed'), kind: 'integer', value: (r) => r.renewed },
  { key: 'deleted', header: t('statistics.columns.deleted'), kind: 'integer', value: (r) => r.deleted },
  { key: 'renewalRate', header: t('statistics.columns.renewalRate'), kind: 'decimal', value: (r) => percent(r.renewalRateBasisPoints) },
]
