import { onScopeDispose, ref, type Ref, watch } from 'vue'
import { darwinUpdatesValidate } from '@contract/darwin-updates'
import { ApiFailure } from '@/api/errors'
import { useCall } from '@/api/inject'
import { type ContactForm, type FormKey, formKeyOf, toContactData } from '../contact-form'
import { useDarwinErrorText } from './use-darwin-error'

export const VALIDATE_DELAY_MS = 400

export interface ApiFieldProblem {
  key: FormKey
  code: string
  detail: string
}

export interface UseContactValidation {
  /** The registry's verdict on the form as it is now: its first problem, or null when it accepts it. */
  problem: Ref<ApiFieldProblem | null>
  /** A problem the form cannot place on a field (shown above the buttons). */
  general: Ref<string | null>
  checking: Ref<boolean>
  /** True once the registry accepted the form as it is now. */
  accepted: Ref<boolean>
  validateNow(): Promise<void>
}

/**
 * Asks the registry's validate operation about the form while the user types, 400 ms after the
 * last change; an older answer never replaces a newer one. The registry names the first field at
 * fault, which the form shows under that field.
 */
export function useContactValidation(requestId: () => number, form: () => ContactForm | null): UseContactValidation {
  const call = useCall()
  const errorText = useDarwinErrorText()
  const problem = ref<ApiFieldProblem | null>(null)
  const general = ref<string | null>(null)
  const checking = ref(false)
  const accepted = ref(false)
  let timer: ReturnType<typeof setTimeout> | undefined
  let generation = 0

  async function validateNow() {
    clearTimeout(timer)
    const f = form()
    if (!f) return
    const mine = ++generation
    checking.value = true
    accepted.value = false
    try {
      await call(darwinUpdatesValidate, { body: { requestId: requestId(), contactData: toContactData(f) } })
      if (mine !== generation) return
      problem.value = null
      general.value = null
      accepted.value = true
    } catch (err) {
      if (mine !== generation) return
      const key = err instanceof ApiFailure ? formKeyOf(err.field) : undefined
      if (err instanceof ApiFailure && key) {
        problem.value = { key, code: err.code, detail: err.detail }
        general.value = null
      } else {
        problem.value = null
        general.value = errorText(err)
      }
    } finally {
      if (mine === generation) checking.value = false
    }
  }

  watch(
    () => JSON.stringify(form()),
    (now) => {
      if (now === 'null') return
      accepted.value = false
      clearTimeout(timer)
      timer = setTimeout(() => void validateNow(), VALIDATE_DELAY_MS)
    },
  )

  onScopeDispose(() => clearTimeout(timer))
  return { problem, general, checking, accepted, validateNow }
}
