import { useI18n } from 'vue-i18n'
import { ApiFailure } from '@/api/errors'

/** The i18n key of each field's label, by the API's field name (`bankPayment.paymentDate`). */
export type FieldLabelKeys = Readonly<Record<string, string>>

/**
 * Turns any failure into a sentence in the chosen language: `errors.<code>` (every code of the
 * API has one in both languages), preceded by the label of the field at fault when the screen
 * knows it. A code this build does not know (a registry's newer one, or the token endpoint's
 * `server_error`) is said by its status when there is a sentence for it (`errors.http_503`: a
 * server's failure says nothing a user can act on), else by the server's English detail.
 */
export function useApiErrorText(labelKeys: FieldLabelKeys = {}): (err: unknown) => string {
  const { t, te } = useI18n()
  return (err) => {
    if (!(err instanceof ApiFailure)) return t('errors.unexpected')
    const key = `errors.${err.code}`
    if (!te(key)) {
      const byStatus = `errors.http_${err.status}`
      return te(byStatus) ? t(byStatus) : err.detail || t('errors.unexpected')
    }
    const message = t(key)
    const labelKey = err.field ? labelKeys[err.field] : undefined
    return labelKey ? t('errors.withField', { field: t(labelKey), message }) : message
  }
}
