import { useI18n } from 'vue-i18n'
import { decimalMark, formatCount, formatDate, formatDateTime, formatDaysFromNow, formatMoney } from './formats'

export interface Formatters {
  /** `8.693,00 €` / `€8,693.00`: always grouped, like the invoice PDF. */
  money(value: number | string | null | undefined): string
  /** A `YYYY-MM-DD` date, or the date of a date-time in Rome: `24/11/2026` / `11/24/2026`. */
  date(value: string | null | undefined): string
  /** A date-time, shown in the registry's zone (Europe/Rome): `24/11/2026 01:45` / `11/24/2026 1:45 AM`. */
  dateTime(value: string | null | undefined): string
  /** A whole number, grouped: `12.345` / `12,345`. */
  count(value: number): string
  /** Days from today as a phrase: `tra 5 giorni`, `domani`, `2 giorni fa` / `in 5 days`. */
  daysFromNow(days: number | null | undefined): string
  /** The decimal mark of amounts typed in a form (`,` / `.`): `parseEuroInput`, `typedEuro`. */
  decimalMark(): string
}

/** Amounts in euro and dates formatted for the chosen language (and amounts read as typed in it), following it when it changes. */
export function useFormat(): Formatters {
  const { locale, t } = useI18n()
  const none = () => t('common.none')
  return {
    money: (value) => (value === null || value === undefined || value === '' ? none() : formatMoney(locale.value, value)),
    date: (value) => (value ? formatDate(locale.value, value) : none()),
    dateTime: (value) => (value ? formatDateTime(locale.value, value) : none()),
    count: (value) => formatCount(locale.value, value),
    daysFromNow: (days) => (days === null || days === undefined ? none() : formatDaysFromNow(locale.value, days)),
    decimalMark: () => decimalMark(locale.value),
  }
}
