import { useI18n } from 'vue-i18n'
import { ApiFailure } from '@/api/errors'

/** Turns any failure into a sentence in the chosen language: `errors.<code>`, else the API's detail. */
export function useApiErrorText(): (err: unknown) => string {
  const { t, te } = useI18n()
  return (err) => {
    if (err instanceof ApiFailure) {
      const key = `errors.${err.code}`
      if (te(key)) return t(key, { detail: err.detail, field: err.field ?? '' })
      return err.detail || t('errors.unexpected')
    }
    return t('errors.unexpected')
  }
}
