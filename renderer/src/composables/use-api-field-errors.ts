import { type Ref, ref, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import { ApiFailure } from '@/api/errors'

export interface UseApiFieldErrors<K extends string> {
  /** The API's refusal of each field, in the chosen language, by the form's field name. */
  errors: Ref<Partial<Record<K, string>>>
  /** Places every failing input of `err` on its field; false when none belongs to the form. */
  place(err: unknown): boolean
  clear(): void
}

/**
 * The API's field errors of a form: every failing input it lists (`errors`) shown at once, each
 * on its field as `t('errors.' + code)`, and each gone as soon as the user changes that field.
 * `values` gives the form's current values; `fieldOf` maps the API's field name
 * (`bankPayment.valueDate`) to the form's (`valueDate`).
 */
export function useApiFieldErrors<K extends string>(
  values: () => Readonly<Record<K, unknown>>,
  fieldOf: (apiField: string) => K | undefined,
): UseApiFieldErrors<K> {
  const { t, te } = useI18n()
  const errors = ref<Partial<Record<K, string>>>({}) as Ref<Partial<Record<K, string>>>

  function place(err: unknown): boolean {
    if (!(err instanceof ApiFailure)) return false
    const placed: Partial<Record<K, string>> = {}
    for (const failure of err.errors) {
      const field = fieldOf(failure.field)
      // A field refused twice shows its first reason, as the API lists them in order.
      if (field && placed[field] === undefined) placed[field] = te(`errors.${failure.code}`) ? t(`errors.${failure.code}`) : err.detail
    }
    errors.value = placed
    return Object.keys(placed).length > 0
  }

  const snapshot = () => Object.fromEntries(Object.entries(values()).map(([k, v]) => [k, JSON.stringify(v)])) as Record<K, string>
  watch(snapshot, (now, before) => {
    const kept = Object.entries(errors.value).filter(([field]) => now[field as K] === before[field as K])
    if (kept.length !== Object.keys(errors.value).length) errors.value = Object.fromEntries(kept) as Partial<Record<K, string>>
  })

  return { errors, place, clear: () => (errors.value = {}) }
}
