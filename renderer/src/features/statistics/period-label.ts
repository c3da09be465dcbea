import type { StatisticsPeriod } from '@contract/statistics'
import { formatDate } from '@/composables/formats'
import { formatMonth } from './number-formats'

/** A series element's period as a chart's axis shows it: `24/11/2026`, `nov 2026` or `2026`. */
export function periodLabel(locale: string, period: StatisticsPeriod, text: string): string {
  switch (period) {
    case 'day':
      return formatDate(locale, text)
    case 'month':
      return formatMonth(locale, text)
    case 'year':
      return text
  }
}
