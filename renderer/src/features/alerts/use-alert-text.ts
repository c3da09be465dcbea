import { useI18n } from 'vue-i18n'
import { useFormat } from '@/composables/use-format'
import type { Alert } from './rules'

export interface AlertText {
  readonly title: string
  readonly body: string
}

/**
 * An alert's words in the language of the moment: the in-app list and the system notification
 * say the same thing. The list keeps the alert's values, not its words, so it follows a change
 * of language.
 */
export function useAlertText(): (alert: Pick<Alert, 'kind' | 'params'>) => AlertText {
  const { t } = useI18n()
  const fmt = useFormat()
  return ({ kind, params }) => {
    if (kind === 'creditLow') {
      return {
        title: t(params.status === 'exhausted' ? 'alerts.creditExhausted' : 'alerts.creditLow'),
        body: t('alerts.creditBody', { credit: fmt.money(params.credit), threshold: fmt.money(params.threshold) }),
      }
    }
    return {
      title: t('alerts.darwinDeadline', { id: params.id, when: fmt.daysFromNow(Number(params.days)) }),
      body: String(params.org ?? ''),
    }
  }
}
