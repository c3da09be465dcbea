/**
 * The statistics' number formats, in the language: here rather than in composables/formats.ts so
 * that they load with this screen only (the sign-in screen's budget, tests/unit/build/web-budget).
 * Each Intl formatter is made once per language and kept, as formats.ts does and for its reason.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined
  if (!formatter) formatters.set(key, (formatter = make()))
  return formatter
}

/** A count, always grouped: `1.234.567` / `1,234,567` (the app's own, composables/formats.ts). */
export { formatCount } from '@/composables/formats'

/** A number with two decimals (a ratio, a percentage), grouped like the counts: `5.012,35` / `5,012.35`. */
export function formatDecimal(locale: string, value: number): string {
  return kept(`decimal ${locale}`, () => new Intl.NumberFormat(locale, { useGrouping: 'always', minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(
    value,
  )
}

/** A share in basis points (1234 = 12.34 %) as a percentage: `12,34%` / `12.34%`. */
export function formatBasisPoints(locale: string, basisPoints: number): string {
  return kept(`percent ${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(
    basisPoints / 10_000,
  )
}

/** An axis' tick: at most one decimal (`12,5` / `12.5`), so that the scale stays short. */
export function formatTick(locale: string, value: number): string {
  return kept(`tick ${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })).format(value)
}

/** A share in basis points as an axis' tick: `12,5%` / `12.5%`. */
export function formatBasisPointsTick(locale: string, basisPoints: number): string {
  return kept(`percent-tick ${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })).format(basisPoints / 10_000)
}

/** A calendar month (`2026-03`): `mar 2026` / `Mar 2026`. */
export function formatMonth(locale: string, value: string): string {
  const [year, month] = value.split('-').map(Number) as [number, number]
  return kept(`month ${locale}`, () => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' })).format(
    new Date(Date.UTC(year, month - 1, 15)),
  )
}
