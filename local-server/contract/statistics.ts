/**
 * The public statistics of the domain space (spec, "Public": "the operations of the statistics
 * API are not shown"; designed here from what registries publish, docs/statistics.md). No token
 * is needed. Figures come from the sandbox's registry-wide synthetic data set, kept as daily
 * aggregates from STATISTICS_FIRST_DATE to the registry's today (Europe/Rome, sandbox clock).
 *
 * Two kinds of answer: a series over a range (`period` of `day`, `month` or `year`, `from` to
 * `to` included, one element a period, the first and last clipped to the range) and a breakdown
 * on one `date` (its end, 23:59:59 Europe/Rome). Shares are integers in basis points (1/100 of a
 * percent) and the shares of one breakdown add up to exactly 10000 (largest remainder).
 */
import { Type, type Static, type TSchema } from 'typebox'
import { DateOnly } from './common.js'
import type { ErrorCode } from './errors.js'
import { defineOperation } from './operation.js'

/** The first date of the data set: the first date the sandbox clock can show (core/clock.ts). */
export const STATISTICS_FIRST_DATE = '2000-01-01'

export const STATISTICS_PERIODS = ['day', 'month', 'year'] as const
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number]

/** Most periods one series answers: by day about ten years; by month or year any range of the data. */
export const MAX_SERIES_PERIODS = 3700

export const REGISTRANT_TYPES = ['person', 'company', 'association', 'publicBody', 'other'] as const
export type RegistrantType = (typeof REGISTRANT_TYPES)[number]

/** The codes of a statistics operation beyond the schema's own (`invalid_parameter`). */
const STATISTICS_ERROR_CODES = ['date_out_of_range', 'range_reversed', 'range_too_long'] as const satisfies readonly ErrorCode[]
const SNAPSHOT_ERROR_CODES = ['date_out_of_range'] as const satisfies readonly ErrorCode[]

const SPAN_TEXT = `from ${STATISTICS_FIRST_DATE} to the registry's today, the date in Europe/Rome by the sandbox clock`

const ShareBasisPoints = (of: string) =>
  Type.Integer({ minimum: 0, maximum: 10000, description: `Share of ${of}, in basis points (1234 = 12.34 %)` })

const NullableBasisPoints = (description: string) =>
  Type.Union([Type.Integer(), Type.Null()], { description: `${description}, in basis points (1234 = 12.34 %); null when the divisor is 0` })

const Count = (description: string) => Type.Integer({ minimum: 0, description })

// ----- parameters -----

const dateQuery = Type.Object(
  { date: Type.Optional(DateOnly(`The date (its end, 23:59:59 Europe/Rome), ${SPAN_TEXT}; absent: today`)) },
  { additionalProperties: false },
)

const rangeProperties = {
  from: DateOnly(`First date of the range, included, ${SPAN_TEXT}`),
  to: DateOnly(`Last date of the range, included, not before \`from\`, ${SPAN_TEXT}`),
}

const seriesQuery = Type.Object(
  {
    period: Type.Enum(STATISTICS_PERIODS, {
      description: `Length of one element: \`day\`, \`month\` (calendar month) or \`year\` (calendar year); at most ${MAX_SERIES_PERIODS} periods in one answer`,
    }),
    ...rangeProperties,
  },
  { additionalProperties: false },
)

// ----- answers -----

const periodProperties = {
  period: Type.String({ description: 'The period: `2024-03-15` by day, `2024-03` by month, `2024` by year', examples: ['2024-03'] }),
  from: DateOnly('First date of the period counted: its first day, or `from` for the first element'),
  to: DateOnly('Last date of the period counted: its last day, or `to` for the last element'),
}

const TotalsElementSchema = Type.Object(
  {
    ...periodProperties,
    registered: Count('Domains registered at the end of the period (its `to`)'),
    created: Count('New registrations in the period'),
    deleted: Count('Deletions in the period'),
    transferred: Count('Transfers from one registrar to another in the period'),
    renewed: Count('Renewals in the period'),
  },
  { title: 'Statistics totals of a period' },
)

const TotalsSchema = Type.Object(
  {
    period: Type.Enum(STATISTICS_PERIODS),
    from: DateOnly('`from` as asked'),
    to: DateOnly('`to` as asked'),
    elements: Type.Array(TotalsElementSchema, { description: 'One element a period, oldest first' }),
  },
  { title: 'Statistics totals' },
)
export type StatisticsTotals = Static<typeof TotalsSchema>

const DnssecElementSchema = Type.Object(
  {
    ...periodProperties,
    registered: Count('Domains registered at the end of the period'),
    signed: Count('Of which signed with DNSSEC (a DS record in the zone)'),
    shareBasisPoints: ShareBasisPoints('`registered` that is `signed`, rounded half up'),
  },
  { title: 'DNSSEC share of a period' },
)

const DnssecSchema = Type.Object(
  {
    period: Type.Enum(STATISTICS_PERIODS),
    from: DateOnly('`from` as asked'),
    to: DateOnly('`to` as asked'),
    elements: Type.Array(DnssecElementSchema, { description: 'One element a period, oldest first' }),
  },
  { title: 'DNSSEC share over time' },
)
export type StatisticsDnssec = Static<typeof DnssecSchema>

/** A breakdown on a date: its elements' `domains` add up to `total`, their shares to 10000. */
const BreakdownOf = <P extends Record<string, TSchema>>(title: string, key: P, ofWhat: string) =>
  Type.Object(
    {
      date: DateOnly('The date of the figures'),
      total: Count(`Domains registered at the end of the date${ofWhat}; the elements add up to it`),
      elements: Type.Array(
        Type.Object({ ...key, domains: Count('Domains registered at the end of the date'), shareBasisPoints: ShareBasisPoints('`total`') }),
        { description: 'Every category, also those with no domain; shares add up to exactly 10000 when `total` is not 0 (largest remainder)' },
      ),
    },
    { title },
  )

const RegistrantTypesSchema = BreakdownOf(
  'Domains by registrant type',
  {
    type: Type.Enum(REGISTRANT_TYPES, {
      description:
        '`person` (.it entity type 1), `company` (2 and 3: companies, freelancers), `association` (4: non-profit), `publicBody` (5), `other` (6)',
    }),
  },
  '',
)
export type StatisticsRegistrantTypes = Static<typeof RegistrantTypesSchema>

const RegionsSchema = BreakdownOf(
  'Domains by region',
  {
    code: Type.String({ description: "ISTAT region code, two digits ('01' Piemonte … '20' Sardegna)", examples: ['12'] }),
    name: Type.String({ description: 'Official Italian name of the region', examples: ['Lazio'] }),
  },
  ' (by the province of the registrant)',
)
export type StatisticsRegions = Static<typeof RegionsSchema>

const ProvincesSchema = BreakdownOf(
  'Domains by province',
  {
    code: Type.String({ description: 'Two-letter province code (sigla), as GET /v1/province lists it', examples: ['RM'] }),
    name: Type.String({ description: 'Official Italian name, as GET /v1/province', examples: ['Roma'] }),
    region: Type.String({ description: 'ISTAT code of its region', examples: ['12'] }),
  },
  ' in the provinces listed (every province, or those of `region`)',
)
export type StatisticsProvinces = Static<typeof ProvincesSchema>

const NationalitiesSchema = BreakdownOf(
  'Domains by registrant nationality',
  {
    country: Type.String({ description: 'ISO 3166-1 alpha-2 code, lower case, as GET /v1/countries', examples: ['it'] }),
    name: Type.String({ description: 'English short name, as GET /v1/countries', examples: ['Italy'] }),
  },
  '',
)
export type StatisticsNationalities = Static<typeof NationalitiesSchema>

const MarketShareSchema = Type.Object(
  {
    date: DateOnly('The date of the figures'),
    total: Count('Domains registered at the end of the date; the elements add up to it'),
    elements: Type.Array(
      Type.Object({
        name: Type.String({ description: "The registrar's public name (as on the registry's public list of registrars)" }),
        domains: Count('Domains under its management at the end of the date'),
        shareBasisPoints: ShareBasisPoints('`total`'),
      }),
      { description: 'Every registrar with domains on the date, most domains first (then by name); shares add up to exactly 10000' },
    ),
  },
  { title: 'Registrar market share' },
)
export type StatisticsMarketShare = Static<typeof MarketShareSchema>

const GrowthSchema = Type.Object(
  {
    from: DateOnly('`from` as asked'),
    to: DateOnly('`to` as asked'),
    totalFrom: Count('Domains registered at the end of `from`'),
    totalTo: Count('Domains registered at the end of `to`'),
    elements: Type.Array(
      Type.Object({
        name: Type.String({ description: "The registrar's public name" }),
        domainsFrom: Count('Domains under its management at the end of `from`'),
        domainsTo: Count('Domains under its management at the end of `to`'),
        shareFromBasisPoints: ShareBasisPoints('`totalFrom` (as the market share on `from` answers)'),
        shareToBasisPoints: ShareBasisPoints('`totalTo` (as the market share on `to` answers)'),
        growthBasisPoints: NullableBasisPoints('(`domainsTo` − `domainsFrom`) ÷ `domainsFrom`, rounded half away from zero'),
        renewed: Count('Its renewals in the days after `from` up to `to` included'),
        deleted: Count('Deletions of its domains in the days after `from` up to `to` included'),
        renewalRateBasisPoints: NullableBasisPoints('`renewed` ÷ (`renewed` + `deleted`), rounded half up'),
      }),
      { description: 'Every registrar with domains on `from` or on `to`, most domains on `to` first (then by name)' },
    ),
  },
  { title: 'Registrar growth' },
)
export type StatisticsGrowth = Static<typeof GrowthSchema>

// ----- operations -----

const common = {
  tag: 'Public',
  access: { public: true },
  errorKind: 'current',
  successStatus: 200,
  errors: [400],
} as const

const SERIES_RULES = `\`from\` after \`to\` answers 400 \`range_reversed\` and more than ${MAX_SERIES_PERIODS} periods 400 \`range_too_long\`, both naming \`from\`; a date outside the data (which runs ${SPAN_TEXT}) 400 \`date_out_of_range\` naming its parameter.`
const SNAPSHOT_RULES = `A date outside the data (which runs ${SPAN_TEXT}) answers 400 \`date_out_of_range\` naming \`date\`.`

export const statisticsTotals = defineOperation({
  ...common,
  id: 'public.statistics.totals',
  errorCodes: [...STATISTICS_ERROR_CODES],
  method: 'GET',
  url: '/v1/statistics/totals',
  summary: 'Registered domains, registrations, deletions, transfers and renewals over time',
  description: `One element a day, month or year from \`from\` to \`to\`: the domains registered at the end of the period and the new registrations, deletions, transfers between registrars and renewals in it. ${SERIES_RULES}`,
  query: seriesQuery,
  response: TotalsSchema,
})

export const statisticsDnssec = defineOperation({
  ...common,
  id: 'public.statistics.dnssec',
  errorCodes: [...STATISTICS_ERROR_CODES],
  method: 'GET',
  url: '/v1/statistics/dnssec',
  summary: 'Share of domains signed with DNSSEC over time',
  description: `One element a day, month or year from \`from\` to \`to\`: the domains registered and those signed at the end of the period. ${SERIES_RULES}`,
  query: seriesQuery,
  response: DnssecSchema,
})

export const statisticsRegistrantTypes = defineOperation({
  ...common,
  id: 'public.statistics.registrantTypes',
  errorCodes: [...SNAPSHOT_ERROR_CODES],
  method: 'GET',
  url: '/v1/statistics/registrantTypes',
  summary: 'Domains by registrant type on a date',
  description: `The five registrant types, in the order person, company, association, publicBody, other. ${SNAPSHOT_RULES}`,
  query: dateQuery,
  response: RegistrantTypesSchema,
})

export const statisticsRegions = defineOperation({
  ...common,
  id: 'public.statistics.regions',
  errorCodes: [...SNAPSHOT_ERROR_CODES],
  method: 'GET',
  url: '/v1/statistics/regions',
  summary: 'Domains by region on a date',
  description: `The 20 Italian regions, by ISTAT code, by the province of residence of the registrant: each is the sum of its provinces (GET /v1/statistics/provinces). ${SNAPSHOT_RULES}`,
  query: dateQuery,
  response: RegionsSchema,
})

export const statisticsProvinces = defineOperation({
  ...common,
  id: 'public.statistics.provinces',
  errorCodes: [...SNAPSHOT_ERROR_CODES],
  method: 'GET',
  url: '/v1/statistics/provinces',
  summary: 'Domains by province on a date',
  description: `The 107 provinces, ordered by code, or those of one region; \`total\` and the shares are of the provinces listed. An unknown region answers 400 \`invalid_parameter\` naming \`region\`. ${SNAPSHOT_RULES}`,
  query: Type.Object(
    {
      ...dateQuery.properties,
      region: Type.Optional(
        Type.String({ pattern: '^(0[1-9]|1[0-9]|20)$', description: "ISTAT code of a region ('01' to '20'): only its provinces", examples: ['12'] }),
      ),
    },
    { additionalProperties: false },
  ),
  response: ProvincesSchema,
})

export const statisticsNationalities = defineOperation({
  ...common,
  id: 'public.statistics.nationalities',
  errorCodes: [...SNAPSHOT_ERROR_CODES],
  method: 'GET',
  url: '/v1/statistics/nationalities',
  summary: 'Domains by registrant nationality on a date',
  description: `Every nationality that may register a domain (GET /v1/countries?enabledOnly=true), ordered by code. ${SNAPSHOT_RULES}`,
  query: dateQuery,
  response: NationalitiesSchema,
})

export const statisticsRegistrars = defineOperation({
  ...common,
  id: 'public.statistics.registrars',
  errorCodes: [...SNAPSHOT_ERROR_CODES],
  method: 'GET',
  url: '/v1/statistics/registrars',
  summary: 'Registrar market share on a date',
  description: `The domains under each registrar's management and its share of all, by public name only. ${SNAPSHOT_RULES}`,
  query: dateQuery,
  response: MarketShareSchema,
})

export const statisticsRegistrarGrowth = defineOperation({
  ...common,
  id: 'public.statistics.registrarGrowth',
  errorCodes: [...STATISTICS_ERROR_CODES.filter((c) => c !== 'range_too_long')],
  method: 'GET',
  url: '/v1/statistics/registrars/growth',
  summary: 'Registrar growth and renewal rate between two dates',
  description: `Each registrar's domains at the end of \`from\` and of \`to\`, its growth, and its renewals, deletions and renewal rate (renewals ÷ (renewals + deletions)) in the days after \`from\` up to \`to\`; \`from\` equal to \`to\` is allowed (no change). \`from\` after \`to\` answers 400 \`range_reversed\` naming \`from\`, a date outside the data (which runs ${SPAN_TEXT}) 400 \`date_out_of_range\` naming it.`,
  query: Type.Object(rangeProperties, { additionalProperties: false }),
  response: GrowthSchema,
})
