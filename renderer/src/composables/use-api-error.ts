import { useI18n } from 'vue-i18n'
import { ApiFailure } from '@/api/errors'

/** The label of a field the API named (`bankPayment.paymentDate`), when the screen has one. */
export type FieldLabel = (field: string) => string | undefined

/**
 * Turns any failure into a sentence in the chosen language: `errors.<code>` (every code of the
 * API has one in both languages), preceded by the label of the field at fault when the screen
 * knows it. The server's English detail is shown only for a code this build does not know yet.
 */
export function useApiErrorText(labelOf: FieldLabel = () => undefined): (err: unknown) => string {
  const { t, te } = useI18n()
  return (err) => {
    if (!(err instanceof ApiFailure)) return t('errors.unexpected')
    const key = `errors.${err.code}`
    if (!te(key)) return err.detail || t('errors.unexpected')
    const message = t(key)
    const label = err.field ? labelOf(err.field) : undefined
    return label ? t('errors.withField', { field: label, message }) : message
  }
}
