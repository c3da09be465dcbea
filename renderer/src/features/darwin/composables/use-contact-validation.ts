import { onScopeDispose, ref, type Ref, watch } from 'vue'
import { darwinUpdatesValidate } from '@contract/darwin-updates'
import { ApiFailure } from '@/api/errors'
import { useCall } from '@/api/inject'
import { type ContactForm, type FormKey, fieldProblems, formValueOf, probeForm, schemaProblems, toContactData } from '../contact-form'
import { useDarwinErrorText } from './use-darwin-error'

const VALIDATE_DELAY_MS = 400

interface ApiFieldProblem {
  key: FormKey
  code: string
  detail: string
}

export interface UseContactValidation {
  /** The registry's verdict on the form: every field at fault (empty when it accepts it). */
  problems: Ref<ApiFieldProblem[]>
  /** A problem the form cannot place on a field (shown above the buttons). */
  general: Ref<string | null>
  checking: Ref<boolean>
  /** True once the registry accepted the form as it is now. */
  accepted: Ref<boolean>
  validateNow(): Promise<void>
}

/**
 * Asks the registry's validate operation about the form while the user types, 400 ms after the
 * last change; an older answer never replaces a newer one. The registry lists every field at
 * fault (`errors`), each shown under its field; a field's problem goes as soon as that field
 * changes, before the next verdict. Fields the contract's schema refuses are sent as `stored` (the
 * registry's copy) has them, so that the registry still judges all the others (`probeForm`).
 */
export function useContactValidation(
  requestId: () => number,
  form: () => ContactForm | null,
  stored: () => ContactForm | null = () => null,
): UseContactValidation {
  const call = useCall()
  const errorText = useDarwinErrorText()
  const problems = ref<ApiFieldProblem[]>([])
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
    const local = schemaProblems(f)
    const base = stored()
    const sent = base && Object.keys(local).length > 0 ? probeForm(f, base, local) : f
    try {
      await call(darwinUpdatesValidate, { body: { requestId: requestId(), contactData: toContactData(sent) } })
      if (mine !== generation) return
      problems.value = []
      general.value = null
      accepted.value = Object.keys(local).length === 0
    } catch (err) {
      if (mine !== generation) return
      const placed = err instanceof ApiFailure ? fieldProblems(err) : []
      problems.value = placed
      general.value = placed.length > 0 ? null : errorText(err)
    } finally {
      if (mine === generation) checking.value = false
    }
  }

  watch(
    () => JSON.stringify(form()),
    (now, before) => {
      if (now === 'null') return
      const was = before && before !== 'null' ? (JSON.parse(before) as ContactForm) : undefined
      const is = form()
      if (was && is) problems.value = problems.value.filter((p) => formValueOf(was, p.key) === formValueOf(is, p.key))
      accepted.value = false
      clearTimeout(timer)
      timer = setTimeout(() => void validateNow(), VALIDATE_DELAY_MS)
    },
  )

  onScopeDispose(() => clearTimeout(timer))
  return { problems, general, checking, accepted, validateNow }
}
