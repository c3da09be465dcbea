/**
 * The distributions of the synthetic registry (docs/statistics.md): how many domains there are
 * on a day, how they move, and how they split by province, registrant type, nationality and
 * registrar. Every function is of the fractional year `y` (2024.5 is early July 2024) or of the
 * day, smooth, and free of state; generate.ts draws the daily figures from them.
 */
import { REGISTRANT_TYPES, type RegistrantType } from '../../contract/statistics.js'
import { COUNTRIES } from '../../reference/countries.js'
import { PROVINCES } from '../../reference/provinces.js'
import { PROVINCE_GEOGRAPHY } from '../../reference/regions.js'
import { traitOf } from './noise.js'
import type { RegistrarProfile, SyntheticRegistrar } from './registrars.js'

const clamp01 = (x: number) => Math.min(1, Math.max(0, x))
/** From `a` in 2000 to `b` in 2026, in a straight line, and constant outside those years. */
const across = (a: number, b: number, y: number) => a + (b - a) * clamp01((y - 2000) / 26)

/**
 * Domains the registry tends to on a date: a logistic curve from about 570,000 in 2000 through
 * 2.0 million in 2010 to about 3.4 million in 2026, levelling off near 3.5 million.
 */
export const targetDomains = (y: number): number => 250_000 + 3_250_000 / (1 + Math.exp(-(y - 2010) / 4.5))

/** Share of the registered domains that are not renewed when they fall due (about one in eight). */
export const CHURN = 0.12

/** Transfers between registrars in a year, as a share of the domains. */
export const TRANSFER_RATE = 0.035

/** Share of domains signed with DNSSEC: none before mid-2015, then rising towards 15 %. */
export const dnssecShare = (y: number): number => (y < 2015.5 ? 0 : 0.15 / (1 + Math.exp(-(y - 2022) / 1.5)))

/** Registrations by day of the week (Sunday first): fewer at weekends; the mean is 1. */
export const WEEKDAY_FACTOR = [0.55, 1.15, 1.15, 1.15, 1.15, 1.15, 0.7] as const

/** Registrations by month (January first): a January rush, a quiet August. */
export const MONTH_FACTOR = [1.15, 1.08, 1.05, 1.0, 1.0, 0.98, 0.95, 0.65, 1.05, 1.05, 1.02, 0.92] as const

// ----- registrant type -----

const TYPE_SHARES: Readonly<Record<RegistrantType, readonly [number, number]>> = {
  person: [0.56, 0.41],
  company: [0.33, 0.45],
  association: [0.05, 0.07],
  publicBody: [0.035, 0.025],
  other: [0.025, 0.045],
}

/** Weights of the registrant types, in the order of REGISTRANT_TYPES: persons give way to companies. */
export const registrantTypeWeights = (y: number): number[] => REGISTRANT_TYPES.map((t) => across(...TYPE_SHARES[t], y))

// ----- nationality -----

/** The nationalities that may register (countries.ts `enabled`), by code. */
export const NATIONALITIES = COUNTRIES.filter((c) => c.enabled)

// Weights among the foreign registrants; a nationality not listed weighs 0.5 to 1.5 (a trait of its code).
const FOREIGN_WEIGHTS: Readonly<Record<string, number>> = { de: 18, fr: 12, ch: 11, gb: 9, at: 7, es: 6, nl: 6, be: 5, sm: 5, ro: 5, pl: 3, va: 0.2 }
const foreignWeight = (code: string) => FOREIGN_WEIGHTS[code] ?? 0.5 + traitOf(code)
const foreignTotal = NATIONALITIES.filter((c) => c.code !== 'it').reduce((sum, c) => sum + foreignWeight(c.code), 0)

/** Weights of the nationalities, in the order of NATIONALITIES: Italians from 95.5 % to 93 %. */
export function nationalityWeights(y: number): number[] {
  const italian = across(0.955, 0.93, y)
  return NATIONALITIES.map((c) => (c.code === 'it' ? italian : ((1 - italian) * foreignWeight(c.code)) / foreignTotal))
}

// ----- province -----

/** Provinces whose uptake is well above (or below) what their population says: the big cities. */
const UPTAKE: Readonly<Record<string, number>> = { MI: 1.9, RM: 1.6, BO: 1.35, FI: 1.3, BZ: 1.2, TO: 1.2, TN: 1.15, PD: 1.15, NA: 0.95 }
const NORTH = new Set(['01', '02', '03', '04', '05', '06', '07', '08'])
const CENTRE = new Set(['09', '10', '11', '12'])

/** Each province's population × its fixed uptake: its own (UPTAKE) or 0.8 to 1.2 by a trait of its code. */
const provinceBase = PROVINCES.map((p) => PROVINCE_GEOGRAPHY[p.code]!.populationThousands * (UPTAKE[p.code] ?? 0.8 + 0.4 * traitOf(p.code)))
type Area = 'north' | 'centre' | 'south'
const provinceArea: readonly Area[] = PROVINCES.map((p) => {
  const region = PROVINCE_GEOGRAPHY[p.code]!.region
  return NORTH.has(region) ? 'north' : CENTRE.has(region) ? 'centre' : 'south'
})

/**
 * Weights of the provinces, in the order of PROVINCES: population × uptake × area, where the
 * North weighs 1.15, the Centre 1, and the South and islands from 0.62 (2000) to 0.8 (2026).
 */
export function provinceWeights(y: number): number[] {
  const areaWeight: Readonly<Record<Area, number>> = { north: 1.15, centre: 1, south: across(0.62, 0.8, y) }
  return provinceBase.map((base, i) => base * areaWeight[provinceArea[i]!])
}

// ----- registrar -----

const PROFILE: Readonly<Record<RegistrarProfile, (y: number, entryYear: number) => number>> = {
  steady: () => 1,
  grow: (y, entryYear) => 0.5 + clamp01((y - entryYear) / 15),
  decline: (y) => across(1.4, 0.6, y),
  fade: (y) => across(1.3, 0.2, y),
}

/** The fractional year of a `YYYY-MM-DD` date. */
export const yearOf = (date: string): number => +date.slice(0, 4) + (+date.slice(5, 7) - 1) / 12 + (+date.slice(8, 10) - 1) / 365.2425

/**
 * A registrar's market weight as a function of the fractional year: 0 before its entry, then
 * rising over three years to its weight, moved by its profile. One in business before the data
 * set starts (`firstYear`) is at full weight from the start.
 */
export function registrarWeightOf(r: SyntheticRegistrar, firstYear: number): (y: number) => number {
  const entryYear = yearOf(r.entry)
  const profile = PROFILE[r.profile]
  // Good and bad years: ±12 % over a cycle of 4 to 10 years, its own length and phase.
  const cycleYears = 4 + 6 * traitOf(`cycle ${r.key}`)
  const phase = traitOf(`phase ${r.key}`)
  return (y) => {
    if (y < entryYear) return 0
    const ramp = entryYear <= firstYear ? 1 : Math.min(1, (y - entryYear + 1 / 365.2425) / 3)
    const cycle = 1 + 0.12 * Math.sin(2 * Math.PI * ((y - firstYear) / cycleYears + phase))
    return r.weight * ramp * profile(y, entryYear) * cycle
  }
}

/** A registrar's deletions relative to the market's (0.6 to 1.6, a trait of its key): so renewal rates differ. */
export const churnFactor = (r: SyntheticRegistrar): number => 0.6 + traitOf(`churn ${r.key}`)
