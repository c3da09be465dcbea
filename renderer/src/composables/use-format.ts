import { useI18n } from 'vue-i18n'
import { REGISTRY_TIME_ZONE } from '@validation/registry-date'

export interface Formatters {
  /** `1.234,56 €` / `€1,234.56` */
  money(value: number | string | null | undefined): string
  /** A `YYYY-MM-DD` date, or the date of a date-time, in the chosen language. */
  date(value: string | null | undefined): string
  /** A date-time, shown in the registry's zone (Europe/Rome) like the registry's own documents. */
  dateTime(value: string | null | undefined): string
}

const ZONE = REGISTRY_TIME_ZONE

/** Amounts in euro and dates formatted for the chosen language, following it when it changes. */
export function useFormat(): Formatters {
  const { locale, t } = useI18n()
  const none = () => t('common.none')
  return {
    money(value) {
      if (value === null || value === undefined || value === '') return none()
      return new Intl.NumberFormat(locale.value, { style: 'currency', currency: 'EUR' }).format(Number(value))
    },
    date(value) {
      if (!value) return none()
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
      const at = m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, 12)) : new Date(value)
      return new Intl.DateTimeFormat(locale.value, { dateStyle: 'medium', timeZone: m ? 'UTC' : ZONE }).format(at)
    },
    dateTime(value) {
      if (!value) return none()
      return new Intl.DateTimeFormat(locale.value, { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE }).format(new Date(value))
    },
  }
}
