/**
 * The app's number and date formats, as pure functions of the language: the screens use them
 * through `useFormat`, the date field and the tests directly.
 */

import { REGISTRY_TIME_ZONE as REGISTRY_ZONE } from '@validation/registry-date'

// Instants are shown in the registry's zone, like its own documents, whatever the machine's zone.

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Making an Intl formatter costs a tenth of a millisecond or more, using one a microsecond: a list
 * of 20 rows made ~200 of them per page, most of a page change (`npm run bench`'s screens). Each
 * is made once per language and kind and kept; they hold no state, so sharing them changes nothing.
 * Other screens' own formats share them too: the key names the kind and the language.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>()
export function sharedFormatter<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined
  if (!formatter) formatters.set(key, (formatter = make()))
  return formatter
}

/**
 * `it` groups from five digits by default (`8693,00 €` beside `10.193,00 €`); `always` groups
 * every amount, as the invoice PDF does (`8.693,00 €`).
 */
export function formatMoney(locale: string, value: number | string): string {
  return sharedFormatter(`money ${locale}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', useGrouping: 'always' })).format(Number(value))
}

/**
 * A whole number (a total, a count, a quantity, milliseconds), grouped from four digits in Italian
 * too, as amounts are: `12.345` / `12,345`. vue-i18n would put a plural's `{n}` in as it is.
 */
export function formatCount(locale: string, value: number): string {
  return sharedFormatter(`count ${locale}`, () => new Intl.NumberFormat(locale, { useGrouping: 'always', maximumFractionDigits: 0 })).format(value)
}

/** The language's decimal mark (`,` / `.`), for a form's text of a number (`typedEuro`). */
export function decimalMark(locale: string): string {
  return sharedFormatter(`plain number ${locale}`, () => new Intl.NumberFormat(locale)).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.'
}

/** `24/11/2026` / `11/24/2026`, on the clock of `timeZone` (the computer's when left out). */
export const dayMonthYear = (locale: string, timeZone?: string) =>
  sharedFormatter(`date ${locale} ${timeZone ?? 'local'}`, () => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }))

/**
 * A calendar date (`2026-11-24`) is that date wherever the machine is; a date-time is shown on its
 * date in Rome. `24/11/2026` in Italian, `11/24/2026` in English.
 */
export function formatDate(locale: string, value: string): string {
  const m = CALENDAR_DATE.exec(value)
  if (m) return dayMonthYear(locale, 'UTC').format(new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, 12)))
  const at = new Date(value)
  if (Number.isNaN(at.getTime())) return value
  return dayMonthYear(locale, REGISTRY_ZONE).format(at)
}

/**
 * `24/11/2026 01:45` in Italian, `11/24/2026 1:45 AM` in English, on Rome's clock. A value that is
 * no date-time (a live registry's answer the contract does not expect) is shown as it came, as
 * `formatDate` does: Intl throws on an invalid date, which would take the whole screen down.
 */
export function formatDateTime(locale: string, value: string): string {
  const at = new Date(value)
  if (Number.isNaN(at.getTime())) return value
  const time = sharedFormatter(`time ${locale}`, () => new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: REGISTRY_ZONE })).format(at)
  return `${dayMonthYear(locale, REGISTRY_ZONE).format(at)} ${time}`
}

const MIB = 1024 * 1024

/**
 * A size for people: bytes, KB (KiB) with one decimal or MB (MiB) with two, in the given language.
 * `512 B`, `1,5 KB`, `1.04 MB`.
 */
export function formatSize(locale: string, bytes: number): string {
  const fmt = (n: number, digits: number) => sharedFormatter(`size ${locale} ${digits}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: digits })).format(n)
  if (bytes < 1024) return `${bytes} B`
  if (bytes < MIB) return `${fmt(bytes / 1024, 1)} KB`
  // Two decimals, so that a file just over a whole limit does not read as equal to it.
  return `${fmt(Math.floor((bytes / MIB) * 100) / 100, 2)} MB`
}

const relativeDays = (locale: string) => sharedFormatter(`days ${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }))

/** `tra 5 giorni`, `domani`, `oggi`, `ieri`, `3 giorni fa` (and the English equivalents). */
export function formatDaysFromNow(locale: string, days: number): string {
  return relativeDays(locale).format(days, 'day')
}

/** The parts of the phrase, so that a screen can stress the number (`tra <5> giorni`). */
export function daysFromNowParts(locale: string, days: number): { value: string; number: boolean }[] {
  return relativeDays(locale)
    .formatToParts(days, 'day')
    .map((p) => ({ value: p.value, number: p.type !== 'literal' }))
}

/** How a date is typed in each language: the same order as it is shown. */
export interface DateTyping {
  /** date-fns pattern: `dd/MM/yyyy` / `MM/dd/yyyy`. */
  pattern: string
  /** What the empty field shows: `gg/mm/aaaa` / `mm/dd/yyyy`. */
  placeholder: string
}

export function dateTyping(locale: string): DateTyping {
  return locale === 'it'
    ? { pattern: 'dd/MM/yyyy', placeholder: 'gg/mm/aaaa' }
    : { pattern: 'MM/dd/yyyy', placeholder: 'mm/dd/yyyy' }
}
