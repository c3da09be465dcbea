import { useI18n } from 'vue-i18n'
import { ApiFailure } from '@/api/errors'
import { useApiErrorText } from '@/composables/use-api-error'
import { darwinErrorKey } from '../messages'

/** A darwin failure as a sentence: the darwin codes' own words first, then the common ones. */
export function useDarwinErrorText(): (err: unknown) => string {
  const { t } = useI18n()
  const common = useApiErrorText()
  return (err) => {
    const key = darwinErrorKey(err)
    return key ? t(key, { detail: err instanceof ApiFailure ? err.detail : '' }) : common(err)
  }
}
