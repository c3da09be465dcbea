import { nextTick } from 'vue'

/**
 * Focus moves that wait until Vue has drawn the change just made: the element to focus often
 * appears with it (a form in its Edit button's place, a field marked invalid with its message).
 */

/** Focuses the element `id`, else `fallbackId`, once the change just made is drawn. */
export async function focusByIdAfterRender(id: string, fallbackId?: string): Promise<void> {
  await nextTick()
  const target = document.getElementById(id) ?? (fallbackId === undefined ? null : document.getElementById(fallbackId))
  target?.focus()
}

/** Focuses the first field marked invalid in `form`, in the order shown, once its message is drawn. */
export async function focusFirstInvalidAfterRender(form: ParentNode | null | undefined): Promise<void> {
  await nextTick()
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}
