import { useI18n } from 'vue-i18n'
import { useFormat } from '@/composables/use-format'
import { daysBetween } from '@validation/registry-date'
import type { Alert } from './rules'

export interface AlertText {
  readonly title: string
  readonly body: string
}

/**
 * Days from `today` (the registry's date) to a darwin alert's deadline; negative once past. Lists
 * kept before alerts carried the deadline have the days left when they were told.
 */
function daysLeft(params: Alert['params'], today: string): number {
  return typeof params.deadline === 'string' ? daysBetween(today, params.deadline) : Number(params.days)
}

/**
 * An alert's words in the language of the moment: the in-app list and the system notification
 * say the same thing. The list keeps the alert's values, not its words, so it follows a change
 * of language, and counts a deadline's days from the `today` it is read on.
 */
export function useAlertText(): (alert: Pick<Alert, 'kind' | 'params'>, today: string) => AlertText {
  const { t } = useI18n()
  const fmt = useFormat()
  return ({ kind, params }, today) => {
    if (kind === 'creditLow') {
      return {
        title: t(params.status === 'exhausted' ? 'alerts.creditExhausted' : 'alerts.creditLow'),
        body: t('alerts.creditBody', { credit: fmt.money(params.credit), threshold: fmt.money(params.threshold) }),
      }
    }
    return {
      title: t('alerts.darwinDeadline', { id: params.id, when: fmt.daysFromNow(daysLeft(params, today)) }),
      body: String(params.org ?? ''),
    }
  }
}
