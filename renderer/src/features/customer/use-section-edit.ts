import { type Ref, ref } from 'vue'
import { focusByIdAfterRender } from '@/composables/focus-after-render'
import { useApiErrorText } from '@/composables/use-api-error'
import { type UseApiFieldErrors, useApiFieldErrors } from '@/composables/use-api-field-errors'

export interface SectionEdit<K extends string> {
  editing: Ref<boolean>
  /** "Saved" is said once the form closes, until the next edit. */
  saved: Ref<boolean>
  busy: Ref<boolean>
  /** A refusal that names no field of the form, as a sentence. */
  formError: Ref<string | null>
  api: UseApiFieldErrors<K>
  edit(): void
  /** Closes the form unsaved; the focus goes back to the section's Edit button. */
  cancel(): void
  submit(): Promise<void>
}

interface SectionEditOptions<K extends string> {
  /**
   * The ids of the section's inputs are `<idPrefix>-<field>`, its heading `<idPrefix>-title`, its
   * Edit button `<idPrefix>-edit`.
   */
  idPrefix: string
  values: () => Readonly<Record<K, unknown>>
  fieldOf: (apiField: string) => K | undefined
  /** Fills the form from the stored data when editing starts. */
  fill(): void
  /** Sends the form and keeps what the registry answers. */
  save(): Promise<void>
}

/**
 * The edit cycle of a section of the registrar's data: Edit fills the form and puts the focus on
 * its first field; Save sends it, and on success closes the form, says so, and gives the focus
 * back to the section's heading; a refusal goes on its fields (focus on the first) or, naming
 * none, above the buttons. Cancel closes it and gives the focus back to Edit, which comes back in
 * the form's place (else to the heading), not to the page's body.
 */
export function useSectionEdit<K extends string>(o: SectionEditOptions<K>): SectionEdit<K> {
  const errorText = useApiErrorText()
  const api = useApiFieldErrors<K>(o.values, o.fieldOf)
  const editing = ref(false)
  const saved = ref(false)
  const busy = ref(false)
  const formError = ref<string | null>(null)
  const focus = (id: string) => void focusByIdAfterRender(id)

  function edit(): void {
    o.fill()
    api.clear()
    formError.value = null
    saved.value = false
    editing.value = true
    const first = Object.keys(o.values())[0]
    if (first) focus(`${o.idPrefix}-${first}`)
  }

  function cancel(): void {
    editing.value = false
    void focusByIdAfterRender(`${o.idPrefix}-edit`, `${o.idPrefix}-title`)
  }

  async function submit(): Promise<void> {
    api.clear()
    formError.value = null
    busy.value = true
    try {
      await o.save()
      editing.value = false
      saved.value = true
      focus(`${o.idPrefix}-title`)
    } catch (err) {
      if (api.place(err)) focus(`${o.idPrefix}-${Object.keys(api.errors.value)[0]}`)
      else formError.value = errorText(err)
    } finally {
      busy.value = false
    }
  }

  return { editing, saved, busy, formError, api, edit, cancel, submit }
}
